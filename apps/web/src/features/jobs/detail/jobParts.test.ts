import type { JobDetail } from "@skyhire/shared";
import { describe, expect, it } from "vitest";
import { jobPartQueryKeys } from "./jobParts";

const JOB_ID = "00000000-0000-4000-8000-0000000000a1";

/** The fields the job page's parts are chosen by; the rest of a job does not matter here. */
const job = (over: Partial<JobDetail>): JobDetail =>
  ({
    id: JOB_ID,
    status: "in_progress",
    viewerRole: "pilot",
    myApplication: { status: "accepted" },
    pilotProfileId: "00000000-0000-4000-8000-0000000000b1",
    ...over,
  }) as JobDetail;

const urls = (detail: JobDetail) => jobPartQueryKeys(detail).map((key) => key[0]);

describe("the data a job's page asks for with the job, before its parts' code", () => {
  it("gives the hired pilot their flight log and fleet alongside the delivery", () => {
    expect(urls(job({}))).toEqual(
      expect.arrayContaining([
        `/api/jobs/${JOB_ID}/flight-logs`,
        "/api/equipment",
        `/api/jobs/${JOB_ID}/delivery`,
      ]),
    );
    expect(urls(job({}))).not.toContain(`/api/jobs/${JOB_ID}/flight-summary`);
  });

  it("gives the client the flight summary, never the pilot's log or fleet", () => {
    const client = urls(job({ viewerRole: "client", myApplication: null }));
    expect(client).toContain(`/api/jobs/${JOB_ID}/flight-summary`);
    expect(client).not.toContain(`/api/jobs/${JOB_ID}/flight-logs`);
    expect(client).not.toContain("/api/equipment");
  });

  it("asks for no flight log before the hire, after a cancellation, or of a pilot not hired", () => {
    expect(urls(job({ status: "open" }))).not.toContain(`/api/jobs/${JOB_ID}/flight-logs`);
    expect(urls(job({ status: "cancelled" }))).not.toContain(`/api/jobs/${JOB_ID}/flight-logs`);
    expect(
      urls(job({ myApplication: { status: "pending" } as JobDetail["myApplication"] })),
    ).toEqual([]);
  });
});
