import { eq } from "drizzle-orm";
import {
  type AdminJobVisibility,
  JOB_ALREADY_HIDDEN_MESSAGE,
  JOB_NOT_FOUND_MESSAGE,
  JOB_NOT_HIDDEN_MESSAGE,
} from "@skyhire/shared";
import type { Database, Transaction } from "../../db/client";
import { clientProfiles, jobs, type Job, type User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { recordAudit } from "./audit";
import { MODERATION_NOTIFICATION_KINDS, notifyModeration } from "./notices";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function lockJob(tx: Transaction, jobId: string): Promise<Job & { clientUserId: string }> {
  if (!UUID_PATTERN.test(jobId)) throw new HttpError(404, JOB_NOT_FOUND_MESSAGE);
  const [row] = await tx
    .select({ job: jobs, clientUserId: clientProfiles.userId })
    .from(jobs)
    .innerJoin(clientProfiles, eq(clientProfiles.id, jobs.clientProfileId))
    .where(eq(jobs.id, jobId))
    .for("update", { of: jobs });
  if (!row) throw new HttpError(404, JOB_NOT_FOUND_MESSAGE);
  return { ...row.job, clientUserId: row.clientUserId };
}

/**
 * POST /api/admin/jobs/{id}/hide: the job leaves the board (and pilots who never applied lose
 * its page); its client reads the reason on their job page and is notified. Applications,
 * a hire and escrow are untouched.
 */
export async function hideJob(
  db: Database,
  operator: User,
  jobId: string,
  reason: string,
  now: Date,
): Promise<AdminJobVisibility> {
  await db.transaction(async (tx) => {
    const job = await lockJob(tx, jobId);
    if (job.hiddenAt) throw new HttpError(409, JOB_ALREADY_HIDDEN_MESSAGE);
    await tx
      .update(jobs)
      .set({ hiddenAt: now, hiddenReason: reason, hiddenByUserId: operator.id })
      .where(eq(jobs.id, job.id));
    await recordAudit(tx, {
      operatorUserId: operator.id,
      action: "job_hide",
      targetType: "job",
      targetId: job.id,
      reason,
      at: now,
    });
    await notifyModeration(
      tx,
      {
        userId: job.clientUserId,
        kind: MODERATION_NOTIFICATION_KINDS.jobHidden,
        title: "Your job was taken off the board",
        body: `An operator hid "${job.title}" from the job board: ${reason}`,
        link: `/jobs/${job.id}`,
      },
      now,
    );
  });
  return jobVisibility(db, jobId);
}

/** POST /api/admin/jobs/{id}/restore: the job is listed again (if still open). */
export async function restoreJob(
  db: Database,
  operator: User,
  jobId: string,
  reason: string,
  now: Date,
): Promise<AdminJobVisibility> {
  await db.transaction(async (tx) => {
    const job = await lockJob(tx, jobId);
    if (!job.hiddenAt) throw new HttpError(409, JOB_NOT_HIDDEN_MESSAGE);
    await tx
      .update(jobs)
      .set({ hiddenAt: null, hiddenReason: null, hiddenByUserId: null })
      .where(eq(jobs.id, job.id));
    await recordAudit(tx, {
      operatorUserId: operator.id,
      action: "job_restore",
      targetType: "job",
      targetId: job.id,
      reason,
      details: { hiddenReason: job.hiddenReason },
      at: now,
    });
    await notifyModeration(
      tx,
      {
        userId: job.clientUserId,
        kind: MODERATION_NOTIFICATION_KINDS.jobRestored,
        title: "Your job is back on the board",
        body: `An operator restored "${job.title}": ${reason}`,
        link: `/jobs/${job.id}`,
      },
      now,
    );
  });
  return jobVisibility(db, jobId);
}

async function jobVisibility(db: Database, jobId: string): Promise<AdminJobVisibility> {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
  if (!job) throw new HttpError(404, JOB_NOT_FOUND_MESSAGE);
  return {
    id: job.id,
    title: job.title,
    hiddenAt: job.hiddenAt?.toISOString() ?? null,
    hiddenReason: job.hiddenReason,
  };
}
