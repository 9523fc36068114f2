import { describe, expect, it } from "vitest";
import {
  payCheckoutRequestSchema,
  payoutRequestSchema,
  startCheckoutRequestSchema,
  TEST_CARDS,
  testCardPaymentSchema,
} from "./payments";

const card = {
  cardNumber: "4242 4242 4242 4242",
  expMonth: 12,
  expYear: 2031,
  cvc: "123",
  name: "Cleo Client",
};

describe("payment schemas", () => {
  it("accepts a card as typed, without spaces or dashes, and a two-digit year", () => {
    const parsed = testCardPaymentSchema.parse({
      ...card,
      cardNumber: "4000-0000-0000-0002",
      expYear: 31,
    });
    expect(parsed.cardNumber).toBe("4000000000000002");
    expect(parsed.expYear).toBe(2031);
  });

  it("refuses malformed card details with messages for each field", () => {
    const result = testCardPaymentSchema.safeParse({
      cardNumber: "4242",
      expMonth: 13,
      expYear: 2031,
      cvc: "12",
      name: " ",
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["cardNumber", "expMonth", "cvc", "name"]));
  });

  it("takes either test card details or a Stripe PaymentMethod id", () => {
    expect(payCheckoutRequestSchema.safeParse(card).success).toBe(true);
    expect(payCheckoutRequestSchema.safeParse({ paymentMethodId: "pm_card_visa" }).success).toBe(
      true,
    );
    expect(payCheckoutRequestSchema.safeParse({ paymentMethodId: "tok_visa" }).success).toBe(false);
  });

  it("lists the three test cards with a valid Luhn checksum", () => {
    for (const { number } of TEST_CARDS) {
      const digits = [...number].reverse().map(Number);
      const sum = digits.reduce((total, d, i) => {
        if (i % 2 === 0) return total + d;
        const doubled = d * 2;
        return total + (doubled > 9 ? doubled - 9 : doubled);
      }, 0);
      expect(sum % 10, number).toBe(0);
    }
  });

  it("lets a payout omit the amount but never ask for nothing or a fraction of a cent", () => {
    expect(payoutRequestSchema.parse({})).toEqual({});
    expect(payoutRequestSchema.safeParse({ amount: 0 }).success).toBe(false);
    expect(payoutRequestSchema.safeParse({ amount: 10.5 }).success).toBe(false);
    expect(startCheckoutRequestSchema.safeParse({ applicationId: "nope" }).success).toBe(false);
  });
});
