import { and, eq, inArray } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { payouts } from "../../db/schema";
import { postTransfer } from "../ledger/transfers";
import { notifyPayout } from "./notices";

/** The provider confirmed the payout: it is on its way to the pilot's bank; the pilot is told. */
export async function markPayoutPaid(
  tx: Transaction,
  payoutId: string,
  providerPayoutId: string | null,
  now: Date,
): Promise<void> {
  const [paid] = await tx
    .update(payouts)
    .set({ status: "paid", providerPayoutId, updatedAt: now })
    .where(and(eq(payouts.id, payoutId), eq(payouts.status, "pending")))
    .returning();
  if (paid) await notifyPayout(tx, paid, { sent: true }, now);
}

/**
 * The provider refused the payout for good: the money goes back to the pilot's balance with a
 * correcting transfer (ledger transfers are never edited), and the payout shows as failed with
 * the reason; the pilot is told. Conditional on the payout still pending, so it is reversed once.
 */
export async function markPayoutFailed(
  tx: Transaction,
  payoutId: string,
  message: string,
  now: Date,
  { evenIfPaid = false }: { evenIfPaid?: boolean } = {},
): Promise<void> {
  const [payout] = await tx
    .update(payouts)
    .set({ status: "failed", failureMessage: message, updatedAt: now })
    .where(
      and(
        eq(payouts.id, payoutId),
        evenIfPaid ? inArray(payouts.status, ["pending", "paid"]) : eq(payouts.status, "pending"),
      ),
    )
    .returning();
  if (!payout) return;
  await postTransfer(tx, {
    kind: "correction",
    correctsTransferId: payout.transferId,
    memo: `Payout failed, back to the balance: ${message}`,
    legs: [
      { account: { kind: "payouts", userId: payout.pilotUserId }, amount: -payout.amountCents },
      {
        account: { kind: "pilot_balance", userId: payout.pilotUserId },
        amount: payout.amountCents,
      },
    ],
  });
  await notifyPayout(tx, payout, { sent: false, reason: message }, now);
}
