import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addDays,
  equipmentItemSchema,
  isoDateOf,
  REMOTE_ID_SERIAL_MISSING_MESSAGE,
} from "@skyhire/shared";
import { createJobPilot } from "../../testing/jobFixtures";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";

describe.each(testDatabases())("fleet registrations (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it("keeps each drone's FAA registration and Remote ID, and shows the fleet badge when all are registered", async () => {
    const p = await createJobPilot(t);
    const expires = addDays(isoDateOf(new Date()), 700);
    const created = await p.b.post("/api/equipment", {
      name: "DJI Mavic 3 Pro",
      type: "drone",
      weightGrams: 958,
      registrationNumber: "fa-3xkj-7y2p",
      registrationExpiresOn: expires,
      remoteIdKind: "standard",
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(equipmentItemSchema.parse(created.json())).toMatchObject({
      weightGrams: 958,
      registrationNumber: "FA3XKJ7Y2P",
      registrationExpiresOn: expires,
      remoteIdKind: "standard",
      remoteIdSerial: null,
    });
    const profile = (await p.b.get(`/api/pilots/${p.pilot.id}`)).json();
    expect(profile.credentials.fleet).toEqual({ checkedOn: isoDateOf(new Date()) });
    expect(JSON.stringify(profile)).not.toContain("FA3XKJ7Y2P");

    // An unregistered drone of 250 g or more takes the badge away (Part 48).
    const second = await p.b.post("/api/equipment", {
      name: "Autel EVO II",
      type: "drone",
      weightGrams: 1150,
    });
    expect(second.statusCode).toBe(201);
    expect((await p.b.get(`/api/pilots/${p.pilot.id}`)).json().credentials.fleet).toBeNull();
    const mine = (await p.b.get("/api/credentials")).json();
    expect(mine.fleet).toEqual({ aircraftNeedingRegistration: 2, aircraftRegistered: 1 });
  });

  it("refuses a malformed registration number and a broadcast module without its serial", async () => {
    const p = await createJobPilot(t);
    const bad = await p.b.post("/api/equipment", {
      name: "Mini",
      type: "drone",
      registrationNumber: "FA123",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("FA followed by 8 letters or digits");
    const module = await p.b.post("/api/equipment", {
      name: "Old Phantom",
      type: "drone",
      remoteIdKind: "broadcast_module",
    });
    expect(module.statusCode).toBe(400);
    expect(module.json().message).toBe(REMOTE_ID_SERIAL_MISSING_MESSAGE);
  });
});
