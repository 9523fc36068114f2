import { formatCents, type CrmJob } from "@skyhire/shared";
import { StarIcon } from "lucide-react";
import { Link } from "wouter";
import { JobStatusBadge } from "@/features/jobs/JobStatusBadge";
import { serviceTypeLabel } from "@/features/jobs/jobFormat";
import { dayText, relationText } from "./crmFormat";

/** The amount that matters for the job: earned, else paid, else the pilot's quote. */
function amountText(job: CrmJob): string | null {
  if (job.earnedCents > 0) return `${formatCents(job.earnedCents)} earned`;
  if (job.priceCents !== null) return `${formatCents(job.priceCents)} job price`;
  if (job.quoteCents !== null) return `${formatCents(job.quoteCents)} quoted`;
  return null;
}

/** Every job between the pilot and the client, newest activity first, each linking to it. */
export function CrmHistory({ jobs }: { jobs: CrmJob[] }) {
  return (
    <section aria-labelledby="crm-history-heading" className="space-y-3">
      <h3 id="crm-history-heading" className="font-semibold">
        Job history
      </h3>
      <ul aria-label="Job history" className="divide-y rounded-xl border bg-card">
        {jobs.map((job) => {
          const amount = amountText(job);
          return (
            <li key={job.jobId} className="space-y-1.5 p-3">
              <div className="flex items-start justify-between gap-3">
                <Link
                  href={`/jobs/${job.jobId}`}
                  className="min-w-0 text-sm font-semibold break-words text-brand-sky hover:underline"
                >
                  {job.title}
                </Link>
                <JobStatusBadge status={job.jobStatus} className="shrink-0" />
              </div>
              <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
                <span>{serviceTypeLabel(job.serviceType)}</span>
                <span>{relationText(job)}</span>
                <span>{dayText(job.lastActivityAt)}</span>
                {amount && <span className="font-semibold text-foreground">{amount}</span>}
                {job.rating !== null && (
                  <span className="inline-flex items-center gap-0.5">
                    <StarIcon
                      className="size-3 fill-brand-orange-ink text-brand-orange-ink"
                      aria-hidden
                    />
                    {job.rating} / 5
                  </span>
                )}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
