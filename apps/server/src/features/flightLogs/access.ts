import {
  JOB_NOT_FOUND_MESSAGE,
  ONLY_PILOT_LOGS_FLIGHTS_MESSAGE,
  siteTimeZone,
} from "@skyhire/shared";
import type { Database, Transaction } from "../../db/client";
import type { User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { loadJobContext, type JobContext } from "../delivery/access";
import type { JobRow } from "../jobs/jobDto";

/** The flight log is the hired pilot's; the client sees its summary; anyone else a 404. */
export type FlightLogReader = "client" | "pilot";

export interface FlightLogJob extends JobContext {
  reader: FlightLogReader;
}

/**
 * The job as a flight-log reader may see it. Operators are not readers (the disputes page has
 * its own evidence), so everyone but the two parties gets the 404 of a missing job.
 */
export async function flightLogJob(
  db: Database | Transaction,
  user: User,
  jobId: string,
  options: { lock?: boolean } = {},
): Promise<FlightLogJob> {
  const context = await loadJobContext(db, jobId, options);
  const reader: FlightLogReader | null =
    context?.pilot?.userId === user.id
      ? "pilot"
      : context?.client.userId === user.id
        ? "client"
        : null;
  if (!context || !reader) throw new HttpError(404, JOB_NOT_FOUND_MESSAGE);
  return { ...context, reader };
}

/** The full log and every change are the pilot's: the client gets a 403 naming why. */
export function requirePilotReader(job: FlightLogJob): void {
  if (job.reader !== "pilot") throw new HttpError(403, ONLY_PILOT_LOGS_FLIGHTS_MESSAGE);
}

/** Flights are logged, changed and removed from the hire until the delivery goes out. */
export function flightLogEditable(job: Pick<JobRow, "status">): boolean {
  return job.status === "assigned" || job.status === "in_progress";
}

/** Where a flight is by default, and the zone its times are read in. */
export function jobSite(job: Pick<JobRow, "location" | "lat" | "lng">) {
  return {
    location: job.location?.trim() || "Job site",
    timeZone: job.lat !== null && job.lng !== null ? siteTimeZone(job.lat, job.lng) : "UTC",
  };
}
