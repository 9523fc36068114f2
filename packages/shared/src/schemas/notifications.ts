import { z } from "zod";
import { storableText } from "./storableText";

/** Notifications per page of GET /api/notifications, unless `pageSize` says otherwise. */
export const NOTIFICATIONS_DEFAULT_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 100;
export const NOTIFICATION_NOT_FOUND_MESSAGE = "Notification not found";

const queryInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** GET /api/notifications query: `page` starts at 1. */
export const notificationsQuerySchema = z.object({
  page: queryInt(1, 10_000).optional(),
  pageSize: queryInt(1, NOTIFICATIONS_MAX_PAGE_SIZE).optional(),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

export const notificationIdParamsSchema = z.object({ id: storableText().min(1).max(100) });

/** One notification of the signed-in user. */
export const notificationSchema = z.object({
  id: z.string(),
  /** Machine-readable type, e.g. application_received. */
  kind: z.string(),
  title: z.string(),
  body: z.string().nullable(),
  /** In-app path opened when the notification is clicked. */
  link: z.string().nullable(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

/** GET /api/notifications: newest first. */
export const notificationsPageSchema = z.object({
  notifications: z.array(notificationSchema),
  /** All of the caller's notifications, over every page. */
  total: z.number().int(),
  /** The caller's unread notifications. */
  unread: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

/** GET /api/notifications/count (spec section 3 "Notification count"). */
export const notificationCountSchema = z.object({ count: z.number().int() });
export type NotificationCount = z.infer<typeof notificationCountSchema>;

/** POST /api/notifications/read-all: how many were marked, and the unread count after (0). */
export const notificationsReadAllSchema = z.object({
  updated: z.number().int(),
  count: z.number().int(),
});
export type NotificationsReadAll = z.infer<typeof notificationsReadAllSchema>;
