import { eq } from "drizzle-orm";
import {
  ALREADY_SUSPENDED_MESSAGE,
  DELETED_ACCOUNT_MODERATION_MESSAGE,
  NOT_SUSPENDED_MESSAGE,
  OPERATOR_SUSPENSION_MESSAGE,
  OWN_ACCOUNT_MODERATION_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
} from "@skyhire/shared";
import type { Database, Transaction } from "../../db/client";
import { sessions, users, type User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { invalidatePilotSearchCaches } from "../pilots/responseCache";
import { recordAudit } from "./audit";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The account row locked for the change, or the 404 of an unknown user. */
async function lockAccount(tx: Transaction, userId: string): Promise<User> {
  if (!UUID_PATTERN.test(userId)) throw new HttpError(404, USER_NOT_FOUND_MESSAGE);
  const [account] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  if (!account) throw new HttpError(404, USER_NOT_FOUND_MESSAGE);
  // A deleted account is anonymized for good (features/account): nothing to suspend or restore.
  if (account.deletedAt) throw new HttpError(409, DELETED_ACCOUNT_MODERATION_MESSAGE);
  return account;
}

/**
 * POST /api/admin/users/{id}/suspend. One transaction on the account's row lock: the
 * suspension, every session ended, and the audit entry. Triggers of migration 0023 do the
 * rest in the same transaction: the pilot's service areas leave search, and the account's
 * open sockets on every instance are told to close (NOTIFY, delivered at commit). Open jobs
 * leave the board because the board skips suspended clients. Escrow is not touched: jobs
 * under way keep their money where it is until an operator or the parties settle them.
 */
export async function suspendUser(
  db: Database,
  operator: User,
  userId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    if (account.id === operator.id) throw new HttpError(403, OWN_ACCOUNT_MODERATION_MESSAGE);
    if (account.role === "admin") throw new HttpError(403, OPERATOR_SUSPENSION_MESSAGE);
    if (account.suspendedAt) throw new HttpError(409, ALREADY_SUSPENDED_MESSAGE);
    await tx
      .update(users)
      .set({ suspendedAt: now, suspensionReason: reason, suspendedByUserId: operator.id })
      .where(eq(users.id, account.id));
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, account.id))
      .returning({ id: sessions.id });
    await recordAudit(tx, {
      operatorUserId: operator.id,
      action: "user_suspend",
      targetType: "user",
      targetId: account.id,
      reason,
      details: { sessionsEnded: ended.length },
      at: now,
    });
  });
  invalidatePilotSearchCaches();
}

/** POST /api/admin/users/{id}/reinstate: the account may sign in and be listed again. */
export async function reinstateUser(
  db: Database,
  operator: User,
  userId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    if (!account.suspendedAt) throw new HttpError(409, NOT_SUSPENDED_MESSAGE);
    await tx
      .update(users)
      .set({ suspendedAt: null, suspensionReason: null, suspendedByUserId: null })
      .where(eq(users.id, account.id));
    await recordAudit(tx, {
      operatorUserId: operator.id,
      action: "user_reinstate",
      targetType: "user",
      targetId: account.id,
      reason,
      details: { suspendedAt: account.suspendedAt.toISOString() },
      at: now,
    });
  });
  invalidatePilotSearchCaches();
}
