/**
 * Job statuses seen in spec section 4, plus cancelled (issue 5) and disputed (a delivery or
 * mission under an operator's review, issue 6). Transitions: rules/jobLifecycle.ts.
 */
export const JOB_STATUSES = [
  "open",
  "assigned",
  "in_progress",
  "ready_for_review",
  "completed",
  "cancelled",
  "disputed",
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Application statuses of spec section 4, plus withdrawn (issue 5). */
export const APPLICATION_STATUSES = ["pending", "accepted", "rejected", "withdrawn"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const USER_TYPES = ["pilot", "client"] as const;
export type UserType = (typeof USER_TYPES)[number];
