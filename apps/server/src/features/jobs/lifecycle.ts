import { and, eq } from "drizzle-orm";
import {
  nextJobStatus,
  transitionRefusedMessage,
  type Actor,
  type JobEvent,
  type JobStatus,
} from "@skyhire/shared";
import type { Database, Transaction } from "../../db/client";
import { jobEvents, jobs, type Job } from "../../db/schema";
import { HttpError } from "../../plugins/errors";

export interface JobEventInput {
  /** The job as the caller read it: its status is the `from` of the transition. */
  job: Pick<Job, "id" | "status">;
  event: JobEvent;
  actor: Actor;
  /** Null for changes the server makes on its own. */
  actorUserId: string | null;
  now: Date;
  note?: string | null;
  /** Columns that change together with the status (the hired pilot on hire). */
  set?: Partial<Pick<Job, "pilotProfileId">>;
}

/**
 * THE one way a job's status changes: checks the lifecycle table of @skyhire/shared, updates the
 * row only if it still has the status the caller read (`WHERE id = $1 AND status = <from>`),
 * and writes the job_events row. Run it inside the caller's transaction so the history, the
 * status and the caller's other changes (applications, notifications) commit or fail together.
 *
 * A concurrent change that got there first makes the conditional UPDATE match nothing (on
 * PostgreSQL it waits for the other transaction's row lock, then re-checks the status), so a
 * lost race changes nothing and answers 409 with the status the winner left.
 */
export async function applyJobEvent(
  tx: Database | Transaction,
  { job, event, actor, actorUserId, now, note = null, set = {} }: JobEventInput,
): Promise<Job> {
  const to = nextJobStatus(job.status, event, actor);
  if (!to) throw new HttpError(409, transitionRefusedMessage("job", job.status, event));

  const [updated] = await tx
    .update(jobs)
    .set({ ...set, status: to, updatedAt: now })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, job.status)))
    .returning();
  if (!updated) {
    const current = await currentStatus(tx, job.id);
    throw new HttpError(409, transitionRefusedMessage("job", current ?? job.status, event));
  }

  await tx.insert(jobEvents).values({
    jobId: job.id,
    event,
    fromStatus: job.status,
    toStatus: to,
    actorUserId,
    note,
    createdAt: now,
  });
  return updated;
}

/** The creation of a job, first line of its history. */
export async function recordJobPosted(
  tx: Database | Transaction,
  job: Pick<Job, "id" | "status">,
  actorUserId: string,
  now: Date,
): Promise<void> {
  await tx.insert(jobEvents).values({
    jobId: job.id,
    event: "post",
    fromStatus: null,
    toStatus: job.status,
    actorUserId,
    createdAt: now,
  });
}

async function currentStatus(tx: Database | Transaction, jobId: string): Promise<JobStatus | null> {
  const [row] = await tx.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, jobId));
  return row?.status ?? null;
}
