import { splitEscrow, type EscrowSplit, type FeeBreakdown } from "@skyhire/shared";
import { centsToInput, parseDollars } from "@/features/checkout/money";

/** The job's money as fixed at checkout (the dispute detail's `money`). */
export type CheckoutMoney = {
  priceCents: number;
  clientFeeCents: number;
  clientTotalCents: number;
  pilotCommissionCents: number;
  pilotNetCents: number;
};

export function feesOf(money: CheckoutMoney): FeeBreakdown {
  return {
    price: money.priceCents,
    clientFee: money.clientFeeCents,
    clientTotal: money.clientTotalCents,
    pilotCommission: money.pilotCommissionCents,
    pilotNet: money.pilotNetCents,
    platformRevenue: money.clientFeeCents + money.pilotCommissionCents,
  };
}

export type SplitPreview =
  { ok: true; payoutOfPriceCents: number; split: EscrowSplit } | { ok: false; message: string };

/**
 * What resolving with `payoutText` dollars of the price to the pilot moves, computed with the
 * same splitEscrow the server uses, so the operator sees the exact cents before confirming.
 */
export function previewSplit(money: CheckoutMoney, payoutText: string): SplitPreview {
  const price = money.priceCents;
  const payout = parseDollars(payoutText);
  const range = `between $0 and $${centsToInput(price)}`;
  if (payoutText.trim() === "") return { ok: false, message: `Enter an amount ${range}` };
  if (payout === null) return { ok: false, message: `Enter dollars and cents, ${range}` };
  if (payout > price)
    return { ok: false, message: `The payout can be at most the price: ${range}` };
  return { ok: true, payoutOfPriceCents: payout, split: splitEscrow(feesOf(money), payout) };
}

/** A slider step for the price: a dollar, or a cent on prices under $10. */
export function sliderStep(priceCents: number): number {
  return priceCents >= 10_00 ? 100 : 1;
}
