import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitBuckets } from "../../db/schema";
import { TestBrowser } from "../../testing/browser";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { createTestUser, TEST_PASSWORD } from "../../testing/users";
import { decide, hitRateLimit, pruneRateLimitBuckets } from "./rateLimit";

const MINUTE = 60_000;
const rule = { limit: 10, windowMs: MINUTE };

describe("decide (sliding window over two fixed windows)", () => {
  it("allows up to the limit in a fresh window and refuses the next", () => {
    expect(decide(rule, { current: 10, previous: 0 }, 0, 5_000)).toEqual({
      allowed: true,
      retryAfterSeconds: 0,
    });
    const refused = decide(rule, { current: 11, previous: 0 }, 0, 5_000);
    expect(refused.allowed).toBe(false);
    // Next window, once 11 × (1 − t/60) + 1 ≤ 10, i.e. t ≥ 10.9 s: 65.9 s from now.
    expect(refused.retryAfterSeconds).toBe(66);
  });

  it("counts the previous window by how much of it still overlaps the last minute", () => {
    // 10 attempts at the end of the last window: a burst right after the boundary is refused.
    expect(decide(rule, { current: 1, previous: 10 }, 60_000, 61_000).allowed).toBe(false);
    // Half a window later half of them have slid out.
    expect(decide(rule, { current: 5, previous: 10 }, 60_000, 90_000).allowed).toBe(true);
    expect(decide(rule, { current: 6, previous: 10 }, 60_000, 90_000).allowed).toBe(false);
  });

  it("says how long until one more attempt would fit", () => {
    // Refused because of the previous window: fits within this one.
    const a = decide(rule, { current: 5, previous: 10 }, 60_000, 70_000);
    expect(a.allowed).toBe(false);
    // 6 + 10 × (1 − t/60) ≤ 10 once t ≥ 36 s into the window: 26 s from now.
    expect(a.retryAfterSeconds).toBe(26);
    expect(decide(rule, { current: 6, previous: 10 }, 60_000, 96_000).allowed).toBe(true);
  });
});

describe.each(testDatabases())("rate limits (%s)", (kind) => {
  let t: TestApp;
  // A clock the tests move forward; starts 5 s into a minute so windows are predictable.
  let nowMs = Math.ceil(Date.now() / MINUTE) * MINUTE + 5_000;
  const clock = () => new Date(nowMs);

  beforeAll(async () => {
    t = await buildTestApp(kind, { clock });
  });
  afterAll(() => t.close());

  const uniqueEmail = () => `rl-${Math.random().toString(36).slice(2, 10)}@example.com`;

  it("counts atomically under concurrency", async () => {
    const key = `test:concurrent:${Math.random()}`;
    const decisions = await Promise.all(
      Array.from({ length: 25 }, () => hitRateLimit(t.database.db, key, rule, clock())),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
  });

  it("prunes buckets older than the previous window", async () => {
    const key = `test:prune:${Math.random()}`;
    await hitRateLimit(t.database.db, key, rule, new Date(nowMs - 10 * MINUTE));
    await hitRateLimit(t.database.db, key, rule, clock());
    await pruneRateLimitBuckets(t.database.db, new Date(nowMs - 2 * MINUTE));
    const rows = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${rateLimitBuckets} where key = ${key}`,
    );
    expect(Number(rows.rows[0]?.n)).toBe(1);
  });

  it("answers the 11th sign-in attempt in a minute from one IP with 429 and Retry-After", async () => {
    const user = await createTestUser(t.database.db);
    const b = new TestBrowser(t);
    for (let i = 0; i < 10; i += 1) {
      // Different emails, so only the per-IP limit is in play.
      const res = await b.post("/api/auth/login", { email: uniqueEmail(), password: "wrong-pass" });
      expect(res.statusCode).toBe(404);
    }
    const refused = await b.post("/api/auth/login", { email: user.email, password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(120);
    expect(refused.json().message).toBe(`Too many attempts. Try again in ${retryAfter} seconds.`);
    expect(b.token).toBeUndefined(); // even the right password does not get in

    // Another address is not affected.
    const other = await new TestBrowser(t).post("/api/auth/login", {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(other.statusCode).toBe(200);

    // After waiting as long as Retry-After said, the right password works again.
    nowMs += retryAfter * 1000;
    const later = await b.post("/api/auth/login", { email: user.email, password: TEST_PASSWORD });
    expect(later.statusCode).toBe(200);
  });

  it("limits attempts on one email spread over many IPs", async () => {
    const user = await createTestUser(t.database.db);
    for (let i = 0; i < 10; i += 1) {
      const res = await new TestBrowser(t).post("/api/auth/login", {
        email: user.email,
        password: `guess-number-${i}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await new TestBrowser(t).post("/api/auth/login", {
      email: user.email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers["retry-after"]).toBeDefined();
  });

  it("does not reset the per-IP count on a successful sign-in", async () => {
    const user = await createTestUser(t.database.db);
    const b = new TestBrowser(t);
    for (let i = 0; i < 5; i += 1) {
      await b.post("/api/auth/login", { email: uniqueEmail(), password: "wrong-pass" });
    }
    const ok = await b.post("/api/auth/login", { email: user.email, password: TEST_PASSWORD });
    expect(ok.statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      const res = await b.post("/api/auth/login", { email: uniqueEmail(), password: "wrong-pass" });
      expect(res.statusCode).toBe(404);
    }
    const eleventh = await b.post("/api/auth/login", { email: uniqueEmail(), password: "x" });
    expect(eleventh.statusCode).toBe(429);
  });

  it.each([
    [
      "/api/auth/register",
      () => ({
        email: uniqueEmail(),
        password: "baseball", // refused as common: no account piles up, the attempt still counts
        firstName: "R",
        lastName: "L",
      }),
    ],
    ["/api/auth/forgot-password", () => ({ email: uniqueEmail() })],
    ["/api/auth/reset-password", () => ({ token: "t".repeat(43), password: "harrier-dusk-9083" })],
  ])("limits %s too", async (url, payload) => {
    const b = new TestBrowser(t);
    for (let i = 0; i < 10; i += 1) {
      expect((await b.post(url, payload())).statusCode).not.toBe(429);
    }
    const res = await b.post(url, payload());
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
  });
});

describe("AUTH_RATE_LIMIT_PER_MINUTE", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("pglite", { env: { AUTH_RATE_LIMIT_PER_MINUTE: "3" } });
  });
  afterAll(() => t.close());

  it("sets the limit", async () => {
    const b = new TestBrowser(t);
    const attempt = () => b.post("/api/auth/forgot-password", { email: "someone@example.com" });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(200);
    expect((await attempt()).statusCode).toBe(429);
  });
});
