import type { JobStatus } from "@skyhire/shared";

/** The tabs of client job management, in the order a job moves through them. */
export const JOB_GROUPS = [
  { id: "open", label: "Open", statuses: ["open"] },
  { id: "hired", label: "Hired", statuses: ["assigned"] },
  { id: "in_progress", label: "In progress", statuses: ["in_progress"] },
  { id: "review", label: "To review", statuses: ["ready_for_review"] },
  { id: "completed", label: "Completed", statuses: ["completed"] },
  { id: "closed", label: "Cancelled & disputed", statuses: ["cancelled", "disputed"] },
] as const satisfies readonly { id: string; label: string; statuses: readonly JobStatus[] }[];

export type JobGroupId = (typeof JOB_GROUPS)[number]["id"];

export function groupOf(status: string): JobGroupId {
  return JOB_GROUPS.find((g) => (g.statuses as readonly string[]).includes(status))?.id ?? "closed";
}

export function isJobGroupId(value: string | null): value is JobGroupId {
  return JOB_GROUPS.some((g) => g.id === value);
}

/** How many of the jobs sit in each tab. */
export function groupCounts(jobs: readonly { status: string }[]): Record<JobGroupId, number> {
  const counts = Object.fromEntries(JOB_GROUPS.map((g) => [g.id, 0])) as Record<JobGroupId, number>;
  for (const job of jobs) counts[groupOf(job.status)] += 1;
  return counts;
}

/**
 * The tab to show: the one asked for, else the first that needs the client (open jobs with
 * proposals come first), else the first with any job.
 */
export function initialGroup(
  jobs: readonly { status: string }[],
  requested: string | null,
): JobGroupId {
  if (isJobGroupId(requested)) return requested;
  const counts = groupCounts(jobs);
  return JOB_GROUPS.find((g) => counts[g.id] > 0)?.id ?? "open";
}
