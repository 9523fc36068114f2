import type { ApplicationDto } from "@skyhire/shared";
import { CalendarIcon, HandshakeIcon, MapPinIcon } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { counterTerms } from "../counterTerms";
import { formatDay } from "../jobDates";
import { serviceTypeLabel } from "../jobFormat";
import { formatCents } from "../jobRules";
import { JobStatusBadge } from "../JobStatusBadge";

function counterNote(counter: NonNullable<ApplicationDto["counter"]>): string {
  const terms = counterTerms(counter);
  if (counter.status === "pending") return `Counter-offer of ${terms}: waiting for your answer`;
  return counter.status === "accepted"
    ? `You accepted the counter-offer of ${terms}`
    : `You declined the counter-offer of ${terms}`;
}

/** One of the pilot's applications: the job, their terms, and any counter-offer. */
export function ApplicationRow({ application }: { application: ApplicationDto }) {
  const { job, counter } = application;
  const proposed = formatDay(application.proposedDate);
  return (
    <article className="relative flex flex-col gap-3 p-5 transition-colors hover:bg-accent/50 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          {job && <JobStatusBadge status={job.status} />}
          {job && <Badge variant="sky">{serviceTypeLabel(job.serviceType)}</Badge>}
        </div>
        <h2 className="font-semibold">
          <Link
            href={`/jobs/${application.jobId}`}
            className="outline-none after:absolute after:inset-0 focus-visible:after:ring-[3px] focus-visible:after:ring-ring"
          >
            {job?.title ?? "Job"}
          </Link>
        </h2>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {job?.location && (
            <span className="inline-flex items-center gap-1">
              <MapPinIcon className="size-3.5" aria-hidden />
              {job.location}
            </span>
          )}
          {proposed && (
            <span className="inline-flex items-center gap-1">
              <CalendarIcon className="size-3.5" aria-hidden />
              You'd fly {proposed}
            </span>
          )}
          <span>Applied {formatDay(application.createdAt)}</span>
        </p>
        {counter && (
          <p
            className={
              counter.status === "pending"
                ? "inline-flex items-center gap-1.5 rounded-md bg-brand-orange/12 px-2 py-1 text-sm font-medium text-brand-orange-ink"
                : "inline-flex items-center gap-1.5 text-sm text-muted-foreground"
            }
          >
            <HandshakeIcon className="size-3.5" aria-hidden />
            {counterNote(counter)}
          </p>
        )}
      </div>
      <div className="shrink-0 sm:text-right">
        <p className="font-display text-xl font-bold">{formatCents(application.quote)}</p>
        {job && <p className="text-xs text-muted-foreground">budget {formatCents(job.budget)}</p>}
      </div>
    </article>
  );
}
