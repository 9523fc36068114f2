import { JOB_DATE_IN_PAST_MESSAGE } from "@skyhire/shared";
import { describe, expect, it } from "vitest";
import { validateCounterOffer } from "./counterOfferForm";

const now = new Date(2026, 4, 10, 12, 0);

describe("validateCounterOffer", () => {
  it("sends a price in cents and a day as the end of that local day", () => {
    expect(
      validateCounterOffer({ price: "$1,250", date: "2026-05-20", message: " Sure? " }, now),
    ).toEqual({
      ok: true,
      offer: {
        quote: 125_000,
        proposedDate: new Date(2026, 4, 20, 23, 59, 59, 999).toISOString(),
        message: "Sure?",
      },
    });
    expect(validateCounterOffer({ price: "", date: "2026-05-20", message: "" }, now)).toMatchObject(
      { ok: true, offer: { quote: null, message: null } },
    );
  });

  it("asks for a price or a date", () => {
    expect(validateCounterOffer({ price: "", date: "", message: "Hi" }, now)).toEqual({
      ok: false,
      errors: { price: "Propose a price, a date, or both" },
    });
  });

  it("names what is wrong with the price or the date", () => {
    expect(validateCounterOffer({ price: "99.50", date: "", message: "" }, now)).toEqual({
      ok: false,
      errors: { price: "Counter price must be whole dollars" },
    });
    expect(validateCounterOffer({ price: "400", date: "2026-05-09", message: "" }, now)).toEqual({
      ok: false,
      errors: { date: JOB_DATE_IN_PAST_MESSAGE },
    });
  });
});
