import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { AuditAction, AuditTargetType, ReportReason, ReportTargetType } from "@skyhire/shared";
import { createdAt, id } from "./columns";
import { users } from "./users";

/**
 * What a signed-in user reported (a job, a pilot profile, a client or a message) and what the
 * operator made of it. One open report per reporter and target (partial unique index).
 */
export const reports = pgTable(
  "reports",
  {
    id: id(),
    reporterUserId: uuid("reporter_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetType: text("target_type").$type<ReportTargetType>().notNull(),
    targetId: uuid("target_id").notNull(),
    /** The account the target belongs to, so a user's page lists the reports against them. */
    targetUserId: uuid("target_user_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason").$type<ReportReason>().notNull(),
    note: text("note").notNull().default(""),
    /** open, dismissed or actioned (acted on). */
    status: text("status").$type<"open" | "dismissed" | "actioned">().notNull().default("open"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedByUserId: uuid("decided_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    decisionNote: text("decision_note"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reports_one_open_per_reporter_target")
      .on(t.reporterUserId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index("reports_status_created_idx").on(t.status, t.createdAt),
    index("reports_target_user_idx").on(t.targetUserId),
  ],
);

/**
 * Every operator action, written in the transaction of the action itself. Append-only: a
 * trigger (migration custom part) raises on UPDATE and DELETE, so nobody can rewrite history,
 * and the operator reference never cascades.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    operatorUserId: uuid("operator_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    action: text("action").$type<AuditAction>().notNull(),
    targetType: text("target_type").$type<AuditTargetType>().notNull(),
    targetId: uuid("target_id").notNull(),
    reason: text("reason").notNull().default(""),
    /** What else the action decided (a payout amount, a report's outcome). */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_operator_created_idx").on(t.operatorUserId, t.createdAt),
    index("audit_log_target_idx").on(t.targetType, t.targetId),
  ],
);

export type Report = typeof reports.$inferSelect;
export type AuditEntry = typeof auditLog.$inferSelect;
