import { describe, expect, it } from "vitest";
import {
  adminDisputesQuerySchema,
  openDisputeRequestSchema,
  payoutTooLargeMessage,
  resolveDisputeRequestSchema,
} from "./disputes";

describe("dispute schemas", () => {
  it("needs a reason that explains the problem", () => {
    expect(openDisputeRequestSchema.safeParse({ reason: "bad" }).success).toBe(false);
    expect(
      openDisputeRequestSchema.safeParse({ reason: "The photos show the wrong building entirely." })
        .success,
    ).toBe(true);
  });

  it("takes a payout in whole, non-negative cents and a note", () => {
    const note = "Half the shots were usable.";
    expect(
      resolveDisputeRequestSchema.safeParse({ payoutOfPriceCents: 200_00, note }).success,
    ).toBe(true);
    expect(resolveDisputeRequestSchema.safeParse({ payoutOfPriceCents: 0, note }).success).toBe(
      true,
    );
    expect(resolveDisputeRequestSchema.safeParse({ payoutOfPriceCents: -1, note }).success).toBe(
      false,
    );
    expect(resolveDisputeRequestSchema.safeParse({ payoutOfPriceCents: 1.5, note }).success).toBe(
      false,
    );
    expect(
      resolveDisputeRequestSchema.safeParse({ payoutOfPriceCents: 10, note: "ok" }).success,
    ).toBe(false);
  });

  it("lists every dispute, first page, by default", () => {
    expect(adminDisputesQuerySchema.parse({})).toEqual({ status: "all", page: 1, pageSize: 20 });
  });

  it("states the largest payout in dollars", () => {
    expect(payoutTooLargeMessage(450_00)).toBe(
      "The payout can be at most the agreed price ($450.00).",
    );
  });
});
