import { decideReportRequestSchema, MODERATION_REASON_MAX } from "@skyhire/shared";
import { useState } from "react";
import { ConfirmDialog } from "@/components/forms/ConfirmDialog";
import { TextareaField } from "@/components/forms/TextareaField";
import { Button } from "@/components/ui/button";
import { toast } from "@/features/toast/toastStore";
import { useDecideReport } from "./moderationQueries";

const COPY = {
  dismissed: {
    label: "Dismiss",
    title: "Dismiss this report",
    description: "Nothing needs doing. The reporter is told that we looked and why.",
    confirm: "Dismiss report",
    done: "Report dismissed",
  },
  actioned: {
    label: "Mark acted on",
    title: "Mark this report acted on",
    description:
      "Say what you did (suspended the account, hid the job...). The reporter is told that we acted.",
    confirm: "Mark acted on",
    done: "Report marked acted on",
  },
} as const;

/** The operator's decision on one open report, with a note the reporter reads. */
export function DecideReportDialog({
  reportId,
  outcome,
}: {
  reportId: string;
  outcome: "dismissed" | "actioned";
}) {
  const copy = COPY[outcome];
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const [invalid, setInvalid] = useState<string | undefined>();
  const decide = useDecideReport(reportId);

  const submit = () => {
    const parsed = decideReportRequestSchema.safeParse({ outcome, note });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message);
      return;
    }
    decide.mutate(parsed.data, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: copy.done });
      },
    });
  };

  return (
    <>
      <Button
        size="sm"
        variant={outcome === "actioned" ? "default" : "outline"}
        onClick={() => {
          decide.reset();
          setInvalid(undefined);
          setOpen(true);
        }}
      >
        {copy.label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={copy.title}
        description={copy.description}
        confirmLabel={copy.confirm}
        pendingLabel="Saving..."
        isPending={decide.isPending}
        error={decide.error?.message}
        onConfirm={submit}
      >
        <TextareaField
          label="Note to the reporter"
          value={note}
          maxLength={MODERATION_REASON_MAX}
          error={invalid}
          onChange={(event) => {
            setNote(event.target.value);
            if (invalid) setInvalid(undefined);
          }}
        />
      </ConfirmDialog>
    </>
  );
}
