import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import {
  IDEMPOTENCY_KEY_IN_PROGRESS_MESSAGE,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
} from "@skyhire/shared";
import type { Database } from "../../db/client";
import { idempotencyKeys } from "../../db/schema";
import { HttpError } from "../../plugins/errors";

/** What a request says: method, path and body. The same key with another request is refused. */
export function requestFingerprint(method: string, url: string, body: unknown): string {
  return createHash("sha256")
    .update(`${method} ${url}\n${canonicalJson(body ?? null)}`)
    .digest("hex");
}

/** JSON with object keys sorted, so {a, b} and {b, a} are the same request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export interface StoredAnswer {
  status: number;
  body: unknown;
}

export type ClaimResult =
  { claimed: true; tookOver: boolean } | { claimed: false; answer: StoredAnswer };

export interface ClaimInput {
  userId: string;
  key: string;
  fingerprint: string;
  now: Date;
  /** A claim older than this is presumed abandoned (its process died) and may be taken over. */
  leaseSeconds: number;
}

/**
 * Claims (user, key) for one request, committed at once so that a concurrent or later retry
 * sees it. Answers the stored first result when the key is done; refuses the key with 422 when
 * it came with another request, and with 409 while the first request is still running.
 *
 * A claim still `started` after the lease belongs to a request whose process died (SIGKILL,
 * power loss) before it stored an answer: the retry takes it over and runs the operation
 * again. That is safe because every money move re-checks its own state (conditional updates,
 * locked escrow, provider calls keyed by stable ids), so a second run finishes or answers what
 * the first one did instead of moving money again.
 */
export async function claimKey(db: Database, input: ClaimInput): Promise<ClaimResult> {
  const { userId, key, fingerprint, now } = input;
  const [inserted] = await db
    .insert(idempotencyKeys)
    .values({ userId, key, requestFingerprint: fingerprint, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted) return { claimed: true, tookOver: false };

  const [existing] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  // Released between our insert and select: try once more from the start.
  if (!existing) return claimKey(db, input);
  if (existing.requestFingerprint !== fingerprint) {
    throw new HttpError(422, IDEMPOTENCY_KEY_REUSED_MESSAGE);
  }
  if (existing.state === "done" && existing.responseStatus !== null) {
    return {
      claimed: false,
      answer: { status: existing.responseStatus, body: existing.responseBody },
    };
  }
  const staleBefore = new Date(now.getTime() - input.leaseSeconds * 1000);
  if (existing.updatedAt > staleBefore) {
    throw new HttpError(409, IDEMPOTENCY_KEY_IN_PROGRESS_MESSAGE);
  }
  // Take over only the exact abandoned claim we saw: of two retries racing, one wins.
  const [taken] = await db
    .update(idempotencyKeys)
    .set({ updatedAt: now })
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.state, "started"),
        eq(idempotencyKeys.updatedAt, existing.updatedAt),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  if (!taken) throw new HttpError(409, IDEMPOTENCY_KEY_IN_PROGRESS_MESSAGE);
  return { claimed: true, tookOver: true };
}

/** Stores the first result: every retry with the key gets it back. */
export async function completeKey(
  db: Database,
  userId: string,
  key: string,
  answer: StoredAnswer,
  now: Date,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({
      state: "done",
      responseStatus: answer.status,
      responseBody: answer.body,
      updatedAt: now,
    })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/**
 * Forgets a claim whose request ended without a result worth keeping (a server error, a
 * retryable provider failure): the same key may be sent again and will run again.
 */
export async function releaseKey(db: Database, userId: string, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.state, "started"),
      ),
    );
}

/** Keys are kept a day (as card processors do); older ones are deleted by the sweep. */
export const IDEMPOTENCY_KEY_RETENTION_HOURS = 24;

export async function deleteOldKeys(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_HOURS * 3600_000);
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.updatedAt, before))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
