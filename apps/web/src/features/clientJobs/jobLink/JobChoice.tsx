import type { JobDto } from "@skyhire/shared";
import { jobWhenText } from "@/features/jobs/jobDates";
import { proposalsText } from "@/features/jobs/jobFormat";
import { formatCents } from "@/features/jobs/jobRules";
import { cn } from "@/lib/utils";

/** The client's open jobs as one choice (radio cards). */
export function JobChoice({
  jobs,
  value,
  onChange,
}: {
  jobs: readonly JobDto[];
  value: string | null;
  onChange: (jobId: string) => void;
}) {
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="sr-only">Job to send</legend>
      {jobs.map((job) => (
        <label
          key={job.id}
          className={cn(
            "flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors hover:bg-accent/50",
            value === job.id && "border-brand-sky bg-brand-sky-soft/40 ring-1 ring-brand-sky",
          )}
        >
          <input
            type="radio"
            name="job"
            value={job.id}
            checked={value === job.id}
            onChange={() => onChange(job.id)}
            className="mt-1 size-4 accent-[var(--brand-sky)]"
          />
          <span className="min-w-0 flex-1">
            <span className="line-clamp-2 block font-semibold break-words">{job.title}</span>
            <span className="block text-sm text-muted-foreground">
              {[job.location, jobWhenText(job), proposalsText(job.pendingApplications)]
                .filter(Boolean)
                .join(" · ")}
            </span>
          </span>
          <span className="shrink-0 font-semibold">{formatCents(job.budget)}</span>
        </label>
      ))}
    </fieldset>
  );
}
