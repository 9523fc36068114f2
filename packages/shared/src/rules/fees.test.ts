import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { basisPoints, feeBreakdown, splitEscrow } from "./fees";

const DEFAULTS = { clientFeeBps: 500, pilotCommissionBps: 1000 };

describe("fee breakdown", () => {
  it("charges 5% on top and keeps 10% of the price by default", () => {
    expect(feeBreakdown(450_00, DEFAULTS)).toEqual({
      price: 450_00,
      clientFee: 22_50,
      clientTotal: 472_50,
      pilotCommission: 45_00,
      pilotNet: 405_00,
      platformRevenue: 67_50,
    });
  });

  it("rounds half a cent up", () => {
    expect(basisPoints(1_01, 500)).toBe(5); // 5.05 cents
    expect(basisPoints(1_10, 500)).toBe(6); // 5.5 cents
  });

  it("refuses fractions and negatives", () => {
    expect(() => feeBreakdown(10.5, DEFAULTS)).toThrow(RangeError);
    expect(() => feeBreakdown(-1, DEFAULTS)).toThrow(RangeError);
  });

  it("always pays out exactly what the client paid", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_00 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 3000 }),
        (price, clientFeeBps, pilotCommissionBps) => {
          const f = feeBreakdown(price, { clientFeeBps, pilotCommissionBps });
          expect(f.pilotNet + f.platformRevenue).toBe(f.clientTotal);
        },
      ),
    );
  });
});

describe("dispute split", () => {
  const fees = feeBreakdown(1000_00, DEFAULTS);

  it("refunds everything when the pilot is awarded nothing", () => {
    expect(splitEscrow(fees, 0)).toEqual({ refund: 1050_00, pilotNet: 0, platform: 0 });
  });

  it("pays like an approval when the pilot is awarded the whole price", () => {
    expect(splitEscrow(fees, 1000_00)).toEqual({
      refund: 0,
      pilotNet: fees.pilotNet,
      platform: fees.platformRevenue,
    });
  });

  it("splits half and half with the fee and commission on the paid half", () => {
    expect(splitEscrow(fees, 500_00)).toEqual({
      refund: 525_00,
      pilotNet: 450_00,
      platform: 75_00,
    });
  });

  it("never creates or loses a cent and never goes negative", () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 100_000_00 })
          .chain((price) => fc.tuple(fc.constant(price), fc.integer({ min: 0, max: price }))),
        ([price, payout]) => {
          const f = feeBreakdown(price, DEFAULTS);
          const s = splitEscrow(f, payout);
          expect(s.refund + s.pilotNet + s.platform).toBe(f.clientTotal);
          expect(Math.min(s.refund, s.pilotNet, s.platform)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it("refuses an award above the price", () => {
    expect(() => splitEscrow(fees, 1000_01)).toThrow(RangeError);
  });
});
