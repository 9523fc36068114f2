import { splitEscrow, type EscrowSplit, type FeeBreakdown } from "@skyhire/shared";
import type { Transaction } from "../../db/client";
import type { Checkout } from "../../db/schema";
import { postTransfer } from "../ledger/transfers";
import { queueProviderOperation } from "../payments/queue";
import { lockFundedEscrow } from "./held";

export interface Settlement {
  transferId: string;
  /** Sent back to the client's card. */
  refundCents: number;
  /** Credited to the pilot's balance. */
  pilotNetCents: number;
  /** Kept by the platform (service fee and commission). */
  platformCents: number;
}

/** The fee breakdown fixed at checkout: the deal, whatever the fee settings are today. */
export function feesOfCheckout(checkout: Checkout): FeeBreakdown {
  return {
    price: checkout.priceCents,
    clientFee: checkout.clientFeeCents,
    clientTotal: checkout.clientTotalCents,
    pilotCommission: checkout.pilotCommissionCents,
    pilotNet: checkout.pilotNetCents,
    platformRevenue: checkout.clientFeeCents + checkout.pilotCommissionCents,
  };
}

/**
 * Approval (by the client or automatically): the whole escrow goes to the pilot's balance
 * (the price minus commission) and to the platform (service fee plus commission). Call it in
 * the same transaction as the job's `approve` event.
 */
export async function releaseEscrow(
  tx: Transaction,
  jobId: string,
  /** `at`: when it happened, for the demo seed's history only. */
  options: { at?: Date } = {},
): Promise<Settlement> {
  const { checkout, pilotUserId } = await lockFundedEscrow(tx, jobId);
  const fees = feesOfCheckout(checkout);
  const transferId = await postTransfer(tx, {
    kind: "release",
    jobId,
    memo: "Delivery approved: escrow released",
    ...(options.at ? { at: options.at } : {}),
    legs: [
      { account: { kind: "escrow", jobId }, amount: -fees.clientTotal },
      { account: { kind: "pilot_balance", userId: pilotUserId }, amount: fees.pilotNet },
      { account: { kind: "platform_fees" }, amount: fees.platformRevenue },
    ],
  });
  return {
    transferId,
    refundCents: 0,
    pilotNetCents: fees.pilotNet,
    platformCents: fees.platformRevenue,
  };
}

/**
 * Full refund (cancellation before the mission starts, a dispute resolved wholly for the
 * client): the whole escrow goes back to the client, service fee included, and the refund to
 * their card is queued; it is made after commit with the transfer id as idempotency key.
 */
export async function refundEscrow(tx: Transaction, jobId: string): Promise<Settlement> {
  return settleBySplit(tx, jobId, 0, "refund");
}

/**
 * An operator's dispute decision: `payoutOfPriceCents` of the price (0..price) goes to the
 * pilot less commission, the rest comes back to the client with the matching share of the
 * service fee (`splitEscrow` of @skyhire/shared), the platform keeps fee and commission on
 * the part paid out. Call it in the same transaction as the resolve event.
 */
export async function splitDisputedEscrow(
  tx: Transaction,
  jobId: string,
  payoutOfPriceCents: number,
): Promise<Settlement> {
  return settleBySplit(tx, jobId, payoutOfPriceCents, "dispute_split");
}

async function settleBySplit(
  tx: Transaction,
  jobId: string,
  payoutOfPriceCents: number,
  kind: "dispute_split" | "refund",
): Promise<Settlement> {
  const { checkout, pilotUserId } = await lockFundedEscrow(tx, jobId);
  const split: EscrowSplit = splitEscrow(feesOfCheckout(checkout), payoutOfPriceCents);
  const transferId = await postTransfer(tx, {
    kind,
    jobId,
    memo:
      kind === "refund"
        ? "Full refund to the client"
        : `Dispute resolved: ${payoutOfPriceCents} cents of the price to the pilot`,
    legs: [
      { account: { kind: "escrow", jobId }, amount: -checkout.clientTotalCents },
      { account: { kind: "refunds", userId: checkout.clientUserId }, amount: split.refund },
      { account: { kind: "pilot_balance", userId: pilotUserId }, amount: split.pilotNet },
      { account: { kind: "platform_fees" }, amount: split.platform },
    ],
  });
  if (split.refund > 0) await queueRefund(tx, checkout, transferId, split.refund);
  return {
    transferId,
    refundCents: split.refund,
    pilotNetCents: split.pilotNet,
    platformCents: split.platform,
  };
}

async function queueRefund(
  tx: Transaction,
  checkout: Checkout,
  transferId: string,
  amountCents: number,
): Promise<void> {
  if (!checkout.provider || !checkout.providerPaymentId) {
    throw new Error(`paid checkout ${checkout.id} has no provider payment to refund`);
  }
  await queueProviderOperation(tx, {
    provider: checkout.provider,
    kind: "refund",
    // The ledger transfer's id: a retried refund is the same refund, never a second one.
    idempotencyKey: `refund_${transferId}`,
    amountCents,
    paymentRef: checkout.providerPaymentId,
    checkoutId: checkout.id,
    jobId: checkout.jobId,
    transferId,
    userId: checkout.clientUserId,
  });
}
