import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Attempt counters for rate limits, one row per key and fixed window. Kept in the database so
 * every server instance sharing it enforces the same limit.
 */
export const rateLimitBuckets = pgTable(
  "rate_limit_buckets",
  {
    /** What is limited and for whom, e.g. `login:ip:203.0.113.9` (emails are hashed). */
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index("rate_limit_buckets_window_start_idx").on(t.windowStart),
  ],
);
