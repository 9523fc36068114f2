import fastifyCookie from "@fastify/cookie";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { DatabaseHandle } from "../db/client";
import { readSessionToken } from "../features/auth/sessionCookie";
import { listenForAuthChanges } from "../features/auth/authChanges";
import { SessionMemory } from "../features/auth/sessionMemory";
import { findSessionByToken, type AuthContext } from "../features/auth/sessions";
import { HttpError } from "./errors";

declare module "fastify" {
  interface FastifyInstance {
    /** The sessions this instance has just looked up (features/auth/sessionMemory.ts). */
    sessionMemory: SessionMemory;
  }
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

/** Requests that only read: every other one may have changed a user or a session. */
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Parses cookies and resolves the session cookie into `request.auth`. Needs the app context
 * plugin (app.db, app.config, app.now).
 */
export const authPlugin = fp(
  async (app: FastifyInstance, { database }: { database: DatabaseHandle }) => {
    await app.register(fastifyCookie);
    app.decorateRequest("auth", null);
    const memory = new SessionMemory(app.config.sessionMemorySeconds * 1000);
    app.decorate("sessionMemory", memory);

    app.addHook("onRequest", async (request) => {
      request.auth = null;
      // Pages and assets of the web app never need the session; spare them the query.
      if (!request.url.startsWith("/api/")) return;
      const token = readSessionToken(request, app.config);
      if (!token) return;
      request.auth = await findSessionByToken(app.db, token, app.now(), memory);
    });
    // This instance's own changes are not left to their announcement, which could arrive after
    // the answer and the caller's next request: a write, or a sign-in or sign-out by link (a GET
    // that sets or clears a cookie), forgets every session before it answers.
    app.addHook("onSend", async (request, reply) => {
      if (!READS.has(request.method) || reply.hasHeader("set-cookie")) memory.forgetAll();
    });

    if (app.config.sessionMemorySeconds > 0) {
      let listener: Awaited<ReturnType<typeof listenForAuthChanges>> | null = null;
      app.addHook("onReady", async () => {
        listener = await listenForAuthChanges(database, memory, app.log);
      });
      app.addHook("onClose", async () => {
        await listener?.close();
      });
    }
  },
  { name: "auth", dependencies: ["app-context"] },
);
