import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, isoDateOf, pilotSearchResponseSchema } from "@skyhire/shared";
import { createJobPilot } from "../../testing/jobFixtures";
import { TestBrowser } from "../../testing/browser";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";

describe.each(testDatabases())("searching pilots by credentials (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: { PILOT_SEARCH_CACHE_SECONDS: "0" } });
  });
  afterAll(() => t.close());

  it('filters by "Part 107 current" and "insured for at least $X", near a place and anywhere', async () => {
    const current = await createJobPilot(t, "denver", {
      credentials: { insuranceCents: 2_000_000_00 },
    });
    const insuredLess = await createJobPilot(t, "denver", {
      credentials: { insuranceCents: 500_000_00 },
    });
    const none = await createJobPilot(t, "denver", {
      credentials: { part107: false, insuranceCents: null },
    });
    const anonymous = new TestBrowser(t);
    const ids = async (query: string) => {
      const res = await anonymous.get(`/api/pilots/search?pageSize=50&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return pilotSearchResponseSchema
        .parse(res.json())
        .pilots.map((p) => (p.anonymized ? null : p.id));
    };
    for (const where of ["location=Denver%2C+CO", "location=Denver%2C+CO&sort=rating", ""]) {
      const all = await ids(where);
      expect(all).toEqual(
        expect.arrayContaining([current.pilot.id, insuredLess.pilot.id, none.pilot.id]),
      );
      const part107 = await ids(`${where}&part107Current=true`);
      expect(part107).toEqual(expect.arrayContaining([current.pilot.id, insuredLess.pilot.id]));
      expect(part107).not.toContain(none.pilot.id);
      const insured = await ids(`${where}&insuredMin=1000000`);
      expect(insured).toContain(current.pilot.id);
      expect(insured).not.toContain(insuredLess.pilot.id);
      expect(insured).not.toContain(none.pilot.id);
    }
    const res = await anonymous.get(
      "/api/pilots/search?location=Denver%2C+CO&anonymized=true&insuredMin=2000000",
    );
    const [first] = pilotSearchResponseSchema.parse(res.json()).pilots;
    expect(first?.credentials.insurance?.coverageCents).toBe(2_000_000_00);
    expect(first?.insured).toBe(true);
  });

  it("shows each pilot's badges as their profile does, the fleet's included", async () => {
    const pilot = await createJobPilot(t, "houston", {
      credentials: { insuranceCents: 1_000_000_00 },
    });
    const bare = await createJobPilot(t, "houston", {
      credentials: { part107: false, insuranceCents: null },
    });
    const drone = await pilot.b.post("/api/equipment", {
      name: "DJI Mavic 3 Pro",
      type: "drone",
      weightGrams: 958,
      registrationNumber: "FA3XKJ7Y2P",
      registrationExpiresOn: addDays(isoDateOf(new Date()), 700),
    });
    expect(drone.statusCode, drone.body).toBe(201);
    const anonymous = new TestBrowser(t);
    const badgesInSearch = async (id: string) => {
      const found = new Map<string, unknown>();
      for (const query of ["location=Houston%2C+TX", "location=Houston%2C+TX&sort=rating", ""]) {
        const res = await anonymous.get(`/api/pilots/search?pageSize=50&${query}`);
        const hit = pilotSearchResponseSchema
          .parse(res.json())
          .pilots.find((p) => !p.anonymized && p.id === id);
        found.set(query, hit?.credentials);
      }
      return [...new Set([...found.values()].map((v) => JSON.stringify(v)))].map((v) =>
        JSON.parse(v),
      );
    };
    const profileBadges = async (id: string) =>
      (await anonymous.get(`/api/pilots/${id}`)).json().credentials;

    const withFleet = await profileBadges(pilot.pilot.id);
    expect(withFleet.part107).not.toBeNull();
    expect(withFleet.insurance?.coverageCents).toBe(1_000_000_00);
    expect(withFleet.fleet).toEqual({ checkedOn: isoDateOf(new Date()) });
    expect(await badgesInSearch(pilot.pilot.id)).toEqual([withFleet]);
    const none = { part107: null, insurance: null, fleet: null };
    expect(await profileBadges(bare.pilot.id)).toEqual(none);
    expect(await badgesInSearch(bare.pilot.id)).toEqual([none]);

    // An unregistered drone of 250 g or more takes the fleet badge away, in search too.
    await pilot.b.post("/api/equipment", {
      name: "Autel EVO II",
      type: "drone",
      weightGrams: 1150,
    });
    expect(await badgesInSearch(pilot.pilot.id)).toEqual([{ ...withFleet, fleet: null }]);
  });
});
