import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppConfig } from "../../config/env";
import { assertAccountActive } from "../moderation/accountGuard";
import {
  createSession,
  hashToken,
  isWellFormedToken,
  revokeSession,
  SESSION_ABSOLUTE_TTL_MS,
} from "./sessions";

export const SESSION_COOKIE_NAME = "skyhire_session";
/**
 * Over https the `__Host-` prefix makes browsers insist on Secure, Path=/ and no Domain, so a
 * sibling subdomain cannot plant or overwrite the session cookie.
 */
export const SECURE_SESSION_COOKIE_NAME = "__Host-skyhire_session";

export function usesHttps(config: Pick<AppConfig, "appUrl">): boolean {
  return new URL(config.appUrl).protocol === "https:";
}

export function sessionCookieName(config: Pick<AppConfig, "appUrl">): string {
  return usesHttps(config) ? SECURE_SESSION_COOKIE_NAME : SESSION_COOKIE_NAME;
}

function cookieOptions(config: Pick<AppConfig, "appUrl">) {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: usesHttps(config),
  };
}

export function setSessionCookie(reply: FastifyReply, token: string, config: AppConfig): void {
  reply.setCookie(sessionCookieName(config), token, {
    ...cookieOptions(config),
    maxAge: Math.floor(SESSION_ABSOLUTE_TTL_MS / 1000),
  });
  // Responses that hand out a session must never be stored by a shared cache.
  reply.header("cache-control", "no-store");
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(sessionCookieName(config), cookieOptions(config));
  reply.header("cache-control", "no-store");
}

/** The session token the request carries, when it is well formed. */
export function readSessionToken(request: FastifyRequest, config: AppConfig): string | undefined {
  const value = request.cookies[sessionCookieName(config)];
  return isWellFormedToken(value) ? value : undefined;
}

/**
 * Signs the user in on this browser: always a brand-new session (so a token planted before
 * sign-in is worthless afterwards), and the session the request came with, if any, is ended.
 * A suspended account gets no session, however it signed in (password, provider): 403 with
 * the operator's reason.
 */
export async function signIn(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<{ token: string; expiresAt: Date }> {
  const { db, config } = request.server;
  await assertAccountActive(db, userId);
  const previous = readSessionToken(request, config);
  if (previous) await revokeSession(db, hashToken(previous));
  const created = await createSession(
    db,
    userId,
    { userAgent: request.headers["user-agent"], ip: request.ip },
    request.server.now(),
  );
  setSessionCookie(reply, created.token, config);
  return created;
}

/** Ends the request's session server-side (if any) and clears the cookie. */
export async function signOut(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { db, config } = request.server;
  const token = readSessionToken(request, config);
  if (token) await revokeSession(db, hashToken(token));
  request.auth = null;
  clearSessionCookie(reply, config);
}
