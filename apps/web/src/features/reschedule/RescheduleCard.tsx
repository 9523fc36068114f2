import { jobSiteDate, siteMomentText, type JobDto } from "@skyhire/shared";
import { CalendarSyncIcon } from "lucide-react";
import { useState } from "react";
import { LoadError } from "@/components/page/LoadError";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { OpenProposal } from "./OpenProposal";
import { ProposeRescheduleDialog } from "./ProposeRescheduleDialog";
import { useReschedules } from "./rescheduleQueries";
import { STATUS_LABELS, otherSideName, reasonText, type Side } from "./rescheduleText";

const RESCHEDULABLE = new Set(["assigned", "in_progress"]);

/**
 * Moving the planned flight by agreement: the open proposal with its answers, the button to
 * propose a new time, and every earlier proposal (the job's reschedule history).
 */
export function RescheduleCard({ job, me }: { job: JobDto; me: Side }) {
  const [proposing, setProposing] = useState(false);
  const proposals = useReschedules(job.id);
  const timeZone = job.siteTimeZone;
  if (!timeZone) return null;
  const open = proposals.data?.find((p) => p.status === "open");
  const history = proposals.data?.filter((p) => p.status !== "open") ?? [];
  const canPropose = !open && !!job.plannedFlight && RESCHEDULABLE.has(job.status);
  return (
    <Card role="region" aria-labelledby="reschedule-title">
      <CardHeader>
        <CardTitle id="reschedule-title" className="flex items-center gap-2 text-base">
          <CalendarSyncIcon className="size-4 text-brand-sky" aria-hidden />
          Rescheduling
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {proposals.isPending ? (
          <Skeleton className="h-16" />
        ) : proposals.isError ? (
          <LoadError
            message="The reschedule history couldn't be loaded."
            onRetry={() => void proposals.refetch()}
          />
        ) : (
          <>
            {open && <OpenProposal jobId={job.id} proposal={open} me={me} timeZone={timeZone} />}
            {canPropose && (
              <div className="flex flex-wrap items-center gap-3">
                <Button variant="outline" onClick={() => setProposing(true)}>
                  Propose a new time
                </Button>
                <span className="text-muted-foreground">
                  Weather, site access or a change of plan: {otherSideName(me)} accepts or declines.
                </span>
              </div>
            )}
            {!job.plannedFlight && !open && (
              <p className="text-muted-foreground">
                Once the pilot confirms a flight time, either side can propose moving it.
              </p>
            )}
            {history.length > 0 && (
              <section aria-labelledby="reschedule-history-title" className="space-y-2">
                <h3 id="reschedule-history-title" className="font-semibold">
                  History
                </h3>
                <ol className="divide-y rounded-lg border" aria-label="Reschedule history">
                  {history.map((p) => (
                    <li key={p.id} className="space-y-0.5 px-3 py-2">
                      <p>
                        <span className="font-medium">{p.proposerName}</span> proposed{" "}
                        {siteMomentText(new Date(p.plannedAt), timeZone)} ·{" "}
                        <span className="font-semibold">{STATUS_LABELS[p.status]}</span>
                      </p>
                      <p className="text-muted-foreground">
                        Was {siteMomentText(new Date(p.fromAt), timeZone)}. {reasonText(p)}
                      </p>
                    </li>
                  ))}
                </ol>
              </section>
            )}
          </>
        )}
      </CardContent>
      <ProposeRescheduleDialog
        jobId={job.id}
        open={proposing}
        onOpenChange={setProposing}
        timeZone={timeZone}
        lastDay={job.deadline ? jobSiteDate(new Date(job.deadline), timeZone) : null}
        otherSide={otherSideName(me)}
      />
    </Card>
  );
}
