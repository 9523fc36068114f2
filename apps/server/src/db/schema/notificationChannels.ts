import type { StoredChannelChoices } from "@skyhire/shared";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";
import { conversations } from "./messages";
import { notifications } from "./notifications";
import { users } from "./users";

/**
 * A user's notification settings: only the channel switches they changed (the defaults live in
 * packages/shared's NOTIFICATION_GROUP_INFO, so a new group needs no migration) and the pause.
 */
export const notificationSettings = pgTable("notification_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  channels: jsonb("channels").$type<StoredChannelChoices>().notNull().default({}),
  emailPausedUntil: timestamp("email_paused_until", { withTimezone: true }),
  updatedAt: updatedAt(),
});

export const EMAIL_OUTBOX_STATUSES = ["pending", "sent", "failed", "skipped"] as const;

/**
 * One email to send: a notification (row written by the `notifications_email_outbox` trigger in
 * the notification's transaction, whatever code inserted it) or a digest of the messages of one
 * conversation (`conversation_id` with the seq range). The preferences are read when it is sent:
 * a switched-off or paused group marks it `skipped`.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    notificationId: uuid("notification_id").references(() => notifications.id, {
      onDelete: "cascade",
    }),
    conversationId: uuid("conversation_id").references(() => conversations.id, {
      onDelete: "cascade",
    }),
    /** A digest tells of the messages with afterSeq < seq <= throughSeq. */
    afterSeq: bigint("after_seq", { mode: "number" }),
    throughSeq: bigint("through_seq", { mode: "number" }),
    status: text("status", { enum: EMAIL_OUTBOX_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** Due from then; while a worker sends it, pushed past a lease so others skip it. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("email_outbox_notification_key").on(t.notificationId),
    index("email_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index("email_outbox_user_id_idx").on(t.userId),
    index("email_outbox_conversation_id_idx").on(t.conversationId),
    index("email_outbox_done_idx")
      .on(t.createdAt)
      .where(sql`${t.status} <> 'pending'`),
    check(
      "email_outbox_status_known",
      sql`${t.status} in ('pending', 'sent', 'failed', 'skipped')`,
    ),
    check(
      "email_outbox_one_source",
      sql`(${t.notificationId} is not null) <> (${t.conversationId} is not null)`,
    ),
  ],
);

export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
