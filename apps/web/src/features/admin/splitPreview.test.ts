import { feeBreakdown } from "@skyhire/shared";
import { describe, expect, it } from "vitest";
import { centsToInput, parseDollars } from "@/features/checkout/money";
import { previewSplit, type CheckoutMoney } from "./splitPreview";

const fees = feeBreakdown(450_00, { clientFeeBps: 500, pilotCommissionBps: 1000 });
const money: CheckoutMoney = {
  priceCents: fees.price,
  clientFeeCents: fees.clientFee,
  clientTotalCents: fees.clientTotal,
  pilotCommissionCents: fees.pilotCommission,
  pilotNetCents: fees.pilotNet,
};

describe("previewSplit", () => {
  it("a full payout pays the pilot their net and keeps both fees", () => {
    expect(previewSplit(money, "450")).toEqual({
      ok: true,
      payoutOfPriceCents: 450_00,
      split: { refund: 0, pilotNet: 405_00, platform: 67_50 },
    });
  });

  it("nothing to the pilot refunds the client's whole payment", () => {
    expect(previewSplit(money, "0")).toEqual({
      ok: true,
      payoutOfPriceCents: 0,
      split: { refund: 472_50, pilotNet: 0, platform: 0 },
    });
  });

  it("a split in dollars and cents adds up to what the client paid", () => {
    const preview = previewSplit(money, "$225.50");
    expect(preview.ok).toBe(true);
    if (!preview.ok) return;
    expect(preview.payoutOfPriceCents).toBe(225_50);
    const { refund, pilotNet, platform } = preview.split;
    expect(refund + pilotNet + platform).toBe(money.clientTotalCents);
    expect(pilotNet).toBe(225_50 - Math.floor((fees.pilotCommission * 225_50) / fees.price));
  });

  it("explains amounts it cannot use", () => {
    expect(previewSplit(money, "")).toEqual({
      ok: false,
      message: "Enter an amount between $0 and $450.00",
    });
    expect(previewSplit(money, "12.345")).toEqual({
      ok: false,
      message: "Enter dollars and cents, between $0 and $450.00",
    });
    expect(previewSplit(money, "-5")).toMatchObject({ ok: false });
    expect(previewSplit(money, "450.01")).toEqual({
      ok: false,
      message: "The payout can be at most the price: between $0 and $450.00",
    });
  });
});

describe("dollar amounts", () => {
  it("reads dollars with a sign, separators and up to two decimals", () => {
    expect(parseDollars("1,250.5")).toBe(1250_50);
    expect(parseDollars("$7")).toBe(7_00);
    expect(parseDollars("0.05")).toBe(5);
    expect(parseDollars("abc")).toBeNull();
    expect(centsToInput(1250_50)).toBe("1250.50");
  });
});
