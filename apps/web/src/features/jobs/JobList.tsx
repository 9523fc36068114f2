import { CalendarIcon, MapPinIcon } from "lucide-react";
import { Link } from "wouter";
import { formatCents } from "./jobRules";
import { JobStatusBadge } from "./JobStatusBadge";
import type { Job } from "./types";

function formatDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? null
    : date.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
}

/** A plain list of jobs linking to their detail pages. */
export function JobList({ jobs }: { jobs: readonly Job[] }) {
  return (
    <ul className="divide-y rounded-2xl border bg-card">
      {jobs.map((job) => {
        const deadline = formatDate(job.deadline);
        return (
          <li key={job.id}>
            <Link
              href={`/jobs/${job.id}`}
              className="flex flex-col gap-2 p-5 transition-colors hover:bg-accent/60 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0 space-y-1">
                <p className="truncate font-semibold">{job.title}</p>
                <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                  {job.location && (
                    <span className="inline-flex items-center gap-1">
                      <MapPinIcon className="size-3.5" aria-hidden />
                      {job.location}
                    </span>
                  )}
                  {deadline && (
                    <span className="inline-flex items-center gap-1">
                      <CalendarIcon className="size-3.5" aria-hidden />
                      Due {deadline}
                    </span>
                  )}
                </p>
              </div>
              <div className="flex items-center gap-3">
                {typeof job.budget === "number" && (
                  <span className="font-semibold">{formatCents(job.budget)}</span>
                )}
                <JobStatusBadge status={job.status} />
              </div>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
