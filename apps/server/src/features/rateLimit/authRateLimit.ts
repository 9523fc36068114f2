import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../../plugins/errors";
import { hitRateLimit, type RateLimitDecision } from "./rateLimit";

export type AuthAction =
  | "login"
  | "register"
  | "forgot-password"
  | "reset-password"
  | "change-password"
  | "delete-account";

export const AUTH_RATE_LIMIT_WINDOW_MS = 60_000;

export function tooManyAttemptsMessage(seconds: number): string {
  // Always "seconds": the wording is part of the API contract clients may match on.
  return `Too many attempts. Try again in ${seconds} seconds.`;
}

/** Emails are hashed in bucket keys: the table is no list of who tried to sign in. */
function emailKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

/**
 * Counts one attempt of `action` for the client IP and, when given, the email it targets
 * (so spreading guesses over many IPs does not help either). Throws 429 with Retry-After
 * when either is over AUTH_RATE_LIMIT_PER_MINUTE. Call it before any password work.
 */
export async function enforceAuthRateLimit(
  request: FastifyRequest,
  reply: FastifyReply,
  action: AuthAction,
  email?: string,
): Promise<void> {
  const { db, config } = request.server;
  const now = request.server.now();
  const rule = { limit: config.authRateLimitPerMinute, windowMs: AUTH_RATE_LIMIT_WINDOW_MS };

  const decisions: RateLimitDecision[] = [
    await hitRateLimit(db, `${action}:ip:${request.ip}`, rule, now),
  ];
  if (email !== undefined) {
    decisions.push(await hitRateLimit(db, `${action}:email:${emailKey(email)}`, rule, now));
  }

  const refused = decisions.filter((d) => !d.allowed);
  if (refused.length === 0) return;
  const seconds = Math.max(...refused.map((d) => d.retryAfterSeconds));
  request.log.warn({ action, ip: request.ip }, "Rate limit reached");
  reply.header("retry-after", String(seconds));
  throw new HttpError(429, tooManyAttemptsMessage(seconds));
}
