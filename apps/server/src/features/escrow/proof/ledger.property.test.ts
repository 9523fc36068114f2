import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disputes, ledgerTransfers } from "../../../db/schema";
import {
  applyToJob,
  createJobPilot,
  createTestClient,
  postTestJob,
  type TestClient,
  type TestJobPilot,
} from "../../../testing/jobFixtures";
import type { TestApp } from "../../../testing/testApp";
import type { TestBrowser } from "../../../testing/browser";
import { payTestCheckout, startTestCheckout } from "../../checkout/testing";
import { runDueTasks } from "../../delivery/dueTasks";
import {
  buildDeliveryTestApp,
  createAdmin,
  postWithKey,
  sampleFiles,
  upload,
} from "../../delivery/testFixtures";
import { runDueOperations } from "../../payments/runner";
import { expectConsistentBooks } from "./invariants";
import { addTestDrone, flightForm } from "../../../testing/flightLogFixtures";

/** One step a user (or the scheduler) may take; most are refused in most states, on purpose. */
type Step =
  | {
      kind: "hire";
      client: number;
      pilot: number;
      dollars: number;
      card: "ok" | "declined" | "retry";
    }
  | {
      kind: "start" | "deliver" | "approve" | "requestChanges" | "cancel" | "replayPay";
      job: number;
    }
  | { kind: "dispute"; job: number; byPilot: boolean }
  | { kind: "resolve"; job: number; share: number }
  | { kind: "payout"; pilot: number; share: number }
  | { kind: "autoApprove" }
  | { kind: "providerQueue" };

const CARDS = { ok: "4242424242424242", declined: "4000000000000002", retry: "4000000000000119" };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("hire" as const),
      client: fc.nat(1),
      pilot: fc.nat(1),
      dollars: fc.integer({ min: 1, max: 5000 }),
      card: fc.constantFrom("ok" as const, "ok" as const, "declined" as const, "retry" as const),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constantFrom(
        "start" as const,
        "deliver" as const,
        "approve" as const,
        "requestChanges" as const,
        "cancel" as const,
        "replayPay" as const,
      ),
      job: fc.nat(5),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("dispute" as const),
      job: fc.nat(5),
      byPilot: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("resolve" as const),
      job: fc.nat(5),
      share: fc.double({ min: 0, max: 1, noNaN: true }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("payout" as const),
      pilot: fc.nat(1),
      share: fc.double({ min: 0, max: 1.2, noNaN: true }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: "autoApprove" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "providerQueue" as const }) },
);

const hire = (dollars: number): Step => ({
  kind: "hire",
  client: 0,
  pilot: 0,
  dollars,
  card: "ok",
});
const on = (
  kind: "start" | "deliver" | "approve" | "requestChanges" | "cancel",
  job = 0,
): Step => ({
  kind,
  job,
});

/** Walks every flow of the issue once, besides the random ones. */
const WALKS: [Step[]][] = [
  [
    [
      hire(400),
      on("start"),
      on("deliver"),
      on("approve"),
      { kind: "payout", pilot: 0, share: 0.5 },
    ],
  ],
  [
    [
      hire(250),
      on("start"),
      on("deliver"),
      on("requestChanges"),
      on("deliver"),
      { kind: "autoApprove" },
    ],
  ],
  [
    [
      hire(999),
      on("start"),
      { kind: "dispute", job: 0, byPilot: true },
      { kind: "resolve", job: 0, share: 0.4 },
    ],
  ],
  [[hire(120), on("cancel"), { kind: "providerQueue" }, { kind: "replayPay", job: 0 }]],
  [
    [
      hire(75),
      on("start"),
      { kind: "dispute", job: 0, byPilot: false },
      { kind: "resolve", job: 0, share: 0 },
    ],
  ],
];

/** One drone per pilot, added to their fleet the first time they deliver. */
const drones = new Map<TestJobPilot, string>();
async function droneOf(pilot: TestJobPilot): Promise<string> {
  const known = drones.get(pilot);
  if (known) return known;
  const added = await addTestDrone(pilot.b);
  drones.set(pilot, added);
  return added;
}

interface HiredJob {
  id: string;
  price: number;
  client: TestClient;
  pilot: TestJobPilot;
  pay: { checkoutId: string; key: string; card: object };
}

// The property runs on PGlite (the issue allows it); the races and the crash run on PostgreSQL.
describe("ledger under random sequences of money moves (pglite)", () => {
  let t: TestApp;
  let clients: TestClient[];
  let pilots: TestJobPilot[];
  let admin: { b: TestBrowser };

  beforeAll(async () => {
    t = await buildDeliveryTestApp("pglite");
    clients = [await createTestClient(t), await createTestClient(t)];
    pilots = [await createJobPilot(t), await createJobPilot(t)];
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());

  async function run(s: Step, jobs: HiredJob[]): Promise<void> {
    const job = "job" in s ? jobs[s.job % Math.max(jobs.length, 1)] : undefined;
    switch (s.kind) {
      case "hire": {
        const client = clients[s.client]!;
        const pilot = pilots[s.pilot]!;
        const posted = await postTestJob(client);
        const application = await applyToJob(pilot, posted.id, { quote: s.dollars * 100 });
        const checkout = await startTestCheckout(client, application.id);
        const card = {
          cardNumber: CARDS[s.card],
          expMonth: 12,
          expYear: 2099,
          cvc: "123",
          name: "P T",
        };
        const key = randomUUID();
        let res = await payTestCheckout(client, checkout.id, { card, key });
        if (s.card === "retry") {
          expect(res.statusCode).toBe(402);
          res = await payTestCheckout(client, checkout.id, { card, key });
        }
        if (s.card === "declined") {
          expect(res.statusCode).toBe(402);
          return;
        }
        expect(res.statusCode, res.body).toBe(200);
        jobs.push({
          id: posted.id,
          price: s.dollars * 100,
          client,
          pilot,
          pay: { checkoutId: checkout.id, key, card },
        });
        return;
      }
      case "replayPay": {
        if (!job) return;
        const res = await payTestCheckout(job.client, job.pay.checkoutId, job.pay);
        expect(res.statusCode).toBe(200);
        expect(res.headers["idempotent-replayed"]).toBe("true");
        return;
      }
      case "start":
        if (job) await job.pilot.b.post(`/api/jobs/${job.id}/start`);
        return;
      case "deliver":
        if (!job) return;
        await upload(job.pilot.b, job.id, [{ name: "shot.jpg", content: sampleFiles.jpeg(512) }]);
        // The delivery needs a logged flight; refused (409) whenever the job is not in progress.
        await job.pilot.b.post(
          `/api/jobs/${job.id}/flight-logs`,
          flightForm(await droneOf(job.pilot)),
        );
        await job.pilot.b.post(`/api/jobs/${job.id}/deliver`);
        return;
      case "approve":
        if (job) await postWithKey(job.client.b, `/api/jobs/${job.id}/approve`);
        return;
      case "requestChanges":
        if (job) {
          await job.client.b.post(`/api/jobs/${job.id}/request-changes`, {
            reason: "Please reshoot the north side in better light.",
          });
        }
        return;
      case "cancel":
        if (job)
          await job.client.b.post(`/api/jobs/${job.id}/cancel`, { reason: "No longer needed" });
        return;
      case "dispute":
        if (job) {
          const who = s.byPilot ? job.pilot : job.client;
          await who.b.post(`/api/jobs/${job.id}/disputes`, {
            reason: "The other side is not doing what we agreed on.",
          });
        }
        return;
      case "resolve": {
        if (!job) return;
        const [open] = await t.database.db
          .select()
          .from(disputes)
          .where(eq(disputes.jobId, job.id));
        if (!open || open.status !== "open") return;
        await postWithKey(admin.b, `/api/admin/disputes/${open.id}/resolve`, {
          payoutOfPriceCents: Math.floor(job.price * s.share),
          note: "Split after reviewing the evidence from both sides.",
        });
        return;
      }
      case "payout": {
        const pilot = pilots[s.pilot]!;
        const { availableCents } = (await pilot.b.get("/api/payouts")).json() as {
          availableCents: number;
        };
        const amount = Math.floor(availableCents * s.share);
        const res = await postWithKey(pilot.b, "/api/payouts", amount > 0 ? { amount } : {});
        if (availableCents === 0) expect(res.statusCode).toBe(409);
        else if (amount > availableCents) expect(res.statusCode).toBe(409);
        else expect(res.statusCode, res.body).toBe(201);
        return;
      }
      case "autoApprove":
        await runDueTasks(t.app, new Date(Date.now() + 15 * 24 * 3600_000));
        return;
      case "providerQueue":
        await runDueOperations(t.app.payments.runner);
        return;
    }
  }

  it("keeps the books consistent after every step", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const jobs: HiredJob[] = [];
        for (const [i, s] of steps.entries()) {
          await run(s, jobs);
          await expectConsistentBooks(t.database.db, `step ${i} ${JSON.stringify(s)}`);
        }
      }),
      { numRuns: 25, endOnFailure: true, examples: WALKS },
    );
    // The random walks and the examples together went through every kind of money move.
    const kinds = await t.database.db
      .selectDistinct({ kind: ledgerTransfers.kind })
      .from(ledgerTransfers);
    expect(kinds.map((k) => k.kind).sort()).toEqual(
      expect.arrayContaining(["charge", "dispute_split", "payout", "refund", "release"]),
    );
  }, 120_000);
});
