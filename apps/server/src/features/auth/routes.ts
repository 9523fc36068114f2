import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema, authConfigResponseSchema } from "@skyhire/shared";
import { HttpError } from "../../plugins/errors";
import { getAuthConfig } from "./authConfig";

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/auth/user",
    {
      schema: {
        tags: ["auth"],
        summary: "The signed-in user (401 when signed out)",
        response: { 401: apiErrorSchema },
      },
    },
    // Sessions do not exist yet, so nobody is signed in; the web app treats 401 as "no user".
    async () => {
      throw new HttpError(401, "Authentication required");
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
