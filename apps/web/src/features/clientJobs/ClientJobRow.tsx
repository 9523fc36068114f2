import type { JobDto } from "@skyhire/shared";
import { CalendarIcon, ChevronRightIcon, MapPinIcon } from "lucide-react";
import { Link } from "wouter";
import { jobWhenText } from "@/features/jobs/jobDates";
import { proposalsText } from "@/features/jobs/jobFormat";
import { formatCents } from "@/features/jobs/jobRules";
import { cn } from "@/lib/utils";
import { JobStatusBadge } from "./JobStatusBadge";

/** A job in the client's list; opens its proposals (?job={id}). */
export function ClientJobRow({ job, href }: { job: JobDto; href: string }) {
  const waiting = job.status === "open" && job.pendingApplications > 0;
  return (
    <Link
      href={href}
      className="flex items-center gap-4 p-4 transition-colors hover:bg-accent/60 sm:p-5"
      data-testid="client-job-row"
    >
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <p className="line-clamp-2 min-w-0 font-semibold break-words">{job.title}</p>
          <JobStatusBadge status={job.status} />
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {job.location && (
            <span className="inline-flex items-center gap-1">
              <MapPinIcon className="size-3.5" aria-hidden />
              {job.location}
            </span>
          )}
          <span className="inline-flex items-center gap-1">
            <CalendarIcon className="size-3.5" aria-hidden />
            {jobWhenText(job)}
          </span>
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1 text-right">
        <span className="font-semibold">{formatCents(job.budget)}</span>
        <span
          className={cn(
            "text-xs",
            waiting
              ? "rounded-full bg-brand-orange/15 px-2 py-0.5 font-semibold text-brand-orange-ink"
              : "text-muted-foreground",
          )}
        >
          {job.pendingApplications > 0 ? `${job.pendingApplications} pending` : proposalsText(0)}
        </span>
      </div>
      <ChevronRightIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
    </Link>
  );
}
