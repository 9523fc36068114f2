import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  apiErrorSchema,
  authConfigResponseSchema,
  currentUserResponseSchema,
} from "@skyhire/shared";
import { requireUser } from "../../plugins/auth";
import { getAuthConfig } from "./authConfig";
import { currentUserResponse } from "./currentUser";

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/auth/user",
    {
      schema: {
        tags: ["auth"],
        summary: "The signed-in user (401 when signed out)",
        response: { 200: currentUserResponseSchema, 401: apiErrorSchema },
      },
    },
    // The web app treats 401 as "no user".
    async (request, reply) => {
      const { user } = requireUser(request);
      reply.header("cache-control", "no-store");
      return currentUserResponse(app.db, user.id);
    },
  );

  app.get(
    "/api/auth/config",
    {
      schema: {
        tags: ["auth"],
        summary: "Sign-in providers, endpoints and features the login screen offers",
        response: { 200: authConfigResponseSchema },
      },
    },
    async () => getAuthConfig(),
  );
};
