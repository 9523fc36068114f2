import { asc, desc, eq, sql } from "drizzle-orm";
import {
  NO_APPLICANT_CREDENTIALS,
  PILOT_NOT_FOUND_MESSAGE,
  type ApplicationDto,
} from "@skyhire/shared";
import type { Database } from "../../db/client";
import { applications, jobs, pilotProfiles, users, type User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { findPilotProfile } from "../jobs/access";
import { milesToJob, pilotBase } from "../jobs/geo";
import { jobColumns, roundMiles, toJobDto } from "../jobs/jobDto";
import { findOwnJob } from "../jobs/postJob";
import { applicantCredentials } from "../credentials/applicantCredentials";
import { toApplicationDto } from "./applicationDto";

/**
 * GET /api/applications/pilot/{profileId} (spec section 7): the pilot's applications with their
 * jobs, newest first. Only the caller's own profile id; any other is answered as not found.
 */
export async function listPilotApplications(
  db: Database,
  user: User,
  profileId: string,
): Promise<ApplicationDto[]> {
  const pilot = await findPilotProfile(db, user.id);
  if (!pilot || pilot.id !== profileId) throw new HttpError(404, PILOT_NOT_FOUND_MESSAGE);
  const base = pilotBase(pilot);
  const rows = await db
    .select({ application: applications, job: jobColumns })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.pilotProfileId, pilot.id))
    .orderBy(desc(applications.createdAt), desc(applications.id));
  return rows.map((row) =>
    toApplicationDto(row.application, { job: toJobDto(row.job, milesToJob(base, row.job)) }),
  );
}

/** Accepted first, then those waiting for an answer, then the closed ones; oldest first within. */
const STATUS_ORDER = sql`case ${applications.status}
  when 'accepted' then 0 when 'pending' then 1 else 2 end`;

/**
 * GET /api/jobs/{id}/applications (the job's client only): every application with what a
 * client compares: the pilot's rating, reviews, flight hours, completed jobs, Part 107 status
 * and distance to the job.
 */
export async function listJobApplications(
  db: Database,
  user: User,
  jobId: string,
  now: Date,
): Promise<ApplicationDto[]> {
  const { job } = await findOwnJob(db, user, jobId);
  const rows = await db
    .select({
      application: applications,
      firstName: users.firstName,
      lastName: users.lastName,
      isPart107Certified: users.isPart107Certified,
      userImage: users.profileImageUrl,
      profile: {
        baseCity: pilotProfiles.baseCity,
        baseState: pilotProfiles.baseState,
        baseLat: pilotProfiles.baseLat,
        baseLng: pilotProfiles.baseLng,
        businessName: pilotProfiles.businessName,
        profileImageUrl: pilotProfiles.profileImageUrl,
        part107Number: pilotProfiles.part107Number,
        ratingAvg: pilotProfiles.ratingAvg,
        reviewCount: pilotProfiles.reviewCount,
        flightHours: pilotProfiles.flightHours,
      },
      completedJobs: sql<number>`(select count(*) from ${jobs} done
        where done.pilot_profile_id = ${pilotProfiles.id} and done.status = 'completed')::int`.mapWith(
        Number,
      ),
    })
    .from(applications)
    .innerJoin(pilotProfiles, eq(pilotProfiles.id, applications.pilotProfileId))
    .innerJoin(users, eq(users.id, pilotProfiles.userId))
    .where(eq(applications.jobId, job.id))
    .orderBy(STATUS_ORDER, asc(applications.createdAt), asc(applications.id));
  const credentials = await applicantCredentials(
    db,
    rows.map((row) => row.application.pilotProfileId),
    job,
    now,
  );

  return rows.map((row) =>
    toApplicationDto(row.application, {
      pilot: {
        pilotProfileId: row.application.pilotProfileId,
        name: `${row.firstName} ${row.lastName}`.trim(),
        businessName: row.profile.businessName,
        profileImageUrl: row.profile.profileImageUrl ?? row.userImage,
        rating: row.profile.ratingAvg === null ? null : Math.round(row.profile.ratingAvg * 10) / 10,
        reviewCount: row.profile.reviewCount,
        flightHours: row.profile.flightHours,
        completedJobs: row.completedJobs,
        part107Verified: row.profile.part107Number !== null && row.isPart107Certified,
        credentials: credentials.get(row.application.pilotProfileId) ?? NO_APPLICANT_CREDENTIALS,
        distanceMiles: roundMiles(milesToJob(pilotBase(row.profile), job)),
      },
    }),
  );
}
