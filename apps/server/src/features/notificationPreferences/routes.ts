import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import {
  NOTIFICATION_GROUP_INFO,
  UNSUBSCRIBE_TOKEN_INVALID_MESSAGE,
  apiErrorSchema,
  notificationPreferencesSchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
  updateNotificationPreferencesSchema,
} from "@skyhire/shared";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { redirectResponse } from "../../openapi/docOnly";
import { requireSignedIn, requireUser } from "../../plugins/auth";
import { HttpError } from "../../plugins/errors";
import { getPreferences, switchEmailOff, updatePreferences } from "./preferences";
import { readUnsubscribeToken } from "./unsubscribeToken";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };
const UNSUBSCRIBE_PATH = "/api/notification-preferences/unsubscribe";
/** Mail clients post `List-Unsubscribe=One-Click`: a few bytes. */
const FORM_BODY_LIMIT_BYTES = 4 * 1024;

/** The signed-in user's channels per event group, and the one-click unsubscribe of emails. */
export const notificationPreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/notification-preferences",
    {
      schema: {
        tags: ["notifications"],
        summary: "The signed-in user's channels (in-app, email, push) per event group",
        response: { 200: notificationPreferencesSchema, 401: apiErrorSchema },
      },
      preValidation: requireSignedIn,
    },
    async (request) => getPreferences(app.db, requireUser(request).user.id, app.now()),
  );

  app.put(
    "/api/notification-preferences",
    {
      schema: {
        tags: ["notifications"],
        summary: "Change the switches of the groups named, and pause or resume all email",
        body: updateNotificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema, ...errors },
      },
      preValidation: requireSignedIn,
    },
    async (request) =>
      updatePreferences(app.db, requireUser(request).user.id, request.body, app.now()),
  );

  const verify = async (token: string) => {
    const named = readUnsubscribeToken(app.config.sessionSecret, token);
    if (!named) throw new HttpError(400, UNSUBSCRIBE_TOKEN_INVALID_MESSAGE);
    const [user] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, named.userId));
    return { ...named, exists: user !== undefined };
  };

  // A browser opening the link (a mail client without one-click, or the link in the footer):
  // nothing changes on a GET, which link scanners also send; the page asks first.
  app.get(
    UNSUBSCRIBE_PATH,
    {
      config: { openapi: { responses: { 303: redirectResponse("To the page that confirms") } } },
      schema: {
        tags: ["notifications"],
        security: [],
        summary: "An unsubscribe link opened in a browser: 303 to the page that asks to confirm",
        querystring: unsubscribeQuerySchema,
        response: { 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await verify(request.query.token);
      const page = `/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
      return reply.header("cache-control", "no-store").redirect(page, 303);
    },
  );

  // RFC 8058: mail clients post `List-Unsubscribe=One-Click` from their own servers, cross-site
  // and signed out; the signed token is the authority. Its own scope for the form parser.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: FORM_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      UNSUBSCRIBE_PATH,
      {
        config: {
          allowCrossSite: true,
          openapi: {
            requestBody: {
              contentType: "application/x-www-form-urlencoded",
              schema: {
                type: "object",
                properties: { "List-Unsubscribe": { type: "string", const: "One-Click" } },
              },
            },
          },
        },
        schema: {
          tags: ["notifications"],
          security: [],
          summary: "One-click unsubscribe (RFC 8058): the token's group gets no more email",
          querystring: unsubscribeQuerySchema,
          response: { 200: unsubscribeResultSchema, 400: apiErrorSchema },
        },
      },
      async (request) => {
        const { userId, group, exists } = await verify(request.query.token);
        if (exists) await switchEmailOff(app.db, userId, group, app.now());
        return { group, label: NOTIFICATION_GROUP_INFO[group].label, email: false as const };
      },
    );
  });
};
