import { and, eq } from "drizzle-orm";
import {
  ALREADY_APPLIED_MESSAGE,
  JOB_NOT_FOUND_MESSAGE,
  jobClosedToApplicationsMessage,
  OWN_JOB_APPLICATION_MESSAGE,
  type ApplicationDto,
  type ApplicationRequest,
} from "@skyhire/shared";
import type { Database } from "../../db/client";
import {
  applications,
  clientProfiles,
  jobInvitations,
  jobs,
  users,
  type User,
} from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { lockLiveAccounts } from "../account/accountLocks";
import { assertCredentialsAllow } from "../credentials/enforce";
import { assertAccountActive } from "../moderation/accountGuard";
import { requirePilotProfile } from "../jobs/access";
import { clientJobLink, dollars, notify, NOTIFICATION_KINDS } from "../jobs/notify";
import { refusePastDates } from "../jobs/pastDates";
import { applicationOfPilot } from "./access";
import { toApplicationDto } from "./applicationDto";
import { changeApplication } from "./lifecycle";

/**
 * POST /api/jobs/{id}/applications: the caller's quote, date and message for an open job. One
 * per pilot per job (a database constraint). The job row is read FOR SHARE, so a hire running
 * at the same moment either sees this application (and rejects it with the others) or commits
 * first and this one answers 409: never a pending application on an assigned job.
 */
export async function applyToJob(
  db: Database,
  user: User,
  jobId: string,
  input: ApplicationRequest,
  now: Date,
): Promise<ApplicationDto> {
  const pilot = await requirePilotProfile(db, user.id);
  refusePastDates(now, { proposedDate: input.proposedDate });
  const pilotName = `${user.firstName} ${user.lastName}`;

  return db.transaction(async (tx) => {
    // An application sent while the pilot deletes their account waits, then is refused.
    await lockLiveAccounts(tx, [user.id]);
    // An operator suspending the pilot right now either commits first (refused here) or waits
    // for this application to commit: it then stays, visible to the client like any other.
    await assertAccountActive(tx, user.id, { lock: true });
    const [job] = await tx
      .select({
        id: jobs.id,
        title: jobs.title,
        status: jobs.status,
        pilotProfileId: jobs.pilotProfileId,
        insuranceMinimumCents: jobs.insuranceMinimumCents,
        dateFrom: jobs.dateFrom,
        deadline: jobs.deadline,
        clientUserId: clientProfiles.userId,
        hiddenAt: jobs.hiddenAt,
        clientSuspendedAt: users.suspendedAt,
      })
      .from(jobs)
      .innerJoin(clientProfiles, eq(clientProfiles.id, jobs.clientProfileId))
      .innerJoin(users, eq(users.id, clientProfiles.userId))
      .where(eq(jobs.id, jobId))
      .for("share", { of: jobs });
    // A job an operator took off the board, or of a suspended client, is not there to apply to.
    if (!job || job.hiddenAt || job.clientSuspendedAt) {
      throw new HttpError(404, JOB_NOT_FOUND_MESSAGE);
    }
    if (job.clientUserId === user.id) throw new HttpError(403, OWN_JOB_APPLICATION_MESSAGE);

    const mine = and(eq(applications.jobId, job.id), eq(applications.pilotProfileId, pilot.id));
    if (job.status !== "open") {
      // Only pilots who could see the job learn why; to others it does not exist (detail rules).
      const [existing] = await tx.select({ id: applications.id }).from(applications).where(mine);
      const [invited] = await tx
        .select({ id: jobInvitations.id })
        .from(jobInvitations)
        .where(and(eq(jobInvitations.jobId, job.id), eq(jobInvitations.pilotProfileId, pilot.id)));
      if (!existing && !invited && job.pilotProfileId !== pilot.id) {
        throw new HttpError(404, JOB_NOT_FOUND_MESSAGE);
      }
      throw new HttpError(409, jobClosedToApplicationsMessage(job.status));
    }
    await assertCredentialsAllow(tx, pilot.id, job, "apply", now);

    const [created] = await tx
      .insert(applications)
      .values({
        jobId: job.id,
        pilotProfileId: pilot.id,
        quoteCents: input.quote,
        proposedDate: new Date(input.proposedDate),
        message: input.message,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [applications.jobId, applications.pilotProfileId] })
      .returning();
    if (!created) throw new HttpError(409, ALREADY_APPLIED_MESSAGE);

    await notify(
      tx,
      [
        {
          userId: job.clientUserId,
          kind: NOTIFICATION_KINDS.applicationReceived,
          title: "New application",
          body: `${pilotName} applied to "${job.title}" with a quote of ${dollars(input.quote)}.`,
          link: clientJobLink(job.id),
        },
      ],
      now,
    );
    return toApplicationDto(created);
  });
}

/** PATCH /api/applications/{id}: the pilot rewrites a pending application. */
export async function editApplication(
  db: Database,
  user: User,
  id: string,
  input: ApplicationRequest,
  now: Date,
): Promise<ApplicationDto> {
  const { application } = await applicationOfPilot(db, user, id);
  refusePastDates(now, { proposedDate: input.proposedDate });
  const updated = await changeApplication(db, {
    application,
    event: "edit",
    actor: "pilot",
    now,
    set: {
      quoteCents: input.quote,
      proposedDate: new Date(input.proposedDate),
      message: input.message,
    },
  });
  return toApplicationDto(updated);
}

/** POST /api/applications/{id}/withdraw: the pilot takes a pending application back. */
export async function withdrawApplication(
  db: Database,
  user: User,
  id: string,
  now: Date,
): Promise<ApplicationDto> {
  const { application } = await applicationOfPilot(db, user, id);
  const updated = await changeApplication(db, {
    application,
    event: "withdraw",
    actor: "pilot",
    now,
  });
  return toApplicationDto(updated);
}
