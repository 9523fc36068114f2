import type { ApplicationDto, JobDetail } from "@skyhire/shared";
import { useState } from "react";
import { ViewerTimeText } from "@/components/page/ViewerTimeText";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { StartConversationButton } from "@/features/messages/StartConversationButton";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/features/toast/toastStore";
import { pilotActions } from "../jobActions";
import { formatDay } from "../jobDates";
import { applicationStatusLabel } from "../jobFormat";
import { useEditApplication } from "../jobMutations";
import { formatCents } from "../jobRules";
import { ApplicationForm } from "./ApplicationForm";
import { applicationDefaults } from "./applicationForm";
import { CounterOfferBox } from "./CounterOfferBox";
import { WithdrawDialog } from "./WithdrawDialog";

const STATUS_NOTES: Record<string, string> = {
  pending: "The client is reviewing proposals. You can change yours until they decide.",
  accepted: "The client accepted this proposal.",
  rejected: "The client went with another pilot, or the job closed.",
  withdrawn: "You withdrew this application.",
};

/** The pilot's own application on a job: its terms, its state, and what they can do now. */
export function MyApplicationCard({
  job,
  application,
}: {
  job: JobDetail;
  application: ApplicationDto;
}) {
  const [editing, setEditing] = useState(false);
  const edit = useEditApplication(application.id);
  const actions = pilotActions(job, application);

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3 space-y-0">
        <CardTitle className="text-base">Your application</CardTitle>
        <Badge variant={application.status === "accepted" ? "flare" : "sky"}>
          {applicationStatusLabel(application.status)}
        </Badge>
      </CardHeader>
      <CardContent className="space-y-4">
        {editing ? (
          <ApplicationForm
            defaultValues={applicationDefaults(job, application)}
            budgetCents={job.budget}
            isPending={edit.isPending}
            error={edit.error}
            submitLabel="Save changes"
            pendingLabel="Saving..."
            onCancel={() => {
              setEditing(false);
              edit.reset();
            }}
            onSubmit={(payload) =>
              edit.mutate(payload, {
                onSuccess: () => {
                  setEditing(false);
                  toast({
                    title: "Application updated",
                    description: "The client sees your new proposal.",
                  });
                },
              })
            }
          />
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-muted-foreground">Your price</dt>
                <dd className="font-display text-xl font-bold">{formatCents(application.quote)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Date you'd fly</dt>
                <dd className="font-semibold">
                  <ViewerTimeText text={() => formatDay(application.proposedDate) ?? "—"} />
                </dd>
              </div>
            </dl>
            {application.message && (
              <p className="rounded-lg bg-muted/60 p-3 text-sm whitespace-pre-line">
                {application.message}
              </p>
            )}
            <p className="text-xs text-muted-foreground">
              Sent {formatDay(application.createdAt)}
              {formatDay(application.updatedAt) !== formatDay(application.createdAt) &&
                ` · updated ${formatDay(application.updatedAt)}`}
            </p>
            {application.counter && (
              <CounterOfferBox
                applicationId={application.id}
                counter={application.counter}
                canAnswer={actions.answerCounter}
              />
            )}
            <p className="text-sm text-muted-foreground">{STATUS_NOTES[application.status]}</p>
            <StartConversationButton
              target={{ jobId: job.id }}
              label="Message the client"
              variant="outline"
            />
            {(actions.edit || actions.withdraw) && (
              <div className="flex flex-wrap gap-2">
                {actions.edit && (
                  <Button variant="outline" onClick={() => setEditing(true)}>
                    Edit
                  </Button>
                )}
                {actions.withdraw && <WithdrawDialog applicationId={application.id} />}
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
