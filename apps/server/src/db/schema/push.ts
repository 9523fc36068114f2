import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";
import { notifications } from "./notifications";
import { users } from "./users";

/** One browser (device) a user allowed to receive web pushes; a user may have several. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The push service URL of this browser; a secret capability, unique per browser. */
    endpoint: text("endpoint").notNull(),
    /** The browser's P-256 public key and auth secret (URL-safe base64) messages are encrypted to. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** When the push service said it drops the subscription (rarely set). */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_key").on(t.endpoint),
    index("push_subscriptions_user_id_idx").on(t.userId),
  ],
);

/** `skipped`: the user switched push off for the notification's group before it was sent. */
export const PUSH_OUTBOX_STATUSES = ["pending", "sent", "failed", "skipped"] as const;

/**
 * One push to send: a notification to one subscription of its user. Rows are written by the
 * `notifications_push_outbox` trigger (migration 0010) in the transaction that inserts the
 * notification, so a push exists exactly when its notification committed; the push worker
 * drains them (features/push/worker.ts).
 */
export const pushOutbox = pgTable(
  "push_outbox",
  {
    id: id(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    notificationId: uuid("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    status: text("status", { enum: PUSH_OUTBOX_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** Due from then; while a worker sends it, pushed past a lease so others skip it. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("push_outbox_subscription_notification_key").on(t.subscriptionId, t.notificationId),
    index("push_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index("push_outbox_notification_id_idx").on(t.notificationId),
    // The hourly clean-up of sent and abandoned pushes.
    index("push_outbox_done_idx")
      .on(t.createdAt)
      .where(sql`${t.status} <> 'pending'`),
    check("push_outbox_status_known", sql`${t.status} in ('pending', 'sent', 'failed', 'skipped')`),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type PushOutboxRow = typeof pushOutbox.$inferSelect;
