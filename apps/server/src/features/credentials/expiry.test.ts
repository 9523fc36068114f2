import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, isoDateOf } from "@skyhire/shared";
import { emailOutbox, notifications, pilotCredentials } from "../../db/schema";
import { createJobPilot } from "../../testing/jobFixtures";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { runDueTasks } from "../delivery/dueTasks";
import { setValidThrough } from "./testFixtures";

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabases())("credential expiry (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  /** A pilot whose verified Part 107 is good through `validThrough`; no insurance. */
  async function pilotValidThrough(validThrough: string) {
    const p = await createJobPilot(t, "austin", { credentials: { insuranceCents: null } });
    await setValidThrough(t.database.db, p.pilot.id, "part107", validThrough);
    return p;
  }

  const remindersOf = async (userId: string) =>
    t.database.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(
        and(eq(notifications.userId, userId), eq(notifications.kind, "credential_expiry_reminder")),
      );

  it("reminds 30 and 7 days before, once each, even with two runs at once", async () => {
    const now = new Date();
    const lastDay = addDays(isoDateOf(now), 40);
    const p = await pilotValidThrough(lastDay);
    const at = (daysBefore: number) =>
      new Date(Date.parse(`${lastDay}T12:00:00Z`) - daysBefore * DAY_MS);

    expect((await runDueTasks(t.app, at(31))).credentials.reminded).toEqual([]);
    const [a, b] = await Promise.all([runDueTasks(t.app, at(30)), runDueTasks(t.app, at(30))]);
    expect([...a.credentials.reminded, ...b.credentials.reminded]).toHaveLength(1);
    expect(await remindersOf(p.user.id)).toHaveLength(1);
    expect((await runDueTasks(t.app, at(20))).credentials.reminded).toEqual([]);

    const [c, d] = await Promise.all([runDueTasks(t.app, at(7)), runDueTasks(t.app, at(7))]);
    expect([...c.credentials.reminded, ...d.credentials.reminded]).toHaveLength(1);
    expect(await remindersOf(p.user.id)).toHaveLength(2);
    // One email queued per reminder (sent when due by the notification email worker).
    const queued = await t.database.db
      .select()
      .from(emailOutbox)
      .innerJoin(notifications, eq(notifications.id, emailOutbox.notificationId))
      .where(
        and(
          eq(emailOutbox.userId, p.user.id),
          eq(notifications.kind, "credential_expiry_reminder"),
        ),
      );
    expect(queued).toHaveLength(2);

    const [row] = await t.database.db
      .select({ expiryState: pilotCredentials.expiryState })
      .from(pilotCredentials)
      .where(eq(pilotCredentials.pilotProfileId, p.pilot.id));
    expect(row?.expiryState).toBe("expiring");
  });

  it("moves a lapsed credential to expired and tells the pilot once", async () => {
    const now = new Date();
    const p = await pilotValidThrough(addDays(isoDateOf(now), -1));
    const [a, b] = await Promise.all([runDueTasks(t.app, now), runDueTasks(t.app, now)]);
    const expired = [...a.credentials.expired, ...b.credentials.expired];
    const [row] = await t.database.db
      .select()
      .from(pilotCredentials)
      .where(eq(pilotCredentials.pilotProfileId, p.pilot.id));
    expect(expired.filter((id) => id === row?.id)).toHaveLength(1);
    expect(row?.expiryState).toBe("expired");
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, p.user.id), eq(notifications.kind, "credential_expired")),
      );
    expect(told).toHaveLength(1);
  });
});
