import { sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { AdminBackgroundJob, AdminBackgroundJobRetry } from "@skyhire/shared";
import type { Database } from "../../db/client";
import { HttpError } from "../../plugins/errors";
import { recordAudit } from "../moderation/audit";
import { ALL_QUEUES } from "./queues";

/** The operator page shows the newest ones; older failures are still counted in /metrics. */
const LIST_LIMIT = 200;

type FailedJobRow = {
  id: string;
  name: string;
  dead_letter: string | null;
  last_error: string | null;
  retry_count: number;
  created_on: Date | string;
  completed_on: Date | string | null;
};

const declaredQueues = () =>
  sql.join(
    ALL_QUEUES.map((queue) => sql`${queue.name}`),
    sql`, `,
  );

/**
 * Jobs of SkyHire's queues that gave up after their retries, newest first. pg-boss keeps a
 * failure's error as its output: `{ message, stack }` from a worker that threw, or
 * `{ value: { message } }` from its supervisor when a run outlived expireInSeconds.
 */
export async function listFailedJobs(db: Database): Promise<AdminBackgroundJob[]> {
  const result = await db.execute<FailedJobRow>(sql`
    select id::text, name, dead_letter, retry_count,
           coalesce(output->>'message', output->'value'->>'message') as last_error,
           created_on, completed_on
      from pgboss.job
     where state = 'failed' and name in (${declaredQueues()})
     order by completed_on desc nulls last, id
     limit ${LIST_LIMIT}`);
  return result.rows.map((row) => ({
    id: row.id,
    queue: row.name,
    deadLetter: row.dead_letter,
    lastError: row.last_error,
    // retry_count counts the runs after the first.
    attempts: row.retry_count + 1,
    createdAt: new Date(row.created_on).toISOString(),
    failedAt: row.completed_on === null ? null : new Date(row.completed_on).toISOString(),
  }));
}

/**
 * Puts a failed job back in its queue for one more run (pg-boss raises its retry limit by one),
 * and writes the operator's action to the audit log. 404 for an id that is no failed job of
 * ours, 409 when it is no longer failed (retried already).
 */
export async function retryFailedJob(
  db: Database,
  boss: PgBoss | null,
  id: string,
  operator: { userId: string; now: Date },
): Promise<AdminBackgroundJobRetry> {
  const notFound = new HttpError(404, "No such background job");
  if (!boss) throw notFound;
  const found = await db.execute<{ name: string; state: string }>(sql`
    select name, state::text from pgboss.job
     where id = ${id}::uuid and name in (${declaredQueues()})`);
  const job = found.rows[0];
  if (!job) throw notFound;
  const conflict = new HttpError(409, "This job is not failed any more (retried already?)");
  if (job.state !== "failed") throw conflict;
  // pg-boss answers how many rows it moved (its types say void): 0 when a retry raced this one.
  const moved = (await boss.retry(job.name, id)) as unknown as { affected: number } | undefined;
  if (moved?.affected === 0) throw conflict;
  // pg-boss moves the job through its own queries, outside a transaction of ours: the entry
  // follows at once in its own, and only once the retry took (a refused one left no trace).
  await db.transaction((tx) =>
    recordAudit(tx, {
      operatorUserId: operator.userId,
      action: "background_job_retry",
      targetType: "background_job",
      targetId: id,
      reason: "",
      details: { queue: job.name },
      at: operator.now,
    }),
  );
  return { id, queue: job.name, state: "retry" };
}
