import type { Job } from "./types";

/** Money is stored in cents and shown as whole US dollars (spec section 9). */
export function formatCents(cents: number | null | undefined): string {
  const dollars = Math.round((cents ?? 0) / 100);
  return `$${dollars.toLocaleString("en-US")}`;
}

/** Earnings (pilot) and total spent (client) sum the budgets of completed jobs. */
export function completedTotalCents(jobs: readonly Job[]): number {
  return jobs
    .filter((job) => job.status === "completed")
    .reduce((sum, job) => sum + (job.budget ?? 0), 0);
}

/** Average rating of completed jobs, one decimal, or 'N/A' when none is rated. */
export function averageRating(jobs: readonly Job[]): string {
  const ratings = jobs
    .filter((job) => job.status === "completed" && typeof job.rating === "number")
    .map((job) => job.rating as number);
  if (ratings.length === 0) return "N/A";
  return (ratings.reduce((a, b) => a + b, 0) / ratings.length).toFixed(1);
}

/** Active pilot missions are in_progress or assigned. */
export function isActiveMission(job: Job): boolean {
  return job.status === "in_progress" || job.status === "assigned";
}

/** Active client projects are open, assigned or in_progress. */
export function isActiveProject(job: Job): boolean {
  return job.status === "open" || job.status === "assigned" || job.status === "in_progress";
}

export const STATUS_LABELS: Record<string, string> = {
  open: "Open",
  assigned: "Assigned",
  in_progress: "In progress",
  ready_for_review: "Pending review",
  completed: "Completed",
  cancelled: "Cancelled",
};

export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}
