import { and, count, eq } from "drizzle-orm";
import {
  FLIGHT_LOG_AIRCRAFT_NOT_IN_FLEET_MESSAGE,
  FLIGHT_LOG_NOT_FOUND_MESSAGE,
  FLIGHT_LOGS_CLOSED_MESSAGE,
  flightLogProblemsUnderCeiling,
  type FlightLogDto,
  type flightLogRequestSchema,
} from "@skyhire/shared";
import type { z } from "zod";
import type { Database, Transaction } from "../../db/client";
import { equipment, flightLogs, type User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { flightLogEditable, flightLogJob, jobSite, requirePilotReader } from "./access";
import { allowedCeilingFtAgl } from "./ceiling";
import { toFlightLogDto } from "./flightLogDto";

type FlightLogInput = z.output<typeof flightLogRequestSchema>;

/** The aircraft must be a drone of the hired pilot's own fleet. */
async function aircraftOfPilot(tx: Transaction, pilotProfileId: string, equipmentId: string) {
  const [aircraft] = await tx
    .select({ id: equipment.id, name: equipment.name })
    .from(equipment)
    .where(
      and(
        eq(equipment.id, equipmentId),
        eq(equipment.pilotProfileId, pilotProfileId),
        eq(equipment.type, "drone"),
      ),
    );
  if (!aircraft) throw new HttpError(400, FLIGHT_LOG_AIRCRAFT_NOT_IN_FLEET_MESSAGE);
  return aircraft;
}

/**
 * Locks the job, checks the caller is its hired pilot and the log still open, and turns the
 * form into a row: the aircraft checked, the times and altitude checked against the ceiling.
 */
async function checkedRow(tx: Transaction, user: User, jobId: string, input: FlightLogInput) {
  const job = await flightLogJob(tx, user, jobId, { lock: true });
  requirePilotReader(job);
  if (!flightLogEditable(job.job)) throw new HttpError(409, FLIGHT_LOGS_CLOSED_MESSAGE);
  const pilotProfileId = job.job.pilotProfileId!;
  const aircraft = await aircraftOfPilot(tx, pilotProfileId, input.equipmentId);
  const takeoffAt = new Date(input.takeoffAt);
  const landingAt = new Date(input.landingAt);
  const ceiling = await allowedCeilingFtAgl(tx, jobId, { takeoffAt, landingAt });
  const problems = flightLogProblemsUnderCeiling(
    { takeoffAt, landingAt, maxAltitudeFtAgl: input.maxAltitudeFtAgl },
    ceiling,
  );
  if (problems.length > 0) throw new HttpError(400, problems.join(" "));
  const site = jobSite(job.job);
  return {
    pilotProfileId,
    equipmentId: aircraft.id,
    aircraftName: aircraft.name,
    takeoffAt,
    landingAt,
    maxAltitudeFtAgl: input.maxAltitudeFtAgl,
    location: input.location ?? site.location,
    timeZone: site.timeZone,
    batteryPacks: input.batteryPacks,
    remarks: input.remarks,
    incident: input.incident,
  };
}

/** POST /api/jobs/{id}/flight-logs */
export async function createFlightLog(
  db: Database,
  user: User,
  jobId: string,
  input: FlightLogInput,
): Promise<FlightLogDto> {
  return db.transaction(async (tx) => {
    const row = await checkedRow(tx, user, jobId, input);
    const [created] = await tx
      .insert(flightLogs)
      .values({ ...row, jobId })
      .returning();
    return toFlightLogDto(created!);
  });
}

/** PUT /api/jobs/{id}/flight-logs/{logId}: the whole flight again, checked as when logged. */
export async function replaceFlightLog(
  db: Database,
  user: User,
  jobId: string,
  logId: string,
  input: FlightLogInput,
): Promise<FlightLogDto> {
  return db.transaction(async (tx) => {
    const row = await checkedRow(tx, user, jobId, input);
    const [updated] = await tx
      .update(flightLogs)
      .set(row)
      .where(and(eq(flightLogs.id, logId), eq(flightLogs.jobId, jobId)))
      .returning();
    if (!updated) throw new HttpError(404, FLIGHT_LOG_NOT_FOUND_MESSAGE);
    return toFlightLogDto(updated);
  });
}

/** DELETE /api/jobs/{id}/flight-logs/{logId} */
export async function deleteFlightLog(
  db: Database,
  user: User,
  jobId: string,
  logId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const job = await flightLogJob(tx, user, jobId, { lock: true });
    requirePilotReader(job);
    if (!flightLogEditable(job.job)) throw new HttpError(409, FLIGHT_LOGS_CLOSED_MESSAGE);
    const removed = await tx
      .delete(flightLogs)
      .where(and(eq(flightLogs.id, logId), eq(flightLogs.jobId, jobId)))
      .returning({ id: flightLogs.id });
    if (removed.length === 0) throw new HttpError(404, FLIGHT_LOG_NOT_FOUND_MESSAGE);
  });
}

/** How many flights the job has logged (the delivery needs one). */
export async function flightCount(tx: Database | Transaction, jobId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(flightLogs).where(eq(flightLogs.jobId, jobId));
  return row?.n ?? 0;
}
