import { inArray } from "drizzle-orm";
import {
  nextApplicationStatus,
  transitionRefusedMessage,
  type ApplicationDto,
} from "@skyhire/shared";
import type { Database, Transaction } from "../../db/client";
import { pilotProfiles, type Application, type Job, type User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { assertCredentialsAllow } from "../credentials/enforce";
import { applyJobEvent } from "../jobs/lifecycle";
import { dollars, notify, NOTIFICATION_KINDS, pilotJobLink, type Notice } from "../jobs/notify";
import { applicationToClient, type ApplicationContext } from "./access";
import { toApplicationDto } from "./applicationDto";
import { changeApplication, rejectPendingApplications } from "./lifecycle";

export interface Hire {
  job: Job;
  application: Application;
}

/**
 * The hire, inside the caller's transaction (checkout pays, then hires in the same one). The
 * job goes open → assigned with the pilot (a conditional UPDATE, see applyJobEvent), the
 * application pending → accepted, every other pending application of the job is rejected, the
 * job_events row and the notifications are written. If any step fails, the caller's whole
 * transaction (the payment's ledger transfer included) rolls back.
 *
 * Two hires at once (two tabs, two server instances): both UPDATE the job row WHERE status =
 * 'open'; PostgreSQL makes the second wait for the first's row lock, then re-checks the status,
 * finds 'assigned' and matches nothing, so the second answers 409 and rolls back. The unique
 * index applications_one_accepted_per_job backs this up in the database itself.
 */
export async function hireInTransaction(
  tx: Transaction,
  { application, job, client, pilot }: ApplicationContext,
  actorUserId: string,
  now: Date,
): Promise<Hire> {
  // The application's own refusal (withdrawn, already rejected) speaks before the job's.
  if (!nextApplicationStatus(application.status, "accept", "client")) {
    throw new HttpError(409, transitionRefusedMessage("application", application.status, "accept"));
  }
  // A credential can lapse between the application and the hire (14 CFR 107.65).
  await assertCredentialsAllow(tx, application.pilotProfileId, job, "hire", now);
  const hiredJob = await applyJobEvent(tx, {
    job,
    event: "hire",
    actor: "client",
    actorUserId,
    now,
    set: { pilotProfileId: application.pilotProfileId },
  });
  const accepted = await changeApplication(tx, {
    application,
    event: "accept",
    actor: "client",
    now,
  });
  const rejected = await rejectPendingApplications(tx, job.id, now, accepted.id);

  const notices: Notice[] = [
    {
      userId: pilot.userId,
      kind: NOTIFICATION_KINDS.applicationAccepted,
      title: "You're hired!",
      body: `${client.name} hired you for "${job.title}" at ${dollars(accepted.quoteCents ?? 0)}. The payment is held in escrow until the client approves your delivery.`,
      link: pilotJobLink(job.id),
    },
  ];
  if (rejected.length > 0) {
    const others = await tx
      .select({ id: pilotProfiles.id, userId: pilotProfiles.userId })
      .from(pilotProfiles)
      .where(
        inArray(
          pilotProfiles.id,
          rejected.map((r) => r.pilotProfileId),
        ),
      );
    for (const other of others) {
      notices.push({
        userId: other.userId,
        kind: NOTIFICATION_KINDS.applicationRejected,
        title: "Application not selected",
        body: `${client.name} hired another pilot for "${job.title}".`,
        link: pilotJobLink(job.id),
      });
    }
  }
  await notify(tx, notices, now);
  return { job: hiredJob, application: accepted };
}

/** POST /api/applications/{id}/reject: the client turns one pending application down. */
export async function rejectApplication(
  db: Database,
  user: User,
  id: string,
  now: Date,
): Promise<ApplicationDto> {
  const { application, job, client, pilot } = await applicationToClient(db, user, id);
  return db.transaction(async (tx) => {
    const rejected = await changeApplication(tx, {
      application,
      event: "reject",
      actor: "client",
      now,
    });
    await notify(
      tx,
      [
        {
          userId: pilot.userId,
          kind: NOTIFICATION_KINDS.applicationRejected,
          title: "Application not selected",
          body: `${client.name} decided not to go ahead with your application for "${job.title}".`,
          link: pilotJobLink(job.id),
        },
      ],
      now,
    );
    return toApplicationDto(rejected);
  });
}
