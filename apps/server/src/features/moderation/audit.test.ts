import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  JOB_ALREADY_HIDDEN_MESSAGE,
  type AdminAuditPage,
  type DisputeDto,
  type JobDetail,
} from "@skyhire/shared";
import { auditLog, notifications } from "../../db/schema";
import {
  applicationForm,
  createJobPilot,
  createTestClient,
  postTestJob,
} from "../../testing/jobFixtures";
import type { TestApp } from "../../testing/testApp";
import { testDatabases } from "../../testing/testApp";
import { saveSubmission } from "../credentials/save";
import {
  buildDeliveryTestApp,
  createAdmin,
  deliveredJob,
  postWithKey,
} from "../delivery/testFixtures";

const HIDE_REASON = "Listed twice; the duplicate misleads pilots about the budget.";

describe.each(testDatabases())("job visibility and the audit log (%s)", (kind) => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof createAdmin>>;
  beforeAll(async () => {
    t = await buildDeliveryTestApp(kind);
    operator = await createAdmin(t);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const audit = async (query: string) => {
    const res = await operator.b.get(`/api/admin/audit?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AdminAuditPage;
  };

  it("hides a job from the board with a reason its client reads, and restores it", async () => {
    const client = await createTestClient(t);
    const job = await postTestJob(client, { title: "Duplicate listing of a ranch survey" });
    const browsing = await createJobPilot(t, "austin");
    const board = async () =>
      (
        (await browsing.b.get("/api/jobs?pageSize=50")).json() as { items: { id: string }[] }
      ).items.map((j) => j.id);
    expect(await board()).toContain(job.id);

    const hidden = await operator.b.post(`/api/admin/jobs/${job.id}/hide`, { reason: HIDE_REASON });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ id: job.id, hiddenReason: HIDE_REASON });
    expect(await board()).not.toContain(job.id);
    expect((await browsing.b.get(`/api/jobs/${job.id}`)).statusCode).toBe(404);
    expect(
      (await browsing.b.post(`/api/jobs/${job.id}/applications`, applicationForm())).statusCode,
    ).toBe(404);
    // The client sees why on their job page, and was told.
    const own = (await client.b.get(`/api/jobs/${job.id}`)).json() as JobDetail;
    expect(own.hidden).toMatchObject({ reason: HIDE_REASON });
    const [told] = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.userId, client.user.id));
    expect(told).toMatchObject({ kind: "job_hidden", link: `/jobs/${job.id}` });
    const twice = await operator.b.post(`/api/admin/jobs/${job.id}/hide`, { reason: HIDE_REASON });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(JOB_ALREADY_HIDDEN_MESSAGE);

    const restored = await operator.b.post(`/api/admin/jobs/${job.id}/restore`, {
      reason: "The duplicate was removed by the client.",
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ hiddenAt: null, hiddenReason: null });
    expect(await board()).toContain(job.id);
    expect(((await client.b.get(`/api/jobs/${job.id}`)).json() as JobDetail).hidden).toBeNull();

    const entries = await audit(`targetType=job&targetId=${job.id}`);
    expect(entries.items.map((e) => [e.action, e.reason])).toEqual([
      ["job_restore", "The duplicate was removed by the client."],
      ["job_hide", HIDE_REASON],
    ]);
    expect(entries.items[0]?.operator).toMatchObject({ id: operator.user.id });
    expect(
      (await operator.b.post(`/api/admin/jobs/${randomUUID()}/hide`, { reason: HIDE_REASON }))
        .statusCode,
    ).toBe(404);
  });

  it("records dispute resolutions and credential decisions, and filters by action, operator and dates", async () => {
    const { client, job } = await deliveredJob(t, 200_00);
    const opened = await client.b.post(`/api/jobs/${job.id}/disputes`, {
      reason: "The photos are of the wrong building entirely.",
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const dispute = opened.json() as DisputeDto;
    const resolved = await postWithKey(operator.b, `/api/admin/disputes/${dispute.id}/resolve`, {
      payoutOfPriceCents: 50_00,
      note: "A quarter of the shots are usable; the rest is refunded.",
    });
    expect(resolved.statusCode, resolved.body).toBe(200);

    const pilot = await createJobPilot(t, "austin");
    const { id: credentialId } = await db().transaction((tx) =>
      saveSubmission(
        tx,
        pilot.pilot.id,
        "insurance",
        {
          insurer: "Skyward Mutual",
          policyNumber: "SKY-AUDIT-1",
          coverageCents: 100_000_000,
          effectiveOn: "2026-01-01",
          validThrough: "2027-12-31",
        },
        {
          storedName: randomUUID(),
          fileName: "policy.pdf",
          contentType: "application/pdf",
          sizeBytes: 10,
        },
        new Date(),
      ),
    );
    const rejected = await operator.b.post(`/api/admin/credentials/${credentialId}/reject`, {
      reason: "The policy number does not match the certificate.",
    });
    expect(rejected.statusCode, rejected.body).toBe(204);

    const disputes = await audit("action=dispute_resolve");
    expect(disputes.items.find((e) => e.targetId === dispute.id)).toMatchObject({
      targetType: "dispute",
      reason: "A quarter of the shots are usable; the rest is refunded.",
      details: { jobId: job.id, payoutOfPriceCents: 50_00 },
    });
    const credentials = await audit(`action=credential_reject&operatorId=${operator.user.id}`);
    expect(credentials.items.map((e) => e.targetId)).toContain(credentialId);
    expect(credentials.operators.map((o) => o.id)).toContain(operator.user.id);

    const today = new Date().toISOString().slice(0, 10);
    const withinToday = await audit(`from=${today}&to=${today}&pageSize=1`);
    expect(withinToday.total).toBeGreaterThanOrEqual(2);
    expect(withinToday.items).toHaveLength(1);
    expect(withinToday.hasMore).toBe(true);
    expect((await audit("from=2000-01-01&to=2000-01-02")).total).toBe(0);
    expect((await operator.b.get("/api/admin/audit?action=delete_everything")).statusCode).toBe(
      400,
    );
    expect((await operator.b.get("/api/admin/audit?from=yesterday")).statusCode).toBe(400);
  });

  it("can't be changed or deleted, by anyone", async () => {
    const someone = await createTestClient(t);
    await operator.b.post(`/api/admin/users/${someone.user.id}/suspend`, {
      reason: "Testing that the record of this stays.",
    });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, someone.user.id));
    expect(entry).toBeDefined();
    await expect(
      db().update(auditLog).set({ reason: "nothing happened" }).where(eq(auditLog.id, entry!.id)),
    ).rejects.toThrow();
    await expect(db().delete(auditLog).where(eq(auditLog.id, entry!.id))).rejects.toThrow();
    await expect(db().execute(sql`truncate audit_log`)).rejects.toThrow();
    // Nor does removing the operator's account take the entries with it.
    await expect(
      db().execute(sql`delete from users where id = ${operator.user.id}`),
    ).rejects.toThrow();
    const [still] = await db().select().from(auditLog).where(eq(auditLog.id, entry!.id));
    expect(still).toEqual(entry);
  });
});
