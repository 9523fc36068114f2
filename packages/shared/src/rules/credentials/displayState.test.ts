import { describe, expect, it } from "vitest";
import { credentialState, credentialUsable, reminderDue } from "./displayState";
import { insuranceRefusal, part107Refusal } from "./enforcement";

const verified = (validThrough: string) => ({ reviewStatus: "verified" as const, validThrough });

describe("credential display state", () => {
  it("shows pending and rejected whatever the dates", () => {
    expect(
      credentialState({ reviewStatus: "pending", validThrough: "2020-01-01" }, "2026-01-01"),
    ).toBe("pending_review");
    expect(
      credentialState({ reviewStatus: "rejected", validThrough: "2030-01-01" }, "2026-01-01"),
    ).toBe("rejected");
  });

  it("is expiring from 30 days before the last valid day and expired the day after", () => {
    expect(credentialState(verified("2026-11-30"), "2026-10-30")).toBe("verified");
    expect(credentialState(verified("2026-11-30"), "2026-10-31")).toBe("expiring");
    expect(credentialState(verified("2026-11-30"), "2026-11-30")).toBe("expiring");
    expect(credentialState(verified("2026-11-30"), "2026-12-01")).toBe("expired");
    expect(credentialUsable(verified("2026-11-30"), "2026-11-30")).toBe(true);
    expect(credentialUsable(verified("2026-11-30"), "2026-12-01")).toBe(false);
  });

  it("reminds 30 and 7 days before", () => {
    expect(reminderDue(verified("2026-11-30"), "2026-10-30")).toBe(null);
    expect(reminderDue(verified("2026-11-30"), "2026-10-31")).toBe(30);
    expect(reminderDue(verified("2026-11-30"), "2026-11-22")).toBe(30);
    expect(reminderDue(verified("2026-11-30"), "2026-11-23")).toBe(7);
    expect(reminderDue(verified("2026-11-30"), "2026-12-01")).toBe(null);
    expect(reminderDue({ reviewStatus: "pending", validThrough: "2026-11-30" }, "2026-11-23")).toBe(
      null,
    );
  });
});

describe("enforcement messages", () => {
  it("names what the Part 107 lacks", () => {
    expect(part107Refusal(verified("2026-11-30"), "2026-11-30", "apply")).toBe(null);
    expect(part107Refusal(null, "2026-11-30", "apply")).toMatch(
      /needs a verified, current Part 107/,
    );
    expect(
      part107Refusal(
        { reviewStatus: "pending", validThrough: "2027-01-01" },
        "2026-11-30",
        "apply",
      ),
    ).toMatch(/pending review/);
    expect(part107Refusal(verified("2026-11-29"), "2026-11-30", "apply")).toMatch(
      /currency ended on 2026-11-29/,
    );
    expect(part107Refusal(verified("2026-11-29"), "2026-11-30", "hire")).toMatch(/can't be hired/);
  });

  it("names what the insurance lacks for the job's date", () => {
    const insurance = {
      reviewStatus: "verified" as const,
      coverageCents: 50_000_000,
      effectiveOn: "2026-01-01",
      expiresOn: "2026-12-31",
    };
    expect(
      insuranceRefusal(insurance, { insuranceMinimumCents: null, date: "2027-06-01" }, "apply"),
    ).toBe(null);
    expect(
      insuranceRefusal(
        insurance,
        { insuranceMinimumCents: 50_000_000, date: "2026-12-31" },
        "apply",
      ),
    ).toBe(null);
    expect(
      insuranceRefusal(
        insurance,
        { insuranceMinimumCents: 100_000_000, date: "2026-06-01" },
        "apply",
      ),
    ).toBe(
      "This job needs liability insurance of at least $1M per occurrence in force on 2026-06-01: your verified insurance covers $500K.",
    );
    expect(
      insuranceRefusal(
        insurance,
        { insuranceMinimumCents: 50_000_000, date: "2027-01-01" },
        "apply",
      ),
    ).toMatch(/runs from 2026-01-01 to 2026-12-31/);
    expect(
      insuranceRefusal(null, { insuranceMinimumCents: 50_000_000, date: "2027-01-01" }, "apply"),
    ).toMatch(/Credentials in your pilot profile/);
  });
});
