import { lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { statementByShape } from "../../db/preparedStatement";
import { rateLimitBuckets } from "../../db/schema";

export interface RateLimitRule {
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** When refused: whole seconds until one more attempt would be allowed (at least 1). */
  retryAfterSeconds: number;
}

/**
 * Sliding-window estimate over two fixed windows: this window's count plus the previous
 * window's count weighted by how much of it still overlaps the last `windowMs`. Unlike a bare
 * fixed window, this never lets a burst of 2 × limit through across a window boundary.
 *
 * `current` already includes the attempt being decided. Refused attempts count too, so an
 * attacker who keeps hammering stays locked out.
 */
export function decide(
  rule: RateLimitRule,
  counts: { current: number; previous: number },
  windowStartMs: number,
  nowMs: number,
): RateLimitDecision {
  const { limit, windowMs } = rule;
  const { current, previous } = counts;
  const estimate = current + previous * previousWeight(rule, windowStartMs, nowMs);
  if (estimate <= limit) return { allowed: true, retryAfterSeconds: 0 };

  // Earliest moment one more attempt fits, assuming no further attempts meanwhile.
  let allowedAt: number;
  if (current + 1 <= limit && previous > 0) {
    // Still within this window, once enough of the previous window has slid out.
    allowedAt = windowStartMs + windowMs * (1 - (limit - current - 1) / previous);
  } else {
    // In the next window, once enough of this window has slid out.
    const fraction = current > limit - 1 ? 1 - (limit - 1) / current : 0;
    allowedAt = windowStartMs + windowMs + windowMs * fraction;
  }
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((allowedAt - nowMs) / 1000)),
  };
}

/**
 * How much of the previous window still overlaps the last `windowMs` (1 at the window's start,
 * near 0 at its end). A statement that decides in SQL (a message's send) multiplies by this
 * same value, so it and `decide` agree to the last bit.
 */
function previousWeight(rule: RateLimitRule, windowStartMs: number, nowMs: number): number {
  return (rule.windowMs - (nowMs - windowStartMs)) / rule.windowMs;
}

/** Deletes buckets too old to matter (older than the previous window). */
export async function pruneRateLimitBuckets(db: Database, before: Date): Promise<void> {
  await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.windowStart, before));
}

/** About one hit in this many also prunes old buckets; no timer or extra process needed. */
const PRUNE_ONE_IN = 50;

/** The counts a statement with `rateLimitHitCtes` answers: this window's and the previous one's. */
export type HitCounts = { current: number | string; previous: number | string | null };

/**
 * One attempt for `key` at `now`: the values a statement with `rateLimitHitCtes` takes (the
 * windows, and the previous window's weight and the limit for a statement that decides in SQL),
 * and `settle`, which, once the statement has counted, now and then prunes old buckets and
 * decides from its counts.
 */
export function rateLimitAttempt(key: string, rule: RateLimitRule, now: Date) {
  const nowMs = now.getTime();
  const windowStartMs = Math.floor(nowMs / rule.windowMs) * rule.windowMs;
  const values = {
    key,
    windowStart: new Date(windowStartMs).toISOString(),
    previousStart: new Date(windowStartMs - rule.windowMs).toISOString(),
    previousWeight: previousWeight(rule, windowStartMs, nowMs),
    limit: rule.limit,
  };
  const settle = async (
    db: Database,
    counts: HitCounts,
    random: () => number = Math.random,
  ): Promise<RateLimitDecision> => {
    if (random() * PRUNE_ONE_IN < 1) {
      await pruneRateLimitBuckets(db, new Date(windowStartMs - rule.windowMs));
    }
    const { current, previous } = counts;
    return decide(
      rule,
      { current: Number(current), previous: Number(previous ?? 0) },
      windowStartMs,
      nowMs,
    );
  };
  return { values, settle };
}

type HitValues = ReturnType<typeof rateLimitAttempt>["values"];

/**
 * A hit's counting, for a statement's WITH: `hit` counts this attempt in the current window
 * (one atomic upsert) and answers the window's count with it; `previous_window` is the previous
 * window's count. Placeholders: key, windowStart, previousStart.
 */
export function rateLimitHitCtes(): SQL {
  return sql`
    hit as (
      insert into ${rateLimitBuckets} (key, window_start, count)
      values (${sql.placeholder("key")}, ${sql.placeholder("windowStart")}::timestamptz, 1)
      on conflict (key, window_start)
        do update set count = ${rateLimitBuckets}.count + 1
      returning count
    ),
    previous_window as (
      select count from ${rateLimitBuckets}
      where key = ${sql.placeholder("key")}
        and window_start = ${sql.placeholder("previousStart")}::timestamptz
    )`;
}

/** A hit in one statement built once (`statementByShape`): every sign-in runs it. */
const hitStatement = statementByShape<Record<string, never>, HitValues>(
  "rate_limit_hit",
  () => sql`
    with ${rateLimitHitCtes()}
    select (select count from hit) as current, (select count from previous_window) as previous
  `,
);

/**
 * Counts one attempt for `key` and decides whether it may proceed. The increment is a single
 * atomic upsert, so concurrent requests on any number of instances sharing the database can
 * never both slip under the limit.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
  now: Date,
  random: () => number = Math.random,
): Promise<RateLimitDecision> {
  const attempt = rateLimitAttempt(key, rule, now);
  const [row] = await hitStatement<HitCounts>(db, {}, attempt.values);
  if (!row) throw new Error("rate limit upsert returned no row");
  return attempt.settle(db, row, random);
}
