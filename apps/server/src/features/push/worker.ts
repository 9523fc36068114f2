import { and, eq, inArray, lt, ne, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { notifications, pushOutbox, pushSubscriptions } from "../../db/schema";
import { channelSwitches, notificationGroupOf } from "@skyhire/shared";
import { loadSettings } from "../notificationPreferences/preferences";
import { pushPayload, pushTopic } from "./payload";
import { sendPush, type SendOutcome, type VapidSigner } from "./sender";
import { forgetSubscriptions } from "./subscriptions";

export interface PushWorkerContext {
  db: Database;
  now: () => Date;
  log: FastifyBaseLogger;
  vapid: VapidSigner;
  /**
   * While a push is being sent, other instances leave it alone this long; a process that died
   * mid-send leaves it to lapse, then another instance sends it again.
   */
  leaseMs: number;
}

/** A push is tried this many times, then given up. */
export const PUSH_MAX_ATTEMPTS = 8;
/** How long push services keep a message for an offline device; older news is not worth it. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** Waits between tries: 30 s, 1 min, 2 min... at most an hour. */
export const pushBackoffMs = (attempts: number) =>
  Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);
const SEND_TIMEOUT_MS = 15_000;
const BATCH_SIZE = 20;
/** Sent and abandoned pushes are kept this long for looking into, then deleted. */
const KEEP_DONE_MS = 7 * 24 * 60 * 60 * 1000;

export interface PushDrainReport {
  sent: number;
  retrying: number;
  /** Subscriptions forgotten because their push service answered 404 or 410. */
  gone: number;
  failed: number;
}

interface Claimed {
  id: string;
  attempts: number;
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  notification: {
    id: string;
    userId: string;
    kind: string;
    title: string;
    body: string | null;
    link: string | null;
    createdAt: Date;
  };
}

/**
 * Takes up to `limit` due pushes and pushes their next attempt past the lease, so other server
 * instances skip them (FOR UPDATE SKIP LOCKED: two workers never take the same row).
 */
async function claim(
  ctx: PushWorkerContext,
  limit: number,
): Promise<{ claimed: number; toSend: Claimed[] }> {
  const now = ctx.now();
  const due = sql`(select ${pushOutbox.id} from ${pushOutbox}
    where ${pushOutbox.status} = 'pending' and ${pushOutbox.nextAttemptAt} <= ${now.toISOString()}
    order by ${pushOutbox.nextAttemptAt}
    limit ${limit}
    for update skip locked)`;
  const claimed = await ctx.db
    .update(pushOutbox)
    .set({
      attempts: sql`${pushOutbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + ctx.leaseMs),
    })
    .where(inArray(pushOutbox.id, due))
    .returning({ id: pushOutbox.id, attempts: pushOutbox.attempts });
  if (claimed.length === 0) return { claimed: 0, toSend: [] };
  const attempts = new Map(claimed.map((row) => [row.id, row.attempts]));
  const rows = await ctx.db
    .select({
      id: pushOutbox.id,
      subscriptionId: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      notification: {
        id: notifications.id,
        userId: notifications.userId,
        kind: notifications.kind,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
        createdAt: notifications.createdAt,
      },
    })
    .from(pushOutbox)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
    .innerJoin(notifications, eq(notifications.id, pushOutbox.notificationId))
    .where(inArray(pushOutbox.id, [...attempts.keys()]));
  // A row missing here lost its subscription meanwhile (cascade): nothing left to send.
  const claimedRows = rows.map((row) => ({ ...row, attempts: attempts.get(row.id) ?? 1 }));
  return { claimed: claimed.length, toSend: await skipSwitchedOff(ctx, claimedRows) };
}

/**
 * The user's push switch of the notification's group, read when sending: a push queued before
 * the user switched it off is marked skipped, never sent.
 */
async function skipSwitchedOff(ctx: PushWorkerContext, rows: Claimed[]): Promise<Claimed[]> {
  const settings = await loadSettings(
    ctx.db,
    rows.map((row) => row.notification.userId),
  );
  const off = (row: Claimed) => {
    const group = notificationGroupOf(row.notification.kind);
    return !channelSwitches(settings.get(row.notification.userId)?.channels ?? {}, group).push;
  };
  const skipped = rows.filter(off).map((row) => row.id);
  if (skipped.length > 0) {
    await ctx.db
      .update(pushOutbox)
      .set({ status: "skipped" })
      .where(and(inArray(pushOutbox.id, skipped), eq(pushOutbox.status, "pending")));
  }
  return rows.filter((row) => !off(row));
}

/** Sends due pushes until none is left (or `limit` were tried); answers what happened. */
export async function drainPushOutbox(
  ctx: PushWorkerContext,
  limit = 200,
): Promise<PushDrainReport> {
  const report: PushDrainReport = { sent: 0, retrying: 0, gone: 0, failed: 0 };
  let tried = 0;
  while (tried < limit) {
    const { claimed, toSend: batch } = await claim(ctx, Math.min(BATCH_SIZE, limit - tried));
    if (claimed === 0) break;
    tried += claimed;
    const outcomes = await Promise.all(batch.map((push) => deliver(ctx, push)));
    const gone = new Set<string>();
    outcomes.forEach((outcome, i) => {
      const push = batch[i]!;
      if (outcome.kind === "gone") gone.add(push.subscriptionId);
      report[outcome.result] += 1;
    });
    await forgetSubscriptions(ctx.db, [...gone]);
  }
  return report;
}

async function deliver(
  ctx: PushWorkerContext,
  push: Claimed,
): Promise<SendOutcome & { result: keyof PushDrainReport }> {
  const outcome = await sendPush(push, JSON.stringify(pushPayload(push.notification)), {
    vapid: ctx.vapid,
    ttlSeconds: PUSH_TTL_SECONDS,
    topic: pushTopic(push.notification.id),
    timeoutMs: SEND_TIMEOUT_MS,
  });
  const now = ctx.now();
  const pending = and(eq(pushOutbox.id, push.id), eq(pushOutbox.status, "pending"));
  const log = { push: push.id, notification: push.notification.id, attempts: push.attempts };
  switch (outcome.kind) {
    case "sent":
      await ctx.db
        .update(pushOutbox)
        .set({ status: "sent", sentAt: now, lastError: null })
        .where(pending);
      return { ...outcome, result: "sent" };
    case "gone":
      ctx.log.info({ ...log, status: outcome.status }, "Push subscription gone; forgetting it");
      return { ...outcome, result: "gone" };
    case "retry": {
      const stale = now.getTime() - push.notification.createdAt.getTime() > PUSH_TTL_SECONDS * 1000;
      if (push.attempts < PUSH_MAX_ATTEMPTS && !stale) {
        const waitMs = Math.max(pushBackoffMs(push.attempts), outcome.retryAfterMs ?? 0);
        ctx.log.warn({ ...log, err: outcome.error }, "Push not delivered; will retry");
        await ctx.db
          .update(pushOutbox)
          .set({ nextAttemptAt: new Date(now.getTime() + waitMs), lastError: outcome.error })
          .where(pending);
        return { ...outcome, result: "retrying" };
      }
      break;
    }
    case "failed":
      break;
  }
  ctx.log.warn({ ...log, err: outcome.error }, "Push given up");
  await ctx.db
    .update(pushOutbox)
    .set({ status: "failed", lastError: outcome.error })
    .where(pending);
  return { ...outcome, result: "failed" };
}

/** Deletes sent and abandoned pushes older than a week. */
export async function deleteOldPushes(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(pushOutbox)
    .where(
      and(
        ne(pushOutbox.status, "pending"),
        lt(pushOutbox.createdAt, new Date(now.getTime() - KEEP_DONE_MS)),
      ),
    )
    .returning({ id: pushOutbox.id });
  return deleted.length;
}
