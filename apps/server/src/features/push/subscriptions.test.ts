import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PUSH_ENDPOINT_INVALID_MESSAGE,
  PUSH_KEY_INVALID_MESSAGE,
  PUSH_SUBSCRIPTION_NOT_FOUND_MESSAGE,
  pushConfigSchema,
} from "@skyhire/shared";
import { pushSubscriptions } from "../../db/schema";
import { TestBrowser } from "../../testing/browser";
import { browserFor } from "../../testing/jobFixtures";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { createTestUser } from "../../testing/users";
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER } from "./subscriptions";
import { TestPushService, TestSubscriber } from "./testPushService";

describe.each(testDatabases())("push subscriptions API (%s)", (kind) => {
  let t: TestApp;
  let service: TestPushService;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    service = await TestPushService.start();
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  async function signedIn() {
    const user = await createTestUser(t.database.db);
    return { user, b: await browserFor(t, user.id) };
  }

  const rowsOf = (endpoint: string) =>
    t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

  it("GET /api/push/config answers the VAPID public key, signed in or not", async () => {
    const res = await new TestBrowser(t).get("/api/push/config");
    expect(res.statusCode).toBe(200);
    const { publicKey } = pushConfigSchema.parse(res.json());
    expect(publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(publicKey).toBe(t.app.push.publicKey);
  });

  describe("signed out", () => {
    it.each([
      ["POST", "/api/push/subscriptions"],
      ["POST", "/api/push/subscribe"],
      ["DELETE", "/api/push/subscriptions"],
    ] as const)("%s %s answers 401 and saves nothing", async (method, url) => {
      const subscriber = new TestSubscriber(service);
      const res = await new TestBrowser(t).request({ method, url, payload: subscriber.json });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: "Authentication required",
        requestId: expect.any(String),
      });
      expect(await rowsOf(subscriber.endpoint)).toEqual([]);
    });
  });

  it("saves the browser's subscription, then updates it in place (upsert by endpoint)", async () => {
    const { user, b } = await signedIn();
    const subscriber = new TestSubscriber(service);
    const first = await b.post("/api/push/subscriptions", subscriber.json);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(String),
      endpoint: subscriber.endpoint,
      createdAt: expect.any(String),
    });

    // The same browser again (e.g. after a reload) with new keys: one row, the new keys.
    const renewed = new TestSubscriber(service, subscriber.path);
    const again = await b.post("/api/push/subscribe", renewed.json);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const rows = await rowsOf(subscriber.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: user.id,
      p256dh: renewed.json.keys.p256dh,
      auth: renewed.json.keys.auth,
    });
  });

  it("keeps several devices per user, forgetting the oldest beyond the limit", async () => {
    const { user, b } = await signedIn();
    const endpoints: string[] = [];
    for (let i = 0; i < MAX_PUSH_SUBSCRIPTIONS_PER_USER + 1; i += 1) {
      const subscriber = new TestSubscriber(service);
      endpoints.push(subscriber.endpoint);
      expect((await b.post("/api/push/subscriptions", subscriber.json)).statusCode).toBe(201);
    }
    const rows = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(rows).toHaveLength(MAX_PUSH_SUBSCRIPTIONS_PER_USER);
    expect(rows.map((r) => r.endpoint)).not.toContain(endpoints[0]);
  });

  it("moves an endpoint to the user now signed in on that browser", async () => {
    const before = await signedIn();
    const after = await signedIn();
    const subscriber = new TestSubscriber(service);
    await before.b.post("/api/push/subscriptions", subscriber.json);
    const res = await after.b.post("/api/push/subscriptions", subscriber.json);
    expect(res.statusCode).toBe(201);
    const rows = await rowsOf(subscriber.endpoint);
    expect(rows.map((r) => r.userId)).toEqual([after.user.id]);
  });

  describe("validation", () => {
    const valid = () => new TestSubscriber(service).json;
    type Payload = Record<string, unknown> | undefined;
    it.each<[string, () => Payload]>([
      ["no body", () => undefined],
      ["no keys", () => ({ endpoint: "https://push.example.com/x" })],
      ["an endpoint that is not a URL", () => ({ ...valid(), endpoint: "not a url" })],
      [
        "an http endpoint on a public host",
        () => ({ ...valid(), endpoint: "http://push.example.com/x" }),
      ],
      ["an IP literal endpoint", () => ({ ...valid(), endpoint: "https://10.0.0.8/push" })],
      ["a local host name", () => ({ ...valid(), endpoint: "https://metadata.internal/push" })],
      ["a single-label host", () => ({ ...valid(), endpoint: "https://intranet/push" })],
      [
        "a key of the wrong length",
        () => ({ ...valid(), keys: { ...valid().keys, p256dh: "BAAA" } }),
      ],
      [
        "an auth secret of the wrong length",
        () => ({ ...valid(), keys: { ...valid().keys, auth: "abc" } }),
      ],
      [
        "an endpoint over 2000 characters",
        () => ({ ...valid(), endpoint: `https://push.example.com/${"a".repeat(2000)}` }),
      ],
    ])("refuses %s with 400", async (_, payload) => {
      const { b } = await signedIn();
      const body = payload();
      const res = await b.request({
        method: "POST",
        url: "/api/push/subscriptions",
        ...(body ? { payload: body } : {}),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: expect.any(String),
        requestId: expect.any(String),
      });
    });

    it("names the endpoint rule and a key that is not a P-256 point", async () => {
      const { b } = await signedIn();
      const endpoint = await b.post("/api/push/subscriptions", {
        ...valid(),
        endpoint: "ftp://push.example.com/x",
      });
      expect(JSON.stringify(endpoint.json())).toContain(PUSH_ENDPOINT_INVALID_MESSAGE);
      // 65 bytes, starting 0x04, but (0, 0) is not on the curve.
      const offCurve = Buffer.alloc(65);
      offCurve[0] = 4;
      const key = await b.post("/api/push/subscriptions", {
        ...valid(),
        keys: { ...valid().keys, p256dh: offCurve.toString("base64url") },
      });
      expect(key.statusCode).toBe(400);
      expect(JSON.stringify(key.json())).toContain(PUSH_KEY_INVALID_MESSAGE);
    });

    it("accepts a public https push service", async () => {
      const { b } = await signedIn();
      const res = await b.post("/api/push/subscriptions", {
        ...valid(),
        endpoint: "https://fcm.googleapis.com/fcm/send/abc:def",
      });
      expect(res.statusCode).toBe(201);
    });

    it("refuses a cross-site request", async () => {
      const { b } = await signedIn();
      const subscriber = new TestSubscriber(service);
      const res = await b.request({
        method: "POST",
        url: "/api/push/subscriptions",
        payload: subscriber.json,
        headers: { origin: "https://evil.example" },
      });
      expect(res.statusCode).toBe(403);
      expect(await rowsOf(subscriber.endpoint)).toEqual([]);
    });
  });

  describe("DELETE /api/push/subscriptions", () => {
    it("forgets the caller's own subscription", async () => {
      const { b } = await signedIn();
      const subscriber = new TestSubscriber(service);
      await b.post("/api/push/subscriptions", subscriber.json);
      const res = await b.request({
        method: "DELETE",
        url: "/api/push/subscriptions",
        payload: { endpoint: subscriber.endpoint },
      });
      expect(res.statusCode).toBe(204);
      expect(await rowsOf(subscriber.endpoint)).toEqual([]);
    });

    it("answers 404 for another user's subscription and leaves it", async () => {
      const owner = await signedIn();
      const other = await signedIn();
      const subscriber = new TestSubscriber(service);
      await owner.b.post("/api/push/subscriptions", subscriber.json);
      const res = await other.b.request({
        method: "DELETE",
        url: "/api/push/subscriptions",
        payload: { endpoint: subscriber.endpoint },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: PUSH_SUBSCRIPTION_NOT_FOUND_MESSAGE,
        requestId: expect.any(String),
      });
      expect(await rowsOf(subscriber.endpoint)).toHaveLength(1);
    });

    it("answers 404 for an unknown endpoint and 400 without one", async () => {
      const { b } = await signedIn();
      const unknown = await b.request({
        method: "DELETE",
        url: "/api/push/subscriptions",
        payload: { endpoint: `${service.origin}/push/unknown` },
      });
      expect(unknown.statusCode).toBe(404);
      const missing = await b.request({
        method: "DELETE",
        url: "/api/push/subscriptions",
        payload: {},
      });
      expect(missing.statusCode).toBe(400);
    });
  });
});

describe("push subscriptions in production", () => {
  let t: TestApp;
  let service: TestPushService;
  beforeAll(async () => {
    t = await buildTestApp("pglite", { env: { NODE_ENV: "production" } });
    service = await TestPushService.start();
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  it("refuses a local push service (only tests may use one)", async () => {
    const user = await createTestUser(t.database.db);
    const b = await browserFor(t, user.id);
    const subscriber = new TestSubscriber(service);
    const res = await b.post("/api/push/subscriptions", subscriber.json);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(PUSH_ENDPOINT_INVALID_MESSAGE);
  });
});
