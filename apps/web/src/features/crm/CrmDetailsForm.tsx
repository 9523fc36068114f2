import { CRM_TAGS_MAX } from "@skyhire/shared";
import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/features/toast/toastStore";
import { parseTags } from "./crmFormat";
import { useSaveDetails } from "./crmQueries";

/** The pilot's own tags for the client and the day to get back in touch. */
export function CrmDetailsForm({
  clientId,
  tags,
  followUpOn,
}: {
  clientId: string;
  tags: string[];
  followUpOn: string | null;
}) {
  const save = useSaveDetails(clientId);
  const [tagText, setTagText] = useState(tags.join(", "));
  const [day, setDay] = useState(followUpOn ?? "");
  const ids = useId();
  const parsed = parseTags(tagText);
  const changed = parsed.join("\n") !== tags.join("\n") || day !== (followUpOn ?? "");
  return (
    <form
      aria-label="Tags and follow-up"
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_11rem] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { tags: parsed, followUpOn: day || null },
          { onSuccess: () => toast({ title: "Client details saved" }) },
        );
      }}
    >
      <div className="space-y-1.5">
        <Label htmlFor={`${ids}-tags`}>Tags</Label>
        <Input
          id={`${ids}-tags`}
          value={tagText}
          placeholder="Repeat client, Real estate"
          onChange={(e) => setTagText(e.target.value)}
          aria-describedby={`${ids}-tags-hint`}
        />
        <p id={`${ids}-tags-hint`} className="text-xs text-muted-foreground">
          Separate with commas, up to {CRM_TAGS_MAX}.
        </p>
      </div>
      <div className="space-y-1.5 sm:pb-5">
        <Label htmlFor={`${ids}-day`}>Follow up on</Label>
        <Input id={`${ids}-day`} type="date" value={day} onChange={(e) => setDay(e.target.value)} />
      </div>
      {save.error && <Alert className="sm:col-span-2">{save.error.message}</Alert>}
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" size="sm" variant="outline" disabled={!changed || save.isPending}>
          {save.isPending ? "Saving..." : "Save tags and follow-up"}
        </Button>
      </div>
    </form>
  );
}
