import { CheckCircle2Icon, CopyIcon } from "lucide-react";
import { useId, useState } from "react";
import { LinkButton } from "@/components/page/LinkButton";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { Invitation } from "./useSendInvitation";

/** Copies with the Clipboard API; where it is refused, the field is selected for Ctrl+C. */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.select();
    return false;
  }
}

/** The invitation went out: the link to share, copied with one click. */
export function InvitationSent({
  invitation,
  pilotName,
  jobTitle,
}: {
  invitation: Invitation;
  pilotName: string;
  jobTitle: string;
}) {
  const id = useId();
  const [copied, setCopied] = useState<"yes" | "select" | null>(null);
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-5 rounded-2xl border bg-card p-6">
      <div className="flex items-start gap-3">
        <CheckCircle2Icon className="mt-0.5 size-6 shrink-0 text-success" aria-hidden />
        <div>
          <h2 id={`${id}-title`} className="text-lg font-bold">
            {pilotName} is invited
          </h2>
          <p className="text-sm text-muted-foreground">
            We&apos;ve told {pilotName} about “{jobTitle}”. Share this link with them too: it opens
            the job so they can send you a proposal.
          </p>
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-link`}>Link to the job</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={`${id}-link`}
            readOnly
            value={invitation.link}
            onFocus={(e) => e.currentTarget.select()}
            className="font-mono text-sm"
          />
          <Button
            onClick={async () => {
              const field = document.getElementById(`${id}-link`) as HTMLInputElement | null;
              setCopied((await copyText(invitation.link, field)) ? "yes" : "select");
            }}
          >
            <CopyIcon />
            {copied === "yes" ? "Copied" : "Copy link"}
          </Button>
        </div>
        <p role="status" className="text-sm text-muted-foreground">
          {copied === "yes"
            ? "The link is on your clipboard."
            : copied === "select"
              ? "Your browser didn't allow copying: the link is selected, press Ctrl+C (⌘C on a Mac)."
              : ""}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <LinkButton href={`/client-jobs?job=${invitation.jobId}`} variant="outline">
          See proposals for this job
        </LinkButton>
        <LinkButton href={`/job/link?job=${invitation.jobId}`} variant="ghost">
          Invite another pilot
        </LinkButton>
      </div>
    </section>
  );
}
