import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  jobs,
  ledgerTransfers,
  payouts,
  testProviderPayments,
  providerOperations,
} from "../../../db/schema";
import {
  applyToJob,
  createJobPilot,
  createTestClient,
  postTestJob,
} from "../../../testing/jobFixtures";
import type { TestApp } from "../../../testing/testApp";
import {
  approvedJob,
  deliverPaidJob,
  paidJob,
  payTestCheckout,
  startTestCheckout,
} from "../../checkout/testing";
import { runDueTasks } from "../../delivery/dueTasks";
import { buildDeliveryTestApp, postWithKey } from "../../delivery/testFixtures";
import { balanceOf } from "../../ledger/accounts";
import { releaseEscrow } from "..";
import { expectConsistentBooks } from "./invariants";

const codes = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

async function transfersOf(t: TestApp, jobId: string, kind: string) {
  return t.database.db
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.jobId, jobId), eq(ledgerTransfers.kind, kind)));
}

// Real concurrency needs real connections: PGlite has one and runs transactions one by one.
describe.runIf(process.env.TEST_DATABASE_URL)("money races (postgres)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildDeliveryTestApp("postgres");
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  it("charges once when a payment is submitted 6 times with the same key", async () => {
    const client = await createTestClient(t);
    const pilot = await createJobPilot(t);
    const job = await postTestJob(client);
    const application = await applyToJob(pilot, job.id, { quote: 400_00 });
    const checkout = await startTestCheckout(client, application.id);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => payTestCheckout(client, checkout.id, { key })),
    );
    // The first runs; the others either wait their turn (409 in progress) or replay its answer.
    expect(responses.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(await transfersOf(t, job.id, "charge")).toHaveLength(1);
    const replay = await payTestCheckout(client, checkout.id, { key });
    expect(replay.statusCode).toBe(200);
    expect(await balanceOf(db(), { kind: "escrow", jobId: job.id })).toBe(420_00);
    await expectConsistentBooks(db());
  });

  it("charges once when 6 payments with different keys race, and releases the other holds", async () => {
    const client = await createTestClient(t);
    const pilot = await createJobPilot(t);
    const job = await postTestJob(client);
    const application = await applyToJob(pilot, job.id, { quote: 250_00 });
    const checkout = await startTestCheckout(client, application.id);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => payTestCheckout(client, checkout.id)),
    );
    expect(codes(responses)).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await transfersOf(t, job.id, "charge")).toHaveLength(1);
    await t.app.payments.sweep();
    // Every hold taken by a losing attempt was released; only the winner's was captured.
    const authorizations = await db()
      .select({ id: providerOperations.resultId })
      .from(providerOperations)
      .where(
        and(
          eq(providerOperations.checkoutId, checkout.id),
          eq(providerOperations.kind, "authorize"),
        ),
      );
    const held = await db()
      .select({ status: testProviderPayments.status })
      .from(testProviderPayments)
      .where(inArray(testProviderPayments.id, authorizations.map((a) => a.id!).filter(Boolean)));
    expect(held.filter((p) => p.status === "captured")).toHaveLength(1);
    expect(held.filter((p) => p.status === "authorized")).toHaveLength(0);
    await expectConsistentBooks(db());
  });

  it("releases once when the client approves from 5 tabs at once", async () => {
    const job = await paidJob(t, 300_00);
    await deliverPaidJob(job);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postWithKey(job.client.b, `/api/jobs/${job.jobId}/approve`)),
    );
    expect(codes(responses)).toEqual([200, 409, 409, 409, 409]);
    expect(await transfersOf(t, job.jobId, "release")).toHaveLength(1);
    expect(await balanceOf(db(), { kind: "pilot_balance", userId: job.pilot.user.id })).toBe(
      270_00,
    );
    await expectConsistentBooks(db());
  });

  it("releases once when releaseEscrow itself runs in 5 transactions at once", async () => {
    const job = await paidJob(t, 100_00);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () => db().transaction((tx) => releaseEscrow(tx, job.jobId))),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    for (const o of outcomes) {
      if (o.status === "rejected") expect(o.reason).toMatchObject({ statusCode: 409 });
    }
    expect(await transfersOf(t, job.jobId, "release")).toHaveLength(1);
    // Released without an approve event: put the job where the books expect it.
    await db().update(jobs).set({ status: "completed" }).where(eq(jobs.id, job.jobId));
    await expectConsistentBooks(db());
  });

  it("releases once when the client's approval races the automatic approval", async () => {
    for (let round = 0; round < 3; round += 1) {
      const job = await paidJob(t, 200_00);
      await deliverPaidJob(job);
      const [approval, automatic] = await Promise.all([
        postWithKey(job.client.b, `/api/jobs/${job.jobId}/approve`),
        runDueTasks(t.app, new Date(Date.now() + 15 * 24 * 3600_000)),
      ]);
      const byClient = approval.statusCode === 200 ? 1 : 0;
      const bySystem = automatic.approved.includes(job.jobId) ? 1 : 0;
      expect(byClient + bySystem).toBe(1);
      expect(await transfersOf(t, job.jobId, "release")).toHaveLength(1);
    }
    await expectConsistentBooks(db());
  });

  it("pays out no more than the balance when 6 payouts race", async () => {
    const job = await approvedJob(t, 400_00);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => postWithKey(job.pilot.b, "/api/payouts", { amount: 100_00 })),
    );
    // 360.00 available: three payouts of 100.00 fit, the other three are refused.
    expect(codes(responses)).toEqual([201, 201, 201, 409, 409, 409]);
    const made = await db()
      .select()
      .from(payouts)
      .where(eq(payouts.pilotUserId, job.pilot.user.id));
    expect(made.map((p) => p.amountCents)).toEqual([100_00, 100_00, 100_00]);
    expect(await balanceOf(db(), { kind: "pilot_balance", userId: job.pilot.user.id })).toBe(60_00);
    await expectConsistentBooks(db());
  });
});
