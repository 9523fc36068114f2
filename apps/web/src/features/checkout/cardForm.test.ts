import { describe, expect, it } from "vitest";
import {
  formatCardNumber,
  formatExpiry,
  passesLuhn,
  validateCard,
  type CardFormValues,
} from "./cardForm";

const NOW = new Date(2026, 4, 15); // 15 May 2026
const good: CardFormValues = {
  number: "4242 4242 4242 4242",
  expiry: "12 / 29",
  cvc: "123",
  name: "Dana Reyes",
};
const errorsOf = (values: Partial<CardFormValues>) => {
  const result = validateCard({ ...good, ...values }, NOW);
  return result.ok ? {} : result.errors;
};

describe("validateCard", () => {
  it("accepts the test cards and sends digits with a four-digit year", () => {
    for (const number of ["4242 4242 4242 4242", "4000 0000 0000 0002", "4000000000000119"]) {
      expect(validateCard({ ...good, number }, NOW)).toEqual({
        ok: true,
        payload: {
          cardNumber: number.replace(/\s/g, ""),
          expMonth: 12,
          expYear: 2029,
          cvc: "123",
          name: "Dana Reyes",
        },
      });
    }
  });

  it("names every empty field", () => {
    expect(validateCard({ number: "", expiry: "", cvc: "", name: " " }, NOW)).toEqual({
      ok: false,
      errors: {
        number: "Enter the card number",
        expiry: "Enter the expiry date",
        cvc: "Enter the security code",
        name: "Enter the name on the card",
      },
    });
  });

  it("explains a wrong card number", () => {
    expect(errorsOf({ number: "4242 4242 4242 4241" }).number).toBe(
      "This card number isn't valid. Check for a typo",
    );
    expect(errorsOf({ number: "4242 4242" }).number).toBe("A card number has 13 to 19 digits");
    expect(errorsOf({ number: "4242 abcd 4242 4242" }).number).toBe("Use digits only");
  });

  it("checks the expiry: format, month and not in the past (valid through its month)", () => {
    expect(errorsOf({ expiry: "1229" }).expiry).toBe("Use MM / YY, e.g. 04 / 29");
    expect(errorsOf({ expiry: "13 / 29" }).expiry).toBe("The month must be 01 to 12");
    expect(errorsOf({ expiry: "04 / 26" }).expiry).toBe("This card has expired");
    expect(errorsOf({ expiry: "05 / 26" }).expiry).toBeUndefined();
    expect(errorsOf({ expiry: "05/2026" }).expiry).toBeUndefined();
    expect(errorsOf({ expiry: "01 / 99" }).expiry).toBe("Check the year");
  });

  it("wants 3 digits of security code, 4 for American Express", () => {
    expect(errorsOf({ cvc: "12" }).cvc).toBe(
      "The security code is 3 digits on the back of the card",
    );
    expect(errorsOf({ number: "3782 822463 10005", cvc: "123" }).cvc).toBe(
      "The security code is 4 digits on the front of the card",
    );
    expect(errorsOf({ number: "3782 822463 10005", cvc: "1234" })).toEqual({});
  });
});

describe("card input formatting", () => {
  it("groups digits as printed on the card", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242-42")).toBe("4242 42");
    expect(formatCardNumber("378282246310005")).toBe("3782 822463 10005");
  });

  it("writes the expiry as MM / YY", () => {
    expect(formatExpiry("1")).toBe("1");
    expect(formatExpiry("4")).toBe("04");
    expect(formatExpiry("122")).toBe("12 / 2");
    expect(formatExpiry("12/29")).toBe("12 / 29");
  });

  it("checks the Luhn digit", () => {
    expect(passesLuhn("4242424242424242")).toBe(true);
    expect(passesLuhn("4242424242424241")).toBe(false);
  });
});
