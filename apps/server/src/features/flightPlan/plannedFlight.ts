import { and, eq } from "drizzle-orm";
import {
  AIRCRAFT_NOT_IN_FLEET_MESSAGE,
  NOT_PLANNABLE_MESSAGE,
  ONLY_HIRED_PILOT_MESSAGE,
  SITE_NOT_LOCATED_MESSAGE,
  plannedFlightRefusal,
  siteMomentText,
  type PlannedFlightDto,
  type PlannedFlightRequest,
} from "@skyhire/shared";
import type { Database, Transaction } from "../../db/client";
import { equipment, jobs, notifications, type User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { hiredPilot, jobForViewer, requireRole } from "../delivery/access";
import { jobFlightPlan, jobSite, windowOfJob } from "./jobFlightPlan";
import { pilotNightEligible } from "./nightEligibility";

const PLANNABLE_STATUSES = new Set(["assigned", "in_progress"]);

async function fleetAircraft(tx: Transaction, pilotProfileId: string, aircraftId: string) {
  const [aircraft] = await tx
    .select({ id: equipment.id, name: equipment.name, lighting: equipment.antiCollisionLighting })
    .from(equipment)
    .where(
      and(
        eq(equipment.id, aircraftId),
        eq(equipment.pilotProfileId, pilotProfileId),
        eq(equipment.type, "drone"),
      ),
    );
  if (!aircraft) {
    throw new HttpError(400, AIRCRAFT_NOT_IN_FLEET_MESSAGE, [
      { path: "body.aircraftId", message: AIRCRAFT_NOT_IN_FLEET_MESSAGE },
    ]);
  }
  return aircraft;
}

/**
 * PUT /api/jobs/{id}/planned-flight: the hired pilot confirms when they will fly, inside the
 * client's window, under 107.29's night rules (rules/flightOps/plannedFlight). The job row is
 * locked, so a confirmation and a cancellation or a second confirmation apply one after the
 * other; the client is notified in the same transaction.
 */
export async function confirmPlannedFlight(
  db: Database,
  user: User,
  jobId: string,
  input: PlannedFlightRequest,
  now: Date,
): Promise<PlannedFlightDto> {
  return db.transaction(async (tx) => {
    const viewed = await jobForViewer(tx, user, jobId, { lock: true });
    requireRole(viewed, ["pilot"], ONLY_HIRED_PILOT_MESSAGE);
    const { job } = viewed;
    if (!PLANNABLE_STATUSES.has(job.status) || !job.pilotProfileId) {
      throw new HttpError(409, NOT_PLANNABLE_MESSAGE);
    }
    const site = jobSite(job);
    if (!site) throw new HttpError(409, SITE_NOT_LOCATED_MESSAGE);
    const planned = new Date(input.plannedAt);
    const aircraft = input.aircraftId
      ? await fleetAircraft(tx, job.pilotProfileId, input.aircraftId)
      : null;
    const refusal = plannedFlightRefusal({
      planned,
      now,
      site,
      window: windowOfJob(job, site),
      nightEligible: await pilotNightEligible(tx, job.pilotProfileId, planned),
      aircraft: aircraft && { name: aircraft.name, antiCollisionLighting: aircraft.lighting },
    });
    if (refusal) throw new HttpError(400, refusal, [{ path: "body.plannedAt", message: refusal }]);

    const [updated] = await tx
      .update(jobs)
      .set({
        plannedFlightAt: planned,
        plannedAircraftId: aircraft?.id ?? null,
        plannedFlightConfirmedAt: now,
        updatedAt: now,
      })
      .where(eq(jobs.id, job.id))
      .returning();
    if (!updated) throw new Error(`job ${job.id} vanished under its lock`);
    await tx.insert(notifications).values({
      userId: viewed.client.userId,
      kind: "flight_planned",
      title: "Flight time confirmed",
      body: `${hiredPilot(viewed).name} plans to fly "${job.title}" on ${siteMomentText(planned, site.timeZone)}.`,
      link: `/jobs/${job.id}`,
      createdAt: now,
    });
    const plan = jobFlightPlan({ ...updated, plannedAircraftName: aircraft?.name ?? null });
    if (!plan.plannedFlight) throw new Error("the planned flight was not stored");
    return plan.plannedFlight;
  });
}
