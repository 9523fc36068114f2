import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { NOTIFICATION_GROUPS, NOTIFICATION_KIND_GROUPS } from "@skyhire/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, pushOutbox, pushSubscriptions } from "../../db/schema";
import {
  applyToJob,
  createJobPilot,
  createTestClient,
  postTestJob,
} from "../../testing/jobFixtures";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { CREDENTIAL_NOTIFICATION_KINDS } from "../credentials/notices";
import { AFTER_HIRE_NOTIFICATION_KINDS } from "../delivery/notices";
import { NOTIFICATION_KINDS } from "../jobs/notify";
import { MODERATION_NOTIFICATION_KINDS } from "../moderation/notices";
import { PAYOUT_NOTIFICATION_KINDS } from "../payouts/notices";
import type { Mailer } from "../mail/mailer";
import { TestPushService, TestSubscriber } from "../push/testPushService";
import { EMAIL_MAX_ATTEMPTS, emailBackoffMs } from "../notificationEmail/worker";

const FEATURES_DIR = join(import.meta.dirname, "..");

/** Every `kind: "..."` literal written beside an insert into notifications, in the sources. */
async function insertedKindLiterals(): Promise<string[]> {
  const kinds: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts")) {
        const source = await readFile(path, "utf8");
        if (!source.includes("insert(notifications)")) continue;
        for (const match of source.matchAll(/kind: "([a-z_]+)"/g)) kinds.push(match[1]!);
      }
    }
  };
  await walk(FEATURES_DIR);
  return kinds;
}

describe("notification kinds", () => {
  it("maps every kind the server inserts to an event group", async () => {
    const kinds = [
      ...Object.values(NOTIFICATION_KINDS),
      ...Object.values(AFTER_HIRE_NOTIFICATION_KINDS),
      ...Object.values(CREDENTIAL_NOTIFICATION_KINDS),
      ...Object.values(PAYOUT_NOTIFICATION_KINDS),
      ...Object.values(MODERATION_NOTIFICATION_KINDS),
      ...(await insertedKindLiterals()),
    ];
    expect(kinds).toContain("flight_planned");
    for (const kind of kinds) {
      expect(NOTIFICATION_KIND_GROUPS, `kind ${kind} has no group`).toHaveProperty(kind);
    }
  });
});

describe.each(testDatabases())("notification preferences (%s)", (kind) => {
  let t: TestApp;
  let now: Date;
  let failing = 0;
  const sent: string[] = [];
  // Fails the first `failing` sends, like an SMTP server that is down for a while.
  const flakyMailer: Mailer = {
    kind: "memory",
    async send(message) {
      if (failing > 0) {
        failing -= 1;
        throw new Error("connect ECONNREFUSED 127.0.0.1:25");
      }
      sent.push(message.to);
    },
    close: () => undefined,
  };
  beforeAll(async () => {
    now = new Date();
    t = await buildTestApp(kind, { clock: () => now, mailer: flakyMailer });
  });
  afterAll(() => t.close());

  it("answers every group with its defaults, in-app always on", async () => {
    const client = await createTestClient(t);
    const res = await client.b.get("/api/notification-preferences");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.emailPausedUntil).toBeNull();
    expect(body.groups.map((g: { group: string }) => g.group)).toEqual([...NOTIFICATION_GROUPS]);
    expect(body.groups.find((g: { group: string }) => g.group === "messages")).toEqual({
      group: "messages",
      label: "Messages",
      description: expect.any(String),
      email: true,
      push: false,
      pushAvailable: false,
    });
    expect(body.groups.find((g: { group: string }) => g.group === "hiring")).toMatchObject({
      email: true,
      push: true,
      pushAvailable: true,
    });
  });

  it("keeps each user's switches and pause, and refuses what is not a setting", async () => {
    const client = await createTestClient(t);
    const other = await createTestClient(t);
    const res = await client.b.put("/api/notification-preferences", {
      groups: [
        { group: "reviews", email: false, push: false },
        { group: "messages", email: false, push: true },
      ],
      pauseEmailDays: 7,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.groups.find((g: { group: string }) => g.group === "reviews")).toMatchObject({
      email: false,
      push: false,
    });
    // Messages never push, whatever is sent.
    expect(body.groups.find((g: { group: string }) => g.group === "messages")).toMatchObject({
      email: false,
      push: false,
    });
    expect(body.emailPausedUntil).toBe(new Date(now.getTime() + 7 * 86_400_000).toISOString());
    expect((await client.b.get("/api/notification-preferences")).json()).toEqual(body);
    // Another user's settings are their own.
    const others = (await other.b.get("/api/notification-preferences")).json();
    expect(others.emailPausedUntil).toBeNull();

    const resumed = await client.b.put("/api/notification-preferences", { pauseEmailDays: null });
    expect(resumed.json().emailPausedUntil).toBeNull();
    expect(
      resumed.json().groups.find((g: { group: string }) => g.group === "reviews"),
    ).toMatchObject({ email: false });

    for (const bad of [
      { groups: [{ group: "newsletters", email: true, push: true }] },
      { groups: [{ group: "reviews", email: "yes", push: true }] },
      { pauseEmailDays: 0 },
      { pauseEmailDays: 91 },
      {
        groups: [
          { group: "reviews", email: true, push: true },
          { group: "reviews", email: false, push: true },
        ],
      },
    ]) {
      const refused = await client.b.put("/api/notification-preferences", bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json()).toMatchObject({
        message: expect.any(String),
        requestId: expect.any(String),
      });
    }
    expect(
      (await t.app.inject({ method: "GET", url: "/api/notification-preferences" })).statusCode,
    ).toBe(401);
  });

  it("retries a failed email with backoff and gives up after the last try", async () => {
    const client = await createTestClient(t);
    const job = await postTestJob(client, {
      deadline: new Date(now.getTime() + 14 * 86_400_000).toISOString(),
    });
    const pilot = await createJobPilot(t);
    // The pilot's own notices (credential badges) go out first.
    await t.app.notificationEmail.drain();
    await applyToJob(pilot, job.id, {
      proposedDate: new Date(now.getTime() + 10 * 86_400_000).toISOString(),
    });
    const row = async () =>
      (
        await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.userId, client.user.id))
      )[0]!;

    failing = 1;
    await t.app.notificationEmail.drain();
    expect(await row()).toMatchObject({ status: "pending", attempts: 1 });
    expect((await row()).lastError).toContain("ECONNREFUSED");
    expect((await row()).nextAttemptAt.getTime()).toBe(now.getTime() + emailBackoffMs(1));
    // Not before its time.
    await t.app.notificationEmail.drain();
    expect((await row()).attempts).toBe(1);
    now = new Date(now.getTime() + emailBackoffMs(1));
    await t.app.notificationEmail.drain();
    expect(await row()).toMatchObject({ status: "sent", attempts: 2 });
    expect(sent.filter((to) => to === client.user.email)).toHaveLength(1);

    // A mail server that never comes back: failed after EMAIL_MAX_ATTEMPTS.
    const second = await createJobPilot(t);
    await t.app.notificationEmail.drain();
    await applyToJob(second, job.id, {
      proposedDate: new Date(now.getTime() + 10 * 86_400_000).toISOString(),
    });
    failing = 1_000;
    for (let attempt = 1; attempt <= EMAIL_MAX_ATTEMPTS; attempt++) {
      await t.app.notificationEmail.drain();
      now = new Date(now.getTime() + emailBackoffMs(attempt));
    }
    failing = 0;
    const rows = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.userId, client.user.id));
    expect(rows.map((r) => r.status).sort()).toEqual(["failed", "sent"]);
    expect(rows.find((r) => r.status === "failed")?.attempts).toBe(EMAIL_MAX_ATTEMPTS);
  });

  it("pushes nothing of a group whose push is switched off", async () => {
    const service = await TestPushService.start();
    try {
      const client = await createTestClient(t);
      const subscriber = new TestSubscriber(service);
      expect((await client.b.post("/api/push/subscriptions", subscriber.json)).statusCode).toBe(
        201,
      );
      await client.b.put("/api/notification-preferences", {
        groups: [{ group: "hiring", email: true, push: false }],
      });
      const job = await postTestJob(client, {
        deadline: new Date(now.getTime() + 14 * 86_400_000).toISOString(),
      });
      const pilot = await createJobPilot(t);
      await applyToJob(pilot, job.id, {
        proposedDate: new Date(now.getTime() + 10 * 86_400_000).toISOString(),
      });
      await t.app.push.drain();
      expect(service.to(subscriber.path)).toEqual([]);
      const queued = await t.database.db
        .select({ status: pushOutbox.status })
        .from(pushOutbox)
        .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
        .where(eq(pushSubscriptions.userId, client.user.id));
      expect(queued).toEqual([{ status: "skipped" }]);
    } finally {
      await service.close();
    }
  });
});
