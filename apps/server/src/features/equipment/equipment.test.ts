import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mainEquipmentResponseSchema } from "@skyhire/shared";
import { equipment, pilotProfiles, type User } from "../../db/schema";
import { TestBrowser } from "../../testing/browser";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { createTestUser, TEST_PASSWORD } from "../../testing/users";

describe.each(testDatabases())("GET /api/equipment/main (%s)", (kind) => {
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

  async function withKit(user: User, kit: { name: string; isMain: boolean }[]) {
    const [profile] = await t.database.db
      .insert(pilotProfiles)
      .values({ userId: user.id, part107Number: "4123456", businessName: "Kit Co" })
      .returning();
    await t.database.db.insert(equipment).values(
      kit.map((item, i) => ({
        pilotProfileId: profile!.id,
        name: item.name,
        type: i === 0 ? ("drone" as const) : ("camera" as const),
        model: `${item.name} model`,
        isMain: item.isMain,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    );
  }

  it("answers 401 signed out", async () => {
    const res = await new TestBrowser(t).get("/api/equipment/main");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: "Authentication required",
      requestId: expect.any(String),
    });
  });

  it("lists only the caller's main equipment", async () => {
    const owner = await signedIn({ canFly: true, userType: "pilot" });
    const other = await signedIn({ canFly: true, userType: "pilot" });
    await withKit(owner.user, [
      { name: "DJI Mavic 3 Pro", isMain: true },
      { name: "Spare gimbal", isMain: false },
      { name: "Zenmuse H20T", isMain: true },
    ]);
    await withKit(other.user, [{ name: "Autel EVO II", isMain: true }]);

    const res = await owner.b.get("/api/equipment/main");
    expect(res.statusCode).toBe(200);
    const items = mainEquipmentResponseSchema.parse(res.json());
    expect(items.map((item) => item.name)).toEqual(["DJI Mavic 3 Pro", "Zenmuse H20T"]);
    expect(items[0]).toEqual({
      id: expect.any(String),
      name: "DJI Mavic 3 Pro",
      type: "drone",
      model: "DJI Mavic 3 Pro model",
      isMain: true,
      notes: null,
      weightGrams: null,
      registrationNumber: null,
      registrationExpiresOn: null,
      remoteIdKind: null,
      remoteIdSerial: null,
      antiCollisionLighting: false,
      weatherLimits: { maxWindMph: 20, maxGustMph: 25, maxPrecipitationChance: 50 },
    });
    expect(
      (await other.b.get("/api/equipment/main")).json().map((i: { name: string }) => i.name),
    ).toEqual(["Autel EVO II"]);
  });

  it("is an empty list for a user without a pilot profile", async () => {
    const client = await signedIn({ canHire: true, userType: "client" });
    const res = await client.b.get("/api/equipment/main");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});
