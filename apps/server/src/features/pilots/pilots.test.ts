import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  coverageResponseSchema,
  coverageStats,
  pilotSearchResponseSchema,
  publicPilotProfileSchema,
  unknownLocationMessage,
  type PilotSearchResponse,
} from "@skyhire/shared";
import { pilotProfiles, pilotServiceAreas, users } from "../../db/schema";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { DEFAULT_SERVICE_RADIUS_MILES, syncServiceAreas } from "./serviceAreas";
import { area, createTestPilot, startMission, type TestPilot } from "./testFixtures";

/** Every key an anonymized result may have; anything else would be a leak. */
const ANONYMIZED_KEYS = [
  "alias",
  "anonymized",
  "backgroundChecked",
  "categories",
  "city",
  "credentials",
  "distanceMiles",
  "hourlyRateMax",
  "hourlyRateMin",
  "initials",
  "insured",
  "isAvailable",
  "part107Verified",
  "rating",
  "reviewCount",
  "state",
  "yearsExperience",
];

describe.each(testDatabases())("pilot discovery API (%s)", (kind) => {
  let t: TestApp;
  const pilots: Record<string, TestPilot> = {};

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const db = t.database.db;
    const add = async (key: string, spec: Parameters<typeof createTestPilot>[1]) => {
      pilots[key] = await createTestPilot(db, spec);
    };
    // Distances from the centre of "Austin, TX": Austin ~3 mi, Round Rock ~15, San Antonio
    // ~75, Houston ~148, Dallas ~180.
    await add("alice", {
      firstName: "Alice",
      lastName: "Anders",
      base: "austin",
      areas: [area("austin", 25)],
      rating: 4.9,
      reviewCount: 50,
      rate: [100, 150],
      categories: ["real_estate", "construction"],
    });
    await add("bob", {
      firstName: "Bob",
      lastName: "Brown",
      base: "roundRock",
      areas: [area("roundRock", 10)],
      rating: 4.5,
      reviewCount: 30,
      rate: [200, 300],
      categories: ["wedding_events"],
    });
    await add("cara", {
      firstName: "Cara",
      lastName: "Cole",
      base: "sanAntonio",
      areas: [area("sanAntonio", 40)],
      rating: 5,
      reviewCount: 8,
      rate: [75, 90],
      categories: ["real_estate", "agricultural"],
    });
    await add("dan", {
      firstName: "Dan",
      lastName: "Dunn",
      base: "dallas",
      areas: [area("dallas", 50), area("austin", 20)],
      rating: 4.7,
      reviewCount: 12,
      rate: [150, 250],
      categories: ["commercial_inspection"],
    });
    await add("eve", {
      firstName: "Eve",
      lastName: "Evans",
      base: "austin",
      areas: [area("austin", 50)],
      rate: [100, 200],
      categories: ["real_estate"],
      isAvailable: false,
    });
    await add("finn", {
      firstName: "Finn",
      lastName: "Ford",
      base: "austin",
      areas: [area("austin", 50)],
      rate: [100, 200],
      categories: ["real_estate"],
      canFly: false,
    });
    await add("gus", {
      firstName: "Gus",
      lastName: "Green",
      base: "austin",
      areas: [area("austin", 30)],
      rating: null,
      reviewCount: 0,
      rate: [120, 180],
      categories: ["real_estate"],
    });
    await startMission(db, pilots.gus!);
    await add("hank", {
      firstName: "Hank",
      lastName: "Hale",
      base: "houston",
      areas: [area("houston", 30)],
      rating: 4.8,
      reviewCount: 100,
      rate: [300, 450],
      categories: ["film_tv"],
    });
    // No areas listed: found within the default radius of the base city.
    await add("dora", {
      firstName: "Dora",
      lastName: "Dorsey",
      base: "denver",
      areas: [],
      rating: 4.6,
      reviewCount: 5,
      rate: [500, 2500],
      categories: ["mapping_surveying"],
    });
  });
  afterAll(() => t.close());

  async function search(query = ""): Promise<PilotSearchResponse> {
    const res = await t.app.inject({ url: `/api/pilots/search${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return pilotSearchResponseSchema.parse(res.json());
  }
  const ids = (r: PilotSearchResponse) =>
    r.pilots.map((p) => {
      if (p.anonymized) throw new Error("expected full results");
      return Object.entries(pilots).find(([, pilot]) => pilot.id === p.id)?.[0];
    });

  describe("GET /api/pilots/search", () => {
    it("without parameters answers the best visible pilots: rating, then review count", async () => {
      const r = await search();
      expect(ids(r)).toEqual(["cara", "alice", "hank", "dan", "dora", "bob"]);
      expect(r).toMatchObject({ total: 7, page: 1, pageSize: 6, sort: "rating" });
      expect(r.location).toBeUndefined();
      expect(r.pilots.every((p) => p.distanceMiles === null)).toBe(true);
    });

    it("hides pilots who switched availability off and accounts that no longer fly", async () => {
      const r = await search("?limit=50");
      expect(ids(r)).not.toContain("eve");
      expect(ids(r)).not.toContain("finn");
      expect(ids(r)).toContain("gus");
    });

    it("finds pilots whose service areas cover a city, nearest first, with distances", async () => {
      const r = await search("?location=Austin,%20TX");
      expect(ids(r)).toEqual(["alice", "dan", "gus", "bob", "cara"]);
      expect(r.total).toBe(5);
      expect(r.sort).toBe("distance");
      expect(r.location).toEqual({
        label: "Austin, TX",
        lat: expect.closeTo(30.3, 1),
        lng: expect.closeTo(-97.76, 1),
      });
      const distances = r.pilots.map((p) => p.distanceMiles!);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances[0]).toBeCloseTo(2.9, 0);
      expect(distances[3]).toBeCloseTo(14.7, 0);
      expect(distances[4]).toBeCloseTo(75.2, 0);
      // Dan is based in Dallas; his Austin area is the one that matches, and the nearest.
      expect(r.pilots[1]?.city).toBe("Dallas");
      expect(r.pilots[1]?.distanceMiles).toBe(r.pilots[0]?.distanceMiles);
    });

    it("accepts a ZIP code and a full state name", async () => {
      const zip = await search("?location=78701");
      expect(zip.location?.label).toBe("Austin, TX 78701");
      expect(ids(zip)).toEqual(["alice", "dan", "gus", "bob", "cara"]);
      const named = await search("?location=austin,%20texas");
      expect(named.location?.label).toBe("Austin, TX");
    });

    it("answers 400 for a place it cannot find", async () => {
      for (const text of ["Atlantis, TX", "00000", "Springfield"]) {
        const res = await t.app.inject({
          url: `/api/pilots/search?location=${encodeURIComponent(text)}`,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(unknownLocationMessage(text));
      }
      expect(unknownLocationMessage("Atlantis, TX")).toBe(
        `We couldn't find "Atlantis, TX". Try a city and state like "Austin, TX" or a 5-digit ZIP code.`,
      );
    });

    it("adds the search radius to each area's own radius", async () => {
      // Radius 0: only areas that themselves reach the point.
      expect(ids(await search("?location=Austin,TX&radius=0"))).toEqual(["alice", "dan", "gus"]);
      // San Antonio is ~75 mi away with a 40 mi area: 35 more miles reach it, 30 do not.
      expect(ids(await search("?location=Austin,TX&radius=30"))).not.toContain("cara");
      expect(ids(await search("?location=Austin,TX&radius=36"))).toContain("cara");
      // Houston (~148 mi, 30 mi area) needs a wide search.
      const wide = await search("?location=Austin,TX&radius=200&limit=50");
      expect(ids(wide)).toEqual(["alice", "dan", "gus", "bob", "cara", "hank"]);
    });

    it("filters by category: values, labels and the footer's slugs; 'all' means any", async () => {
      const expected = ["alice", "gus", "cara"];
      for (const category of ["real_estate", "real-estate", "Real%20Estate"]) {
        expect(ids(await search(`?location=Austin,TX&category=${category}`))).toEqual(expected);
      }
      expect((await search("?location=Austin,TX&category=all")).total).toBe(5);
      expect(ids(await search("?category=wedding"))).toEqual(["bob"]);
      expect(ids(await search("?category=commercial"))).toEqual(["dan"]);
      expect(ids(await search("?category=agriculture"))).toEqual(["cara"]);
      const bad = await t.app.inject({ url: "/api/pilots/search?category=underwater" });
      expect(bad.statusCode).toBe(400);
    });

    it("filters by budget: pilots whose hourly range overlaps the range", async () => {
      expect(ids(await search("?location=Austin,TX&budget=under_200"))).toEqual([
        "alice",
        "dan",
        "gus",
        "cara",
      ]);
      expect(ids(await search("?budget=200_500&sort=price"))).toEqual(["dan", "bob", "hank"]);
      expect(ids(await search("?budget=2000_plus"))).toEqual(["dora"]);
      expect((await search("?budget=all")).total).toBe(7);
      const bad = await t.app.inject({ url: "/api/pilots/search?budget=cheap" });
      expect(bad.statusCode).toBe(400);
    });

    it("'available now' leaves out pilots flying a mission", async () => {
      expect(ids(await search("?location=Austin,TX&available=true"))).toEqual([
        "alice",
        "dan",
        "bob",
        "cara",
      ]);
      expect((await search("?location=Austin,TX&available=false")).total).toBe(5);
    });

    it("sorts by rating or by price", async () => {
      expect(ids(await search("?location=Austin,TX&sort=rating"))).toEqual([
        "cara",
        "alice",
        "dan",
        "bob",
        "gus",
      ]);
      expect(ids(await search("?location=Austin,TX&sort=price"))).toEqual([
        "cara",
        "alice",
        "gus",
        "dan",
        "bob",
      ]);
      // Distance without a location falls back to rating.
      const r = await search("?sort=distance&limit=2");
      expect(r.sort).toBe("rating");
      expect(ids(r)).toEqual(["cara", "alice"]);
    });

    it("pages with page and limit (or pageSize), keeping the total", async () => {
      const pages = await Promise.all(
        [1, 2, 3, 4].map((page) => search(`?location=Austin,TX&limit=2&page=${page}`)),
      );
      expect(pages.map(ids)).toEqual([["alice", "dan"], ["gus", "bob"], ["cara"], []]);
      expect(pages.map((p) => p.total)).toEqual([5, 5, 5, 5]);
      expect(pages.map((p) => p.page)).toEqual([1, 2, 3, 4]);
      expect(ids(await search("?location=Austin,TX&pageSize=2&page=2"))).toEqual(["gus", "bob"]);
      const tooMany = await t.app.inject({ url: "/api/pilots/search?limit=51" });
      expect(tooMany.statusCode).toBe(400);
    });

    it("anonymized=true answers nothing that identifies a pilot", async () => {
      const r = await search("?anonymized=true&limit=50");
      expect(r.total).toBe(7);
      const body = JSON.stringify(r);
      for (const result of r.pilots) {
        expect(Object.keys(result).sort()).toEqual(ANONYMIZED_KEYS);
        expect(result.anonymized).toBe(true);
      }
      for (const pilot of Object.values(pilots)) {
        for (const secret of [
          pilot.id,
          pilot.userId,
          pilot.email,
          pilot.firstName,
          pilot.lastName,
          pilot.businessName,
          pilot.part107Number,
          pilot.phone,
          pilot.profileImageUrl,
          pilot.coverImageUrl,
        ]) {
          expect(body).not.toContain(secret);
        }
      }
      const alice = r.pilots.find((p) => p.anonymized && p.initials === "AA");
      expect(alice).toMatchObject({
        alias: "Pilot A.A.",
        city: "Austin",
        state: "TX",
        rating: 4.9,
        reviewCount: 50,
        categories: ["real_estate", "construction"],
        hourlyRateMin: 100,
        hourlyRateMax: 150,
        yearsExperience: 4,
        part107Verified: true,
        insured: true,
        backgroundChecked: false,
        isAvailable: true,
      });
      const near = await search("?location=Austin,TX&anonymized=true");
      expect(near.pilots.every((p) => p.anonymized && p.distanceMiles !== null)).toBe(true);
    });

    it("full results carry a public name, never contact details or the certificate", async () => {
      const r = await search("?location=Austin,TX&limit=1");
      expect(r.pilots[0]).toMatchObject({
        anonymized: false,
        id: pilots.alice!.id,
        displayName: "Alice A.",
        businessName: pilots.alice!.businessName,
        profileImageUrl: pilots.alice!.profileImageUrl,
      });
      const body = JSON.stringify(r);
      expect(body).not.toContain(pilots.alice!.email);
      expect(body).not.toContain(pilots.alice!.part107Number);
    });
  });

  describe("GET /api/pilots/:id", () => {
    it("answers the public profile with service areas and badges, not the certificate number", async () => {
      const res = await t.app.inject({ url: `/api/pilots/${pilots.dan!.id}` });
      expect(res.statusCode).toBe(200);
      const profile = publicPilotProfileSchema.parse(res.json());
      expect(profile).toMatchObject({
        id: pilots.dan!.id,
        displayName: "Dan D.",
        businessName: pilots.dan!.businessName,
        profileImageUrl: pilots.dan!.profileImageUrl,
        coverImageUrl: pilots.dan!.coverImageUrl,
        part107Verified: true,
        insured: true,
        backgroundChecked: false,
        jobCategories: ["commercial_inspection"],
        equipment: [],
        baseCity: "Dallas",
        baseState: "TX",
        hourlyRateMin: 150,
        hourlyRateMax: 250,
        rating: 4.7,
        reviewCount: 12,
        isAvailable: true,
        yearsExperience: 4,
        flightHours: 420,
        bio: "Flying around Dallas since 2019.",
      });
      expect(profile.serviceAreas).toEqual([
        {
          label: "Dallas, TX",
          city: "Dallas",
          state: "TX",
          lat: 32.7767,
          lng: -96.797,
          radiusMiles: 50,
        },
        {
          label: "Austin, TX",
          city: "Austin",
          state: "TX",
          lat: 30.2672,
          lng: -97.7431,
          radiusMiles: 20,
        },
      ]);
      expect(res.body).not.toContain(pilots.dan!.part107Number);
      expect(res.body).not.toContain(pilots.dan!.email);
      expect(res.json()).not.toHaveProperty("part107Number");
    });

    it("shows an unavailable pilot as unavailable", async () => {
      const res = await t.app.inject({ url: `/api/pilots/${pilots.eve!.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().isAvailable).toBe(false);
    });

    it("answers 404 'Pilot not found' for unknown ids, malformed ids and non-flying accounts", async () => {
      for (const id of ["7d3f2c4e-1111-4222-8333-944445555666", "not-a-uuid", pilots.finn!.id]) {
        const res = await t.app.inject({ url: `/api/pilots/${id}` });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe("Pilot not found");
      }
    });
  });

  describe("GET /api/pilots/coverage", () => {
    it("groups visible pilots by base city with the spec's statistics", async () => {
      const res = await t.app.inject({ url: "/api/pilots/coverage" });
      expect(res.statusCode).toBe(200);
      const { clusters, stats } = coverageResponseSchema.parse(res.json());
      expect(clusters.map((c) => c.location)).toEqual([
        "Austin, TX",
        "Denver, CO",
        "Dallas, TX",
        "Houston, TX",
        "Round Rock, TX",
        "San Antonio, TX",
      ]);
      expect(clusters[0]).toEqual({
        id: "austin-tx",
        location: "Austin, TX",
        position: { lat: 30.2672, lng: -97.7431 },
        pilotCount: 2, // Alice and Gus; Eve is unavailable, Finn no longer flies
        avgRating: 4.9, // Gus has no rating yet
        priceRange: { min: 100, max: 180 },
        specializations: ["Real Estate", "Construction"],
      });
      // Ratings 4.9, 4.6, 4.7, 4.8, 4.5, 5.0 -> 4.75 -> 4.8; midpoints 140, 1500, 200, 375,
      // 250, 82.5 -> 424.58 -> 425.
      expect(stats).toEqual({
        totalPilots: 7,
        avgRating: 4.8,
        citiesServed: 6,
        avgHourlyRate: 425,
      });
      expect(stats).toEqual(coverageStats(clusters));
    });

    it("limits the clusters but keeps statistics over every city", async () => {
      const res = await t.app.inject({ url: "/api/pilots/coverage?limit=2" });
      const { clusters, stats } = coverageResponseSchema.parse(res.json());
      expect(clusters).toHaveLength(2);
      expect(stats.citiesServed).toBe(6);
      expect(stats.totalPilots).toBe(7);
    });
  });

  describe("syncServiceAreas", () => {
    it("serves the base city by default when a pilot lists no areas", async () => {
      const rows = await t.database.db
        .select()
        .from(pilotServiceAreas)
        .where(eq(pilotServiceAreas.pilotProfileId, pilots.dora!.id));
      expect(rows).toEqual([
        expect.objectContaining({
          label: "Denver, CO",
          lat: 39.7392,
          lng: -104.9903,
          radiusMiles: DEFAULT_SERVICE_RADIUS_MILES,
        }),
      ]);
      expect(ids(await search("?location=Denver,CO"))).toEqual(["dora"]);
    });

    it("geocodes a moved base and replaces the areas when the profile changes", async () => {
      const db = t.database.db;
      const pilot = await createTestPilot(db, {
        firstName: "Ivy",
        lastName: "Irwin",
        base: "austin",
        areas: [],
        rate: [90, 120],
        categories: ["environmental"],
      });
      // What PUT /api/profiles/pilot does when the base moves: new city, coordinates cleared.
      await db
        .update(pilotProfiles)
        .set({ baseCity: "Boulder", baseState: "CO", baseLat: null, baseLng: null })
        .where(eq(pilotProfiles.id, pilot.id));
      await syncServiceAreas(db, pilot.id);
      const [moved] = await db.select().from(pilotProfiles).where(eq(pilotProfiles.id, pilot.id));
      expect(moved?.baseLat).toBeCloseTo(40.0, 0);
      expect(moved?.baseLng).toBeCloseTo(-105.2, 0);
      expect(ids(await search("?location=Boulder,CO&category=environmental"))).toEqual([
        undefined, // not one of the named fixtures
      ]);
      expect((await search("?location=Austin,TX&category=environmental")).total).toBe(0);

      await db
        .update(pilotProfiles)
        .set({ serviceAreas: [area("houston", 15), area("sanAntonio", 15)] })
        .where(eq(pilotProfiles.id, pilot.id));
      await syncServiceAreas(db, pilot.id);
      const rows = await db
        .select({ label: pilotServiceAreas.label, position: pilotServiceAreas.position })
        .from(pilotServiceAreas)
        .where(eq(pilotServiceAreas.pilotProfileId, pilot.id))
        .orderBy(pilotServiceAreas.position);
      expect(rows).toEqual([
        { label: "Houston, TX", position: 0 },
        { label: "San Antonio, TX", position: 1 },
      ]);
      expect((await search("?location=Houston,TX&category=environmental")).total).toBe(1);

      // Deleting the pilot's account removes its search rows too.
      await db.delete(users).where(eq(users.id, pilot.userId));
      expect((await search("?location=Houston,TX&category=environmental")).total).toBe(0);
    });
  });
});

describe.each(testDatabases())("pilot search answers reuse (%s)", (kind) => {
  let t: TestApp;
  let now = new Date("2026-06-01T12:00:00Z");
  beforeAll(async () => {
    t = await buildTestApp(kind, {
      env: { PILOT_SEARCH_CACHE_SECONDS: "10" },
      clock: () => now,
    });
  });
  afterAll(() => t.close());

  const total = async (url: string) => (await t.app.inject({ url })).json().total as number;

  it("reuses answers for PILOT_SEARCH_CACHE_SECONDS, and forgets them when a profile syncs", async () => {
    const pilot = await createTestPilot(t.database.db, {
      firstName: "Kim",
      lastName: "Kato",
      base: "austin",
      areas: [area("austin", 30)],
      rate: [100, 150],
      categories: ["real_estate"],
    });
    const url = "/api/pilots/search?location=Austin,TX";
    expect(await total(url)).toBe(1);

    // A change that bypasses syncServiceAreas (e.g. made by another server) shows once the
    // answer is stale: the stale one is answered once more while it refreshes.
    await t.database.db
      .update(pilotProfiles)
      .set({ isAvailable: false })
      .where(eq(pilotProfiles.id, pilot.id));
    expect(await total(url)).toBe(1);
    now = new Date(now.getTime() + 10_000);
    expect(await total(url)).toBe(1);
    await expect.poll(() => total(url)).toBe(0);

    await t.database.db
      .update(pilotProfiles)
      .set({ isAvailable: true })
      .where(eq(pilotProfiles.id, pilot.id));
    expect(await total(url)).toBe(0);
    await syncServiceAreas(t.database.db, pilot.id);
    expect(await total(url)).toBe(1);
  });
});
