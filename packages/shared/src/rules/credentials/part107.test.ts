import { describe, expect, it } from "vitest";
import { addYears, endOfMonthAfter, isIsoDate } from "./calendarDates";
import {
  NIGHT_RULE_EFFECTIVE_DATE,
  nightEligible,
  part107CurrentThrough,
  part107ValidThrough,
  temporaryCertificateValidThrough,
} from "./part107";

describe("Part 107 currency (107.65)", () => {
  it("runs to the end of the 24th calendar month", () => {
    expect(part107CurrentThrough("2024-11-10")).toBe("2026-11-30");
    expect(part107CurrentThrough("2024-11-01")).toBe("2026-11-30");
    expect(part107CurrentThrough("2024-11-30")).toBe("2026-11-30");
  });

  it("ends on 29 February when the 24th month is a leap February", () => {
    expect(part107CurrentThrough("2026-02-03")).toBe("2028-02-29");
    expect(part107CurrentThrough("2024-02-29")).toBe("2026-02-28");
  });

  it("crosses year ends and 31-day months", () => {
    expect(part107CurrentThrough("2024-12-31")).toBe("2026-12-31");
    expect(part107CurrentThrough("2025-01-31")).toBe("2027-01-31");
    expect(part107CurrentThrough("2024-04-15")).toBe("2026-04-30");
  });
});

describe("temporary certificate (107.64)", () => {
  it("is valid on day 120 and not on day 121", () => {
    expect(temporaryCertificateValidThrough("2026-01-01")).toBe("2026-05-01");
    expect(temporaryCertificateValidThrough("2024-01-01")).toBe("2024-04-30"); // leap year
  });

  it("limits a temporary certificate's validity to the earlier end", () => {
    expect(
      part107ValidThrough({
        certificateType: "temporary",
        issuedOn: "2026-01-01",
        lastTestOn: "2025-12-20",
      }),
    ).toBe("2026-05-01");
    expect(
      part107ValidThrough({
        certificateType: "permanent",
        issuedOn: "2026-01-01",
        lastTestOn: "2025-12-20",
      }),
    ).toBe("2027-12-31");
  });
});

describe("night operations (107.29)", () => {
  it("need a test on or after the updated rules", () => {
    expect(NIGHT_RULE_EFFECTIVE_DATE).toBe("2021-04-06");
    expect(nightEligible("2021-04-06")).toBe(true);
    expect(nightEligible("2021-04-05")).toBe(false);
  });
});

describe("calendar dates", () => {
  it("knows real dates", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2025-02-29")).toBe(false);
    expect(isIsoDate("2025-13-01")).toBe(false);
    expect(isIsoDate("2025-1-01")).toBe(false);
  });

  it("counts month ends and years", () => {
    expect(endOfMonthAfter("2025-01-31", 1)).toBe("2025-02-28");
    expect(addYears("2024-02-29", 3)).toBe("2027-02-28");
    expect(addYears("2024-02-29", 4)).toBe("2028-02-29");
  });
});
