import {
  MESSAGE_DIGEST_KIND,
  emailAllowed,
  notificationGroupOf,
  type NotificationGroup,
} from "@skyhire/shared";
import { and, asc, eq, gt, inArray, lt, lte, ne, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import {
  conversationMembers,
  conversations,
  emailOutbox,
  jobs,
  messages,
  notifications,
  users,
} from "../../db/schema";
import type { MailMessage, Mailer } from "../mail/mailer";
import { loadSettings } from "../notificationPreferences/preferences";
import { messageDigestEmail, notificationEmail, type LinkContext, type Recipient } from "./compose";

export interface EmailWorkerContext extends LinkContext {
  db: Database;
  mailer: Mailer;
  now: () => Date;
  log: FastifyBaseLogger;
  /** While an email is being sent, other instances leave it alone this long. */
  leaseMs: number;
}

/** An email is tried this many times, then marked failed. */
export const EMAIL_MAX_ATTEMPTS = 6;
/** Waits between tries: 1 min, 2, 4, 8, 16. */
export const emailBackoffMs = (attempts: number) =>
  Math.min(60_000 * 2 ** (attempts - 1), 3_600_000);
// Sent one after another: a batch must finish well within the lease (SMTP timeouts add to 50 s).
const BATCH_SIZE = 5;
/** Sent, skipped and abandoned emails are kept this long for looking into, then deleted. */
const KEEP_DONE_MS = 30 * 24 * 60 * 60 * 1000;

export interface EmailDrainReport {
  sent: number;
  skipped: number;
  retrying: number;
  failed: number;
}

/**
 * Takes up to `limit` due emails and pushes their next attempt past the lease (FOR UPDATE SKIP
 * LOCKED: two instances never take the same row, so an email goes out once).
 */
async function claim(ctx: EmailWorkerContext, limit: number) {
  const now = ctx.now();
  const due = sql`(select ${emailOutbox.id} from ${emailOutbox}
    where ${emailOutbox.status} = 'pending' and ${emailOutbox.nextAttemptAt} <= ${now.toISOString()}
    order by ${emailOutbox.nextAttemptAt}
    limit ${limit}
    for update skip locked)`;
  return ctx.db
    .update(emailOutbox)
    .set({
      attempts: sql`${emailOutbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + ctx.leaseMs),
    })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

type Claimed = Awaited<ReturnType<typeof claim>>[number];

/** The message to send, or why nothing is sent. */
async function compose(
  ctx: EmailWorkerContext,
  row: Claimed,
  to: Recipient,
): Promise<{ group: NotificationGroup; mail: MailMessage | null }> {
  if (row.notificationId) {
    const [n] = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, row.notificationId));
    if (!n) return { group: "account", mail: null };
    const group = notificationGroupOf(n.kind);
    return { group, mail: notificationEmail(ctx, to, group, n) };
  }
  const group = notificationGroupOf(MESSAGE_DIGEST_KIND);
  const conversationId = row.conversationId!;
  const [member] = await ctx.db
    .select({ lastReadSeq: conversationMembers.lastReadSeq })
    .from(conversationMembers)
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, row.userId),
      ),
    );
  // Read meanwhile: nothing left to tell.
  if (!member || member.lastReadSeq >= (row.throughSeq ?? 0)) return { group, mail: null };
  const after = Math.max(row.afterSeq ?? 0, member.lastReadSeq);
  const unread = await ctx.db
    .select({ body: messages.body, senderFirst: users.firstName, senderLast: users.lastName })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderUserId))
    .where(
      and(
        eq(messages.conversationId, conversationId),
        gt(messages.seq, after),
        lte(messages.seq, row.throughSeq ?? 0),
        ne(messages.senderUserId, row.userId),
      ),
    )
    .orderBy(asc(messages.seq));
  const first = unread[0];
  if (!first) return { group, mail: null };
  const [conversation] = await ctx.db
    .select({ jobTitle: jobs.title })
    .from(conversations)
    .leftJoin(jobs, eq(jobs.id, conversations.jobId))
    .where(eq(conversations.id, conversationId));
  const mail = messageDigestEmail(ctx, to, {
    conversationId,
    // As the conversation shows people: first name and initial.
    senderName: `${first.senderFirst} ${first.senderLast.charAt(0)}.`,
    jobTitle: conversation?.jobTitle ?? null,
    messages: unread,
  });
  return { group, mail };
}

async function settle(
  ctx: EmailWorkerContext,
  row: Claimed,
  change: Partial<typeof emailOutbox.$inferInsert>,
) {
  await ctx.db
    .update(emailOutbox)
    .set(change)
    .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, "pending")));
}

async function deliver(ctx: EmailWorkerContext, row: Claimed): Promise<keyof EmailDrainReport> {
  const now = ctx.now();
  const [user] = await ctx.db
    .select({ email: users.email, firstName: users.firstName, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, row.userId));
  const settings = (await loadSettings(ctx.db, [row.userId])).get(row.userId);
  // A deleted account's address is a placeholder nobody reads: never mail it.
  const to: Recipient | null =
    user && !user.deletedAt
      ? { userId: row.userId, email: user.email, firstName: user.firstName }
      : null;
  const composed = to ? await compose(ctx, row, to) : null;
  const allowed =
    composed?.mail &&
    emailAllowed(settings?.channels ?? {}, settings?.emailPausedUntil ?? null, composed.group, now);
  if (!composed?.mail || !allowed) {
    await settle(ctx, row, { status: "skipped", lastError: null });
    return "skipped";
  }
  try {
    await ctx.mailer.send(composed.mail);
    await settle(ctx, row, { status: "sent", sentAt: ctx.now(), lastError: null });
    return "sent";
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const log = { email: row.id, attempts: row.attempts, err: error };
    if (row.attempts < EMAIL_MAX_ATTEMPTS) {
      ctx.log.warn(log, "Email not sent; will retry");
      const next = new Date(now.getTime() + emailBackoffMs(row.attempts));
      await settle(ctx, row, { nextAttemptAt: next, lastError: message.slice(0, 500) });
      return "retrying";
    }
    ctx.log.error(log, "Email given up");
    await settle(ctx, row, { status: "failed", lastError: message.slice(0, 500) });
    return "failed";
  }
}

/** Sends due emails until none is left (or `limit` were tried); answers what happened. */
export async function drainEmailOutbox(
  ctx: EmailWorkerContext,
  limit = 200,
): Promise<EmailDrainReport> {
  const report: EmailDrainReport = { sent: 0, skipped: 0, retrying: 0, failed: 0 };
  let tried = 0;
  while (tried < limit) {
    const batch = await claim(ctx, Math.min(BATCH_SIZE, limit - tried));
    if (batch.length === 0) break;
    tried += batch.length;
    for (const row of batch) report[await deliver(ctx, row)] += 1;
  }
  return report;
}

/** Deletes sent, skipped and abandoned emails older than a month. */
export async function deleteOldEmails(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(emailOutbox)
    .where(
      and(
        ne(emailOutbox.status, "pending"),
        lt(emailOutbox.createdAt, new Date(now.getTime() - KEEP_DONE_MS)),
      ),
    )
    .returning({ id: emailOutbox.id });
  return deleted.length;
}
