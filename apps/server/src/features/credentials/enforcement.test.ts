import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, insuranceRefusal, isoDateOf, part107Refusal } from "@skyhire/shared";
import {
  applicationForm,
  applyToJob,
  createJobPilot,
  createTestClient,
  daysFromNow,
  postTestJob,
} from "../../testing/jobFixtures";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { grantCredentials, setValidThrough } from "./testFixtures";

describe.each(testDatabases())("credentials where they are enforced (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());
  const today = () => isoDateOf(new Date());

  it("refuses to apply without a verified, current Part 107, naming what is missing", async () => {
    const client = await createTestClient(t);
    const job = await postTestJob(client);
    const p = await createJobPilot(t, "austin", {
      credentials: { part107: false, insuranceCents: null },
    });
    const res = await p.b.post(`/api/jobs/${job.id}/applications`, applicationForm());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(part107Refusal(null, today(), "apply"));
    expect(res.json().message).toBe(
      "Applying needs a verified, current Part 107 certificate. Add it under Credentials in your pilot profile.",
    );

    // Lapsed: verified, but the currency ended yesterday (107.65).
    await grantCredentials(t.database.db, p.pilot.id, { insuranceCents: null });
    await setValidThrough(t.database.db, p.pilot.id, "part107", addDays(today(), -1));
    const lapsed = await p.b.post(`/api/jobs/${job.id}/applications`, applicationForm());
    expect(lapsed.statusCode).toBe(403);
    expect(lapsed.json().message).toBe(
      `Your Part 107 currency ended on ${addDays(today(), -1)}: pass the recurrent training and update the date under Credentials in your pilot profile.`,
    );
  });

  it("needs insurance covering the job's minimum on the job's date", async () => {
    const client = await createTestClient(t);
    const start = daysFromNow(20);
    const job = await postTestJob(client, {
      requirements: ["insurance"],
      insuranceMinimum: 2_000_000_00,
      dateFrom: start,
      deadline: daysFromNow(30),
    });
    const underinsured = await createJobPilot(t, "austin", {
      credentials: { insuranceCents: 1_000_000_00 },
    });
    const res = await underinsured.b.post(`/api/jobs/${job.id}/applications`, applicationForm());
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toBe(
      `This job needs liability insurance of at least $2M per occurrence in force on ${start.slice(0, 10)}: your verified insurance covers $1M.`,
    );
    const covered = await createJobPilot(t, "austin", {
      credentials: { insuranceCents: 2_000_000_00 },
    });
    await applyToJob(covered, job.id);
  });

  it("checks again at checkout: a Part 107 lapsed since applying stops the hire", async () => {
    const client = await createTestClient(t);
    const job = await postTestJob(client);
    const p = await createJobPilot(t, "austin");
    const application = await applyToJob(p, job.id);
    await setValidThrough(t.database.db, p.pilot.id, "part107", addDays(today(), -1));
    const res = await client.b.post("/api/checkout", { applicationId: application.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      part107Refusal(
        { reviewStatus: "verified", validThrough: addDays(today(), -1) },
        today(),
        "hire",
      ),
    );

    const list = await client.b.get(`/api/jobs/${job.id}/applications`);
    expect(list.json()[0].pilot.credentials).toMatchObject({
      part107: "expired",
      insurance: "verified",
      insuranceCoversJob: null,
      badges: { part107: null },
    });
  });

  it("words the hire refusal for insurance to the client", () => {
    expect(
      insuranceRefusal(null, { insuranceMinimumCents: 100_000_000, date: "2026-12-01" }, "hire"),
    ).toBe(
      "This job needs liability insurance of at least $1M per occurrence in force on 2026-12-01, and this pilot's verified insurance does not cover it.",
    );
  });
});
