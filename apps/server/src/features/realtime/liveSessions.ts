import { and, inArray, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sessions, users } from "../../db/schema";
import { SESSION_ABSOLUTE_TTL_MS, SESSION_IDLE_TTL_MS } from "../auth/sessions";

/**
 * Which of these sessions may still be used, by the rules of findSessionByToken, without
 * touching last_seen_at: a tab left open is not activity, so it must not keep a session alive.
 * Signed out, revoked (password change) or expired sessions are missing from the answer.
 */
export async function liveSessionIds(
  db: Database,
  sessionIds: string[],
  now: Date,
): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(inArray(sessions.id, sessionIds));
  const live = rows.filter((s) => {
    const end = Math.min(
      s.expiresAt.getTime(),
      s.createdAt.getTime() + SESSION_ABSOLUTE_TTL_MS,
      s.lastSeenAt.getTime() + SESSION_IDLE_TTL_MS,
    );
    return now.getTime() < end;
  });
  return new Set(live.map((s) => s.id));
}

/** The operators' reasons for the suspended accounts among these users. */
export async function suspensionReasons(
  db: Database,
  userIds: string[],
): Promise<Map<string, string | null>> {
  const rows = await db
    .select({ id: users.id, reason: users.suspensionReason })
    .from(users)
    .where(and(inArray(users.id, userIds), isNotNull(users.suspendedAt)));
  return new Map(rows.map((row) => [row.id, row.reason]));
}
