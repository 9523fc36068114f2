import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { statementByShape } from "../../db/preparedStatement";
import type { ChannelEvent } from "./events";

type AnnounceValues = { type: string; userIds: string[]; extra: string };

const value = (name: keyof AnnounceValues) => sql.placeholder(name);

/**
 * Announces an event on the real-time channel through migration 0011's `realtime_publish`
 * (ids only, split 100 users a payload), in a statement of its own, after the change it
 * announces has committed. Its transaction writes nothing, so it does not wait for a WAL flush
 * while it holds PostgreSQL's database-wide NOTIFY lock; `synchronous_commit` off says so, as
 * there is nothing to lose in a crash (a notification is never stored).
 */
const announceStatement = statementByShape<Record<string, never>, AnnounceValues>(
  "realtime_announce",
  () => sql`
    select set_config('synchronous_commit', 'off', true),
      realtime_publish(${value("type")}::text, ${value("userIds")}::uuid[], ${value("extra")}::jsonb)
  `,
);

export async function announceAfterCommit(db: Database, { userIds, event }: ChannelEvent) {
  const { type, ...extra } = event;
  await announceStatement(db, {}, { type, userIds, extra: JSON.stringify(extra) });
}
