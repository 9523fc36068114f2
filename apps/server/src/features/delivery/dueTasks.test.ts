import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobEvents, jobs, notifications } from "../../db/schema";
import { waitFor } from "../../testing/mail";
import { testDatabases, type TestApp } from "../../testing/testApp";
import { balanceOf } from "../ledger/accounts";
import { ledgerHealth } from "../ledger/invariants";
import { runDueTasks } from "./dueTasks";
import {
  buildDeliveryTestApp,
  deliveredJob,
  postWithKey,
  sampleFiles,
  uploadOk,
  type HiredJob,
} from "./testFixtures";

const DAY_MS = 86_400_000;

describe.each(testDatabases())("day-12 reminder and day-14 approval (%s)", (kind) => {
  let t: TestApp & { dataDir: string };
  // Near the real time: sessions made by the fixtures expire against the app's clock.
  const T0 = new Date();
  let now = T0;
  const at = (days: number) => new Date(T0.getTime() + days * DAY_MS);
  beforeAll(async () => {
    t = await buildDeliveryTestApp(kind, { clock: () => now });
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  const statusOf = async (jobId: string) =>
    (await db().select({ status: jobs.status }).from(jobs).where(eq(jobs.id, jobId)))[0]?.status;
  const noticesOf = async (userId: string, kind: string) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
  const remindersTo = (hired: HiredJob) =>
    t.mail.filter(
      (m) =>
        m.to === hired.client.user.email &&
        m.subject === "Delivery waiting for your review" &&
        m.text.includes(hired.job.title),
    );

  /** A delivery made at `day` days after T0. */
  async function deliveredOn(day: number, price?: number): Promise<HiredJob> {
    now = at(day);
    return deliveredJob(t, price);
  }

  it("reminds the client once on day 12 and approves on day 14", async () => {
    const hired = await deliveredOn(0, 500_00);
    const id = hired.job.id;

    expect((await runDueTasks(t.app, at(11.9))).reminded).not.toContain(id);
    const day12 = await runDueTasks(t.app, at(12));
    expect(day12.reminded).toContain(id);
    expect(day12.approved).not.toContain(id);
    now = at(12);
    await t.app.notificationEmail.drain();
    expect(remindersTo(hired)).toHaveLength(1);
    expect(remindersTo(hired)[0]?.text).toContain(at(14).toUTCString());
    expect(await noticesOf(hired.client.user.id, "approval_reminder")).toHaveLength(1);

    // Exactly once, however often the scheduler runs.
    expect((await runDueTasks(t.app, at(12.5))).reminded).not.toContain(id);
    expect((await runDueTasks(t.app, at(13.99))).approved).not.toContain(id);
    now = at(13.99);
    await t.app.notificationEmail.drain();
    expect(remindersTo(hired)).toHaveLength(1);

    const day14 = await runDueTasks(t.app, at(14));
    expect(day14.approved).toContain(id);
    expect(await statusOf(id)).toBe("completed");
    expect(await balanceOf(db(), { kind: "pilot_balance", userId: hired.pilot.user.id })).toBe(
      450_00,
    );
    const [event] = await db()
      .select()
      .from(jobEvents)
      .where(and(eq(jobEvents.jobId, id), eq(jobEvents.event, "approve")));
    expect(event).toMatchObject({ actorUserId: null, toStatus: "completed" });
    expect(await noticesOf(hired.pilot.user.id, "delivery_auto_approved")).toHaveLength(1);
    expect(await noticesOf(hired.client.user.id, "delivery_auto_approved")).toHaveLength(1);
    const [row] = await db().select().from(jobs).where(eq(jobs.id, id));
    expect(row?.completedAt?.toISOString()).toBe(at(14).toISOString());

    expect((await runDueTasks(t.app, at(30))).approved).not.toContain(id);
  });

  it("starts the clock again with each delivery", async () => {
    const hired = await deliveredOn(0);
    const id = hired.job.id;
    expect((await runDueTasks(t.app, at(12))).reminded).toContain(id);

    now = at(12.5);
    const back = await hired.client.b.post(`/api/jobs/${id}/request-changes`, {
      reason: "Please brighten the interior shots.",
    });
    expect(back.statusCode).toBe(200);
    now = at(13);
    await uploadOk(hired.pilot.b, id, [{ name: "brighter.jpg", content: sampleFiles.jpeg() }]);
    expect((await hired.pilot.b.post(`/api/jobs/${id}/deliver`)).statusCode).toBe(200);

    // Day 14 and 20 of the first delivery: the second one (day 13) is not due.
    expect((await runDueTasks(t.app, at(14))).approved).not.toContain(id);
    expect((await runDueTasks(t.app, at(20))).reminded).not.toContain(id);
    expect((await runDueTasks(t.app, at(25))).reminded).toContain(id);
    expect((await runDueTasks(t.app, at(27))).approved).toContain(id);
  });

  it("leaves a disputed delivery alone", async () => {
    const hired = await deliveredOn(0);
    now = at(1);
    const opened = await hired.client.b.post(`/api/jobs/${hired.job.id}/disputes`, {
      reason: "Half the photos are of the wrong property.",
    });
    expect(opened.statusCode).toBe(201);
    const report = await runDueTasks(t.app, at(60));
    expect(report.reminded).not.toContain(hired.job.id);
    expect(report.approved).not.toContain(hired.job.id);
    expect(await statusOf(hired.job.id)).toBe("disputed");
    expect(await balanceOf(db(), { kind: "escrow", jobId: hired.job.id })).toBeGreaterThan(0);
  });

  it("approves each overdue delivery once when several runs and the client race", async () => {
    const due = await Promise.all([deliveredOn(0), deliveredOn(0), deliveredOn(0)]);
    const clientRacer = due[0]!;
    now = at(0.5);
    const [runA, runB, clientAnswer] = await Promise.all([
      runDueTasks(t.app, at(14)),
      runDueTasks(t.app, at(14)),
      postWithKey(clientRacer.client.b, `/api/jobs/${clientRacer.job.id}/approve`),
    ]);
    const approvedByRuns = [...runA.approved, ...runB.approved];
    expect(new Set(approvedByRuns).size).toBe(approvedByRuns.length);
    for (const hired of due) {
      const approvals = await db()
        .select()
        .from(jobEvents)
        .where(and(eq(jobEvents.jobId, hired.job.id), eq(jobEvents.event, "approve")));
      expect(approvals).toHaveLength(1);
      expect(await statusOf(hired.job.id)).toBe("completed");
      expect(await balanceOf(db(), { kind: "escrow", jobId: hired.job.id })).toBe(0);
      expect(await balanceOf(db(), { kind: "pilot_balance", userId: hired.pilot.user.id })).toBe(
        360_00,
      );
    }
    // The client either approved first or was told it already was.
    expect([200, 409]).toContain(clientAnswer.statusCode);
    expect(approvedByRuns.includes(clientRacer.job.id)).toBe(clientAnswer.statusCode === 409);
    expect(runA.failed).toEqual([]);
    expect(runB.failed).toEqual([]);
    const health = await ledgerHealth(db());
    expect(health).toMatchObject({
      totalOfEntries: 0,
      unbalancedTransfers: 0,
      overdrawnAccounts: 0,
    });
  });
});

describe("the scheduler in the server", () => {
  it("runs on its interval when asked, and stops when the server closes", async () => {
    let now = new Date();
    const t = await buildDeliveryTestApp("pglite", {
      clock: () => now,
      env: { AUTO_APPROVAL_INTERVAL_SECONDS: "1" },
    });
    try {
      const hired = await deliveredJob(t);
      await t.app.ready();
      now = new Date(Date.now() + 15 * DAY_MS);
      await waitFor(async () => {
        const [row] = await t.database.db
          .select({ status: jobs.status })
          .from(jobs)
          .where(eq(jobs.id, hired.job.id));
        return row?.status === "completed" ? true : undefined;
      }, 10_000);
    } finally {
      await t.close();
    }
  });
});
