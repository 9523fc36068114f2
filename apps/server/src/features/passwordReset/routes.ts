import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { publicBaseUrl } from "../../plugins/origins";
import {
  apiErrorSchema,
  forgotPasswordRequestSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
} from "@skyhire/shared";
import { enforceAuthRateLimit } from "../rateLimit/authRateLimit";
import {
  FORGOT_PASSWORD_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
  requestPasswordReset,
  resetPassword,
} from "./passwordReset";

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/auth/forgot-password",
    {
      schema: {
        tags: ["auth"],
        security: [],
        summary: "Email a password reset link (same answer whether or not the account exists)",
        body: forgotPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await enforceAuthRateLimit(request, reply, "forgot-password", request.body.email);
      await requestPasswordReset(
        app,
        request.body.email,
        request.log,
        publicBaseUrl(app.config, request),
      );
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.post(
    "/api/auth/reset-password",
    {
      schema: {
        tags: ["auth"],
        security: [],
        summary: "Choose a new password with a reset link's token; signs out everywhere",
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await enforceAuthRateLimit(request, reply, "reset-password");
      await resetPassword(app.db, request.body.token, request.body.password, app.now());
      return { message: PASSWORD_RESET_DONE_MESSAGE };
    },
  );
};
