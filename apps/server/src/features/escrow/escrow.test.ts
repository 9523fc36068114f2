import { eq } from "drizzle-orm";
import { feeBreakdown, splitEscrow } from "@skyhire/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkouts, providerOperations } from "../../db/schema";
import {
  createJobPilot,
  createTestClient,
  applyToJob,
  postTestJob,
} from "../../testing/jobFixtures";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { balanceOf } from "../ledger/accounts";
import { ledgerHealth } from "../ledger/invariants";
import { postTransfer } from "../ledger/transfers";
import {
  ALREADY_SETTLED_MESSAGE,
  NOTHING_HELD_MESSAGE,
  escrowOf,
  refundEscrow,
  releaseEscrow,
  splitDisputedEscrow,
} from ".";

const RATES = { clientFeeBps: 500, pilotCommissionBps: 1000 };

describe.each(testDatabases())("escrow settlement (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  /** A job with a paid checkout of `price` and its charge in escrow, as checkout leaves it. */
  async function fundedJob(price = 400_00) {
    const client = await createTestClient(t);
    const pilot = await createJobPilot(t);
    const job = await postTestJob(client);
    const application = await applyToJob(pilot, job.id, { quote: price });
    const fees = feeBreakdown(price, RATES);
    const [checkout] = await db()
      .insert(checkouts)
      .values({
        jobId: job.id,
        applicationId: application.id,
        clientUserId: client.user.id,
        pilotProfileId: pilot.pilot.id,
        priceCents: fees.price,
        clientFeeCents: fees.clientFee,
        clientTotalCents: fees.clientTotal,
        pilotCommissionCents: fees.pilotCommission,
        pilotNetCents: fees.pilotNet,
        status: "paid",
        expiresAt: new Date(Date.now() + 15 * 60_000),
        paidAt: new Date(),
        provider: "test",
        providerPaymentId: `pay_test_${job.id}`,
      })
      .returning();
    await db().transaction((tx) =>
      postTransfer(tx, {
        kind: "charge",
        jobId: job.id,
        legs: [
          {
            account: { kind: "client_funding", userId: client.user.id },
            amount: -fees.clientTotal,
          },
          { account: { kind: "escrow", jobId: job.id }, amount: fees.clientTotal },
        ],
      }),
    );
    return { client, pilot, job, fees, checkout: checkout! };
  }

  async function expectBooksBalance() {
    const health = await ledgerHealth(db());
    expect(health.totalOfEntries).toBe(0);
    expect(health.unbalancedTransfers).toBe(0);
    expect(health.overdrawnAccounts).toBe(0);
    expect(health.driftedAccounts).toBe(0);
  }

  it("reports what a job's escrow holds and the checkout that paid it", async () => {
    const { job, fees, checkout } = await fundedJob(400_00);
    const escrow = await db().transaction((tx) => escrowOf(tx, job.id));
    expect(escrow.heldCents).toBe(fees.clientTotal);
    expect(escrow.heldCents).toBe(420_00);
    expect(escrow.checkout?.id).toBe(checkout.id);
  });

  it("releases the escrow to the pilot's balance and the platform on approval", async () => {
    const { job, pilot, fees } = await fundedJob(400_00);
    const platformBefore = await balanceOf(db(), { kind: "platform_fees" });
    const settlement = await db().transaction((tx) => releaseEscrow(tx, job.id));
    expect(settlement).toMatchObject({
      refundCents: 0,
      pilotNetCents: 360_00,
      platformCents: 60_00,
    });
    expect(await balanceOf(db(), { kind: "escrow", jobId: job.id })).toBe(0);
    expect(await balanceOf(db(), { kind: "pilot_balance", userId: pilot.user.id })).toBe(
      fees.pilotNet,
    );
    expect((await balanceOf(db(), { kind: "platform_fees" })) - platformBefore).toBe(
      fees.platformRevenue,
    );
    await expectBooksBalance();
  });

  it("refuses to settle an escrow twice, whichever way", async () => {
    const { job } = await fundedJob();
    await db().transaction((tx) => releaseEscrow(tx, job.id));
    for (const settle of [
      (tx: Parameters<typeof releaseEscrow>[0]) => releaseEscrow(tx, job.id),
      (tx: Parameters<typeof releaseEscrow>[0]) => refundEscrow(tx, job.id),
      (tx: Parameters<typeof releaseEscrow>[0]) => splitDisputedEscrow(tx, job.id, 100_00),
    ]) {
      await expect(db().transaction(settle)).rejects.toMatchObject({
        statusCode: 409,
        message: ALREADY_SETTLED_MESSAGE,
      });
    }
    await expectBooksBalance();
  });

  it("refuses a job nobody paid for", async () => {
    const client = await createTestClient(t);
    const job = await postTestJob(client);
    await expect(db().transaction((tx) => releaseEscrow(tx, job.id))).rejects.toMatchObject({
      statusCode: 409,
      message: NOTHING_HELD_MESSAGE,
    });
  });

  it("refunds the whole client total and queues the card refund keyed by the transfer", async () => {
    const { job, client, fees, checkout } = await fundedJob(333_00);
    const settlement = await db().transaction((tx) => refundEscrow(tx, job.id));
    expect(settlement.refundCents).toBe(fees.clientTotal);
    expect(await balanceOf(db(), { kind: "refunds", userId: client.user.id })).toBe(
      fees.clientTotal,
    );
    const queued = await db()
      .select()
      .from(providerOperations)
      .where(eq(providerOperations.jobId, job.id));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      kind: "refund",
      status: "pending",
      amountCents: fees.clientTotal,
      idempotencyKey: `refund_${settlement.transferId}`,
      paymentRef: checkout.providerPaymentId,
      transferId: settlement.transferId,
    });
    await expectBooksBalance();
  });

  it("splits a disputed escrow exactly as splitEscrow says", async () => {
    const { job, client, pilot, fees } = await fundedJob(500_00);
    const expected = splitEscrow(fees, 200_00);
    const settlement = await db().transaction((tx) => splitDisputedEscrow(tx, job.id, 200_00));
    expect(settlement).toMatchObject({
      refundCents: expected.refund,
      pilotNetCents: expected.pilotNet,
      platformCents: expected.platform,
    });
    expect(await balanceOf(db(), { kind: "refunds", userId: client.user.id })).toBe(
      expected.refund,
    );
    expect(await balanceOf(db(), { kind: "pilot_balance", userId: pilot.user.id })).toBe(
      expected.pilotNet,
    );
    expect(await balanceOf(db(), { kind: "escrow", jobId: job.id })).toBe(0);
    await expectBooksBalance();
  });

  it("queues no card refund when the whole price goes to the pilot", async () => {
    const { job, fees } = await fundedJob(250_00);
    const settlement = await db().transaction((tx) => splitDisputedEscrow(tx, job.id, fees.price));
    expect(settlement.refundCents).toBe(0);
    const queued = await db()
      .select()
      .from(providerOperations)
      .where(eq(providerOperations.jobId, job.id));
    expect(queued).toHaveLength(0);
  });

  it("rolls back with the caller's transaction: nothing moved, nothing queued", async () => {
    const { job, fees } = await fundedJob();
    await expect(
      db().transaction(async (tx) => {
        await refundEscrow(tx, job.id);
        throw new Error("the caller's next step failed");
      }),
    ).rejects.toThrow("the caller's next step failed");
    expect(await balanceOf(db(), { kind: "escrow", jobId: job.id })).toBe(fees.clientTotal);
    const queued = await db()
      .select()
      .from(providerOperations)
      .where(eq(providerOperations.jobId, job.id));
    expect(queued).toHaveLength(0);
  });
});
