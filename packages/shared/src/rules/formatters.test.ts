import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dateFormatPerZone, groupDigits, lazyDateFormat, lazyNumberFormat } from "./formatters";

const INSTANT = new Date("2026-11-28T23:30:00Z");

// Counts the formatters made, by standing in for Intl.DateTimeFormat during each test.
const RealDateTimeFormat = Intl.DateTimeFormat;
let made = 0;
beforeEach(() => {
  made = 0;
  Intl.DateTimeFormat = class extends RealDateTimeFormat {
    constructor(...args: ConstructorParameters<typeof RealDateTimeFormat>) {
      super(...args);
      made++;
    }
  } as typeof Intl.DateTimeFormat;
});
afterEach(() => {
  Intl.DateTimeFormat = RealDateTimeFormat;
});

describe("formatters made on first use", () => {
  it("makes no formatter until something is formatted, then one, kept", () => {
    const day = lazyDateFormat({ month: "short", day: "numeric", timeZone: "UTC" });
    expect(made).toBe(0);
    expect(day.format(INSTANT)).toBe("Nov 28");
    expect(day.formatToParts(INSTANT).find((p) => p.type === "day")?.value).toBe("28");
    expect(made).toBe(1);
  });

  it("formats numbers as en-US with the options given", () => {
    const usd = lazyNumberFormat({ style: "currency", currency: "USD" });
    expect(usd.format(1234.5)).toBe("$1,234.50");
  });

  it("keeps one formatter per time zone, each reading the instant in its zone", () => {
    const dayIn = dateFormatPerZone({ month: "short", day: "numeric" });
    expect(dayIn("America/Chicago").format(INSTANT)).toBe("Nov 28");
    expect(dayIn("Asia/Tokyo").format(INSTANT)).toBe("Nov 29");
    expect(dayIn("America/Chicago")).toBe(dayIn("America/Chicago"));
    expect(made).toBe(2);
  });

  it("reads undefined as the runtime's own zone", () => {
    const dayIn = dateFormatPerZone({ hour: "numeric", hour12: false });
    expect(dayIn(undefined).format(INSTANT)).toBe(
      new Intl.DateTimeFormat("en-US", { hour: "numeric", hour12: false }).format(INSTANT),
    );
  });
});

describe("groupDigits", () => {
  it("groups whole numbers of every length as en-US does, negative too", () => {
    for (let length = 1; length <= 16; length++) {
      const value = Number("9".repeat(length));
      expect(groupDigits(value)).toBe(value.toLocaleString("en-US"));
      expect(groupDigits(-value)).toBe((-value).toLocaleString("en-US"));
    }
    expect(groupDigits(1000)).toBe("1,000");
    expect(groupDigits(0)).toBe("0");
  });

  it("rounds a fraction to the nearest whole number", () => {
    expect(groupDigits(1234.5)).toBe("1,235");
    expect(groupDigits(999.4)).toBe("999");
  });
});
