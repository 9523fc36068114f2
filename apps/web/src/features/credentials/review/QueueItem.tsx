import { lazyDateFormat, CREDENTIAL_KIND_LABELS, type AdminCredential } from "@skyhire/shared";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { CredentialStatePill } from "../CredentialStatePill";
import { DocumentViewer } from "./DocumentViewer";
import { ReviewActions } from "./ReviewActions";
import { SubmittedFields } from "./SubmittedFields";

const SUBMITTED = lazyDateFormat({ dateStyle: "medium", timeStyle: "short" });

/** One credential of the queue: its document beside what the pilot typed, and the decisions. */
export function QueueItem({
  credential,
  onDecided,
}: {
  credential: AdminCredential;
  onDecided: () => void;
}) {
  const what = CREDENTIAL_KIND_LABELS[credential.kind];
  const headingId = `credential-${credential.id}`;
  return (
    <Card>
      <article aria-labelledby={headingId}>
        <CardHeader className="gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} tabIndex={-1} className="text-lg font-semibold">
              {what}: {credential.pilot.name}
            </h2>
            <CredentialStatePill state={credential.state} />
          </div>
          <p className="text-sm text-muted-foreground">
            {credential.pilot.email} · submitted{" "}
            {SUBMITTED.format(new Date(credential.submittedAt))}
          </p>
        </CardHeader>
        <CardContent className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
          <DocumentViewer credential={credential} />
          <div className="space-y-4">
            <SubmittedFields credential={credential} />
            {credential.state === "pending_review" && (
              <ReviewActions
                id={credential.id}
                pilotName={credential.pilot.name}
                what={what}
                onDecided={onDecided}
              />
            )}
            {credential.decisions.length > 0 && (
              <div className="space-y-1 border-t pt-3 text-sm">
                <h3 className="font-semibold">Decisions</h3>
                <ul className="space-y-1 text-muted-foreground">
                  {credential.decisions.map((d) => (
                    <li key={d.id}>
                      {d.decision === "approved" ? "Approved" : "Rejected"} by{" "}
                      {d.operatorName ?? "an operator"} on {SUBMITTED.format(new Date(d.createdAt))}
                      {d.reason ? `: ${d.reason}` : ""}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </CardContent>
      </article>
    </Card>
  );
}
