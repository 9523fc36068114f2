import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { RescheduleReason, RescheduleStatus } from "@skyhire/shared";
import { createdAt, id } from "./columns";
import { jobs } from "./jobs";
import { users } from "./users";

/**
 * A proposal to move a job's planned flight, by its client or its hired pilot, and how the
 * other side answered. Kept after the answer: it is the job's reschedule history.
 */
export const rescheduleProposals = pgTable(
  "reschedule_proposals",
  {
    id: id(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    proposedByUserId: uuid("proposed_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    /** The side that proposed: the other one answers. */
    proposedBy: text("proposed_by").$type<"client" | "pilot">().notNull(),
    /** The planned flight when the proposal was made. */
    fromAt: timestamp("from_at", { withTimezone: true }).notNull(),
    plannedAt: timestamp("planned_at", { withTimezone: true }).notNull(),
    reason: text("reason").$type<RescheduleReason>().notNull(),
    note: text("note"),
    status: text("status").$type<RescheduleStatus>().notNull().default("open"),
    respondedByUserId: uuid("responded_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("reschedule_proposals_job_id_idx").on(t.jobId, t.createdAt),
    // One open proposal per job, whatever the code does: two proposals at once, one wins.
    uniqueIndex("reschedule_proposals_one_open_per_job")
      .on(t.jobId)
      .where(sql`${t.status} = 'open'`),
    check("reschedule_proposals_side_known", sql`${t.proposedBy} in ('client', 'pilot')`),
    check(
      "reschedule_proposals_reason_known",
      sql`${t.reason} in ('weather', 'access', 'client_request', 'other')`,
    ),
    check(
      "reschedule_proposals_status_known",
      sql`${t.status} in ('open', 'accepted', 'declined', 'withdrawn')`,
    ),
    check(
      "reschedule_proposals_answered",
      sql`(${t.status} = 'open') = (${t.respondedAt} is null)`,
    ),
  ],
);

export type RescheduleProposalRow = typeof rescheduleProposals.$inferSelect;
