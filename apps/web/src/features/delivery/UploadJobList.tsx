import { ArrowRightIcon, UploadCloudIcon } from "lucide-react";
import { Link } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { QueryView } from "@/components/page/QueryView";
import { jobWhenText } from "@/features/jobs/jobDates";
import { usePilotJobs } from "@/features/jobs/jobQueries";
import { JobStatusBadge } from "@/features/jobs/JobStatusBadge";
import type { Job } from "@/features/jobs/types";

function JobRows({ jobs, action }: { jobs: Job[]; action: string }) {
  return (
    <ul className="divide-y rounded-2xl border bg-card">
      {jobs.map((job) => (
        <li key={job.id}>
          <Link
            href={`/upload/${job.id}`}
            className="flex items-center gap-4 p-5 transition-colors hover:bg-accent/60"
          >
            <div className="min-w-0 flex-1 space-y-1">
              <p className="font-semibold break-words">{job.title}</p>
              <p className="text-sm text-muted-foreground">
                {[job.location, jobWhenText(job)].filter(Boolean).join(" · ")}
              </p>
            </div>
            <JobStatusBadge status={job.status} className="hidden sm:inline-flex" />
            <span className="inline-flex items-center gap-1 text-sm font-semibold text-brand-sky">
              {action}
              <ArrowRightIcon className="size-4" aria-hidden />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /upload: the pilot's missions that take files now, and hired ones still to start. */
export function UploadJobList() {
  const query = usePilotJobs();
  return (
    <QueryView query={query} errorMessage="We couldn't load your missions.">
      {(jobs) => {
        const inProgress = jobs.filter((job) => job.status === "in_progress");
        const toStart = jobs.filter((job) => job.status === "assigned");
        if (inProgress.length === 0 && toStart.length === 0) {
          return (
            <EmptyState
              icon={UploadCloudIcon}
              title="No mission is waiting for files"
              action={
                <LinkButton href="/pilot/active-jobs" variant="outline">
                  View active missions
                </LinkButton>
              }
            >
              Files are uploaded for missions in progress. When a client hires you and you start the
              mission, it appears here.
            </EmptyState>
          );
        }
        return (
          <div className="space-y-8">
            {inProgress.length > 0 && (
              <section aria-labelledby="in-progress" className="space-y-3">
                <h2 id="in-progress" className="text-lg font-semibold">
                  In progress
                </h2>
                <JobRows jobs={inProgress} action="Upload files" />
              </section>
            )}
            {toStart.length > 0 && (
              <section aria-labelledby="to-start" className="space-y-3">
                <h2 id="to-start" className="text-lg font-semibold">
                  Hired, not started
                </h2>
                <p className="text-sm text-muted-foreground">
                  Start the mission to upload its files.
                </p>
                <JobRows jobs={toStart} action="Start mission" />
              </section>
            )}
          </div>
        );
      }}
    </QueryView>
  );
}
