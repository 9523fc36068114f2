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
