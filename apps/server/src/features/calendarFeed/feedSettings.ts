import { eq } from "drizzle-orm";
import type { CalendarFeedCreated, CalendarFeedStatus } from "@skyhire/shared";
import type { Database } from "../../db/client";
import { calendarFeeds, type User } from "../../db/schema";
import { feedPath, hashFeedToken, newFeedToken } from "./feedToken";

/** GET /api/calendar-feed: on or off. The address itself is not kept, only its hash. */
export async function calendarFeedStatus(db: Database, user: User): Promise<CalendarFeedStatus> {
  const [feed] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, user.id));
  return { enabled: Boolean(feed), createdAt: feed?.createdAt.toISOString() ?? null };
}

/**
 * POST /api/calendar-feed: turns the feed on, or renews it. One row per user, replaced in one
 * statement, so the earlier address stops working the moment the new one exists.
 */
export async function createCalendarFeed(
  db: Database,
  user: User,
  baseUrl: string,
  now: Date,
): Promise<CalendarFeedCreated> {
  const token = newFeedToken();
  const tokenHash = hashFeedToken(token);
  await db
    .insert(calendarFeeds)
    .values({ userId: user.id, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: now } });
  return { url: `${baseUrl}${feedPath(token)}`, createdAt: now.toISOString() };
}

/** DELETE /api/calendar-feed: the address answers 404 from now on. */
export async function revokeCalendarFeed(db: Database, user: User): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
}

/** The user a feed token belongs to, or null (unknown, renewed or revoked). */
export async function feedOwner(db: Database, token: string): Promise<string | null> {
  const [feed] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashFeedToken(token)));
  return feed?.userId ?? null;
}
