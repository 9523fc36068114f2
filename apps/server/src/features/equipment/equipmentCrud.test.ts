import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GUSTS_BELOW_WIND_MESSAGE,
  EQUIPMENT_LIMIT_MESSAGE,
  EQUIPMENT_MAX_ITEMS,
  EQUIPMENT_NEEDS_FLY_MESSAGE,
  EQUIPMENT_NOT_FOUND_MESSAGE,
  equipmentItemSchema,
  NO_PILOT_PROFILE_MESSAGE,
} from "@skyhire/shared";
import { equipment } from "../../db/schema";
import { TestBrowser } from "../../testing/browser";
import { browserFor, createJobPilot } from "../../testing/jobFixtures";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { createTestUser } from "../../testing/users";

describe.each(testDatabases())("equipment management (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const add = (b: TestBrowser, payload: object) => b.post("/api/equipment", payload);
  const patch = (b: TestBrowser, id: string, payload: object) =>
    b.request({ method: "PATCH", url: `/api/equipment/${id}`, payload });
  const remove = (b: TestBrowser, id: string) =>
    b.request({ method: "DELETE", url: `/api/equipment/${id}` });
  const names = async (b: TestBrowser, url: string) =>
    ((await b.get(url)).json() as { name: string }[]).map((item) => item.name);

  it("adds, lists, changes and removes the pilot's items", async () => {
    const p = await createJobPilot(t);
    const created = await add(p.b, {
      name: "  DJI Mavic 3 Pro ",
      type: "drone",
      model: "Mavic 3 Pro Cine",
      notes: "",
    });
    expect(created.statusCode, created.body).toBe(201);
    const mavic = equipmentItemSchema.parse(created.json());
    expect(mavic).toEqual({
      id: expect.any(String),
      name: "DJI Mavic 3 Pro",
      type: "drone",
      model: "Mavic 3 Pro Cine",
      isMain: false,
      notes: null,
      weightGrams: null,
      registrationNumber: null,
      registrationExpiresOn: null,
      remoteIdKind: null,
      remoteIdSerial: null,
      antiCollisionLighting: false,
      weatherLimits: { maxWindMph: 20, maxGustMph: 25, maxPrecipitationChance: 50 },
    });
    const h20 = equipmentItemSchema.parse(
      (await add(p.b, { name: "Zenmuse H20T", type: "sensor", isMain: true })).json(),
    );
    expect(h20).toMatchObject({ isMain: true, model: null });
    expect(await names(p.b, "/api/equipment")).toEqual(["Zenmuse H20T", "DJI Mavic 3 Pro"]);

    // Fields left out stay; null or blank clears model and notes.
    const changed = await patch(p.b, mavic.id, { notes: "Two spare batteries", model: null });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      name: "DJI Mavic 3 Pro",
      type: "drone",
      model: null,
      notes: "Two spare batteries",
    });

    // 14 CFR 107.29: the pilot marks an aircraft lit for night flights.
    const lit = await patch(p.b, mavic.id, { antiCollisionLighting: true });
    expect(lit.json()).toMatchObject({ antiCollisionLighting: true, notes: "Two spare batteries" });

    // More than one item may be main kit; the dashboard's list follows.
    expect((await patch(p.b, mavic.id, { isMain: true })).json().isMain).toBe(true);
    expect(await names(p.b, "/api/equipment/main")).toEqual(["DJI Mavic 3 Pro", "Zenmuse H20T"]);
    expect((await patch(p.b, h20.id, { isMain: false })).statusCode).toBe(200);
    expect(await names(p.b, "/api/equipment/main")).toEqual(["DJI Mavic 3 Pro"]);

    // The public profile and the current user show the kit.
    const pub = (await new TestBrowser(t).get(`/api/pilots/${p.pilot.id}`)).json();
    expect(pub.equipment.map((item: { name: string }) => item.name)).toEqual([
      "DJI Mavic 3 Pro",
      "Zenmuse H20T",
    ]);
    expect((await p.b.get("/api/auth/user")).json().pilotProfile.equipment).toEqual([
      "DJI Mavic 3 Pro",
      "Zenmuse H20T",
    ]);

    const removed = await remove(p.b, h20.id);
    expect(removed.statusCode).toBe(204);
    expect(await names(p.b, "/api/equipment")).toEqual(["DJI Mavic 3 Pro"]);
    expect((await remove(p.b, h20.id)).statusCode).toBe(404);
  });

  it("answers 404 for another pilot's item and leaves it alone", async () => {
    const owner = await createJobPilot(t);
    const other = await createJobPilot(t, "dallas");
    const item = (await add(owner.b, { name: "Autel EVO II", type: "drone" })).json();
    for (const res of [
      await patch(other.b, item.id, { name: "Mine now" }),
      await remove(other.b, item.id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: EQUIPMENT_NOT_FOUND_MESSAGE,
        requestId: expect.any(String),
      });
    }
    expect(await names(other.b, "/api/equipment")).toEqual([]);
    expect(await names(owner.b, "/api/equipment")).toEqual(["Autel EVO II"]);
  });

  it("validates the fields", async () => {
    const p = await createJobPilot(t);
    const item = (await add(p.b, { name: "Skydio X10", type: "drone" })).json();
    for (const body of [
      {},
      { name: "", type: "drone" },
      { name: "   ", type: "drone" },
      { name: "x".repeat(121), type: "drone" },
      { name: "Thing", type: "boat" },
      { name: "Thing", type: "drone", isMain: "yes" },
      { name: "Thing", type: "drone", notes: "n".repeat(1001) },
    ]) {
      const res = await add(p.b, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({
        message: expect.any(String),
        requestId: expect.any(String),
      });
    }
    expect((await patch(p.b, item.id, { type: "boat" })).statusCode).toBe(400);
    expect((await patch(p.b, item.id, { name: "" })).statusCode).toBe(400);
    expect((await patch(p.b, "not-an-id", { name: "X" })).statusCode).toBe(400);
    expect(await names(p.b, "/api/equipment")).toEqual(["Skydio X10"]);
  });

  it("keeps each aircraft's weather limits, gusts never below the wind", async () => {
    const p = await createJobPilot(t);
    const limits = { maxWindMph: 15, maxGustMph: 18, maxPrecipitationChance: 30 };
    const made = await add(p.b, { name: "Mini 4 Pro", type: "drone", weatherLimits: limits });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ weatherLimits: limits });
    const id = made.json().id as string;
    const gustsBelow = await patch(p.b, id, {
      weatherLimits: { ...limits, maxWindMph: 20, maxGustMph: 19 },
    });
    expect(gustsBelow.statusCode).toBe(400);
    expect(gustsBelow.json().message).toBe(GUSTS_BELOW_WIND_MESSAGE);
    for (const weatherLimits of [
      { ...limits, maxWindMph: 0 },
      { ...limits, maxGustMph: 61 },
      { ...limits, maxPrecipitationChance: 101 },
      { ...limits, maxWindMph: 12.5 },
      { maxWindMph: 10 },
    ]) {
      const res = await patch(p.b, id, { weatherLimits });
      expect(res.statusCode, JSON.stringify(weatherLimits)).toBe(400);
    }
    const edges = { maxWindMph: 50, maxGustMph: 50, maxPrecipitationChance: 0 };
    const ok = await patch(p.b, id, { weatherLimits: edges });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ weatherLimits: edges, name: "Mini 4 Pro" });
  });

  it(`holds at most ${EQUIPMENT_MAX_ITEMS} items`, async () => {
    const p = await createJobPilot(t);
    await t.database.db.insert(equipment).values(
      Array.from({ length: EQUIPMENT_MAX_ITEMS }, (_, i) => ({
        pilotProfileId: p.pilot.id,
        name: `Battery ${i + 1}`,
        type: "accessory" as const,
      })),
    );
    const res = await add(p.b, { name: "One more", type: "accessory" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(EQUIPMENT_LIMIT_MESSAGE);
  });

  it("answers 401 signed out, 403 without canFly, and needs a pilot profile to add", async () => {
    const signedOut = new TestBrowser(t);
    expect((await signedOut.get("/api/equipment")).statusCode).toBe(401);
    expect((await add(signedOut, { name: "X", type: "drone" })).statusCode).toBe(401);

    const client = await createTestUser(t.database.db, { canHire: true, userType: "client" });
    const cb = await browserFor(t, client.id);
    for (const res of [
      await cb.get("/api/equipment"),
      await add(cb, { name: "X", type: "drone" }),
      await patch(cb, "00000000-0000-4000-8000-000000000000", { name: "X" }),
      await remove(cb, "00000000-0000-4000-8000-000000000000"),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(EQUIPMENT_NEEDS_FLY_MESSAGE);
    }

    const newcomer = await createTestUser(t.database.db, { canFly: true, userType: "pilot" });
    const nb = await browserFor(t, newcomer.id);
    expect((await nb.get("/api/equipment")).json()).toEqual([]);
    const early = await add(nb, { name: "X", type: "drone" });
    expect(early.statusCode).toBe(404);
    expect(early.json().message).toBe(NO_PILOT_PROFILE_MESSAGE);
  });
});
