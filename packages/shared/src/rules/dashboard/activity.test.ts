import { describe, expect, it } from "vitest";
import { recentActivity, recentJobs } from "./activity";
import type { DashboardJob } from "./jobs";

const job = (title: string, createdAt?: string, updatedAt?: string): DashboardJob => ({
  id: title,
  title,
  status: "open",
  ...(createdAt ? { createdAt } : {}),
  ...(updatedAt ? { updatedAt } : {}),
});

describe("Recent Activity (spec section 9)", () => {
  const pilotJobs = [
    job("p1", "2026-05-01T10:00:00Z"),
    job("p2", "2026-05-03T10:00:00Z"),
    job("p3", "2026-04-01T10:00:00Z", "2026-05-09T10:00:00Z"),
    job("p4", "2026-05-02T10:00:00Z"),
    job("p5"),
  ];
  const clientJobs = [job("c1", "2026-05-05T10:00:00Z"), job("c2", "2026-05-06T10:00:00Z")];

  it("keeps a role's 3 most recently changed jobs, newest first", () => {
    expect(recentJobs(pilotJobs).map((j) => j.title)).toEqual(["p3", "p2", "p4"]);
    expect(recentJobs([pilotJobs[4]!]).map((j) => j.title)).toEqual(["p5"]);
  });

  it("shows up to 3 jobs per role", () => {
    expect(
      recentActivity({ pilot: pilotJobs, client: clientJobs }).map((e) => [e.role, e.job.title]),
    ).toEqual([
      ["pilot", "p3"],
      ["pilot", "p2"],
      ["pilot", "p4"],
      ["client", "c2"],
      ["client", "c1"],
    ]);
  });

  it("leaves out a role whose jobs are not given", () => {
    expect(recentActivity({ client: clientJobs }).every((e) => e.role === "client")).toBe(true);
    expect(recentActivity({})).toEqual([]);
  });

  it("does not reorder the list it is given", () => {
    const before = pilotJobs.map((j) => j.title);
    recentJobs(pilotJobs);
    expect(pilotJobs.map((j) => j.title)).toEqual(before);
  });
});
