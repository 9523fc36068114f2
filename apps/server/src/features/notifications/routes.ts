import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  apiErrorSchema,
  notificationCountSchema,
  notificationIdParamsSchema,
  notificationSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  notificationsReadAllSchema,
} from "@skyhire/shared";
import { requireSignedIn, requireUser } from "../../plugins/auth";
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadCount,
} from "./notifications";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

/** The signed-in user's own notifications: unread count, list, mark read. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/notifications/count",
    {
      schema: {
        tags: ["notifications"],
        summary: "How many of the signed-in user's notifications are unread",
        response: { 200: notificationCountSchema, 401: apiErrorSchema },
      },
      preValidation: requireSignedIn,
    },
    async (request) => ({ count: await unreadCount(app.db, requireUser(request).user.id) }),
  );

  app.get(
    "/api/notifications",
    {
      schema: {
        tags: ["notifications"],
        summary: "The signed-in user's notifications, newest first, paginated",
        querystring: notificationsQuerySchema,
        response: { 200: notificationsPageSchema, ...errors },
      },
      preValidation: requireSignedIn,
    },
    async (request) => listNotifications(app.db, requireUser(request).user.id, request.query),
  );

  // Registered before /:id/read so "read-all" is never taken for an id.
  app.post(
    "/api/notifications/read-all",
    {
      schema: {
        tags: ["notifications"],
        summary: "Mark every notification of the signed-in user read",
        response: { 200: notificationsReadAllSchema, ...errors },
      },
      preValidation: requireSignedIn,
    },
    async (request) => markAllNotificationsRead(app.db, requireUser(request).user.id, app.now()),
  );

  app.post(
    "/api/notifications/:id/read",
    {
      schema: {
        tags: ["notifications"],
        summary: "Mark one of the signed-in user's notifications read",
        params: notificationIdParamsSchema,
        response: { 200: notificationSchema, 404: apiErrorSchema, ...errors },
      },
      preValidation: requireSignedIn,
    },
    async (request) =>
      markNotificationRead(app.db, requireUser(request).user.id, request.params.id, app.now()),
  );
};
