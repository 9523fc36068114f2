import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { QueryView } from "@/components/page/QueryView";
import { usePilotJobs } from "./jobQueries";
import { JobList } from "./JobList";
import type { Job } from "./types";

type PilotJobsViewProps = {
  /** Which of the pilot's jobs this screen lists. */
  filter: (job: Job) => boolean;
  emptyIcon: LucideIcon;
  emptyTitle: string;
  emptyText: string;
  /** Optional summary above the list, computed from all of the pilot's jobs. */
  summary?: (jobs: Job[]) => ReactNode;
};

/** Lists the signed-in pilot's jobs (GET /api/jobs/pilot) through a filter. */
export function PilotJobsView({
  filter,
  emptyIcon,
  emptyTitle,
  emptyText,
  summary,
}: PilotJobsViewProps) {
  const query = usePilotJobs();
  return (
    <QueryView query={query} errorMessage="We couldn't load your jobs.">
      {(all) => {
        const jobs = all.filter(filter);
        return (
          <div className="space-y-6">
            {summary?.(all)}
            {jobs.length === 0 ? (
              <EmptyState
                icon={emptyIcon}
                title={emptyTitle}
                action={<LinkButton href="/jobs">Browse Jobs</LinkButton>}
              >
                {emptyText}
              </EmptyState>
            ) : (
              <JobList jobs={jobs} />
            )}
          </div>
        );
      }}
    </QueryView>
  );
}

export function StatTile({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl border bg-card p-6">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 font-display text-3xl font-bold">{value}</p>
    </div>
  );
}
