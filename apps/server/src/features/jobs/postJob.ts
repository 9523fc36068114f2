import { and, eq } from "drizzle-orm";
import {
  JOB_NOT_FOUND_MESSAGE,
  PROPERTY_NOT_FOUND_MESSAGE,
  transitionRefusedMessage,
  unknownLocationMessage,
  type JobDto,
  type JobPostRequest,
} from "@skyhire/shared";
import type { Database } from "../../db/client";
import { jobs, properties, type ClientProfile, type NewJob, type User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { geocode } from "../pilots/geocoding";
import { findClientProfile, requireClientProfile } from "./access";
import { jobColumns, toJobDto } from "./jobDto";
import { recordJobPosted } from "./lifecycle";
import { refusePastDates } from "./pastDates";
import { refuseUnplannableWindow } from "../flightPlan/missionWindowInput";

/** The checks a schema cannot make (clock, geocoder, ownership), then the row's columns. */
async function jobValues(
  db: Database,
  client: ClientProfile,
  input: JobPostRequest,
  now: Date,
): Promise<Omit<NewJob, "clientProfileId">> {
  const place = geocode(input.location);
  if (!place) {
    const message = unknownLocationMessage(input.location);
    throw new HttpError(400, message, [{ path: "body.location", message }]);
  }

  refusePastDates(now, { dateFrom: input.dateFrom, deadline: input.deadline });
  refuseUnplannableWindow(input, place, now);

  if (input.propertyId) {
    // Someone else's property is answered exactly like a missing one.
    const [own] = await db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.id, input.propertyId), eq(properties.clientProfileId, client.id)));
    if (!own) {
      throw new HttpError(400, PROPERTY_NOT_FOUND_MESSAGE, [
        { path: "body.propertyId", message: PROPERTY_NOT_FOUND_MESSAGE },
      ]);
    }
  }

  const requiresInsurance = input.requirements.includes("insurance");
  return {
    title: input.title,
    description: input.description,
    serviceType: input.serviceType,
    // The geocoder's spelling ("Austin, TX"), so every job names its place the same way.
    location: place.label,
    lat: place.lat,
    lng: place.lng,
    propertyId: input.propertyId ?? null,
    budgetCents: input.budget,
    dateFrom: input.dateFrom ? new Date(input.dateFrom) : null,
    deadline: input.deadline ? new Date(input.deadline) : null,
    deliverables: [...new Set(input.deliverables)],
    requirements: [...new Set(input.requirements)],
    insuranceMinimumCents: requiresInsurance ? (input.insuranceMinimum ?? null) : null,
    missionWindow: input.missionWindow ?? null,
    airspaceClass: input.airspaceClass ?? null,
  };
}

/** POST /api/jobs: an open job of the caller's client profile, and its first history line. */
export async function postJob(
  db: Database,
  user: User,
  input: JobPostRequest,
  now: Date,
): Promise<JobDto> {
  const client = await requireClientProfile(db, user.id);
  const values = await jobValues(db, client, input, now);
  const job = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobs)
      .values({ ...values, clientProfileId: client.id, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error("insert of the job returned no row");
    await recordJobPosted(tx, row, user.id, now);
    return row;
  });
  return toJobDto({ ...job, pendingApplications: 0 });
}

/**
 * The caller's own job, or 404: another client's job is answered exactly like a missing one.
 */
export async function findOwnJob(db: Database, user: User, jobId: string) {
  const client = await findClientProfile(db, user.id);
  if (!client) throw new HttpError(404, JOB_NOT_FOUND_MESSAGE);
  const [row] = await db
    .select(jobColumns)
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.clientProfileId, client.id)));
  if (!row) throw new HttpError(404, JOB_NOT_FOUND_MESSAGE);
  return { client, job: row };
}

/** PATCH /api/jobs/{id}: the owner rewrites the job while it is open (no pilot hired yet). */
export async function updateJob(
  db: Database,
  user: User,
  jobId: string,
  input: JobPostRequest,
  now: Date,
): Promise<JobDto> {
  const { client, job } = await findOwnJob(db, user, jobId);
  if (job.status !== "open") {
    throw new HttpError(409, transitionRefusedMessage("job", job.status, "edit"));
  }
  const values = await jobValues(db, client, input, now);
  // Conditional on open: a hire that commits first leaves the job as the pilot accepted it.
  const [updated] = await db
    .update(jobs)
    .set({ ...values, updatedAt: now })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, "open")))
    .returning({ id: jobs.id });
  if (!updated) {
    const { job: current } = await findOwnJob(db, user, jobId);
    throw new HttpError(409, transitionRefusedMessage("job", current.status, "edit"));
  }
  const { job: fresh } = await findOwnJob(db, user, jobId);
  return toJobDto(fresh);
}
