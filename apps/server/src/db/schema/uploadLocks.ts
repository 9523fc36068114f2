import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Who is writing to a resumable upload right now, across every instance: one row per upload in
 * use, held by one request (`holder`, random per lock) until it lets go or stops renewing past
 * `expires_at` (its instance died). Rows are short-lived; nothing else refers to them.
 */
export const uploadLocks = pgTable(
  "upload_locks",
  {
    uploadId: text("upload_id").primaryKey(),
    holder: text("holder").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("upload_locks_expires_at_idx").on(t.expiresAt)],
);
