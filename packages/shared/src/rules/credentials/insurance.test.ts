import { describe, expect, it } from "vitest";
import { insuranceCoversJob, shortDollars } from "./insurance";

const policy = { coverageCents: 100_000_000, effectiveOn: "2026-01-01", expiresOn: "2026-12-31" };

describe("insurance covering a job", () => {
  it("needs the minimum and the job's date inside the policy period, both ends included", () => {
    const job = (insuranceMinimumCents: number, date: string) => ({ insuranceMinimumCents, date });
    expect(insuranceCoversJob(policy, job(100_000_000, "2026-01-01"))).toBe(true);
    expect(insuranceCoversJob(policy, job(100_000_000, "2026-12-31"))).toBe(true);
    expect(insuranceCoversJob(policy, job(100_000_001, "2026-06-01"))).toBe(false);
    expect(insuranceCoversJob(policy, job(50_000_000, "2025-12-31"))).toBe(false);
    expect(insuranceCoversJob(policy, job(50_000_000, "2027-01-01"))).toBe(false);
  });

  it("shortens amounts for badges", () => {
    expect(shortDollars(100_000_000)).toBe("$1M");
    expect(shortDollars(250_000_000)).toBe("$2.5M");
    expect(shortDollars(50_000_000)).toBe("$500K");
    expect(shortDollars(75_000)).toBe("$750");
  });
});
