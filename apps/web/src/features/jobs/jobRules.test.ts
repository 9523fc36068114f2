import { describe, expect, it } from "vitest";
import {
  averageRating,
  completedTotalCents,
  formatCents,
  isActiveMission,
  isActiveProject,
} from "./jobRules";
import type { Job } from "./types";

const job = (status: string, budget?: number, rating?: number): Job => ({
  id: Math.random(),
  title: "Shoot",
  status,
  budget,
  rating,
});

describe("job rules (spec section 9)", () => {
  it("shows cents as whole dollars", () => {
    expect(formatCents(123456)).toBe("$1,235");
    expect(formatCents(null)).toBe("$0");
  });

  it("sums only completed budgets", () => {
    expect(
      completedTotalCents([job("completed", 50000), job("open", 99999), job("completed")]),
    ).toBe(50000);
  });

  it("averages ratings of completed jobs to one decimal, or N/A", () => {
    expect(averageRating([job("completed", 0, 5), job("completed", 0, 4), job("open", 0, 1)])).toBe(
      "4.5",
    );
    expect(averageRating([job("open", 0, 5)])).toBe("N/A");
  });

  it("classifies active missions and projects", () => {
    expect(["in_progress", "assigned", "open"].map((s) => isActiveMission(job(s)))).toEqual([
      true,
      true,
      false,
    ]);
    expect(["open", "ready_for_review"].map((s) => isActiveProject(job(s)))).toEqual([true, false]);
  });
});
