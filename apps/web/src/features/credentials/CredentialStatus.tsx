import type { CredentialDto } from "@skyhire/shared";
import { formatCalendarDate } from "./credentialFormat";
import { CredentialStatePill } from "./CredentialStatePill";

const VALID_WORDS: Record<CredentialDto["kind"], string> = {
  part107: "Current through",
  insurance: "Policy expires",
};

/** What is on file: its state, until when, the operator's reason, and its document. */
export function CredentialStatus({ credential }: { credential: CredentialDto | null }) {
  if (!credential) {
    return <p className="text-sm text-muted-foreground">Nothing on file yet.</p>;
  }
  return (
    <div className="space-y-2 rounded-lg border bg-muted/30 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <CredentialStatePill state={credential.state} />
        <span className="text-muted-foreground">
          {VALID_WORDS[credential.kind]} {formatCalendarDate(credential.validThrough)}
        </span>
        {credential.nightEligible === false && (
          <span className="text-muted-foreground">· not valid for night operations</span>
        )}
      </div>
      {credential.state === "rejected" && credential.rejectionReason && (
        <p>
          <span className="font-semibold">Reason: </span>
          {credential.rejectionReason}
        </p>
      )}
      <a
        className="inline-block font-medium text-primary underline-offset-4 hover:underline"
        href={`/api/credentials/${credential.id}/document`}
        target="_blank"
        rel="noreferrer"
      >
        View {credential.document.fileName}
      </a>
    </div>
  );
}
