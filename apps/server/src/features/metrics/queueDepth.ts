import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

export interface QueueCount {
  queue: string;
  state: string;
  count: number;
}

/**
 * How much background work waits and how much gave up, per queue: the payment provider calls
 * and the web push and notification email outboxes. The filters follow a partial index on `status` (pending) or read a
 * small remainder (failed rows are few and cleaned up), so a scrape stays cheap.
 */
export async function queueDepth(db: Database): Promise<QueueCount[]> {
  const result = await db.execute<{ queue: string; state: string; count: number }>(sql`
    select 'payments' as queue, status::text as state, count(*)::int as count
      from provider_operations where status in ('pending', 'failed') group by status
    union all
    select 'push' as queue, status as state, count(*)::int as count
      from push_outbox where status in ('pending', 'failed') group by status
    union all
    select 'email' as queue, status as state, count(*)::int as count
      from email_outbox where status in ('pending', 'failed') group by status`);
  return result.rows;
}
