import { createHash } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import {
  NOTHING_TO_PAY_OUT_MESSAGE,
  payoutTooLargeForBalanceMessage,
  type PayoutDto,
  type PayoutListDto,
} from "@skyhire/shared";
import type { Database } from "../../db/client";
import {
  ledgerAccounts,
  payoutAccounts,
  payouts,
  providerOperations,
  type Payout,
  type User,
} from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { accountId, balanceOf } from "../ledger/accounts";
import { postTransfer } from "../ledger/transfers";
import { queueProviderOperation } from "../payments/queue";
import { runOperationNow, type RunnerContext } from "../payments/runner";

export const PAYOUT_ACCOUNT_REQUIRED_MESSAGE =
  "Connect a Stripe account for payouts before withdrawing your balance.";
/** Where the test provider "sends" payouts: there is no real bank in test mode. */
export const TEST_BANK_DESTINATION = "test_bank_account";

export function toPayoutDto(row: Payout): PayoutDto {
  return {
    id: row.id,
    amountCents: row.amountCents,
    status: row.status,
    provider: row.provider,
    providerPayoutId: row.providerPayoutId,
    failureMessage: row.failureMessage,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function destinationOf(db: Database, user: User, provider: string): Promise<string> {
  if (provider === "test") return TEST_BANK_DESTINATION;
  const [account] = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.userId, user.id), eq(payoutAccounts.provider, provider)));
  if (!account) throw new HttpError(409, PAYOUT_ACCOUNT_REQUIRED_MESSAGE);
  return account.accountId;
}

/**
 * POST /api/payouts: the pilot withdraws `amount` cents (all of the available balance when
 * omitted). The payout's id comes from the request's Idempotency-Key, so a run taken over
 * after a crash answers the payout already made. ONE transaction locks the pilot's balance account row (FOR UPDATE: concurrent
 * payouts queue here and each sees what the previous one left), writes the payout row, moves
 * the money pilot_balance → payouts with the ledger transfer, and queues the provider payout;
 * the no-overdraft CHECK refuses anything past the balance even if this code were wrong.
 * After commit the payout is sent; a definite refusal puts the money back (correcting
 * transfer) and marks it failed, a provider outage leaves it pending for the sweep.
 */
export async function requestPayout(
  runner: RunnerContext,
  user: User,
  amount: number | undefined,
  requestKey: string,
): Promise<PayoutDto> {
  const { db } = runner;
  const now = runner.now();
  const provider = runner.providers.active;
  const balance = { kind: "pilot_balance" as const, userId: user.id };
  const id = payoutIdFor(user.id, requestKey);

  // The same request run again (its process died before answering): finish and answer it.
  const [existing] = await db.select().from(payouts).where(eq(payouts.id, id));
  if (existing) return send(runner, existing.id);

  const destination = await destinationOf(db, user, provider.name);
  await db.transaction(async (tx) => {
    const balanceAccountId = await accountId(tx, balance);
    const [account] = await tx
      .select({ balance: ledgerAccounts.balanceCents })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, balanceAccountId))
      .for("update");
    const available = account?.balance ?? 0;
    if (available <= 0) throw new HttpError(409, NOTHING_TO_PAY_OUT_MESSAGE);
    const amountCents = amount ?? available;
    if (amountCents > available)
      throw new HttpError(409, payoutTooLargeForBalanceMessage(available));

    const [payout] = await tx
      .insert(payouts)
      .values({
        id,
        pilotUserId: user.id,
        amountCents,
        provider: provider.name,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!payout) throw new Error("insert returned no payout");
    const transferId = await postTransfer(tx, {
      kind: "payout",
      memo: `Payout ${payout.id}`,
      legs: [
        { account: balance, amount: -amountCents },
        { account: { kind: "payouts", userId: user.id }, amount: amountCents },
      ],
    });
    await tx.update(payouts).set({ transferId }).where(eq(payouts.id, payout.id));
    await queueProviderOperation(
      tx,
      {
        provider: provider.name,
        kind: "payout",
        idempotencyKey: `payout_${payout.id}`,
        amountCents,
        destination,
        payoutId: payout.id,
        transferId,
        userId: user.id,
      },
      { callerRunsIt: true },
    );
  });
  return send(runner, id);
}

/** Sends the payout's queued provider call now (unless it ran already) and answers the payout. */
async function send(runner: RunnerContext, payoutId: string): Promise<PayoutDto> {
  const { db } = runner;
  const [operation] = await db
    .select({ id: providerOperations.id })
    .from(providerOperations)
    .where(eq(providerOperations.idempotencyKey, `payout_${payoutId}`));
  if (operation) {
    await runOperationNow(runner, operation.id).catch((error: unknown) => {
      runner.log.error(
        { err: error, payout: payoutId },
        "Sending a payout failed; the sweep retries",
      );
    });
  }
  const [row] = await db.select().from(payouts).where(eq(payouts.id, payoutId));
  if (!row) throw new Error(`payout ${payoutId} vanished`);
  return toPayoutDto(row);
}

/**
 * The payout's id, derived from the pilot and the request's Idempotency-Key: a request run
 * again after a crash finds the payout its first run committed instead of making a second one.
 */
export function payoutIdFor(userId: string, requestKey: string): string {
  const hex = createHash("sha256").update(`payout:${userId}:${requestKey}`).digest("hex");
  // Shaped as a version 4, variant 1 UUID so it fits the uuid column.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** GET /api/payouts: the caller's payouts, newest first, and what is available now. */
export async function listPayouts(db: Database, user: User): Promise<PayoutListDto> {
  const rows = await db
    .select()
    .from(payouts)
    .where(eq(payouts.pilotUserId, user.id))
    .orderBy(desc(payouts.createdAt), desc(payouts.id));
  return {
    availableCents: await balanceOf(db, { kind: "pilot_balance", userId: user.id }),
    payouts: rows.map(toPayoutDto),
  };
}
