import { ECDH } from "node:crypto";
import { and, desc, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import {
  PUSH_SUBSCRIPTION_NOT_FOUND_MESSAGE,
  type PushSubscriptionInput,
  type PushSubscriptionItem,
} from "@skyhire/shared";
import type { Database, Transaction } from "../../db/client";
import { pushSubscriptions } from "../../db/schema";
import { HttpError } from "../../plugins/errors";

/** Devices kept per user; the least recently (re)subscribed beyond it are forgotten. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_USER = 10;

/** Whether the key is a point on P-256 (encrypting to anything else would fail at send time). */
export function isP256PublicKey(p256dh: string): boolean {
  try {
    // Decoding the point checks that it lies on the curve.
    ECDH.convertKey(Buffer.from(p256dh, "base64url"), "prime256v1");
    return true;
  } catch {
    return false;
  }
}

/**
 * Saves the browser's subscription for the user, keyed by its endpoint (a browser subscribes
 * again with the same endpoint after a reload or a key change). An endpoint last saved by
 * another user (someone else signed in on that browser) moves to this user, and the pushes
 * still queued for the previous user are dropped with the old row: they must not reach the
 * new user's screen.
 */
export async function saveSubscription(
  db: Database,
  userId: string,
  input: PushSubscriptionInput,
  now: Date,
): Promise<{ subscription: PushSubscriptionItem; created: boolean }> {
  const values = {
    userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    expiresAt: input.expirationTime == null ? null : new Date(input.expirationTime),
    updatedAt: now,
  };
  return db.transaction(async (tx) => {
    await tx
      .delete(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.endpoint, input.endpoint), ne(pushSubscriptions.userId, userId)),
      );
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ ...values, createdAt: now })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
      .returning({
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        createdAt: pushSubscriptions.createdAt,
        // xmax is 0 on a row this statement inserted, set when it updated an existing one.
        created: sql<boolean>`(xmax = 0)`,
      });
    if (!row) throw new Error("push subscription upsert returned no row");
    await forgetOldestBeyondLimit(tx, userId);
    return {
      subscription: { id: row.id, endpoint: row.endpoint, createdAt: row.createdAt.toISOString() },
      created: row.created,
    };
  });
}

async function forgetOldestBeyondLimit(db: Database | Transaction, userId: string) {
  const kept = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
    .limit(MAX_PUSH_SUBSCRIPTIONS_PER_USER);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
}

/**
 * Forgets the user's subscription with this endpoint (the browser unsubscribed); its queued
 * pushes go with it. Another user's endpoint, or an unknown one, is not found.
 */
export async function removeSubscription(
  db: Database,
  userId: string,
  endpoint: string,
): Promise<void> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (deleted.length === 0) throw new HttpError(404, PUSH_SUBSCRIPTION_NOT_FOUND_MESSAGE);
}

/** Drops subscriptions the push service said are gone (404 or 410). */
export async function forgetSubscriptions(db: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}
