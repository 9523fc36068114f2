import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deletionRefusalDetailsSchema } from "@skyhire/shared";
import { checkouts, jobs, users } from "../../db/schema";
import type { TestBrowser } from "../../testing/browser";
import {
  applyToJob,
  createJobPilot,
  createTestClient,
  postTestJob,
} from "../../testing/jobFixtures";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { payTestCheckout, startTestCheckout } from "../checkout/testing";
import { balanceOf } from "../ledger/accounts";
import { expectConsistentBooks } from "../escrow/proof/invariants";

/**
 * A deletion racing the payment that hires: the user row is the meeting point (FOR UPDATE in
 * the deletion, FOR SHARE in the payment), so exactly one of them happens and no money is ever
 * left in escrow for a deleted account. PGlite runs them one after the other; PostgreSQL runs
 * them on separate connections at the same moment.
 */
describe.each(testDatabases())("a deletion racing a hire (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());
  const rounds = kind === "postgres" ? 6 : 2;

  async function race(who: "client" | "pilot") {
    const client = await createTestClient(t);
    const pilot = await createJobPilot(t);
    const job = await postTestJob(client);
    const application = await applyToJob(pilot, job.id);
    const checkout = await startTestCheckout(client, application.id);
    const leaving: { b: TestBrowser; user: { id: string } } = who === "client" ? client : pilot;

    const [paid, deleted] = await Promise.all([
      payTestCheckout(client, checkout.id),
      leaving.b.post("/api/account/delete", { confirmation: "DELETE" }),
    ]);
    const [account] = await t.database.db.select().from(users).where(eq(users.id, leaving.user.id));
    const held = await balanceOf(t.database.db, { kind: "escrow", jobId: job.id });
    const [row] = await t.database.db.select().from(checkouts).where(eq(checkouts.id, checkout.id));

    if (deleted.statusCode === 200) {
      // The payment came second: refused (or signed out), nothing held, the hold released.
      expect([401, 409], paid.body).toContain(paid.statusCode);
      expect(account?.deletedAt).not.toBeNull();
      expect(held).toBe(0);
      expect(row?.status).not.toBe("paid");
    } else {
      // The payment came first: the deletion sees the escrow and refuses.
      expect(paid.statusCode, paid.body).toBe(200);
      expect(deleted.statusCode, deleted.body).toBe(409);
      const { blockers } = deletionRefusalDetailsSchema.parse(deleted.json().details);
      expect(blockers.map((b) => b.code)).toContain("money_in_escrow");
      expect(account?.deletedAt).toBeNull();
      const [hired] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
      expect(hired?.status).toBe("assigned");
    }
    return deleted.statusCode === 200 ? "deleted" : "paid";
  }

  for (const who of ["client", "pilot"] as const) {
    it(`never leaves money in escrow for a deleted ${who}`, async () => {
      const outcomes: string[] = [];
      for (let i = 0; i < rounds; i += 1) outcomes.push(await race(who));
      await expectConsistentBooks(t.database.db, `${who} deletions racing payments`);
      // Not a requirement of the race, but shows which ways it went.
      console.log(`${kind} ${who} deletion vs payment: ${outcomes.join(", ")}`);
    });
  }
});
