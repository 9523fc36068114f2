import type { JobDetail } from "@skyhire/shared";

export type Party = "client" | "pilot";

/** The viewer's side of a job after the hire, or null when they are neither party. */
export function partyOf(job: JobDetail): Party | null {
  if (job.viewerRole === "client") return "client";
  return job.myApplication?.status === "accepted" ? "pilot" : null;
}

/** The delivery section shows to the job's two parties once it is past open. */
export function showsDelivery(job: JobDetail): boolean {
  return partyOf(job) !== null && job.status !== "open";
}

/**
 * Which of the delivery section's lists a job has: the section asks for them, and the job's
 * page asks for them as soon as it has the job (before the section's code has arrived).
 */
export function deliveryLists(job: JobDetail) {
  const active = showsDelivery(job);
  return {
    delivery: active && !["assigned", "cancelled"].includes(job.status),
    disputes: active && ["disputed", "completed", "cancelled"].includes(job.status),
    evidence: active && job.status === "disputed",
    /** The pilot's flight log, or the client's summary of it (features/flightLogs). */
    flightLog: active && job.status !== "cancelled",
  };
}
