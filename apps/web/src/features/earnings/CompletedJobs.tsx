import type { EarningsDto } from "@skyhire/shared";
import { CircleCheckBigIcon } from "lucide-react";
import { Link } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { formatMoney } from "@/features/checkout/money";
import { formatDay } from "@/features/jobs/jobDates";
import { averageRating } from "@/features/jobs/jobRules";
import { StatTile } from "@/features/jobs/PilotJobsView";
import type { Job } from "@/features/jobs/types";
import { Stars } from "@/features/reviews/Stars";

type CompletedJobsProps = {
  /** The pilot's jobs (GET /api/jobs/pilot). */
  jobs: Job[];
  earnings: EarningsDto;
};

/** Completed missions with what each paid the pilot (net of commission) and the client's rating. */
export function CompletedJobs({ jobs, earnings }: CompletedJobsProps) {
  const completed = jobs.filter((job) => job.status === "completed");
  const netByJob = new Map(earnings.jobs.map((e) => [e.jobId, e]));
  const totalNet = completed.reduce(
    (sum, job) => sum + (netByJob.get(String(job.id))?.netCents ?? 0),
    0,
  );

  if (completed.length === 0) {
    return (
      <EmptyState
        icon={CircleCheckBigIcon}
        title="No completed jobs yet"
        action={<LinkButton href="/jobs">Browse Jobs</LinkButton>}
      >
        Jobs move here once the client approves your deliverables.
      </EmptyState>
    );
  }
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatTile label="Jobs completed" value={String(completed.length)} />
        <StatTile label="Net earned" value={formatMoney(totalNet)} />
        <StatTile label="Average rating" value={averageRating(jobs)} />
      </div>
      <ul className="divide-y rounded-2xl border bg-card" aria-label="Completed jobs">
        {completed.map((job) => {
          const earning = netByJob.get(String(job.id));
          return (
            <li key={job.id}>
              <Link
                href={`/jobs/${job.id}`}
                className="grid gap-3 p-5 transition-colors hover:bg-accent/60 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-center sm:gap-6"
              >
                <div className="min-w-0 space-y-1">
                  <p className="font-semibold break-words">{job.title}</p>
                  <p className="text-sm text-muted-foreground">
                    {[job.location, earning ? `Completed ${formatDay(earning.completedAt)}` : null]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                </div>
                <div className="flex items-end justify-between gap-4 sm:contents">
                  <div className="text-sm sm:text-right">
                    {typeof job.rating === "number" ? (
                      <Stars rating={job.rating} />
                    ) : (
                      <span className="text-muted-foreground">Not rated yet</span>
                    )}
                  </div>
                  <div className="text-right text-sm sm:w-32">
                    {earning ? (
                      <>
                        <span className="block font-semibold tabular-nums">
                          {formatMoney(earning.netCents)}
                        </span>
                        <span className="text-xs text-muted-foreground">
                          net of {formatMoney(earning.commissionCents)} commission
                        </span>
                      </>
                    ) : (
                      <span className="text-muted-foreground">No payment recorded</span>
                    )}
                  </div>
                </div>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
