import { and, count, eq, isNotNull } from "drizzle-orm";
import { JOB_NOT_FOUND_MESSAGE, type JobDetail } from "@skyhire/shared";
import type { Database } from "../../db/client";
import {
  applications,
  clientProfiles,
  jobInvitations,
  jobs,
  properties,
  users,
  type User,
} from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { toApplicationDto } from "../applications/applicationDto";
import { findPilotProfile } from "./access";
import { milesToJob, pilotBase } from "./geo";
import { jobColumns, toJobDto } from "./jobDto";

/**
 * GET /api/jobs/{id}. Who sees a job: its client always; pilots while it is open (it is on the
 * board); the hired pilot, applicants and invited pilots always (their history stays readable).
 * Everyone else gets the same 404 as for a job that does not exist.
 */
export async function getJobDetail(db: Database, user: User, jobId: string): Promise<JobDetail> {
  const [row] = await db
    .select({
      job: jobColumns,
      clientUserId: clientProfiles.userId,
      companyName: clientProfiles.companyName,
      clientLocation: clientProfiles.location,
      memberSince: users.createdAt,
      clientSuspendedAt: users.suspendedAt,
    })
    .from(jobs)
    .innerJoin(clientProfiles, eq(clientProfiles.id, jobs.clientProfileId))
    .innerJoin(users, eq(users.id, clientProfiles.userId))
    .where(eq(jobs.id, jobId));
  if (!row) throw new HttpError(404, JOB_NOT_FOUND_MESSAGE);
  const { job } = row;

  const isOwner = row.clientUserId === user.id;
  const pilot = isOwner ? null : await findPilotProfile(db, user.id);
  const [application] = pilot
    ? await db
        .select()
        .from(applications)
        .where(and(eq(applications.jobId, job.id), eq(applications.pilotProfileId, pilot.id)))
    : [];
  const [invitation] = pilot
    ? await db
        .select({ id: jobInvitations.id })
        .from(jobInvitations)
        .where(and(eq(jobInvitations.jobId, job.id), eq(jobInvitations.pilotProfileId, pilot.id)))
    : [];
  const hired = pilot !== null && job.pilotProfileId === pilot.id;
  const onBoard = job.status === "open" && user.canFly && !job.hiddenAt && !row.clientSuspendedAt;
  if (!isOwner && !hired && !application && !invitation && !onBoard) {
    throw new HttpError(404, JOB_NOT_FOUND_MESSAGE);
  }

  const [[posted], [hires], [property]] = await Promise.all([
    db.select({ n: count() }).from(jobs).where(eq(jobs.clientProfileId, job.clientProfileId)),
    db
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.clientProfileId, job.clientProfileId), isNotNull(jobs.pilotProfileId))),
    // The client's own site names stay with the client.
    isOwner && job.propertyId
      ? db
          .select({ id: properties.id, name: properties.name })
          .from(properties)
          .where(eq(properties.id, job.propertyId))
      : Promise.resolve([]),
  ]);

  return {
    ...toJobDto(job, isOwner ? undefined : milesToJob(pilot ? pilotBase(pilot) : null, job)),
    client: {
      companyName: row.companyName,
      location: row.clientLocation,
      jobsPosted: posted?.n ?? 0,
      hires: hires?.n ?? 0,
      // Reviews of clients arrive with escrow (issue 6).
      rating: null,
      memberSince: row.memberSince.toISOString(),
    },
    viewerRole: isOwner ? "client" : "pilot",
    myApplication: application ? toApplicationDto(application) : null,
    invited: Boolean(invitation),
    property: property ?? null,
    // The operator's reason is the client's to read; pilots who still see the job get none.
    hidden:
      isOwner && job.hiddenAt
        ? { at: job.hiddenAt.toISOString(), reason: job.hiddenReason ?? "" }
        : null,
  };
}
