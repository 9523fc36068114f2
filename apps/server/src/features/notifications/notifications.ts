import { and, count, desc, eq, isNull } from "drizzle-orm";
import {
  NOTIFICATION_NOT_FOUND_MESSAGE,
  NOTIFICATIONS_DEFAULT_PAGE_SIZE,
  type NotificationItem,
  type NotificationsPage,
  type NotificationsQuery,
  type NotificationsReadAll,
} from "@skyhire/shared";
import type { Database } from "../../db/client";
import { notifications, type Notification } from "../../db/schema";
import { HttpError } from "../../plugins/errors";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toNotificationItem(row: Notification): NotificationItem {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** How many of the user's notifications are unread (served by a partial index). */
export async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** The user's notifications, newest first, one page at a time. */
export async function listNotifications(
  db: Database,
  userId: string,
  query: NotificationsQuery,
): Promise<NotificationsPage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? NOTIFICATIONS_DEFAULT_PAGE_SIZE;
  const mine = eq(notifications.userId, userId);
  const [rows, [totals], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(notifications).where(mine),
    unreadCount(db, userId),
  ]);
  const total = totals?.n ?? 0;
  return {
    notifications: rows.map(toNotificationItem),
    total,
    unread,
    page,
    pageSize,
    hasMore: page * pageSize < total,
  };
}

/**
 * Marks one of the user's notifications read (again: a read one keeps its first read time).
 * Another user's notification, or an id that is not one, is not found.
 */
export async function markNotificationRead(
  db: Database,
  userId: string,
  id: string,
  now: Date,
): Promise<NotificationItem> {
  if (!UUID_PATTERN.test(id)) throw new HttpError(404, NOTIFICATION_NOT_FOUND_MESSAGE);
  const own = and(eq(notifications.id, id), eq(notifications.userId, userId));
  const [updated] = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(own, isNull(notifications.readAt)))
    .returning();
  if (updated) return toNotificationItem(updated);
  const [existing] = await db.select().from(notifications).where(own);
  if (!existing) throw new HttpError(404, NOTIFICATION_NOT_FOUND_MESSAGE);
  return toNotificationItem(existing);
}

/** Marks every unread notification of the user read. */
export async function markAllNotificationsRead(
  db: Database,
  userId: string,
  now: Date,
): Promise<NotificationsReadAll> {
  const updated = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { updated: updated.length, count: 0 };
}
