import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries, ledgerTransfers } from "../../db/schema";
import { createTestClient, createJobPilot, postTestJob } from "../../testing/jobFixtures";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { accountId, balanceOf } from "./accounts";
import { ledgerHealth } from "./invariants";
import { postTransfer } from "./transfers";

/** The message of the database error behind a failed query (drizzle wraps it in `cause`). */
function dbMessage(error: unknown): string {
  const e = error as { message?: string; cause?: { message?: string } };
  return `${e.message ?? ""} ${e.cause?.message ?? ""}`;
}

describe.each(testDatabases())("ledger (%s)", (kind) => {
  let t: TestApp;
  let clientUserId: string;
  let pilotUserId: string;
  let jobId: string;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const client = await createTestClient(t);
    const pilot = await createJobPilot(t);
    clientUserId = client.user.id;
    pilotUserId = pilot.user.id;
    jobId = (await postTestJob(client)).id;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const escrow = () => ({ kind: "escrow" as const, jobId });
  const funding = () => ({ kind: "client_funding" as const, userId: clientUserId });
  const pilotBalance = () => ({ kind: "pilot_balance" as const, userId: pilotUserId });

  it("moves money between accounts and keeps the books at zero", async () => {
    await db().transaction((tx) =>
      postTransfer(tx, {
        kind: "charge",
        jobId,
        legs: [
          { account: funding(), amount: -472_50 },
          { account: escrow(), amount: 472_50 },
        ],
      }),
    );
    expect(await balanceOf(db(), escrow())).toBe(472_50);
    expect(await balanceOf(db(), funding())).toBe(-472_50);
    const health = await ledgerHealth(db());
    expect(health).toMatchObject({
      totalOfEntries: 0,
      unbalancedTransfers: 0,
      overdrawnAccounts: 0,
      driftedAccounts: 0,
    });
  });

  it("refuses a transfer whose legs do not sum to zero", async () => {
    await expect(
      db().transaction((tx) =>
        postTransfer(tx, {
          kind: "release",
          jobId,
          legs: [
            { account: escrow(), amount: -100 },
            { account: pilotBalance(), amount: 90 },
          ],
        }),
      ),
    ).rejects.toThrow("release transfer does not balance: legs sum to -10");
  });

  it("has the database refuse unbalanced entries written around the code", async () => {
    const attempt = db().transaction(async (tx) => {
      const [transfer] = await tx
        .insert(ledgerTransfers)
        .values({ kind: "correction" })
        .returning();
      const platform = await accountId(tx, { kind: "platform_fees" });
      await tx.insert(ledgerEntries).values({
        transferId: transfer!.id,
        accountId: platform,
        amountCents: 5_00,
      });
    });
    const error = await attempt.then(
      () => null,
      (e: unknown) => e,
    );
    expect(dbMessage(error)).toContain("does not balance");
    expect((await ledgerHealth(db())).totalOfEntries).toBe(0);
  });

  it("never lets an escrow or a pilot balance go below zero", async () => {
    const error = await db()
      .transaction((tx) =>
        postTransfer(tx, {
          kind: "release",
          jobId,
          legs: [
            { account: escrow(), amount: -1_000_00 },
            { account: pilotBalance(), amount: 1_000_00 },
          ],
        }),
      )
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(dbMessage(error)).toContain("ledger_accounts_no_overdraft");
    expect(await balanceOf(db(), escrow())).toBe(472_50);
    expect(await balanceOf(db(), pilotBalance())).toBe(0);
  });

  it("keeps transfers and entries immutable", async () => {
    const update = await db()
      .execute(sql`update ledger_entries set amount_cents = amount_cents * 2`)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(dbMessage(update)).toContain("immutable");
    const remove = await db()
      .execute(sql`delete from ledger_transfers`)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(dbMessage(remove)).toContain("immutable");
    expect(await balanceOf(db(), escrow())).toBe(472_50);
  });

  it("fixes a mistake with a correcting transfer, never an edit", async () => {
    const wrong = await db().transaction((tx) =>
      postTransfer(tx, {
        kind: "release",
        jobId,
        legs: [
          { account: escrow(), amount: -100_00 },
          { account: pilotBalance(), amount: 100_00 },
        ],
      }),
    );
    await db().transaction((tx) =>
      postTransfer(tx, {
        kind: "correction",
        jobId,
        correctsTransferId: wrong,
        memo: "released by mistake",
        legs: [
          { account: pilotBalance(), amount: -100_00 },
          { account: escrow(), amount: 100_00 },
        ],
      }),
    );
    expect(await balanceOf(db(), escrow())).toBe(472_50);
    expect(await balanceOf(db(), pilotBalance())).toBe(0);
    expect((await ledgerHealth(db())).driftedAccounts).toBe(0);
  });
});
