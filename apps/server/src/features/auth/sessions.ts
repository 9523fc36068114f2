import { createHash, randomBytes } from "node:crypto";
import { and, eq, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { preparedStatement } from "../../db/preparedStatement";
import { sessions, users, type Session, type User } from "../../db/schema";
import type { SessionMemory } from "./sessionMemory";

/** A session ends 30 days after sign-in, however active it is. */
export const SESSION_ABSOLUTE_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session also ends after 14 days without a request. */
export const SESSION_IDLE_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so busy users do not cause a write per request. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

/** 32 random bytes in base64url: always 43 characters of [A-Za-z0-9_-]. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface SessionMeta {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

export interface AuthContext {
  user: User;
  session: Session;
}

/** A fresh 256-bit secret, base64url encoded (cookie values, reset links). */
export function generateToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * Only this hash reaches the database, so a leaked table cannot be replayed as cookies.
 * A plain sha256 suffices: the token has 256 bits of entropy, nothing to brute-force.
 */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function isWellFormedToken(token: unknown): token is string {
  return typeof token === "string" && TOKEN_PATTERN.test(token);
}

/** Starts a new session; the caller puts the returned token in the cookie. */
export async function createSession(
  db: Database,
  userId: string,
  meta: SessionMeta,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_TTL_MS);
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: meta.userAgent?.slice(0, 512) ?? null,
    ip: meta.ip?.slice(0, 64) ?? null,
  });
  // Housekeeping: this user's sessions that can no longer be used.
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(
          lt(sessions.expiresAt, now),
          lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_TTL_MS)),
        ),
      ),
    );
  return { token, expiresAt };
}

/** Every signed-in request runs it, unless its instance remembers the session. */
const sessionByTokenHash = preparedStatement((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder("tokenHash")))
    .limit(1)
    .prepare("session_by_token_hash"),
);

/**
 * The user and session behind a cookie token, or null when the token is unknown, malformed,
 * past its absolute expiry or idle for too long (expired rows are deleted on the way). With a
 * `memory`, a session this instance has just looked up is answered from it (sessionMemory.ts
 * says when that is safe).
 */
export async function findSessionByToken(
  db: Database,
  token: string,
  now: Date = new Date(),
  memory?: SessionMemory,
): Promise<AuthContext | null> {
  if (!isWellFormedToken(token)) return null;
  const tokenHash = hashToken(token);
  const recalled = memory?.recall(tokenHash, now.getTime());
  if (recalled && isUsable(recalled, now)) return touchIfDue(db, recalled, now, memory, tokenHash);
  // Past its end by a remembered copy: the row decides (and goes, if it is past indeed).
  if (recalled) memory?.forget(tokenHash);

  const era = memory?.era() ?? 0;
  const [row] = await sessionByTokenHash(db).execute({ tokenHash });
  if (!row) return null;
  // A deleted account's sessions are removed with it; this only guards against any left over.
  // Suspension deletes the sessions; one started in the same instant is refused here too.
  if (row.user.deletedAt || row.user.suspendedAt) return null;
  if (!isUsable(row, now)) {
    await db.delete(sessions).where(eq(sessions.id, row.session.id));
    return null;
  }
  const auth = await touchIfDue(db, row, now, memory, tokenHash);
  memory?.remember(tokenHash, auth, era, now.getTime());
  return auth;
}

/** Within its absolute end and its idle end, of an account neither deleted nor suspended. */
function isUsable({ user, session }: AuthContext, now: Date): boolean {
  if (user.deletedAt || user.suspendedAt) return false;
  const absoluteEnd = Math.min(
    session.expiresAt.getTime(),
    session.createdAt.getTime() + SESSION_ABSOLUTE_TTL_MS,
  );
  const idleEnd = session.lastSeenAt.getTime() + SESSION_IDLE_TTL_MS;
  return now.getTime() < absoluteEnd && now.getTime() < idleEnd;
}

/** Writes the session's last-seen time when it is SESSION_TOUCH_INTERVAL_MS old. */
async function touchIfDue(
  db: Database,
  auth: AuthContext,
  now: Date,
  memory: SessionMemory | undefined,
  tokenHash: string,
): Promise<AuthContext> {
  const { session } = auth;
  if (now.getTime() - session.lastSeenAt.getTime() < SESSION_TOUCH_INTERVAL_MS) return auth;
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
  session.lastSeenAt = now;
  memory?.touched(tokenHash, now);
  return auth;
}

/** Ends one session (sign-out). Unknown hashes are ignored. */
export async function revokeSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/**
 * Ends every session of the user except `keepSessionId` (password change); without it, ends
 * them all (password reset).
 */
export async function revokeOtherSessions(
  db: Database,
  userId: string,
  keepSessionId?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    );
}
