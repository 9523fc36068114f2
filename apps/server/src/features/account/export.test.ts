import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountDataExportSchema, type AccountDataExport } from "@skyhire/shared";
import { jobWithHistory, type JobWithHistory } from "../../testing/accountFixtures";
import type { TestBrowser } from "../../testing/browser";
import { createTestClient } from "../../testing/jobFixtures";
import { testDatabases } from "../../testing/testApp";
import { buildDeliveryTestApp, type DeliveryTestApp } from "../delivery/testFixtures";
import { ACCOUNT_EXPORT_RATE_LIMIT } from "./routes";

describe.each(testDatabases())("downloading all my data (%s)", (kind) => {
  let t: DeliveryTestApp;
  let job: JobWithHistory;
  beforeAll(async () => {
    t = await buildDeliveryTestApp(kind);
    job = await jobWithHistory(t);
  });
  afterAll(() => t.close());

  async function exportOf(b: TestBrowser): Promise<{ data: AccountDataExport; raw: string }> {
    const res = await b.get("/api/account/export");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("application/json");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="skyhire-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    return { data: accountDataExportSchema.parse(res.json()), raw: res.body };
  }

  it("gives the pilot their profile, work, messages both ways, reviews, money and logs", async () => {
    const { data, raw } = await exportOf(job.pilot.b);
    expect(data.account.user).toMatchObject({ id: job.pilot.user.id, email: job.pilot.user.email });
    expect(data.pilotProfile?.id).toBe(job.pilot.pilot.id);
    expect(data.credentials).not.toBeNull();
    expect(data.jobsAsPilot.map((j) => j.id)).toEqual([job.jobId]);
    expect(data.applicationsAsPilot.map((a) => a.jobId)).toEqual([job.jobId]);
    expect(data.jobsAsClient).toEqual([]);
    const [conversation] = data.conversations;
    expect(conversation?.messages.map((m) => [m.mine, m.body])).toEqual([
      [false, job.clientMessage],
      [true, job.pilotMessage],
    ]);
    expect(data.reviewsGiven.map((r) => r.body)).toEqual(["Clear brief, quick approval."]);
    expect(data.reviewsReceived.map((r) => r.body)).toEqual(["Sharp photos, on time."]);
    expect(data.earnings?.availableCents).toBe(450_00);
    expect(data.payouts.availableCents).toBe(450_00);
    expect(data.flightLogs.map((l) => l.jobId)).toEqual([job.jobId]);
    expect(data.notifications.length).toBeGreaterThan(0);
    expect(data.sessions.length).toBeGreaterThan(0);
    // Secrets never leave: no password hash, no session token.
    expect(raw).not.toContain("argon2");
    expect(raw).not.toContain(job.pilot.b.token);
  });

  it("gives the client their jobs, invoices and the same conversation from their side", async () => {
    const { data } = await exportOf(job.client.b);
    expect(data.account.user.id).toBe(job.client.user.id);
    expect(data.pilotProfile).toBeNull();
    expect(data.earnings).toBeNull();
    expect(data.jobsAsClient.map((j) => j.id)).toEqual([job.jobId]);
    expect(data.invoices.invoices.map((i) => i.id)).toEqual([job.checkoutId]);
    expect(data.conversations[0]?.messages.map((m) => m.mine)).toEqual([true, false]);
    expect(data.conversations[0]?.withName).toBe("Pat Pilot");
    expect(data.flightLogs).toEqual([]);
  });

  it("holds only the caller's own data: nobody can read another person's export", async () => {
    const stranger = await createTestClient(t);
    // There is no id to ask for: whatever is sent, the session decides whose data it is.
    const res = await stranger.b.get(`/api/account/export?userId=${job.pilot.user.id}`);
    expect(res.statusCode).toBe(200);
    const raw = res.body;
    const data = accountDataExportSchema.parse(res.json());
    expect(data.account.user.id).toBe(stranger.user.id);
    for (const secret of [
      job.pilot.user.email,
      job.client.user.email,
      job.jobId,
      job.clientMessage,
      job.pilotMessage,
      job.checkoutId,
    ]) {
      expect(raw).not.toContain(secret);
    }
    expect(data.jobsAsClient).toEqual([]);
    expect(data.conversations).toEqual([]);

    const signedOut = await t.app.inject({ method: "GET", url: "/api/account/export" });
    expect(signedOut.statusCode).toBe(401);
  });

  it(`allows ${ACCOUNT_EXPORT_RATE_LIMIT.limit} downloads an hour, then 429 with Retry-After`, async () => {
    const someone = await createTestClient(t);
    for (let i = 0; i < ACCOUNT_EXPORT_RATE_LIMIT.limit; i += 1) {
      expect((await someone.b.get("/api/account/export")).statusCode).toBe(200);
    }
    const refused = await someone.b.get("/api/account/export");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^You've downloaded your data several times recently/);
    // The limit is per person: someone else still downloads theirs.
    expect((await job.client.b.get("/api/account/export")).statusCode).toBe(200);
  });
});
