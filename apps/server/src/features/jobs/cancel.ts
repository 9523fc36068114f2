import { inArray } from "drizzle-orm";
import type { JobDto } from "@skyhire/shared";
import type { Database, Transaction } from "../../db/client";
import { pilotProfiles, type Job, type User } from "../../db/schema";
import { rejectPendingApplications } from "../applications/lifecycle";
import { cancelPendingCheckouts } from "../checkout/expiry";
import { escrowOf, refundEscrow } from "../escrow";
import { withdrawOpenReschedules } from "../reschedule/closeOnCancel";
import { toJobDto } from "./jobDto";
import { applyJobEvent } from "./lifecycle";
import { notify, NOTIFICATION_KINDS, pilotJobLink } from "./notify";
import { findOwnJob } from "./postJob";

export interface JobCancellation {
  job: Pick<Job, "id" | "status" | "title" | "pilotProfileId">;
  /** How the pilots' notification names the client. */
  clientName: string;
  actorUserId: string;
  note: string | null;
  now: Date;
}

/**
 * The cancellation itself, in the caller's transaction: the status change and its history row
 * (with the note), every pending application rejected, an open reschedule proposal withdrawn, a pending checkout closed, a paid one
 * refunded in full from escrow (the card refund runs after commit), and a notification to each
 * pilot concerned: the applicants still waiting and the hired pilot. Also used when a client
 * deletes their account (features/account) for each of their open jobs.
 */
export async function cancelJobInTransaction(
  tx: Transaction,
  { job, clientName, actorUserId, note, now }: JobCancellation,
): Promise<Job> {
  const cancelled = await applyJobEvent(tx, {
    job,
    event: "cancel",
    actor: "client",
    actorUserId,
    now,
    note,
  });
  const rejected = await rejectPendingApplications(tx, job.id, now);
  await withdrawOpenReschedules(tx, job.id, now);
  // Open: a checkout in progress can no longer be paid. Assigned (before the mission starts):
  // the client gets everything back, service fee included; the card refund is queued.
  await cancelPendingCheckouts(tx, { jobId: job.id }, now);
  const { checkout } = await escrowOf(tx, job.id);
  if (checkout) await refundEscrow(tx, job.id);

  const pilotIds = [
    ...new Set([...rejected.map((r) => r.pilotProfileId), job.pilotProfileId]),
  ].filter((id): id is string => id !== null);
  if (pilotIds.length > 0) {
    const pilots = await tx
      .select({ userId: pilotProfiles.userId })
      .from(pilotProfiles)
      .where(inArray(pilotProfiles.id, pilotIds));
    await notify(
      tx,
      pilots.map(({ userId }) => ({
        userId,
        kind: NOTIFICATION_KINDS.jobCancelled,
        title: "Job cancelled",
        body: `${clientName} cancelled "${job.title}".${note ? ` Reason: ${note}` : ""}`,
        link: pilotJobLink(job.id),
      })),
      now,
    );
  }
  return cancelled;
}

/** POST /api/jobs/{id}/cancel: the owner calls the job off (open, or assigned before the start). */
export async function cancelJob(
  db: Database,
  user: User,
  jobId: string,
  reason: string | null | undefined,
  now: Date,
): Promise<JobDto> {
  const { client, job } = await findOwnJob(db, user, jobId);
  const clientName = client.companyName || `${user.firstName} ${user.lastName}`.trim();
  return db.transaction(async (tx) => {
    const cancelled = await cancelJobInTransaction(tx, {
      job,
      clientName,
      actorUserId: user.id,
      note: reason?.trim() || null,
      now,
    });
    return toJobDto({ ...cancelled, pendingApplications: 0 });
  });
}
