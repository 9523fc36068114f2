import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { ALL_QUEUES } from "./queues";

/** The states /metrics reports: waiting (created, retry), running (active) and given up (failed). */
export const COUNTED_STATES = ["created", "retry", "active", "failed"] as const;

export interface JobCount {
  queue: string;
  state: (typeof COUNTED_STATES)[number];
  count: number;
}

/**
 * Jobs per queue and state, zeros included (so a series exists before its first job), for every
 * declared queue and its dead-letter queue: a dead-letter queue's `created` count is how many
 * jobs were given up on and not yet cleaned away.
 */
export async function jobCounts(db: Database): Promise<JobCount[]> {
  const names = ALL_QUEUES.flatMap((queue) => [queue.name, queue.deadLetter]);
  const result = await db.execute<{ name: string; state: string; count: number }>(sql`
    select name, state::text as state, count(*)::int as count
      from pgboss.job
     where name in (${sql.join(
       names.map((name) => sql`${name}`),
       sql`, `,
     )})
       and state in ('created', 'retry', 'active', 'failed')
     group by name, state`);
  const counted = new Map(result.rows.map((row) => [`${row.name}/${row.state}`, row.count]));
  return names.flatMap((queue) =>
    COUNTED_STATES.map((state) => ({
      queue,
      state,
      count: counted.get(`${queue}/${state}`) ?? 0,
    })),
  );
}
