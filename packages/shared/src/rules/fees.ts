/**
 * Marketplace fees, in basis points (1 bp = 0.01%) so settings stay integers. The client pays
 * the agreed price plus a service fee; the pilot receives the price minus a commission.
 */
export const DEFAULT_CLIENT_FEE_BPS = 500;
export const DEFAULT_PILOT_COMMISSION_BPS = 1000;

export interface FeeRates {
  clientFeeBps: number;
  pilotCommissionBps: number;
}

/** What one hire costs and pays, fixed at checkout so later fee changes never touch it. */
export interface FeeBreakdown {
  /** The agreed price (the accepted quote). */
  price: number;
  clientFee: number;
  /** What the client pays: price + clientFee. Held in escrow until approval. */
  clientTotal: number;
  pilotCommission: number;
  /** What the pilot receives on approval: price - pilotCommission. */
  pilotNet: number;
  /** What the platform keeps on approval: clientFee + pilotCommission. */
  platformRevenue: number;
}

/** A share of an integer amount in basis points, rounded half up to the cent. */
export function basisPoints(amountCents: number, bps: number): number {
  return Math.floor((amountCents * bps + 5000) / 10000);
}

export function feeBreakdown(priceCents: number, rates: FeeRates): FeeBreakdown {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0) {
    throw new RangeError(`price must be a non-negative integer of cents, got ${priceCents}`);
  }
  const clientFee = basisPoints(priceCents, rates.clientFeeBps);
  const pilotCommission = basisPoints(priceCents, rates.pilotCommissionBps);
  return {
    price: priceCents,
    clientFee,
    clientTotal: priceCents + clientFee,
    pilotCommission,
    pilotNet: priceCents - pilotCommission,
    platformRevenue: clientFee + pilotCommission,
  };
}

/** How a disputed escrow is divided; the three parts always add up to the client's total. */
export interface EscrowSplit {
  refund: number;
  pilotNet: number;
  platform: number;
}

/**
 * An operator awards the pilot `payoutOfPrice` cents of the price (0..price). The pilot gets that
 * minus the commission on it; the client gets back the rest of the price with the matching share
 * of the service fee; the platform keeps the fee and commission on the part that was paid out.
 */
export function splitEscrow(fees: FeeBreakdown, payoutOfPrice: number): EscrowSplit {
  if (!Number.isSafeInteger(payoutOfPrice) || payoutOfPrice < 0 || payoutOfPrice > fees.price) {
    throw new RangeError(`payout must be between 0 and ${fees.price} cents`);
  }
  // Proportional shares, rounded down, so the parts can never exceed what was held.
  const share = (amount: number) =>
    fees.price === 0 ? 0 : Math.floor((amount * payoutOfPrice) / fees.price);
  const commission = share(fees.pilotCommission);
  const pilotNet = payoutOfPrice - commission;
  const platform = share(fees.clientFee) + commission;
  return { refund: fees.clientTotal - pilotNet - platform, pilotNet, platform };
}
