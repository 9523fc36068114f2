import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NOTIFICATION_NOT_FOUND_MESSAGE, notificationsPageSchema } from "@skyhire/shared";
import { notifications, type User } from "../../db/schema";
import { TestBrowser } from "../../testing/browser";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { createTestUser, TEST_PASSWORD } from "../../testing/users";

const NOW = new Date("2026-05-10T15:00:00Z");

describe.each(testDatabases())("notifications API (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { clock: () => NOW });
  });
  afterAll(() => t.close());

  async function signedIn() {
    const user = await createTestUser(t.database.db);
    const b = new TestBrowser(t);
    const res = await b.post("/api/auth/login", { email: user.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    return { user, b };
  }

  /** Inserts notifications one hour apart, the first the oldest; `read` marks some read. */
  async function notify(user: User, titles: string[], read: string[] = []) {
    const rows = await t.database.db
      .insert(notifications)
      .values(
        titles.map((title, i) => ({
          userId: user.id,
          kind: "application_received",
          title,
          body: `${title} body`,
          link: `/jobs/${i}`,
          createdAt: new Date(NOW.getTime() - (titles.length - i) * 3_600_000),
          readAt: read.includes(title) ? new Date("2026-05-01T00:00:00Z") : null,
        })),
      )
      .returning();
    return Object.fromEntries(rows.map((row) => [row.title, row.id]));
  }

  let owner: Awaited<ReturnType<typeof signedIn>>;
  let other: Awaited<ReturnType<typeof signedIn>>;
  let ids: Record<string, string>;
  let otherIds: Record<string, string>;
  beforeEach(async () => {
    owner = await signedIn();
    other = await signedIn();
    ids = await notify(owner.user, ["a", "b", "c", "d", "e"], ["b"]);
    otherIds = await notify(other.user, ["x", "y"]);
  });

  describe("signed out", () => {
    it.each([
      ["GET", "/api/notifications/count"],
      ["GET", "/api/notifications"],
      ["POST", "/api/notifications/read-all"],
    ] as const)("%s %s answers 401 with the error shape", async (method, url) => {
      const res = await new TestBrowser(t).request({ method, url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: "Authentication required",
        requestId: expect.any(String),
      });
    });

    it("POST /api/notifications/{id}/read answers 401 and changes nothing", async () => {
      const res = await new TestBrowser(t).post(`/api/notifications/${ids.a}/read`);
      expect(res.statusCode).toBe(401);
      const [row] = await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.id, ids.a!));
      expect(row?.readAt).toBeNull();
    });
  });

  describe("GET /api/notifications/count", () => {
    it("counts only the caller's unread notifications", async () => {
      expect((await owner.b.get("/api/notifications/count")).json()).toEqual({ count: 4 });
      expect((await other.b.get("/api/notifications/count")).json()).toEqual({ count: 2 });
      const { b } = await signedIn();
      expect((await b.get("/api/notifications/count")).json()).toEqual({ count: 0 });
    });
  });

  describe("GET /api/notifications", () => {
    it("lists the caller's notifications newest first, a page at a time", async () => {
      const first = await owner.b.get("/api/notifications?pageSize=2");
      expect(first.statusCode).toBe(200);
      const body = notificationsPageSchema.parse(first.json());
      expect(body).toMatchObject({ total: 5, unread: 4, page: 1, pageSize: 2, hasMore: true });
      expect(body.notifications.map((n) => n.title)).toEqual(["e", "d"]);
      expect(body.notifications[0]).toEqual({
        id: ids.e,
        kind: "application_received",
        title: "e",
        body: "e body",
        link: "/jobs/4",
        read: false,
        readAt: null,
        createdAt: new Date(NOW.getTime() - 3_600_000).toISOString(),
      });

      const last = (await owner.b.get("/api/notifications?pageSize=2&page=3")).json();
      expect(last.notifications.map((n: { title: string }) => n.title)).toEqual(["a"]);
      expect(last.hasMore).toBe(false);

      const all = (await owner.b.get("/api/notifications")).json();
      expect(all.notifications.map((n: { title: string }) => n.title)).toEqual([
        "e",
        "d",
        "c",
        "b",
        "a",
      ]);
      expect(all.notifications.find((n: { title: string }) => n.title === "b").read).toBe(true);
      expect(all.pageSize).toBe(20);
    });

    it("never shows another user's notifications", async () => {
      const body = (await other.b.get("/api/notifications")).json();
      expect(body.notifications.map((n: { id: string }) => n.id).sort()).toEqual(
        Object.values(otherIds).sort(),
      );
    });

    it("refuses a bad page size with field details", async () => {
      const res = await owner.b.get("/api/notifications?pageSize=0");
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        requestId: expect.any(String),
        details: expect.anything(),
      });
      expect((await owner.b.get("/api/notifications?pageSize=101")).statusCode).toBe(400);
      expect((await owner.b.get("/api/notifications?page=abc")).statusCode).toBe(400);
    });
  });

  describe("POST /api/notifications/{id}/read", () => {
    it("marks the caller's notification read, once", async () => {
      const res = await owner.b.post(`/api/notifications/${ids.c}/read`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: ids.c, read: true, readAt: NOW.toISOString() });
      expect((await owner.b.get("/api/notifications/count")).json()).toEqual({ count: 3 });
      // Already read: answers it as it is, keeping the first read time.
      const again = await owner.b.post(`/api/notifications/${ids.b}/read`);
      expect(again.json()).toMatchObject({ read: true, readAt: "2026-05-01T00:00:00.000Z" });
    });

    it("answers 404 for another user's notification and leaves it unread", async () => {
      const res = await owner.b.post(`/api/notifications/${otherIds.x}/read`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: NOTIFICATION_NOT_FOUND_MESSAGE,
        requestId: expect.any(String),
      });
      expect((await other.b.get("/api/notifications/count")).json()).toEqual({ count: 2 });
    });

    it("answers 404 for unknown and malformed ids", async () => {
      const unknown = "00000000-0000-4000-8000-000000000000";
      expect((await owner.b.post(`/api/notifications/${unknown}/read`)).statusCode).toBe(404);
      expect((await owner.b.post("/api/notifications/not-an-id/read")).statusCode).toBe(404);
    });

    it("refuses a cross-site request", async () => {
      const res = await owner.b.request({
        method: "POST",
        url: `/api/notifications/${ids.a}/read`,
        headers: { origin: "https://evil.example" },
      });
      expect(res.statusCode).toBe(403);
      expect((await owner.b.get("/api/notifications/count")).json()).toEqual({ count: 4 });
    });
  });

  describe("POST /api/notifications/read-all", () => {
    it("marks all of the caller's notifications read and no one else's", async () => {
      const res = await owner.b.post("/api/notifications/read-all");
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ updated: 4, count: 0 });
      expect((await owner.b.get("/api/notifications/count")).json()).toEqual({ count: 0 });
      expect((await other.b.get("/api/notifications/count")).json()).toEqual({ count: 2 });
      expect((await owner.b.post("/api/notifications/read-all")).json()).toEqual({
        updated: 0,
        count: 0,
      });
    });
  });
});
