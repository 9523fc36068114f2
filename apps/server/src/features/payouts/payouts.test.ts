import { and, eq, inArray } from "drizzle-orm";
import {
  NOTHING_TO_PAY_OUT_MESSAGE,
  payoutTooLargeForBalanceMessage,
  type PayoutDto,
} from "@skyhire/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerTransfers, notifications, payouts } from "../../db/schema";
import { createTestClient } from "../../testing/jobFixtures";
import { testDatabases, type TestApp } from "../../testing/testApp";
import { approvedJob, type PaidJob } from "../checkout/testing";
import { buildDeliveryTestApp, createAdmin, postWithKey } from "../delivery/testFixtures";
import { balanceOf } from "../ledger/accounts";
import { ledgerHealth } from "../ledger/invariants";
import { createProviderRegistry } from "../payments/registry";
import { requestPayout } from "./request";

describe.each(testDatabases())("payouts (%s)", (kind) => {
  let t: TestApp;
  let job: PaidJob;
  beforeAll(async () => {
    t = await buildDeliveryTestApp(kind);
    job = await approvedJob(t, 400_00);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const payoutNotices = async (userId: string) =>
    (
      await db()
        .select({ title: notifications.title, body: notifications.body })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            inArray(notifications.kind, ["payout_sent", "payout_failed"]),
          ),
        )
    ).sort((a, b) => (a.body ?? "").localeCompare(b.body ?? ""));

  it("pays out part of the balance once per key, then the rest, then refuses", async () => {
    const { pilot } = job;
    expect((await pilot.b.get("/api/payouts")).json()).toEqual({
      availableCents: 360_00,
      payouts: [],
    });

    const first = await postWithKey(pilot.b, "/api/payouts", { amount: 100_00 }, "payout-1");
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ amountCents: 100_00, status: "paid", provider: "test" });
    const replay = await postWithKey(pilot.b, "/api/payouts", { amount: 100_00 }, "payout-1");
    expect(replay.json()).toEqual(first.json());
    expect(await balanceOf(db(), { kind: "pilot_balance", userId: pilot.user.id })).toBe(260_00);

    const tooMuch = await postWithKey(pilot.b, "/api/payouts", { amount: 300_00 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(payoutTooLargeForBalanceMessage(260_00));

    const rest = await postWithKey(pilot.b, "/api/payouts", {});
    expect(rest.json()).toMatchObject({ amountCents: 260_00, status: "paid" });
    const none = await postWithKey(pilot.b, "/api/payouts", {});
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(NOTHING_TO_PAY_OUT_MESSAGE);

    const history = (await pilot.b.get("/api/payouts")).json();
    expect(history.availableCents).toBe(0);
    expect(history.payouts.map((p: PayoutDto) => p.amountCents)).toEqual([260_00, 100_00]);
    expect(await balanceOf(db(), { kind: "payouts", userId: pilot.user.id })).toBe(360_00);
    // Told once per payout (the replay is not a second payout).
    expect(await payoutNotices(pilot.user.id)).toEqual([
      { title: "Payout sent", body: "$100 is on its way to your bank account." },
      { title: "Payout sent", body: "$260 is on its way to your bank account." },
    ]);
  });

  it("needs a key, a pilot, and a session", async () => {
    const noKey = await job.pilot.b.post("/api/payouts", {});
    expect(noKey.statusCode).toBe(400);
    const client = await createTestClient(t);
    expect((await postWithKey(client.b, "/api/payouts", {})).statusCode).toBe(403);
    const signedOut = await t.app.inject({
      method: "POST",
      url: "/api/payouts",
      payload: {},
      headers: { origin: new URL(t.config.appUrl).origin, "idempotency-key": "k" },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it("puts a refused payout back in the balance with a correcting transfer", async () => {
    const other = await approvedJob(t, 200_00);
    // The app's own runner refuses payouts too: on PostgreSQL it wakes up by itself when a
    // provider call is queued and may send this payout before the request does.
    const runner = t.app.payments.runner;
    const providers = runner.providers;
    runner.providers = createProviderRegistry(t.config, db(), { failPayouts: () => true });
    try {
      const answered = await requestPayout(runner, other.pilot.user, undefined, "failing-payout");
      await expect
        .poll(async () => (await db().select().from(payouts).where(eq(payouts.id, answered.id)))[0])
        .toMatchObject({
          amountCents: 180_00,
          status: "failed",
          failureMessage: "The bank account was closed.",
        });
    } finally {
      runner.providers = providers;
    }
    expect(await balanceOf(db(), { kind: "pilot_balance", userId: other.pilot.user.id })).toBe(
      180_00,
    );
    expect(await payoutNotices(other.pilot.user.id)).toEqual([
      {
        title: "Payout failed",
        body: "$180 could not be paid out and is back in your balance: The bank account was closed.",
      },
    ]);
    const corrections = await db()
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.kind, "correction"));
    expect(corrections).toHaveLength(1);
    expect(corrections[0]?.correctsTransferId).not.toBeNull();
    const health = await ledgerHealth(db());
    expect(health).toMatchObject({ totalOfEntries: 0, overdrawnAccounts: 0, driftedAccounts: 0 });
  });

  it("shows operators that the books balance, and nobody else", async () => {
    const admin = await createAdmin(t);
    const res = await admin.b.get("/api/admin/ledger");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.balanced).toBe(true);
    expect(body.health.totalOfEntries).toBe(0);
    const kinds = Object.fromEntries(
      body.accounts.map((a: { kind: string; totalCents: number }) => [a.kind, a.totalCents]),
    );
    expect(kinds.platform_fees).toBe(60_00 + 30_00);
    expect(body.providerOperations).toEqual({ pending: 0, failed: 1 });
    expect((await job.pilot.b.get("/api/admin/ledger")).statusCode).toBe(404);
  });
});
