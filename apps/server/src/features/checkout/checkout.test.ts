import { eq } from "drizzle-orm";
import {
  CARD_DECLINED_MESSAGE,
  CARD_PROCESSING_ERROR_MESSAGE,
  CHECKOUT_EXPIRED_MESSAGE,
  CHECKOUT_IN_PROGRESS_MESSAGE,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  type CheckoutDto,
  type CheckoutPaidDto,
} from "@skyhire/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applications,
  checkouts,
  jobs,
  ledgerTransfers,
  providerOperations,
  testProviderPayments,
} from "../../db/schema";
import {
  applyToJob,
  createJobPilot,
  createTestClient,
  postTestJob,
  type TestClient,
} from "../../testing/jobFixtures";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { balanceOf } from "../ledger/accounts";
import { ledgerHealth } from "../ledger/invariants";
import { QUOTE_CHANGED_MESSAGE } from "./pay";
import { payTestCheckout, startTestCheckout, testCard } from "./testing";

describe.each(testDatabases())("checkout (%s)", (kind) => {
  let t: TestApp;
  let now = new Date();
  beforeAll(async () => {
    t = await buildTestApp(kind, { clock: () => now });
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  /** A client's open job with two applications (quotes $400 and $380). */
  async function jobWithApplicants(): Promise<{
    client: TestClient;
    jobId: string;
    first: string;
    second: string;
    pilotB: Awaited<ReturnType<typeof createJobPilot>>;
  }> {
    const client = await createTestClient(t);
    const pilotA = await createJobPilot(t);
    const pilotB = await createJobPilot(t);
    const job = await postTestJob(client);
    const first = await applyToJob(pilotA, job.id, { quote: 400_00 });
    const second = await applyToJob(pilotB, job.id, { quote: 380_00 });
    return { client, jobId: job.id, first: first.id, second: second.id, pilotB };
  }

  async function expectBooksBalance() {
    const health = await ledgerHealth(db());
    expect(health).toMatchObject({
      totalOfEntries: 0,
      unbalancedTransfers: 0,
      overdrawnAccounts: 0,
      driftedAccounts: 0,
    });
    expect(health.escrowHeld).toBe(health.escrowExpected);
  }

  async function jobStatus(jobId: string) {
    const [job] = await db().select({ status: jobs.status }).from(jobs).where(eq(jobs.id, jobId));
    return job?.status;
  }

  it("fixes the quote, the 5% service fee and the total for 15 minutes, for its client only", async () => {
    const { client, first } = await jobWithApplicants();
    const checkout = await startTestCheckout(client, first);
    expect(checkout).toMatchObject({
      status: "pending",
      priceCents: 400_00,
      serviceFeeCents: 20_00,
      totalCents: 420_00,
      provider: "test",
      testMode: true,
      paidAt: null,
    });
    expect(new Date(checkout.expiresAt).getTime() - now.getTime()).toBe(15 * 60_000);
    expect((await client.b.get(`/api/checkout/${checkout.id}`)).json()).toEqual(checkout);

    const stranger = await createTestClient(t);
    expect((await stranger.b.get(`/api/checkout/${checkout.id}`)).statusCode).toBe(404);
    expect((await stranger.b.post("/api/checkout", { applicationId: first })).statusCode).toBe(404);
    const pilot = await createJobPilot(t);
    expect((await pilot.b.post("/api/checkout", { applicationId: first })).statusCode).toBe(403);
  });

  it("tells the checkout screen the provider, test mode, test cards and fee settings", async () => {
    const { client } = await jobWithApplicants();
    const res = await client.b.get("/api/payments/config");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      provider: "test",
      testMode: true,
      publishableKey: null,
      fees: { clientFeeBps: 500, pilotCommissionBps: 1000 },
    });
    expect(res.json().testCards.map((c: { number: string }) => c.number)).toEqual([
      "4242424242424242",
      "4000000000000002",
      "4000000000000119",
    ]);
  });

  it("reserves the job: a second checkout is refused while one is pending", async () => {
    const { client, first, second } = await jobWithApplicants();
    const checkout = await startTestCheckout(client, first);
    const other = await client.b.post("/api/checkout", { applicationId: second });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(CHECKOUT_IN_PROGRESS_MESSAGE);
    // Coming back to the same applicant answers the same checkout.
    const again = await client.b.post("/api/checkout", { applicationId: first });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(checkout.id);
    // Leaving it frees the job at once.
    expect((await client.b.post(`/api/checkout/${checkout.id}/cancel`)).json().status).toBe(
      "cancelled",
    );
    expect((await client.b.post("/api/checkout", { applicationId: second })).statusCode).toBe(201);
  });

  it("answers a decline with 402 and the provider's words, changing nothing", async () => {
    const { client, jobId, first } = await jobWithApplicants();
    const checkout = await startTestCheckout(client, first);
    const transfersBefore = (await db().select().from(ledgerTransfers)).length;
    const res = await payTestCheckout(client, checkout.id, {
      card: testCard("4000 0000 0000 0002"),
    });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(CARD_DECLINED_MESSAGE);
    expect(await jobStatus(jobId)).toBe("open");
    expect((await client.b.get(`/api/checkout/${checkout.id}`)).json().status).toBe("pending");
    expect((await db().select().from(ledgerTransfers)).length).toBe(transfersBefore);
    // A card number that is not a test card is refused too: test mode takes no real cards.
    const real = await payTestCheckout(client, checkout.id, {
      card: testCard("5555 5555 5555 4444"),
    });
    expect(real.statusCode).toBe(402);
  });

  it("pays, holds the total in escrow and hires in one go; a retry with the key replays", async () => {
    const { client, jobId, first, second } = await jobWithApplicants();
    const checkout = await startTestCheckout(client, first);
    const key = "pay-once-please";
    // The needs-a-retry card fails once with a retryable processing error...
    const failed = await payTestCheckout(client, checkout.id, {
      card: testCard("4000000000000119"),
      key,
    });
    expect(failed.statusCode).toBe(402);
    expect(failed.json()).toMatchObject({
      message: CARD_PROCESSING_ERROR_MESSAGE,
      details: { retryable: true },
    });
    // ...and succeeds when retried with the same key.
    const paid = await payTestCheckout(client, checkout.id, {
      card: testCard("4000000000000119"),
      key,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const body = paid.json() as CheckoutPaidDto;
    expect(body.checkout).toMatchObject({ status: "paid", paymentMethodLabel: "Visa •••• 0119" });
    expect(body.job).toMatchObject({ id: jobId, status: "assigned" });
    expect(body.application).toMatchObject({ id: first, status: "accepted" });
    const [other] = await db().select().from(applications).where(eq(applications.id, second));
    expect(other?.status).toBe("rejected");

    expect(await balanceOf(db(), { kind: "escrow", jobId })).toBe(420_00);
    expect(await balanceOf(db(), { kind: "client_funding", userId: client.user.id })).toBe(-420_00);
    const [capture] = await db()
      .select()
      .from(providerOperations)
      .where(eq(providerOperations.idempotencyKey, `capture_${checkout.id}`));
    expect(capture?.status).toBe("succeeded");
    const [payment] = await db()
      .select()
      .from(testProviderPayments)
      .where(eq(testProviderPayments.id, capture!.paymentRef!));
    expect(payment).toMatchObject({ status: "captured", amountCents: 420_00 });

    const replay = await payTestCheckout(client, checkout.id, {
      card: testCard("4000000000000119"),
      key,
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(replay.json()).toEqual(body);
    const misuse = await payTestCheckout(client, checkout.id, { key });
    expect(misuse.statusCode).toBe(422);
    expect(misuse.json().message).toBe(IDEMPOTENCY_KEY_REUSED_MESSAGE);
    const charges = await db()
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.jobId, jobId));
    expect(charges.filter((c) => c.kind === "charge")).toHaveLength(1);
    await expectBooksBalance();
  });

  it("refuses a second payment of a paid checkout with another key", async () => {
    const { client, first } = await jobWithApplicants();
    const checkout = await startTestCheckout(client, first);
    expect((await payTestCheckout(client, checkout.id)).statusCode).toBe(200);
    const again = await payTestCheckout(client, checkout.id);
    expect(again.statusCode).toBe(409);
    await expectBooksBalance();
  });

  it("expires after 15 minutes, at pay time and by the sweep, and frees the job", async () => {
    const { client, jobId, first, second } = await jobWithApplicants();
    const lapsed = await startTestCheckout(client, first);
    now = new Date(now.getTime() + 15 * 60_000 + 1000);
    const late = await payTestCheckout(client, lapsed.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(CHECKOUT_EXPIRED_MESSAGE);
    expect(await jobStatus(jobId)).toBe("open");

    const swept = await startTestCheckout(client, second);
    now = new Date(now.getTime() + 16 * 60_000);
    const report = await t.app.payments.sweep();
    expect(report.expiredCheckouts).toBeGreaterThanOrEqual(1);
    const [row] = await db().select().from(checkouts).where(eq(checkouts.id, swept.id));
    expect(row?.status).toBe("expired");
    expect((await client.b.post("/api/checkout", { applicationId: first })).statusCode).toBe(201);
  });

  it("refuses to charge a quote changed after checkout started, and releases the hold", async () => {
    const client = await createTestClient(t);
    const pilot = await createJobPilot(t);
    const job = await postTestJob(client);
    const application = await applyToJob(pilot, job.id, { quote: 300_00 });
    const checkout: CheckoutDto = await startTestCheckout(client, application.id);
    const edit = await pilot.b.request({
      method: "PATCH",
      url: `/api/applications/${application.id}`,
      payload: {
        quote: 350_00,
        proposedDate: application.proposedDate,
        message: application.message,
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const res = await payTestCheckout(client, checkout.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(QUOTE_CHANGED_MESSAGE);
    expect(await jobStatus(job.id)).toBe("open");
    const [row] = await db().select().from(checkouts).where(eq(checkouts.id, checkout.id));
    expect(row?.status).toBe("cancelled");
    const voids = await db()
      .select()
      .from(providerOperations)
      .where(eq(providerOperations.checkoutId, checkout.id));
    expect(voids.find((op) => op.kind === "void")?.status).toBe("succeeded");
    await expectBooksBalance();
  });

  it("no longer hires on accept: hiring is paying", async () => {
    const { client, first } = await jobWithApplicants();
    expect((await client.b.post(`/api/applications/${first}/accept`)).statusCode).toBe(404);
  });
});
