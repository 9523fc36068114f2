import { groupDigits } from "../formatters";

/**
 * The job fields the dashboard reads. The API's Job (spec section 3) has at least these; other
 * fields may be present. Statuses are JOB_STATUSES, but the rules below compare against the
 * statuses they name, so a status they do not know (one added later) is simply not counted.
 */
export interface DashboardJob {
  id: string | number;
  title: string;
  location?: string | null;
  /** Cents (spec section 9). */
  budget?: number | null;
  /** An ISO timestamp, or a plain YYYY-MM-DD date. */
  deadline?: string | null;
  createdAt?: string | null;
  /** When the job last changed, if the API sends it; Recent Activity prefers it. */
  updatedAt?: string | null;
  status: string;
  /** The client's 1-5 rating of the pilot, on completed jobs. */
  rating?: number | null;
}

type StatusOnly = Pick<DashboardJob, "status">;

/** Money is stored in cents and shown as whole US dollars (spec section 9). */
export function formatCents(cents: number | null | undefined): string {
  const value = typeof cents === "number" && Number.isFinite(cents) ? cents : 0;
  const dollars = Math.round(value / 100);
  const sign = dollars < 0 ? "-" : "";
  return `${sign}$${groupDigits(Math.abs(dollars))}`;
}

/** Earnings (pilot) and total spent (client): the sum of the budgets of completed jobs, cents. */
export function completedTotalCents(
  jobs: readonly Pick<DashboardJob, "status" | "budget">[],
): number {
  let total = 0;
  for (const job of jobs) {
    if (job.status !== "completed") continue;
    if (typeof job.budget === "number" && Number.isFinite(job.budget)) total += job.budget;
  }
  return total;
}

/** Pilot rating: the average rating of completed jobs to one decimal, or 'N/A' when none. */
export function averageJobRating(jobs: readonly Pick<DashboardJob, "status" | "rating">[]): string {
  const ratings = jobs
    .filter((job) => job.status === "completed")
    .map((job) => job.rating)
    .filter((rating): rating is number => typeof rating === "number" && Number.isFinite(rating));
  if (ratings.length === 0) return "N/A";
  const mean = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  // Rounded half up on the decimal value (4.35 → 4.4), which toFixed alone does not promise.
  return (Math.round(mean * 10) / 10).toFixed(1);
}

/** Active pilot missions: in_progress or assigned. */
export function isActiveMission(job: StatusOnly): boolean {
  return job.status === "in_progress" || job.status === "assigned";
}

/** Active client projects: open, assigned or in_progress. */
export function isActiveProject(job: StatusOnly): boolean {
  return job.status === "open" || job.status === "assigned" || job.status === "in_progress";
}

/** 'Pending review' means ready_for_review. */
export function isPendingReview(job: StatusOnly): boolean {
  return job.status === "ready_for_review";
}

export function countActiveMissions(jobs: readonly StatusOnly[]): number {
  return jobs.filter(isActiveMission).length;
}

export function countActiveProjects(jobs: readonly StatusOnly[]): number {
  return jobs.filter(isActiveProject).length;
}

export function countPendingReview(jobs: readonly StatusOnly[]): number {
  return jobs.filter(isPendingReview).length;
}

/** Display names of job statuses; 'Pending review' is spec section 9's name for ready_for_review. */
export const JOB_STATUS_LABELS: Readonly<Record<string, string>> = {
  open: "Open",
  assigned: "Assigned",
  in_progress: "In progress",
  ready_for_review: "Pending review",
  completed: "Completed",
  cancelled: "Cancelled",
  disputed: "Disputed",
};

/** A status's display name; an unknown status is shown as words ("on_hold" → "On hold"). */
export function jobStatusLabel(status: string): string {
  if (Object.hasOwn(JOB_STATUS_LABELS, status)) return JOB_STATUS_LABELS[status] ?? status;
  const words = status.replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
