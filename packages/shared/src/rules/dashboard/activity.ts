import type { DashboardJob } from "./jobs";

/** Recent Activity shows at most 3 jobs per role (spec section 9). */
export const RECENT_ACTIVITY_PER_ROLE = 3;

export type ActivityRole = "pilot" | "client";

export interface ActivityEntry<J extends DashboardJob = DashboardJob> {
  role: ActivityRole;
  job: J;
}

function lastChange(job: DashboardJob): number {
  for (const value of [job.updatedAt, job.createdAt]) {
    if (!value) continue;
    const time = new Date(value).getTime();
    if (!Number.isNaN(time)) return time;
  }
  return Number.NEGATIVE_INFINITY;
}

/** A role's most recently changed jobs (updatedAt, else createdAt), newest first, at most 3. */
export function recentJobs<J extends DashboardJob>(
  jobs: readonly J[],
  limit = RECENT_ACTIVITY_PER_ROLE,
): J[] {
  return [...jobs].sort((a, b) => lastChange(b) - lastChange(a)).slice(0, limit);
}

/**
 * Recent Activity of the dashboard: the pilot's and the client's latest jobs, 3 per role. A role
 * whose jobs are not given (not loaded, or not in the current view) contributes nothing.
 */
export function recentActivity<J extends DashboardJob>(lists: {
  pilot?: readonly J[] | undefined;
  client?: readonly J[] | undefined;
}): ActivityEntry<J>[] {
  return [
    ...recentJobs(lists.pilot ?? []).map((job) => ({ role: "pilot" as const, job })),
    ...recentJobs(lists.client ?? []).map((job) => ({ role: "client" as const, job })),
  ];
}
