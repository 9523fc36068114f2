import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { openSecondPool } from "../../testing/testDatabase";
import { notifications, pushOutbox, pushSubscriptions, type User } from "../../db/schema";
import type { TestBrowser } from "../../testing/browser";
import {
  applyToJob,
  createJobPilot,
  createTestClient,
  postTestJob,
  type TestClient,
} from "../../testing/jobFixtures";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { clientJobLink } from "../jobs/notify";
import { PUSH_MAX_ATTEMPTS, PUSH_TTL_SECONDS, pushBackoffMs } from "./worker";
import { TestPushService, TestSubscriber, verifyVapid, type ReceivedPush } from "./testPushService";

const MINUTE = 60_000;

describe.each(testDatabases())("web push delivery (%s)", (kind) => {
  let t: TestApp;
  let service: TestPushService;
  let now: Date;
  beforeAll(async () => {
    now = new Date();
    t = await buildTestApp(kind, { clock: () => now });
    service = await TestPushService.start();
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });
  beforeEach(() => {
    service.received.length = 0;
  });
  // Each test's pushes are its own: what one leaves pending must not show in the next's counts.
  afterEach(async () => {
    await t.database.db.delete(pushSubscriptions);
  });

  async function subscribe(b: TestBrowser, subscriber = new TestSubscriber(service)) {
    const res = await b.post("/api/push/subscriptions", subscriber.json);
    expect(res.statusCode, res.body).toBe(201);
    return subscriber;
  }

  /** A client with a subscribed browser, and a pilot who applies to the client's job. */
  async function clientAndApplicant() {
    const client = await createTestClient(t);
    const subscriber = await subscribe(client.b);
    const job = await postTestJob(client, {
      deadline: new Date(now.getTime() + 14 * 24 * 60 * MINUTE).toISOString(),
    });
    const pilot = await createJobPilot(t);
    return { client, subscriber, job, pilot };
  }

  const apply = (pilot: { b: TestBrowser }, jobId: string) =>
    applyToJob(pilot, jobId, {
      proposedDate: new Date(now.getTime() + 10 * 24 * 60 * MINUTE).toISOString(),
    });

  function read(subscriber: TestSubscriber, push: ReceivedPush) {
    return JSON.parse(subscriber.decrypt(push.body)) as Record<string, string>;
  }

  async function outboxOf(subscriber: TestSubscriber) {
    return t.database.db
      .select({
        status: pushOutbox.status,
        attempts: pushOutbox.attempts,
        lastError: pushOutbox.lastError,
      })
      .from(pushOutbox)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
      .where(eq(pushSubscriptions.endpoint, subscriber.endpoint));
  }

  it("sends a pilot's application to the client's browser: signed with VAPID, decryptable", async () => {
    const { client, subscriber, job, pilot } = await clientAndApplicant();
    await apply(pilot, job.id);

    const report = await t.app.push.drain();
    expect(report).toEqual({ sent: 1, retrying: 0, gone: 0, failed: 0 });
    const pushes = service.to(subscriber.path);
    expect(pushes).toHaveLength(1);
    const push = pushes[0]!;

    const claims = verifyVapid(push.headers.authorization, t.app.push.publicKey);
    expect(claims.aud).toBe(service.origin);
    expect(claims.sub).toBe(t.config.push.subject);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(push.headers).toMatchObject({
      "content-encoding": "aes128gcm",
      ttl: String(PUSH_TTL_SECONDS),
      urgency: "normal",
    });

    const [notification] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, client.user.id));
    expect(read(subscriber, push)).toEqual({
      title: "New application",
      body: notification!.body,
      link: clientJobLink(job.id),
      tag: `application_received:${clientJobLink(job.id)}`,
    });
    expect(push.headers.topic).toBe(notification!.id.replace(/-/g, ""));
    expect(await outboxOf(subscriber)).toEqual([{ status: "sent", attempts: 1, lastError: null }]);

    // Sent once: a second pass finds nothing to do.
    expect(await t.app.push.drain()).toEqual({ sent: 0, retrying: 0, gone: 0, failed: 0 });
    expect(service.to(subscriber.path)).toHaveLength(1);
  });

  it("reaches every device of the user and never another user's", async () => {
    const { client, subscriber, job, pilot } = await clientAndApplicant();
    const secondDevice = await subscribe(client.b);
    const pilotDevice = await subscribe(pilot.b);
    const bystander = await createTestClient(t);
    const bystanderDevice = await subscribe(bystander.b);

    await apply(pilot, job.id);
    await t.app.push.drain();

    expect(service.to(subscriber.path)).toHaveLength(1);
    expect(service.to(secondDevice.path)).toHaveLength(1);
    expect(read(secondDevice, service.to(secondDevice.path)[0]!).title).toBe("New application");
    expect(service.to(pilotDevice.path)).toEqual([]);
    expect(service.to(bystanderDevice.path)).toEqual([]);
  });

  it("queues nothing for a notification whose transaction rolled back", async () => {
    const client = await createTestClient(t);
    const subscriber = await subscribe(client.b);
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.insert(notifications).values({
          userId: client.user.id,
          kind: "application_received",
          title: "Never happened",
          createdAt: now,
        });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await outboxOf(subscriber)).toEqual([]);
    await t.app.push.drain();
    expect(service.to(subscriber.path)).toEqual([]);
  });

  it("forgets a subscription the push service answers 410 Gone (and 404)", async () => {
    for (const status of [410, 404]) {
      const { client, subscriber, job, pilot } = await clientAndApplicant();
      service.answer(subscriber.path, status);
      await apply(pilot, job.id);

      const report = await t.app.push.drain();
      expect(report).toMatchObject({ gone: 1, sent: 0 });
      const rows = await t.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, client.user.id));
      expect(rows).toEqual([]);
      expect(await outboxOf(subscriber)).toEqual([]);
    }
  });

  it("retries after a 500 with backoff, then delivers once", async () => {
    const { subscriber, job, pilot } = await clientAndApplicant();
    service.answer(subscriber.path, 500);
    await apply(pilot, job.id);

    expect(await t.app.push.drain()).toMatchObject({ retrying: 1, sent: 0 });
    expect(await outboxOf(subscriber)).toEqual([
      { status: "pending", attempts: 1, lastError: expect.stringContaining("500") },
    ]);
    // Not due again before its backoff.
    expect(await t.app.push.drain()).toMatchObject({ retrying: 0, sent: 0 });
    expect(service.to(subscriber.path)).toHaveLength(1);

    now = new Date(now.getTime() + pushBackoffMs(1));
    expect(await t.app.push.drain()).toMatchObject({ sent: 1 });
    const pushes = service.to(subscriber.path);
    expect(pushes).toHaveLength(2);
    expect(read(subscriber, pushes[1]!).title).toBe("New application");
    expect(await outboxOf(subscriber)).toEqual([{ status: "sent", attempts: 2, lastError: null }]);
  });

  it("waits as long as a 429's Retry-After asks", async () => {
    const { subscriber, job, pilot } = await clientAndApplicant();
    service.answer(subscriber.path, { status: 429, headers: { "retry-after": "600" } });
    await apply(pilot, job.id);
    expect(await t.app.push.drain()).toMatchObject({ retrying: 1 });

    now = new Date(now.getTime() + pushBackoffMs(1));
    expect(await t.app.push.drain()).toMatchObject({ sent: 0 });
    now = new Date(now.getTime() + 10 * MINUTE);
    expect(await t.app.push.drain()).toMatchObject({ sent: 1 });
  });

  it("retries when the push service cannot be reached", async () => {
    const client = await createTestClient(t);
    const closed = await TestPushService.start();
    const subscriber = await subscribe(client.b, new TestSubscriber(closed));
    await closed.close();
    await t.database.db.insert(notifications).values({
      userId: client.user.id,
      kind: "job_cancelled",
      title: "Job cancelled",
      createdAt: now,
    });
    expect(await t.app.push.drain()).toMatchObject({ retrying: 1 });
    expect(await outboxOf(subscriber)).toEqual([
      { status: "pending", attempts: 1, lastError: expect.stringContaining("unreachable") },
    ]);
  });

  it(`gives up after ${PUSH_MAX_ATTEMPTS} failed attempts`, async () => {
    const { subscriber, job, pilot } = await clientAndApplicant();
    service.answer(subscriber.path, ...Array<number>(PUSH_MAX_ATTEMPTS).fill(503));
    await apply(pilot, job.id);
    for (let attempt = 1; attempt <= PUSH_MAX_ATTEMPTS; attempt += 1) {
      const report = await t.app.push.drain();
      expect(report).toMatchObject(
        attempt < PUSH_MAX_ATTEMPTS ? { retrying: 1 } : { failed: 1, retrying: 0 },
      );
      now = new Date(now.getTime() + pushBackoffMs(attempt));
    }
    expect(await outboxOf(subscriber)).toEqual([
      { status: "failed", attempts: PUSH_MAX_ATTEMPTS, lastError: expect.stringContaining("503") },
    ]);
    expect(service.to(subscriber.path)).toHaveLength(PUSH_MAX_ATTEMPTS);
    // The subscription itself stays: the next notification is tried afresh.
    expect(await t.app.push.drain()).toMatchObject({ retrying: 0, failed: 0, sent: 0 });
  });

  it("does not retry a push the service refused for good (400)", async () => {
    const { subscriber, job, pilot } = await clientAndApplicant();
    service.answer(subscriber.path, 400);
    await apply(pilot, job.id);
    expect(await t.app.push.drain()).toMatchObject({ failed: 1 });
    now = new Date(now.getTime() + 24 * 60 * MINUTE);
    expect(await t.app.push.drain()).toMatchObject({ failed: 0, sent: 0 });
    expect(service.to(subscriber.path)).toHaveLength(1);
  });

  it("drops queued pushes of the previous user when the browser changes hands", async () => {
    const first = await createTestClient(t);
    const subscriber = await subscribe(first.b);
    await t.database.db.insert(notifications).values({
      userId: first.user.id,
      kind: "job_cancelled",
      title: "For the first user only",
      createdAt: now,
    });
    const second = await createTestClient(t);
    expect((await second.b.post("/api/push/subscriptions", subscriber.json)).statusCode).toBe(201);
    await t.app.push.drain();
    expect(service.to(subscriber.path)).toEqual([]);
  });

  it.runIf(kind === "postgres")(
    "two server instances draining at once send each push exactly once",
    async () => {
      const client: TestClient = await createTestClient(t);
      const devices = [await subscribe(client.b), await subscribe(client.b)];
      const count = 30;
      await insertNotifications(client.user, count);

      const second = await openSecondPool(t.database);
      const other = await buildApp({
        config: t.config,
        database: second,
        logger: false,
        clock: () => now,
      });
      try {
        // Answers are held until both instances have a batch in flight at once (a worker sends
        // one batch of 20 at a time), so they truly compete for the same rows.
        const release = service.hold();
        const draining = Promise.all([t.app.push.drain(), other.push.drain()]);
        await service.waitFor(40);
        release();
        const [mine, theirs] = await draining;
        expect(mine.sent).toBeGreaterThan(0);
        expect(theirs.sent).toBeGreaterThan(0);
        expect(mine.sent + theirs.sent).toBe(count * devices.length);
      } finally {
        await other.close();
        await second.close();
      }
      for (const device of devices) {
        const titles = service.to(device.path).map((push) => read(device, push).title);
        expect(titles).toHaveLength(count);
        expect(new Set(titles).size).toBe(count);
      }
    },
  );

  async function insertNotifications(user: User, count: number) {
    await t.database.db.insert(notifications).values(
      Array.from({ length: count }, (_, i) => ({
        userId: user.id,
        kind: "application_received",
        title: `Application ${i + 1}`,
        link: `/client-jobs?job=${i}`,
        createdAt: now,
      })),
    );
  }

  it("the outbox holds one row per subscription and notification", async () => {
    const client = await createTestClient(t);
    const subscriber = await subscribe(client.b);
    await insertNotifications(client.user, 3);
    const rows = await t.database.db
      .select({ id: pushOutbox.id })
      .from(pushOutbox)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
      .where(
        and(eq(pushSubscriptions.endpoint, subscriber.endpoint), eq(pushOutbox.status, "pending")),
      );
    expect(rows).toHaveLength(3);
    await t.app.push.drain();
  });
});

describe("the push worker on a timer", () => {
  let t: TestApp;
  let service: TestPushService;
  beforeAll(async () => {
    t = await buildTestApp("pglite", { env: { PUSH_INTERVAL_SECONDS: "1" } });
    service = await TestPushService.start();
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  it("sends the push of a request's notification without anyone draining by hand", async () => {
    const client = await createTestClient(t);
    const subscriber = new TestSubscriber(service);
    expect((await client.b.post("/api/push/subscriptions", subscriber.json)).statusCode).toBe(201);
    const job = await postTestJob(client);
    const pilot = await createJobPilot(t);
    await applyToJob(pilot, job.id);

    await service.waitFor(1);
    const push = service.to(subscriber.path)[0]!;
    expect(JSON.parse(subscriber.decrypt(push.body))).toMatchObject({
      title: "New application",
      link: clientJobLink(job.id),
    });
  });
});
