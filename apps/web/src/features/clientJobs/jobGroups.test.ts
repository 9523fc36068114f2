import { JOB_STATUSES } from "@skyhire/shared";
import { describe, expect, it } from "vitest";
import { groupCounts, groupOf, initialGroup, JOB_GROUPS } from "./jobGroups";

describe("job groups", () => {
  it("puts every job status in exactly one tab", () => {
    for (const status of JOB_STATUSES) {
      const tabs = JOB_GROUPS.filter((g) => (g.statuses as readonly string[]).includes(status));
      expect(tabs, status).toHaveLength(1);
      expect(groupOf(status)).toBe(tabs[0]!.id);
    }
  });

  it("counts jobs per tab", () => {
    const jobs = ["open", "open", "assigned", "cancelled", "disputed"].map((status) => ({
      status,
    }));
    expect(groupCounts(jobs)).toEqual({
      open: 2,
      hired: 1,
      in_progress: 0,
      review: 0,
      completed: 0,
      closed: 2,
    });
  });

  it("opens the tab asked for, else the first tab with jobs", () => {
    const jobs = [{ status: "completed" }, { status: "ready_for_review" }];
    expect(initialGroup(jobs, "completed")).toBe("completed");
    expect(initialGroup(jobs, "nonsense")).toBe("review");
    expect(initialGroup(jobs, null)).toBe("review");
    expect(initialGroup([], null)).toBe("open");
  });
});
