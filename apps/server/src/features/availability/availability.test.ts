import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_PILOT_PROFILE_MESSAGE } from "@skyhire/shared";
import { pilotProfiles, type User } from "../../db/schema";
import { TestBrowser } from "../../testing/browser";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { createTestUser, TEST_PASSWORD } from "../../testing/users";
import { AVAILABILITY_NEEDS_FLY_MESSAGE } from "./availability";

describe.each(testDatabases())("PATCH /api/pilot/availability (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  async function signedIn(overrides: Parameters<typeof createTestUser>[1] = {}) {
    const user = await createTestUser(t.database.db, overrides);
    const b = new TestBrowser(t);
    const res = await b.post("/api/auth/login", { email: user.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    return { user, b };
  }

  async function pilotProfileOf(user: User) {
    const [profile] = await t.database.db
      .insert(pilotProfiles)
      .values({ userId: user.id, part107Number: "4123456", businessName: "Switch Co" })
      .onConflictDoNothing()
      .returning();
    return profile;
  }

  async function isAvailable(user: User) {
    const [row] = await t.database.db
      .select({ isAvailable: pilotProfiles.isAvailable })
      .from(pilotProfiles)
      .where(eq(pilotProfiles.userId, user.id));
    return row?.isAvailable;
  }

  const patch = (b: TestBrowser, payload: object) =>
    b.request({ method: "PATCH", url: "/api/pilot/availability", payload });

  it("answers 401 signed out, even with an invalid body", async () => {
    const b = new TestBrowser(t);
    for (const body of [{ isAvailable: false }, { isAvailable: "no" }]) {
      const res = await patch(b, body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: "Authentication required",
        requestId: expect.any(String),
      });
    }
  });

  it("switches the caller's own availability off and on, and the current user shows it", async () => {
    const owner = await signedIn({ canFly: true, userType: "pilot" });
    const other = await signedIn({ canFly: true, userType: "pilot" });
    await pilotProfileOf(owner.user);
    await pilotProfileOf(other.user);

    const off = await patch(owner.b, { isAvailable: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ isAvailable: false });
    expect(await isAvailable(owner.user)).toBe(false);
    expect(await isAvailable(other.user)).toBe(true);
    expect((await owner.b.get("/api/auth/user")).json().pilotProfile.isAvailable).toBe(false);

    const on = await patch(owner.b, { isAvailable: true });
    expect(on.json()).toEqual({ isAvailable: true });
    expect(await isAvailable(owner.user)).toBe(true);
  });

  it("needs the fly capability", async () => {
    const client = await signedIn({ canHire: true, userType: "client" });
    // A profile left from when the account flew does not count.
    await pilotProfileOf(client.user);
    const res = await patch(client.b, { isAvailable: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: AVAILABILITY_NEEDS_FLY_MESSAGE,
      requestId: expect.any(String),
    });
    expect(await isAvailable(client.user)).toBe(true);
  });

  it("needs a pilot profile", async () => {
    const pilot = await signedIn({ canFly: true, userType: "pilot" });
    const res = await patch(pilot.b, { isAvailable: false });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: NO_PILOT_PROFILE_MESSAGE,
      requestId: expect.any(String),
    });
  });

  it("refuses a body without a boolean", async () => {
    const pilot = await signedIn({ canFly: true, userType: "pilot" });
    await pilotProfileOf(pilot.user);
    for (const body of [{}, { isAvailable: "false" }, { isAvailable: 0 }]) {
      const res = await patch(pilot.b, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        requestId: expect.any(String),
        details: expect.anything(),
      });
    }
    expect(await isAvailable(pilot.user)).toBe(true);
  });

  it("refuses a cross-site request", async () => {
    const pilot = await signedIn({ canFly: true, userType: "pilot" });
    await pilotProfileOf(pilot.user);
    const res = await pilot.b.request({
      method: "PATCH",
      url: "/api/pilot/availability",
      payload: { isAvailable: false },
      headers: { origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(403);
    expect(await isAvailable(pilot.user)).toBe(true);
  });
});
