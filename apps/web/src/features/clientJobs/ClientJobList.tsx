import type { JobDto } from "@skyhire/shared";
import { FolderOpenIcon } from "lucide-react";
import { Link } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { cn } from "@/lib/utils";
import { ClientJobRow } from "./ClientJobRow";
import { groupCounts, groupOf, JOB_GROUPS, type JobGroupId } from "./jobGroups";

type ClientJobListProps = {
  jobs: readonly JobDto[];
  group: JobGroupId;
  /** The URL of a tab, and of a job's proposals. */
  groupHref: (group: JobGroupId) => string;
  jobHref: (jobId: string) => string;
};

const EMPTY_TEXT: Record<JobGroupId, string> = {
  open: "No job is waiting for proposals. Post one and pilots nearby can send you quotes.",
  hired: "Jobs you've hired a pilot for show here until the flight starts.",
  in_progress: "Jobs being flown right now show here.",
  review: "When a pilot delivers, the job waits here for your review.",
  completed: "Jobs you've approved show here.",
  closed: "Cancelled and disputed jobs show here.",
};

/** The client's jobs in status tabs, each tab with its count. */
export function ClientJobList({ jobs, group, groupHref, jobHref }: ClientJobListProps) {
  const counts = groupCounts(jobs);
  const shown = jobs.filter((job) => groupOf(job.status) === group);
  const current = JOB_GROUPS.find((g) => g.id === group)!;
  return (
    <div className="space-y-4">
      <nav aria-label="Job status" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex w-max gap-1 rounded-xl border bg-card p-1">
          {JOB_GROUPS.map((g) => (
            <li key={g.id}>
              <Link
                href={groupHref(g.id)}
                // A tab is a view of the same page: switching does not stack up history.
                replace
                aria-current={g.id === group ? "page" : undefined}
                className={cn(
                  "inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors",
                  g.id === group
                    ? "bg-primary text-primary-foreground"
                    : "text-muted-foreground hover:bg-accent hover:text-foreground",
                )}
              >
                {g.label}
                <span
                  className={cn(
                    "rounded-full px-1.5 text-xs",
                    g.id === group ? "bg-primary-foreground/20" : "bg-muted",
                  )}
                >
                  {counts[g.id]}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {shown.length === 0 ? (
        <EmptyState icon={FolderOpenIcon} title={`No ${current.label.toLowerCase()} jobs`}>
          {EMPTY_TEXT[group]}
        </EmptyState>
      ) : (
        <ul
          className="divide-y overflow-hidden rounded-2xl border bg-card"
          aria-label={`${current.label} jobs`}
        >
          {shown.map((job) => (
            <li key={job.id}>
              <ClientJobRow job={job} href={jobHref(job.id)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
