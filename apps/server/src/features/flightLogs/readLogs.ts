import { asc, eq } from "drizzle-orm";
import type { FlightSummaryDto, JobFlightLogsDto } from "@skyhire/shared";
import type { Database, Transaction } from "../../db/client";
import { flightLogs, type FlightLog, type User } from "../../db/schema";
import { flightLogEditable, flightLogJob, jobSite, requirePilotReader } from "./access";
import { flightSummary, toFlightLogDto } from "./flightLogDto";

export function flightLogsOfJob(db: Database | Transaction, jobId: string): Promise<FlightLog[]> {
  return db
    .select()
    .from(flightLogs)
    .where(eq(flightLogs.jobId, jobId))
    .orderBy(asc(flightLogs.takeoffAt), asc(flightLogs.createdAt));
}

/** GET /api/jobs/{id}/flight-logs: every flight with its remarks, for the hired pilot. */
export async function jobFlightLogs(
  db: Database,
  user: User,
  jobId: string,
): Promise<JobFlightLogsDto> {
  const job = await flightLogJob(db, user, jobId);
  requirePilotReader(job);
  const rows = await flightLogsOfJob(db, jobId);
  const site = jobSite(job.job);
  return {
    editable: flightLogEditable(job.job),
    site,
    logs: rows.map(toFlightLogDto),
    summary: flightSummary(rows, site.timeZone),
  };
}

/** GET /api/jobs/{id}/flight-summary: what both parties see. */
export async function jobFlightSummary(
  db: Database,
  user: User,
  jobId: string,
): Promise<FlightSummaryDto> {
  const job = await flightLogJob(db, user, jobId);
  return flightSummary(await flightLogsOfJob(db, jobId), jobSite(job.job).timeZone);
}
