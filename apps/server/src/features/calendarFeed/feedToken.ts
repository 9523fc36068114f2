import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes, URL-safe: the secret in the feed's address. */
export function newFeedToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Only the SHA-256 is stored, so a database copy does not open anyone's calendar. */
export function hashFeedToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The feed's path for a token (the only place the token appears in a URL). */
export function feedPath(token: string): string {
  return `/api/calendar/${token}/schedule.ics`;
}
