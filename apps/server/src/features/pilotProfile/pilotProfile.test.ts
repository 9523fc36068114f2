import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  NO_PILOT_PROFILE_MESSAGE,
  pilotProfileDetailSchema,
  pilotSearchResponseSchema,
  publicPilotProfileSchema,
  SERVICE_AREA_MAX_RADIUS_MILES,
  unknownLocationMessage,
} from "@skyhire/shared";
import { MAX_SERVICE_AREA_RADIUS_MILES } from "../../db/schema";
import { TestBrowser } from "../../testing/browser";
import { browserFor, createJobPilot } from "../../testing/jobFixtures";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { createTestUser } from "../../testing/users";
import { PILOT_CAPABILITY_REQUIRED_MESSAGE } from "../onboarding/onboarding";

describe.each(testDatabases())("the pilot profile builder API (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // With the search answer cache on, as in production: a change must still show at once.
    t = await buildTestApp(kind, { env: { PILOT_SEARCH_CACHE_SECONDS: "60" } });
  });
  afterAll(() => t.close());

  const putAreas = (b: TestBrowser, areas: object[]) =>
    b.put("/api/profiles/pilot/service-areas", { areas });
  /** Ids of the pilots a (non-anonymized) search near `location` finds. */
  const foundIds = async (location: string) => {
    const res = await new TestBrowser(t).get(
      `/api/pilots/search?location=${encodeURIComponent(location)}&limit=50`,
    );
    return pilotSearchResponseSchema
      .parse(res.json())
      .pilots.map((pilot) => ("id" in pilot ? pilot.id : null));
  };

  it("keeps the shared radius limit in step with the search table's", () => {
    expect(SERVICE_AREA_MAX_RADIUS_MILES).toBe(MAX_SERVICE_AREA_RADIUS_MILES);
  });

  it("answers the caller's whole profile, never another pilot's", async () => {
    const a = await createJobPilot(t, "austin", { businessName: "Alpha Aerial" });
    await createJobPilot(t, "dallas", { businessName: "Other Aerial" });
    const res = await a.b.get("/api/profiles/pilot/me");
    expect(res.statusCode).toBe(200);
    const me = pilotProfileDetailSchema.parse(res.json());
    expect(me).toMatchObject({
      id: a.pilot.id,
      businessName: "Alpha Aerial",
      baseCity: "Austin",
      baseState: "TX",
      jobCategories: ["real_estate"],
      hourlyRateMin: 100,
      hourlyRateMax: 200,
      equipment: [],
      serviceAreas: [expect.objectContaining({ city: "Austin", state: "TX", radiusMiles: 50 })],
    });
  });

  it("geocodes new service areas (city and state, or ZIP) and search finds the pilot there at once", async () => {
    const p = await createJobPilot(t, "austin", { businessName: "Roaming Aerial" });
    // Warm the cache with a search that does not find the pilot yet.
    expect(await foundIds("Denver, CO")).not.toContain(p.pilot.id);

    const res = await putAreas(p.b, [
      { label: "Front Range", city: "Denver", state: "co", radiusMiles: 40 },
      { zip: "78701", radiusMiles: 25 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const me = pilotProfileDetailSchema.parse(res.json());
    expect(me.serviceAreas).toEqual([
      expect.objectContaining({
        label: "Front Range",
        city: "Denver",
        state: "CO",
        radiusMiles: 40,
      }),
      expect.objectContaining({
        label: "Austin, TX 78701",
        city: "Austin",
        state: "TX",
        radiusMiles: 25,
      }),
    ]);
    expect(me.serviceAreas[0]!.lat).toBeCloseTo(39.7, 0);

    expect(await foundIds("Denver, CO")).toContain(p.pilot.id);
    const pub = publicPilotProfileSchema.parse(
      (await new TestBrowser(t).get(`/api/pilots/${p.pilot.id}`)).json(),
    );
    expect(pub.serviceAreas.map((a) => a.label)).toEqual(["Front Range", "Austin, TX 78701"]);
    expect((await p.b.get("/api/auth/user")).json().pilotProfile.serviceAreas).toEqual([
      "Front Range",
      "Austin, TX 78701",
    ]);

    // Areas sent back as saved keep their centre: the ZIP's, not the city's.
    const zipArea = me.serviceAreas[1]!;
    const kept = await putAreas(p.b, [
      { label: zipArea.label, city: zipArea.city, state: zipArea.state, radiusMiles: 35 },
    ]);
    expect(kept.json().serviceAreas).toEqual([{ ...zipArea, radiusMiles: 35 }]);

    // Replacing the list drops Denver from search right away.
    const back = await putAreas(p.b, [{ city: "Austin", state: "TX", radiusMiles: 30 }]);
    expect(back.statusCode).toBe(200);
    expect(await foundIds("Denver, CO")).not.toContain(p.pilot.id);
  });

  it("refuses an unknown place with search's message, changing nothing", async () => {
    const p = await createJobPilot(t, "austin");
    const res = await putAreas(p.b, [
      { city: "Austin", state: "TX", radiusMiles: 30 },
      { city: "Atlantis", state: "TX", radiusMiles: 30 },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: unknownLocationMessage("Atlantis, TX"),
      requestId: expect.any(String),
      details: [{ path: "body.areas.1.city", message: unknownLocationMessage("Atlantis, TX") }],
    });
    const unknownZip = await putAreas(p.b, [{ zip: "00000", radiusMiles: 30 }]);
    expect(unknownZip.statusCode).toBe(400);
    expect(unknownZip.json().message).toBe(unknownLocationMessage("00000"));
    const me = (await p.b.get("/api/profiles/pilot/me")).json();
    expect(me.serviceAreas).toHaveLength(1);
    expect(me.serviceAreas[0].radiusMiles).toBe(50);
  });

  it("validates service areas: radius range, a place, the number of areas", async () => {
    const p = await createJobPilot(t, "austin");
    for (const areas of [
      [{ city: "Austin", state: "TX", radiusMiles: 0 }],
      [{ city: "Austin", state: "TX", radiusMiles: SERVICE_AREA_MAX_RADIUS_MILES + 1 }],
      [{ city: "Austin", state: "TX", radiusMiles: 2.5 }],
      [{ city: "Austin", radiusMiles: 20 }],
      [{ zip: "787", radiusMiles: 20 }],
      [{ city: "Austin", state: "Texas!", radiusMiles: 20 }],
      Array.from({ length: 11 }, () => ({ zip: "78701", radiusMiles: 10 })),
    ]) {
      const res = await putAreas(p.b, areas);
      expect(res.statusCode, JSON.stringify(areas)).toBe(400);
      expect(res.json()).toMatchObject({
        message: expect.any(String),
        requestId: expect.any(String),
      });
    }
  });

  it("an empty list keeps the pilot findable around the base city", async () => {
    const p = await createJobPilot(t, "austin");
    const res = await putAreas(p.b, []);
    expect(res.statusCode).toBe(200);
    expect(res.json().serviceAreas).toEqual([]);
    expect(await foundIds("Austin, TX")).toContain(p.pilot.id);
  });

  it("sets flight hours and years of experience, shown on the public profile", async () => {
    const p = await createJobPilot(t, "austin");
    const res = await p.b.request({
      method: "PATCH",
      url: "/api/profiles/pilot/experience",
      payload: { flightHours: 1250, yearsExperience: 7 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ flightHours: 1250, yearsExperience: 7 });
    const only = await p.b.request({
      method: "PATCH",
      url: "/api/profiles/pilot/experience",
      payload: { flightHours: 1300 },
    });
    expect(only.json()).toMatchObject({ flightHours: 1300, yearsExperience: 7 });
    const pub = (await new TestBrowser(t).get(`/api/pilots/${p.pilot.id}`)).json();
    expect(pub).toMatchObject({ flightHours: 1300, yearsExperience: 7 });

    for (const payload of [{ flightHours: -1 }, { flightHours: 1.5 }, { yearsExperience: 81 }]) {
      const bad = await p.b.request({
        method: "PATCH",
        url: "/api/profiles/pilot/experience",
        payload,
      });
      expect(bad.statusCode).toBe(400);
    }
  });

  it("answers 401 signed out, 403 without canFly and 404 without a pilot profile", async () => {
    const signedOut = new TestBrowser(t);
    expect((await signedOut.get("/api/profiles/pilot/me")).statusCode).toBe(401);
    expect((await putAreas(signedOut, [])).statusCode).toBe(401);

    const client = await createTestUser(t.database.db, { canHire: true, userType: "client" });
    const cb = await browserFor(t, client.id);
    for (const res of [
      await cb.get("/api/profiles/pilot/me"),
      await putAreas(cb, [{ city: "Austin", state: "TX", radiusMiles: 10 }]),
      await cb.request({ method: "DELETE", url: "/api/profiles/pilot/images/cover" }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(PILOT_CAPABILITY_REQUIRED_MESSAGE);
    }

    const newcomer = await createTestUser(t.database.db, { canFly: true, userType: "pilot" });
    const nb = await browserFor(t, newcomer.id);
    for (const res of [
      await nb.get("/api/profiles/pilot/me"),
      await putAreas(nb, [{ city: "Austin", state: "TX", radiusMiles: 10 }]),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(NO_PILOT_PROFILE_MESSAGE);
    }
  });
});
