import fastifyCookie from "@fastify/cookie";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { readSessionToken } from "../features/auth/sessionCookie";
import { findSessionByToken, type AuthContext } from "../features/auth/sessions";
import { HttpError } from "./errors";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user and session, or null. Set for every /api request. */
    auth: AuthContext | null;
  }
}

/** The signed-in user and session, or a 401 for signed-out requests. */
export function requireUser(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new HttpError(401, "Authentication required");
  return request.auth;
}

/** Route hook form of requireUser: signed-out requests get 401 before their body is validated. */
export async function requireSignedIn(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

/**
 * Parses cookies and resolves the session cookie into `request.auth`. Needs the app context
 * plugin (app.db, app.config, app.now).
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCookie);
    app.decorateRequest("auth", null);

    app.addHook("onRequest", async (request) => {
      request.auth = null;
      // Pages and assets of the web app never need the session; spare them the query.
      if (!request.url.startsWith("/api/")) return;
      const token = readSessionToken(request, app.config);
      if (!token) return;
      request.auth = await findSessionByToken(app.db, token, app.now());
    });
  },
  { name: "auth", dependencies: ["app-context"] },
);
