import { createHash } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  apiErrorSchema,
  calendarFeedCreatedSchema,
  calendarFeedStatusSchema,
  calendarTokenParamsSchema,
} from "@skyhire/shared";
import { notModifiedResponse, textResponse } from "../../openapi/docOnly";
import { requireSignedIn, requireUser } from "../../plugins/auth";
import { HttpError } from "../../plugins/errors";
import { publicBaseUrl } from "../../plugins/origins";
import {
  calendarFeedStatus,
  createCalendarFeed,
  feedOwner,
  revokeCalendarFeed,
} from "./feedSettings";
import { scheduleCalendar } from "./icsFeed";
import { scheduleOf } from "./scheduleEvents";

const tags = ["calendar feed"];
export const CALENDAR_FEED_NOT_FOUND_MESSAGE = "Calendar feed not found";

/** The signed-in user's secret calendar address, and the iCalendar feed it serves. */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/calendar-feed",
    {
      schema: {
        tags,
        summary: "Whether the signed-in user's calendar feed is on (its address is shown once)",
        response: { 200: calendarFeedStatusSchema, 401: apiErrorSchema },
      },
      preValidation: requireSignedIn,
    },
    async (request) => calendarFeedStatus(app.db, requireUser(request).user),
  );

  app.post(
    "/api/calendar-feed",
    {
      schema: {
        tags,
        summary: "Turn the calendar feed on or renew it: a new secret address, the old one stops",
        response: { 201: calendarFeedCreatedSchema, 401: apiErrorSchema },
      },
      preValidation: requireSignedIn,
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const baseUrl = publicBaseUrl(app.config, request);
      const created = await createCalendarFeed(app.db, user, baseUrl, app.now());
      return reply.code(201).header("cache-control", "no-store").send(created);
    },
  );

  app.delete(
    "/api/calendar-feed",
    {
      schema: {
        tags,
        summary: "Turn the calendar feed off: its address answers 404 from now on",
        response: { 204: z.null(), 401: apiErrorSchema },
      },
      preValidation: requireSignedIn,
    },
    async (request, reply) => {
      await revokeCalendarFeed(app.db, requireUser(request).user);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/calendar/:token/schedule.ics",
    {
      schema: {
        tags,
        summary:
          "The owner's schedule as iCalendar (RFC 5545), for calendar apps to subscribe to; no sign-in, the secret address is the key",
        // No session: the secret address is the credential.
        security: [],
        params: calendarTokenParamsSchema,
        response: { 200: z.string(), 304: z.null(), 400: apiErrorSchema, 404: apiErrorSchema },
      },
      config: {
        openapi: {
          responses: {
            200: textResponse("The schedule as an iCalendar document", "text/calendar"),
            304: notModifiedResponse,
          },
        },
      },
    },
    async (request, reply) => {
      const userId = await feedOwner(app.db, request.params.token);
      if (!userId) throw new HttpError(404, CALENDAR_FEED_NOT_FOUND_MESSAGE);
      const events = await scheduleOf(app.db, userId, publicBaseUrl(app.config, request));
      const body = scheduleCalendar(events, "SkyHire schedule");
      const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
      reply
        .header("etag", etag)
        .header("cache-control", "private, max-age=300")
        .header("referrer-policy", "no-referrer");
      if (request.headers["if-none-match"] === etag) return reply.code(304).send(null);
      return reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", 'inline; filename="skyhire-schedule.ics"')
        .send(body);
    },
  );
};
