import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  apiErrorSchema,
  authConfigResponseSchema,
  changePasswordRequestSchema,
  currentUserResponseSchema,
  loginRequestSchema,
  registerRequestSchema,
  successResponseSchema,
} from "@skyhire/shared";
import { requireSignedIn, requireUser } from "../../plugins/auth";
import { enforceAuthRateLimit } from "../rateLimit/authRateLimit";
import { authenticate, changePassword, registerUser } from "./accounts";
import { configuredOAuthProviders } from "../oauth/providers";
import { getAuthConfig } from "./authConfig";
import { currentUserResponse } from "./currentUser";
import { signIn, signOut } from "./sessionCookie";
import { revokeOtherSessions } from "./sessions";
import { redirectResponse } from "../../openapi/docOnly";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

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
        security: [],
        summary: "Sign-in providers, endpoints and features the login screen offers",
        response: { 200: authConfigResponseSchema },
      },
    },
    async () => getAuthConfig(configuredOAuthProviders(app.config)),
  );

  app.post(
    "/api/auth/login",
    {
      schema: {
        tags: ["auth"],
        security: [],
        summary: "Sign in with email and password (starts a new session)",
        body: loginRequestSchema,
        response: { 200: currentUserResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      await enforceAuthRateLimit(request, reply, "login", email);
      const user = await authenticate(app.db, email, password);
      await signIn(request, reply, user.id);
      return currentUserResponse(app.db, user.id);
    },
  );

  app.post(
    "/api/auth/register",
    {
      schema: {
        tags: ["auth"],
        security: [],
        summary: "Create an account with email and password, and sign in",
        body: registerRequestSchema,
        response: { 201: currentUserResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await enforceAuthRateLimit(request, reply, "register", request.body.email);
      const user = await registerUser(app.db, request.body);
      await signIn(request, reply, user.id);
      return reply.code(201).send(await currentUserResponse(app.db, user.id));
    },
  );

  app.post(
    "/api/auth/logout",
    {
      schema: {
        tags: ["auth"],
        security: [],
        summary: "End this session (succeeds when already signed out)",
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await signOut(request, reply);
      return { success: true as const };
    },
  );

  app.get(
    "/api/logout",
    {
      schema: {
        tags: ["auth"],
        security: [],
        summary: "End this session and go to the landing page (browser navigation)",
      },
      config: { openapi: { responses: { 302: redirectResponse("To the landing page") } } },
    },
    async (request, reply) => {
      // A GET can be triggered by any site (a link, an <img>); only the app's own navigation
      // (or a typed URL) may end the session, so other sites cannot sign users out.
      const site = request.headers["sec-fetch-site"];
      if (site === undefined || site === "same-origin" || site === "none") {
        await signOut(request, reply);
      }
      return reply.redirect("/", 302);
    },
  );

  app.post(
    "/api/auth/change-password",
    {
      schema: {
        tags: ["auth"],
        summary: "Change (or set a first) password; signs out every other session",
        body: changePasswordRequestSchema,
        response: { 200: currentUserResponseSchema, ...errors },
      },
      preValidation: requireSignedIn,
    },
    async (request, reply) => {
      const { user, session } = requireUser(request);
      await enforceAuthRateLimit(request, reply, "change-password", user.email);
      await changePassword(app.db, user, request.body);
      await revokeOtherSessions(app.db, user.id, session.id);
      // And a fresh token for this browser, so a copy of the old cookie is worthless too.
      await signIn(request, reply, user.id);
      return currentUserResponse(app.db, user.id);
    },
  );
};
