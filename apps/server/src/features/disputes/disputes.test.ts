import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DISPUTE_ALREADY_RESOLVED_MESSAGE,
  type AdminDisputeDetail,
  type DisputeDto,
  type JobFileDto,
} from "@skyhire/shared";
import { disputes, jobs, notifications } from "../../db/schema";
import { testDatabases, type TestApp } from "../../testing/testApp";
import { OWN_DISPUTE_MESSAGE } from "../admin/resolve";
import {
  buildDeliveryTestApp,
  createAdmin,
  deliveredJob,
  hiredJob,
  makeAdmin,
  postWithKey,
  sampleFiles,
  upload,
  uploadOk,
} from "../delivery/testFixtures";
import { runDueTasks } from "../delivery/dueTasks";
import { balanceOf } from "../ledger/accounts";
import { ledgerHealth } from "../ledger/invariants";

const REASON = "The photos show the neighbour's house, not ours.";
const DAY_MS = 86_400_000;

describe.each(testDatabases())("disputes (%s)", (kind) => {
  let t: TestApp & { dataDir: string };
  let operator: Awaited<ReturnType<typeof createAdmin>>;
  beforeAll(async () => {
    t = await buildDeliveryTestApp(kind);
    operator = await createAdmin(t);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  it("opens on a delivery, holds the money, takes evidence and is resolved with a split", async () => {
    const { client, pilot, job } = await deliveredJob(t, 400_00);
    const opened = await client.b.post(`/api/jobs/${job.id}/disputes`, { reason: REASON });
    expect(opened.statusCode, opened.body).toBe(201);
    const dispute = opened.json() as DisputeDto;
    expect(dispute).toMatchObject({ status: "open", openedBy: "client", reason: REASON });
    const [row] = await db().select().from(jobs).where(eq(jobs.id, job.id));
    expect(row?.status).toBe("disputed");

    // The pilot and the operator hear of it.
    const told = await db()
      .select({ userId: notifications.userId, kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.kind, "dispute_opened"));
    expect(told.map((n) => n.userId)).toEqual(
      expect.arrayContaining([pilot.user.id, operator.user.id]),
    );

    // Nothing is released while it is open: approval and the scheduler are refused.
    expect((await postWithKey(client.b, `/api/jobs/${job.id}/approve`)).statusCode).toBe(409);
    const report = await runDueTasks(t.app, new Date(Date.now() + 30 * DAY_MS));
    expect(report.approved).not.toContain(job.id);
    expect(await balanceOf(db(), { kind: "escrow", jobId: job.id })).toBe(420_00);
    // A second dispute can't be opened.
    expect(
      (await pilot.b.post(`/api/jobs/${job.id}/disputes`, { reason: REASON })).statusCode,
    ).toBe(409);

    // Both sides add evidence; deliverables are closed.
    const [clientEvidence] = await uploadOk(
      client.b,
      job.id,
      [{ name: "our-house.png", content: sampleFiles.png() }],
      "dispute_evidence",
    );
    expect(clientEvidence).toMatchObject({ purpose: "dispute_evidence", uploadedBy: "client" });
    await uploadOk(
      pilot.b,
      job.id,
      [{ name: "flight-log.pdf", content: sampleFiles.pdf() }],
      "dispute_evidence",
    );
    expect(
      (await upload(pilot.b, job.id, [{ name: "x.jpg", content: sampleFiles.jpeg() }])).statusCode,
    ).toBe(409);
    // Evidence is a record: it can't be removed.
    const remove = await client.b.request({
      method: "DELETE",
      url: `/api/files/${clientEvidence!.id}`,
    });
    expect(remove.statusCode).toBe(409);

    // The operator sees it first in the list, with everything needed to decide.
    const list = await operator.b.get("/api/admin/disputes?status=open");
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.map((d: DisputeDto) => d.id)).toContain(dispute.id);
    const detail = (
      await operator.b.get(`/api/admin/disputes/${dispute.id}`)
    ).json() as AdminDisputeDetail;
    expect(detail.money).toEqual({
      priceCents: 400_00,
      clientFeeCents: 20_00,
      clientTotalCents: 420_00,
      pilotCommissionCents: 40_00,
      pilotNetCents: 360_00,
      heldCents: 420_00,
    });
    expect(detail.deliverables.map((f) => f.name)).toEqual(["front.jpg"]);
    expect(detail.evidence.map((f) => f.name).sort()).toEqual(["flight-log.pdf", "our-house.png"]);
    expect(detail.history.map((h) => h.event)).toEqual([
      "post",
      "hire",
      "start",
      "deliver",
      "dispute",
    ]);
    expect(detail.client.email).toBe(client.user.email);
    // Operators read the files of a disputed job.
    const evidenceFile = detail.evidence[0] as JobFileDto;
    expect((await operator.b.get(evidenceFile.url)).statusCode).toBe(200);
    expect((await operator.b.get(`/api/jobs/${job.id}/files`)).statusCode).toBe(200);

    // More than the price is refused; half the price is paid out.
    const tooMuch = await postWithKey(operator.b, `/api/admin/disputes/${dispute.id}/resolve`, {
      payoutOfPriceCents: 400_01,
      note: "Trying to pay more than the price.",
    });
    expect(tooMuch.statusCode).toBe(400);
    const key = "resolve-1";
    const body = {
      payoutOfPriceCents: 200_00,
      note: "Half of the photos were of the right house.",
    };
    const resolved = await postWithKey(
      operator.b,
      `/api/admin/disputes/${dispute.id}/resolve`,
      body,
      key,
    );
    expect(resolved.statusCode, resolved.body).toBe(200);
    const after = resolved.json() as AdminDisputeDetail;
    expect(after.dispute).toMatchObject({ status: "resolved", payoutOfPriceCents: 200_00 });
    expect(after.job.status).toBe("completed");
    expect(after.money?.heldCents).toBe(0);
    // The same key answers the same, moving nothing again; another key finds it resolved.
    const replay = await postWithKey(
      operator.b,
      `/api/admin/disputes/${dispute.id}/resolve`,
      body,
      key,
    );
    expect(replay.json()).toEqual(resolved.json());
    const again = await postWithKey(operator.b, `/api/admin/disputes/${dispute.id}/resolve`, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DISPUTE_ALREADY_RESOLVED_MESSAGE);

    // 200 of the price: the pilot gets 180 (less 10%), the client 200 + 10 of the fee back.
    expect(await balanceOf(db(), { kind: "pilot_balance", userId: pilot.user.id })).toBe(180_00);
    expect(await balanceOf(db(), { kind: "refunds", userId: client.user.id })).toBe(210_00);
    const health = await ledgerHealth(db());
    expect(health).toMatchObject({
      totalOfEntries: 0,
      unbalancedTransfers: 0,
      overdrawnAccounts: 0,
    });
    const [completed] = await db().select().from(jobs).where(eq(jobs.id, job.id));
    expect(completed?.completedAt).toBeInstanceOf(Date);

    // Settled: the operator no longer reads the job's files; the parties still do.
    expect((await operator.b.get(evidenceFile.url)).statusCode).toBe(404);
    expect((await client.b.get(evidenceFile.url)).statusCode).toBe(200);
    const kinds = await db()
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, client.user.id));
    expect(kinds.map((k) => k.kind)).toContain("dispute_resolved");
  });

  it("cancels the job and refunds everything when nothing is paid out", async () => {
    const { client, pilot, job } = await hiredJob(t, 300_00);
    expect((await pilot.b.post(`/api/jobs/${job.id}/start`)).statusCode).toBe(200);
    const opened = await pilot.b.post(`/api/jobs/${job.id}/disputes`, {
      reason: "The client has not given access to the site for three weeks.",
    });
    expect(opened.statusCode).toBe(201);
    expect((opened.json() as DisputeDto).openedBy).toBe("pilot");
    const resolved = await postWithKey(
      operator.b,
      `/api/admin/disputes/${(opened.json() as DisputeDto).id}/resolve`,
      { payoutOfPriceCents: 0, note: "No work was done; full refund." },
    );
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect((resolved.json() as AdminDisputeDetail).job.status).toBe("cancelled");
    expect(await balanceOf(db(), { kind: "refunds", userId: client.user.id })).toBe(315_00);
    expect(await balanceOf(db(), { kind: "pilot_balance", userId: pilot.user.id })).toBe(0);
  });

  it("refuses disputes before the mission starts and after completion", async () => {
    const { client, job } = await hiredJob(t);
    const early = await client.b.post(`/api/jobs/${job.id}/disputes`, { reason: REASON });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("This job is assigned: it can't be disputed now.");
    const short = await client.b.post(`/api/jobs/${job.id}/disputes`, { reason: "bad" });
    expect(short.statusCode).toBe(400);
  });

  it("does not let an operator decide a dispute on their own job", async () => {
    const { client, job } = await deliveredJob(t);
    await makeAdmin(t, client.user.id);
    const opened = await client.b.post(`/api/jobs/${job.id}/disputes`, { reason: REASON });
    const res = await postWithKey(
      client.b,
      `/api/admin/disputes/${(opened.json() as DisputeDto).id}/resolve`,
      {
        payoutOfPriceCents: 0,
        note: "Refunding myself entirely.",
      },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(OWN_DISPUTE_MESSAGE);
    const [still] = await db().select().from(disputes).where(eq(disputes.jobId, job.id));
    expect(still?.status).toBe("open");
  });

  it("lists open disputes first, the longest waiting at the top", async () => {
    const res = await operator.b.get("/api/admin/disputes?pageSize=100");
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { status: string; createdAt: string }[];
    const firstResolved = items.findIndex((d) => d.status === "resolved");
    expect(firstResolved).toBeGreaterThan(0);
    expect(items.slice(firstResolved).every((d) => d.status === "resolved")).toBe(true);
    const open = items.slice(0, firstResolved).map((d) => d.createdAt);
    expect(open).toEqual([...open].sort());
    expect(res.json().open).toBe(firstResolved);
  });
});
