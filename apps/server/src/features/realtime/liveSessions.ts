import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sessions } from "../../db/schema";
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
