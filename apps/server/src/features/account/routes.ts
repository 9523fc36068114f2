import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  accountDataExportSchema,
  accountDeletionCheckSchema,
  apiErrorSchema,
  deleteAccountRequestSchema,
  EXPORT_RATE_LIMIT_MESSAGE,
  successResponseSchema,
} from "@skyhire/shared";
import { requireSignedIn, requireUser } from "../../plugins/auth";
import { HttpError } from "../../plugins/errors";
import { clearSessionCookie } from "../auth/sessionCookie";
import { attachmentDisposition } from "../invoices/csv";
import { enforceAuthRateLimit } from "../rateLimit/authRateLimit";
import { hitRateLimit } from "../rateLimit/rateLimit";
import { deleteAccount } from "./deleteAccount";
import { deletionBlockers } from "./deletionBlockers";
import { exportAccountData } from "./exportData";

/** Reading everything a person has is a heavy query: a few downloads an hour is plenty. */
export const ACCOUNT_EXPORT_RATE_LIMIT = { limit: 5, windowMs: 60 * 60 * 1000 };

/** "Your data": the export of everything the caller has, and deleting the account. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/account/export",
    {
      schema: {
        tags: ["account"],
        summary: "Everything SkyHire holds about the caller, as one JSON attachment",
        response: { 200: accountDataExportSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const now = app.now();
      const decision = await hitRateLimit(
        app.db,
        `account-export:user:${user.id}`,
        ACCOUNT_EXPORT_RATE_LIMIT,
        now,
      );
      if (!decision.allowed) {
        reply.header("retry-after", String(decision.retryAfterSeconds));
        throw new HttpError(429, EXPORT_RATE_LIMIT_MESSAGE(decision.retryAfterSeconds));
      }
      reply
        .header("content-disposition", attachmentDisposition("data", "json", now))
        .header("cache-control", "no-store");
      return exportAccountData(app.db, user, now);
    },
  );

  app.get(
    "/api/account/deletion",
    {
      schema: {
        tags: ["account"],
        summary: "Whether the caller's account can be deleted now, and every reason it can't",
        response: { 200: accountDeletionCheckSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const blockers = await deletionBlockers(app.db, user);
      reply.header("cache-control", "no-store");
      return {
        allowed: blockers.length === 0,
        passwordRequired: user.passwordHash !== null,
        blockers,
      };
    },
  );

  app.post(
    "/api/account/delete",
    {
      schema: {
        tags: ["account"],
        summary:
          "Delete the caller's account: anonymized, signed out everywhere; 409 lists every reason it can't be yet",
        body: deleteAccountRequestSchema,
        response: {
          200: successResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      preValidation: requireSignedIn,
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      // Counted per address and per account: the password check must not become an oracle.
      await enforceAuthRateLimit(request, reply, "delete-account", user.email);
      await deleteAccount(app, user, request.body);
      clearSessionCookie(reply, app.config);
      return { success: true as const };
    },
  );
};
