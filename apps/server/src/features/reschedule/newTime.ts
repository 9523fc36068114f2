import { and, eq } from "drizzle-orm";
import {
  NIGHT_NEEDS_AIRCRAFT_MESSAGE,
  RESCHEDULE_JOB_STATE_MESSAGE,
  RESCHEDULE_NOT_PLANNED_MESSAGE,
  SITE_NOT_LOCATED_MESSAGE,
  jobSiteDate,
  rescheduleRefusal,
  type Site,
} from "@skyhire/shared";
import type { Transaction } from "../../db/client";
import { equipment } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import type { ViewedJob } from "../delivery/access";
import { jobSite } from "../flightPlan/jobFlightPlan";
import { pilotNightEligible } from "../flightPlan/nightEligibility";

const RESCHEDULABLE = new Set(["assigned", "in_progress"]);

export interface PlannedJob {
  site: Site;
  /** The planned flight being moved. */
  current: Date;
  pilotProfileId: string;
}

/** 409 unless the job has a hired pilot, a located site and a confirmed flight to move. */
export function requireReschedulable(viewed: ViewedJob): PlannedJob {
  const { job } = viewed;
  if (!RESCHEDULABLE.has(job.status) || !job.pilotProfileId) {
    throw new HttpError(409, RESCHEDULE_JOB_STATE_MESSAGE);
  }
  const site = jobSite(job);
  if (!site) throw new HttpError(409, SITE_NOT_LOCATED_MESSAGE);
  if (!job.plannedFlightAt) throw new HttpError(409, RESCHEDULE_NOT_PLANNED_MESSAGE);
  return { site, current: job.plannedFlightAt, pilotProfileId: job.pilotProfileId };
}

/**
 * 400 when the new time breaks the rules of a reschedule (rules/flightOps/reschedule): checked
 * when it is proposed and again when it is accepted, since the clock, the pilot's credentials
 * and the planned aircraft may have changed in between.
 */
export async function assertNewTimeAllowed(
  tx: Transaction,
  viewed: ViewedJob,
  planned: PlannedJob,
  newTime: Date,
  now: Date,
): Promise<void> {
  const { job } = viewed;
  const [aircraft] = job.plannedAircraftId
    ? await tx
        .select({ name: equipment.name, antiCollisionLighting: equipment.antiCollisionLighting })
        .from(equipment)
        .where(
          and(
            eq(equipment.id, job.plannedAircraftId),
            eq(equipment.pilotProfileId, planned.pilotProfileId),
          ),
        )
    : [];
  const refusal = rescheduleRefusal({
    planned: newTime,
    current: planned.current,
    now,
    site: planned.site,
    deadlineDate: job.deadline ? jobSiteDate(job.deadline, planned.site.timeZone) : null,
    nightEligible: await pilotNightEligible(tx, planned.pilotProfileId, newTime),
    aircraft: aircraft ?? null,
  });
  if (!refusal) return;
  const message =
    refusal === NIGHT_NEEDS_AIRCRAFT_MESSAGE
      ? `${refusal} The pilot sets the aircraft on the planned flight first.`
      : refusal;
  throw new HttpError(400, message, [{ path: "body.plannedAt", message }]);
}
