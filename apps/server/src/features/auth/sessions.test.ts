import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentUserResponseSchema } from "@skyhire/shared";
import { sessions } from "../../db/schema";
import { buildTestApp, testConfig, testDatabases, type TestApp } from "../../testing/testApp";
import { createTestUser } from "../../testing/users";
import {
  sessionCookieName,
  SECURE_SESSION_COOKIE_NAME,
  SESSION_COOKIE_NAME,
} from "./sessionCookie";
import {
  createSession,
  hashToken,
  revokeOtherSessions,
  revokeSession,
  SESSION_ABSOLUTE_TTL_MS,
  SESSION_IDLE_TTL_MS,
} from "./sessions";

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabases())("sessions (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const whoAmI = (token: string) =>
    t.app.inject({ url: "/api/auth/user", cookies: { [SESSION_COOKIE_NAME]: token } });

  async function sessionRow(token: string) {
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    return row;
  }

  it("stores only a sha256 hash of a random 256-bit token, valid for 30 days", async () => {
    const user = await createTestUser(t.database.db);
    const before = Date.now();
    const { token, expiresAt } = await createSession(t.database.db, user.id, {
      userAgent: "vitest",
      ip: "203.0.113.9",
    });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await sessionRow(token);
    expect(row).toMatchObject({ userId: user.id, userAgent: "vitest", ip: "203.0.113.9" });
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(token);
    expect(expiresAt.getTime() - before).toBeGreaterThanOrEqual(SESSION_ABSOLUTE_TTL_MS - 1000);
    expect(expiresAt.getTime() - before).toBeLessThanOrEqual(SESSION_ABSOLUTE_TTL_MS + 5000);
  });

  it("resolves the cookie into the current user", async () => {
    const user = await createTestUser(t.database.db, { firstName: "Ada", lastName: "Quill" });
    const { token } = await createSession(t.database.db, user.id, {});
    const res = await whoAmI(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = currentUserResponseSchema.parse(res.json());
    expect(body.user).toMatchObject({ id: user.id, name: "Ada Quill", hasPassword: true });
    expect(body).toMatchObject({ profile: null, linkedAccounts: [] });
    expect(JSON.stringify(res.json())).not.toContain("argon2");
  });

  it("ignores unknown and malformed tokens", async () => {
    expect((await whoAmI("x".repeat(43))).statusCode).toBe(401);
    expect((await whoAmI("not a token")).statusCode).toBe(401);
  });

  it("ends a session idle for 14 days", async () => {
    const user = await createTestUser(t.database.db);
    const { token } = await createSession(t.database.db, user.id, {});
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_TTL_MS + 60_000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await whoAmI(token)).statusCode).toBe(200); // 13 days 23:59 idle: still fine

    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_TTL_MS - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await whoAmI(token)).statusCode).toBe(401);
    expect(await sessionRow(token)).toBeUndefined();
  });

  it("ends a session 30 days after sign-in even when in daily use", async () => {
    const user = await createTestUser(t.database.db);
    const { token } = await createSession(t.database.db, user.id, {});
    // Created 30 days ago, active a minute ago: the absolute limit still applies.
    await t.database.db
      .update(sessions)
      .set({
        createdAt: new Date(Date.now() - 30 * DAY - 1000),
        lastSeenAt: new Date(Date.now() - 60_000),
      })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await whoAmI(token)).statusCode).toBe(401);
  });

  it("honours expires_at", async () => {
    const user = await createTestUser(t.database.db);
    const { token } = await createSession(t.database.db, user.id, {});
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await whoAmI(token)).statusCode).toBe(401);
  });

  it("records activity at most once a minute", async () => {
    const user = await createTestUser(t.database.db);
    const { token } = await createSession(t.database.db, user.id, {});
    const created = (await sessionRow(token))?.lastSeenAt;
    await whoAmI(token);
    expect((await sessionRow(token))?.lastSeenAt).toEqual(created);

    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: twoMinutesAgo })
      .where(eq(sessions.tokenHash, hashToken(token)));
    await whoAmI(token);
    const touched = (await sessionRow(token))?.lastSeenAt;
    expect(touched?.getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it("revokes one session, or all but one", async () => {
    const user = await createTestUser(t.database.db);
    const a = await createSession(t.database.db, user.id, {});
    const b = await createSession(t.database.db, user.id, {});
    const c = await createSession(t.database.db, user.id, {});
    await revokeSession(t.database.db, hashToken(a.token));
    expect((await whoAmI(a.token)).statusCode).toBe(401);

    const keep = await sessionRow(b.token);
    await revokeOtherSessions(t.database.db, user.id, keep?.id);
    expect((await whoAmI(b.token)).statusCode).toBe(200);
    expect((await whoAmI(c.token)).statusCode).toBe(401);

    await revokeOtherSessions(t.database.db, user.id);
    expect((await whoAmI(b.token)).statusCode).toBe(401);
  });
});

describe("session cookie name", () => {
  it("uses the __Host- prefix only when the app is served over https", () => {
    expect(sessionCookieName(testConfig({ APP_URL: "https://skyhire.example" }))).toBe(
      SECURE_SESSION_COOKIE_NAME,
    );
    expect(sessionCookieName(testConfig({ APP_URL: "http://localhost:5000" }))).toBe(
      SESSION_COOKIE_NAME,
    );
  });
});
