import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pilotSearchResponseSchema } from "@skyhire/shared";
import { pilotProfiles, pilotServiceAreas, users } from "../../db/schema";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { area, createTestPilot, type TestPilot } from "./testFixtures";

/**
 * Search near a place reads the pilot's availability, services, rates and rating from the
 * service-area rows (migration 0014's triggers copy them there). Whatever changes a pilot,
 * every kind of search must see it at once.
 */
describe.each(testDatabases())("search follows changes to a pilot (%s)", (kind) => {
  let t: TestApp;
  let ann: TestPilot;
  let ben: TestPilot;

  beforeAll(async () => {
    t = await buildTestApp(kind, { env: { PILOT_SEARCH_CACHE_SECONDS: "0" } });
    const db = t.database.db;
    ann = await createTestPilot(db, {
      firstName: "Ann",
      lastName: "Ames",
      base: "denver",
      // Two areas: both rows must follow the pilot.
      areas: [area("denver", 30), area("denver", 60)],
      rating: 4.2,
      reviewCount: 5,
      rate: [100, 150],
      categories: ["real_estate"],
    });
    ben = await createTestPilot(db, {
      firstName: "Ben",
      lastName: "Bell",
      base: "denver",
      areas: [area("denver", 40)],
      rating: 4.6,
      reviewCount: 9,
      rate: [300, 400],
      categories: ["construction"],
    });
  });
  afterAll(() => t.close());

  /** Ids found near Denver by each kind of search statement, for the query's filters. */
  async function found(filters = ""): Promise<{ nearest: string[]; ranked: string[] }> {
    const run = async (query: string) => {
      const res = await t.app.inject({ url: `/api/pilots/search?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return pilotSearchResponseSchema
        .parse(res.json())
        .pilots.map((p) => (p.anonymized ? "?" : p.id));
    };
    return {
      nearest: await run(`location=Denver,CO${filters}`),
      ranked: await run(`location=Denver,CO&sort=rating${filters}`),
    };
  }
  const both = (ids: string[]) => ({ nearest: expect.arrayContaining(ids), ranked: ids });

  const setPilot = (pilot: TestPilot, values: Partial<typeof pilotProfiles.$inferInsert>) =>
    t.database.db.update(pilotProfiles).set(values).where(eq(pilotProfiles.id, pilot.id));

  it("copies the pilot's columns to every area on insert", async () => {
    const rows = await t.database.db
      .select()
      .from(pilotServiceAreas)
      .where(eq(pilotServiceAreas.pilotProfileId, ann.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({
        visible: true,
        ratingAvg: expect.closeTo(4.2, 5),
        reviewCount: 5,
        jobCategories: ["real_estate"],
        hourlyRateMinCents: 10_000,
        hourlyRateMaxCents: 15_000,
      });
    }
    expect(await found()).toEqual(both([ben.id, ann.id]));
  });

  it("drops a pilot who switches availability off, and finds them again when back on", async () => {
    await setPilot(ann, { isAvailable: false });
    expect(await found()).toEqual({ nearest: [ben.id], ranked: [ben.id] });
    await setPilot(ann, { isAvailable: true });
    expect(await found()).toEqual(both([ben.id, ann.id]));
  });

  it("drops an account that stops flying, and finds it again when it flies again", async () => {
    const db = t.database.db;
    await db.update(users).set({ canFly: false }).where(eq(users.id, ann.userId));
    expect(await found()).toEqual({ nearest: [ben.id], ranked: [ben.id] });
    await db.update(users).set({ canFly: true }).where(eq(users.id, ann.userId));
    expect(await found()).toEqual(both([ben.id, ann.id]));
  });

  it("ranks by the pilot's new rating", async () => {
    await setPilot(ann, { ratingAvg: 4.9, reviewCount: 6 });
    expect((await found()).ranked).toEqual([ann.id, ben.id]);
  });

  it("filters by the pilot's new services and rates", async () => {
    expect(await found("&category=construction")).toEqual({ nearest: [ben.id], ranked: [ben.id] });
    await setPilot(ann, { jobCategories: ["construction", "real_estate"] });
    expect((await found("&category=construction")).ranked).toEqual([ann.id, ben.id]);

    expect((await found("&budget=200_500")).ranked).toEqual([ben.id]);
    await setPilot(ann, { hourlyRateMinCents: 25_000, hourlyRateMaxCents: 30_000 });
    expect((await found("&budget=200_500")).ranked).toEqual([ann.id, ben.id]);
    expect((await found("&budget=under_200")).ranked).toEqual([]);
  });

  it("finds a pilot whose new area reaches the place from further than any area did", async () => {
    // Searches so far saw 60 miles as the widest area; this one is 500 miles wide, ~770 miles
    // away in Austin, and reaches Denver with a 300-mile search radius.
    const far = await createTestPilot(t.database.db, {
      firstName: "Cal",
      lastName: "Cole",
      base: "austin",
      areas: [area("austin", 500)],
      rate: [100, 150],
      categories: ["real_estate"],
    });
    const res = await t.app.inject({ url: "/api/pilots/search?location=Denver,CO&radius=300" });
    const ids = pilotSearchResponseSchema
      .parse(res.json())
      .pilots.map((p) => (p.anonymized ? "?" : p.id));
    expect(ids.at(-1)).toBe(far.id);
    expect(ids).toHaveLength(3);
  });
});
