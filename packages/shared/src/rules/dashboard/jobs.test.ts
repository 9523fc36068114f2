import { describe, expect, it } from "vitest";
import {
  averageJobRating,
  completedTotalCents,
  countActiveMissions,
  countActiveProjects,
  countPendingReview,
  formatCents,
  isActiveMission,
  isActiveProject,
  isPendingReview,
  jobStatusLabel,
  type DashboardJob,
} from "./jobs";

let nextId = 1;
const job = (status: string, fields: Partial<DashboardJob> = {}): DashboardJob => ({
  id: nextId++,
  title: `Job ${nextId}`,
  status,
  ...fields,
});

const ALL = ["open", "assigned", "in_progress", "ready_for_review", "completed", "cancelled"];

describe("money (spec section 9)", () => {
  it("shows cents as whole US dollars", () => {
    expect(formatCents(123456)).toBe("$1,235");
    expect(formatCents(99)).toBe("$1");
    expect(formatCents(0)).toBe("$0");
    expect(formatCents(null)).toBe("$0");
    expect(formatCents(undefined)).toBe("$0");
    expect(formatCents(Number.NaN)).toBe("$0");
    expect(formatCents(-25000)).toBe("-$250");
  });

  it("groups thousands as en-US does, at every length", () => {
    for (const dollars of [0, 7, 999, 1000, 12345, 100000, 999999, 1000000, 123456789]) {
      expect(formatCents(dollars * 100)).toBe(`$${dollars.toLocaleString("en-US")}`);
      expect(formatCents(-dollars * 100)).toBe(
        dollars === 0 ? "$0" : `-$${dollars.toLocaleString("en-US")}`,
      );
    }
  });

  it("earnings and total spent sum the budgets of completed jobs only", () => {
    const jobs = [
      job("completed", { budget: 50000 }),
      job("completed", { budget: 125050 }),
      job("completed", { budget: null }),
      job("completed"),
      ...ALL.filter((s) => s !== "completed").map((s) => job(s, { budget: 99999 })),
      job("disputed", { budget: 77777 }),
    ];
    expect(completedTotalCents(jobs)).toBe(175050);
    expect(completedTotalCents([])).toBe(0);
  });
});

describe("rating (spec section 9)", () => {
  it("averages the ratings of completed jobs to one decimal", () => {
    expect(
      averageJobRating([
        job("completed", { rating: 5 }),
        job("completed", { rating: 4 }),
        job("completed", { rating: 4 }),
        job("ready_for_review", { rating: 1 }),
        job("disputed", { rating: 1 }),
      ]),
    ).toBe("4.3");
    expect(averageJobRating([job("completed", { rating: 5 })])).toBe("5.0");
  });

  it("rounds half up", () => {
    // 4.25 → 4.3 and 4.35 → 4.4 (4.35.toFixed(1) alone gives 4.3).
    expect(averageJobRating([4, 4, 5, 4].map((rating) => job("completed", { rating })))).toBe(
      "4.3",
    );
    const twenty = [...Array<number>(13).fill(4), ...Array<number>(7).fill(5)];
    expect(averageJobRating(twenty.map((rating) => job("completed", { rating })))).toBe("4.4");
  });

  it("is N/A when no completed job has a rating", () => {
    expect(averageJobRating([])).toBe("N/A");
    expect(averageJobRating([job("completed"), job("completed", { rating: null })])).toBe("N/A");
    expect(averageJobRating([job("open", { rating: 5 })])).toBe("N/A");
  });
});

describe("status rules (spec section 9)", () => {
  it("active pilot missions are in_progress or assigned", () => {
    expect(ALL.filter((status) => isActiveMission({ status }))).toEqual([
      "assigned",
      "in_progress",
    ]);
  });

  it("active client projects are open, assigned or in_progress", () => {
    expect(ALL.filter((status) => isActiveProject({ status }))).toEqual([
      "open",
      "assigned",
      "in_progress",
    ]);
  });

  it("'Pending review' means ready_for_review", () => {
    expect(ALL.filter((status) => isPendingReview({ status }))).toEqual(["ready_for_review"]);
  });

  it("counts, ignoring statuses it does not know", () => {
    const jobs = [...ALL, "disputed", "on_hold", "ready_for_review"].map((s) => job(s));
    expect(countActiveMissions(jobs)).toBe(2);
    expect(countActiveProjects(jobs)).toBe(3);
    expect(countPendingReview(jobs)).toBe(2);
  });

  it("labels statuses, unknown ones as words", () => {
    expect(jobStatusLabel("ready_for_review")).toBe("Pending review");
    expect(jobStatusLabel("in_progress")).toBe("In progress");
    expect(jobStatusLabel("on_hold")).toBe("On hold");
    expect(jobStatusLabel("constructor")).toBe("Constructor");
  });
});
