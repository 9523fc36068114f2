import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PILOT_SEARCH_COUNT_LIMIT,
  PILOT_SEARCH_NEARBY_COUNT_LIMIT,
  pilotSearchResponseSchema,
  SERVICE_TYPE_VALUES,
  type PilotSearchResponse,
} from "@skyhire/shared";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { countLimitFor } from "../../db/cappedCount";
import { milesBetween } from "../jobs/geo";

/**
 * Pilots around Austin, TX: 80 share the nearest point and 240 another, so distances tie at the
 * edges of pages and of the nearest-first stream.
 */
const AROUND_AUSTIN = 320;
/** Pilots in Denver with no areas near Austin: they only count in searches without a place. */
const ELSEWHERE = PILOT_SEARCH_COUNT_LIMIT + 200;

interface Area {
  pilotId: string;
  lat: number;
  lng: number;
  radiusMiles: number;
}
interface Pilot {
  id: string;
  categories: string[];
  rating: number | null;
  reviewCount: number;
  visible: boolean;
}

describe.each(testDatabases())("pilot search counts past the limit (%s)", (kind) => {
  let t: TestApp;
  let pilots: Pilot[] = [];
  let areas: Area[] = [];

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const db = t.database.db;
    // Every 9th account stopped flying, every 7th pilot switched availability off; ratings
    // repeat (with some unrated), so the sort's tie-breakers decide too.
    await db.execute(sql`
      insert into users (email, first_name, last_name, user_type, can_fly, is_part107_certified)
      select 'bulk-' || g || '@count.example.com', 'Bulk', 'Pilot ' || g, 'pilot', g % 9 <> 0, true
      from generate_series(1, ${AROUND_AUSTIN + ELSEWHERE}::int) g`);
    await db.execute(sql`
      insert into pilot_profiles (user_id, business_name, job_categories, base_city, base_state,
        hourly_rate_min_cents, hourly_rate_max_cents, is_available, rating_avg, review_count)
      select u.id, 'Bulk ' || g,
        case when g % 10 = 0 then array['film_tv'] else array['real_estate'] end,
        'Austin', 'TX', 10000, 20000,
        g % 7 <> 0, case when g % 11 = 0 then null else 4 + (g % 6) / 5.0 end, g % 3
      from generate_series(1, ${AROUND_AUSTIN + ELSEWHERE}::int) g
      join users u on u.email = 'bulk-' || g || '@count.example.com'`);
    // Around Austin: a home area at one of 2 points, and for every other pilot a
    // second, wider area that also covers Austin, so the nearest-first stream meets pilots twice.
    await db.execute(sql`
      insert into pilot_service_areas (pilot_profile_id, position, label, city, state, lat, lng, radius_miles)
      select p.id, 0, 'Bulk', 'Austin', 'TX', 30.28 + (g > 80)::int * 0.1, -97.75 + (g > 80)::int * 0.05, 10 + g % 20
      from pilot_profiles p
      join users u on u.id = p.user_id
      cross join lateral (select substring(u.email from 'bulk-(\\d+)@')::int as g) n
      where g <= ${AROUND_AUSTIN}
      union all
      select p.id, 1, 'Bulk wide', 'Austin', 'TX', 30.5 + (g % 5) * 0.05, -97.5, 60
      from pilot_profiles p
      join users u on u.id = p.user_id
      cross join lateral (select substring(u.email from 'bulk-(\\d+)@')::int as g) n
      where g <= ${AROUND_AUSTIN} and g % 2 = 0
      union all
      select p.id, 0, 'Bulk', 'Denver', 'CO', 39.7392, -104.9903, 30
      from pilot_profiles p
      join users u on u.id = p.user_id
      cross join lateral (select substring(u.email from 'bulk-(\\d+)@')::int as g) n
      where g > ${AROUND_AUSTIN}`);

    const profiles = await db.execute<{
      id: string;
      job_categories: string[];
      rating_avg: number | null;
      review_count: number;
      is_available: boolean;
      can_fly: boolean;
    }>(sql`select p.id, p.job_categories, p.rating_avg, p.review_count, p.is_available, u.can_fly
      from pilot_profiles p join users u on u.id = p.user_id`);
    pilots = profiles.rows.map((r) => ({
      id: r.id,
      categories: r.job_categories,
      rating: r.rating_avg === null ? null : Number(r.rating_avg),
      reviewCount: r.review_count,
      visible: r.is_available && r.can_fly,
    }));
    const areaRows = await db.execute<{
      pilot_profile_id: string;
      lat: number;
      lng: number;
      radius_miles: number;
    }>(sql`select pilot_profile_id, lat, lng, radius_miles from pilot_service_areas`);
    areas = areaRows.rows.map((r) => ({
      pilotId: r.pilot_profile_id,
      lat: r.lat,
      lng: r.lng,
      radiusMiles: r.radius_miles,
    }));
  }, 120_000);
  afterAll(() => t.close());

  async function search(query: string): Promise<PilotSearchResponse> {
    const res = await t.app.inject({ url: `/api/pilots/search${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return pilotSearchResponseSchema.parse(res.json());
  }
  const ids = (r: PilotSearchResponse) => r.pilots.map((p) => (p.anonymized ? p.alias : p.id));

  /** The visible pilots covering the place, each with its nearest covering area's miles. */
  function covering(lat: number, lng: number, radius: number, category?: string) {
    const nearest = new Map<string, number>();
    for (const a of areas) {
      const d = milesBetween({ lat, lng }, a);
      if (d > a.radiusMiles + radius) continue;
      nearest.set(a.pilotId, Math.min(nearest.get(a.pilotId) ?? Infinity, d));
    }
    return pilots
      .filter((p) => p.visible && nearest.has(p.id))
      .filter((p) => !category || p.categories.includes(category))
      .map((p) => ({ ...p, distance: nearest.get(p.id)! }));
  }
  const byRating = (a: Pilot, b: Pilot) =>
    (b.rating ?? -1) - (a.rating ?? -1) ||
    b.reviewCount - a.reviewCount ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  /** By price with every pilot asking the same rates: the rating, then the id (no reviews). */
  const byPrice = (a: Pilot, b: Pilot) =>
    (b.rating ?? -1) - (a.rating ?? -1) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

  /** The nearest-first order worked out here, from every area, to compare the search with. */
  function expectedNearest(lat: number, lng: number, radius: number, category?: string) {
    return covering(lat, lng, radius, category).sort(
      (a, b) => a.distance - b.distance || byRating(a, b),
    );
  }

  it("counts up to the limit covering the page", () => {
    expect(countLimitFor(0, 6, 100)).toBe(100);
    expect(countLimitFor(96, 6, 100)).toBe(200);
    expect(countLimitFor(94, 6, 100)).toBe(100);
    expect(countLimitFor(0, 12, 1000)).toBe(1000);
  });

  it("near a place: the nearest pilots first, and '100+' past the nearby count limit", async () => {
    const first = await search("?location=Austin,TX");
    const { lat, lng } = first.location!;
    const expected = expectedNearest(lat, lng, 50);
    expect(expected.length).toBeGreaterThan(2 * PILOT_SEARCH_NEARBY_COUNT_LIMIT);
    expect(expected.length).toBeLessThan(3 * PILOT_SEARCH_NEARBY_COUNT_LIMIT);
    expect(first).toMatchObject({ total: PILOT_SEARCH_NEARBY_COUNT_LIMIT, totalIsEstimate: true });
    expect(ids(first)).toEqual(expected.slice(0, 6).map((p) => p.id));
    expect(first.pilots.map((p) => p.distanceMiles)).toEqual(
      expected.slice(0, 6).map((p) => Math.round(p.distance * 10) / 10),
    );
  });

  it("pages through every match in order, with an exact total once the count covers them", async () => {
    const first = await search("?location=Austin,TX");
    const expected = expectedNearest(first.location!.lat, first.location!.lng, 50);
    const seen: string[] = [];
    const totals: [number, boolean][] = [];
    for (let page = 1; page <= 7; page++) {
      const r = await search(`?location=Austin,TX&pageSize=50&page=${page}`);
      seen.push(...ids(r));
      totals.push([r.total, r.totalIsEstimate]);
    }
    expect(seen).toEqual(expected.map((p) => p.id));
    // Each total is the count limit covering the page, flagged, or, once the stream had to run
    // to the end (a tie at its edge, or fewer matches than the limit), the exact count.
    for (const [i, [total, isEstimate]] of totals.entries()) {
      const limit = countLimitFor(i * 50, 50, PILOT_SEARCH_NEARBY_COUNT_LIMIT);
      if (isEstimate) expect(total).toBe(limit);
      else expect(total).toBe(expected.length);
    }
    expect(totals.some(([, isEstimate]) => isEstimate)).toBe(true);
    expect(totals.at(-1)).toEqual([expected.length, false]);
  });

  it("finds the same nearest pilots through ties at the edges of pages of any size", async () => {
    const first = await search("?location=Austin,TX");
    const expected = expectedNearest(first.location!.lat, first.location!.lng, 50);
    for (const size of [5, 7, 10, 12, 25, 33, 50]) {
      for (let page = 1; (page - 1) * size < 220; page++) {
        const r = await search(`?location=Austin,TX&limit=${size}&page=${page}`);
        expect(ids(r), `page ${page} of ${size}`).toEqual(
          expected.slice((page - 1) * size, page * size).map((p) => p.id),
        );
      }
    }
  });

  it.each([
    ["rating", "best rated first"],
    ["price", "cheapest first (all ask the same: then best rated)"],
  ] as const)(
    "by %s near a place: every page %s, '100+' past the nearby count limit",
    async (sort, _description) => {
      const order = sort === "rating" ? byRating : byPrice;
      const first = await search(`?location=Austin,TX&sort=${sort}`);
      const expected = covering(first.location!.lat, first.location!.lng, 50).sort(order);
      expect(expected.length).toBeGreaterThan(2 * PILOT_SEARCH_NEARBY_COUNT_LIMIT);
      expect(first).toMatchObject({
        total: PILOT_SEARCH_NEARBY_COUNT_LIMIT,
        totalIsEstimate: true,
      });
      for (const size of [6, 7, 50]) {
        const seen: PilotSearchResponse["pilots"] = [];
        for (let page = 1; (page - 1) * size < expected.length + size; page++) {
          const r = await search(`?location=Austin,TX&sort=${sort}&pageSize=${size}&page=${page}`);
          seen.push(...r.pilots);
          const limit = countLimitFor((page - 1) * size, size, PILOT_SEARCH_NEARBY_COUNT_LIMIT);
          if (r.totalIsEstimate) expect(r.total, `page ${page} of ${size}`).toBe(limit);
          else expect(r.total, `page ${page} of ${size}`).toBe(expected.length);
        }
        // Each pilot once, in the ranking's order, with the miles of its nearest covering area.
        expect(seen.map((p) => (p.anonymized ? p.alias : p.id))).toEqual(expected.map((p) => p.id));
        expect(seen.map((p) => p.distanceMiles)).toEqual(
          expected.map((p) => Math.round(p.distance * 10) / 10),
        );
      }
    },
  );

  it("by rating with filters that leave few or no pilots: counts them all", async () => {
    const few = await search("?location=Austin,TX&category=film_tv&sort=rating&pageSize=50");
    const expected = covering(few.location!.lat, few.location!.lng, 50, "film_tv").sort(byRating);
    expect(expected.length).toBeGreaterThan(6);
    expect(expected.length).toBeLessThan(PILOT_SEARCH_NEARBY_COUNT_LIMIT);
    expect(few).toMatchObject({ total: expected.length, totalIsEstimate: false });
    expect(ids(few)).toEqual(expected.map((p) => p.id));
    // Every pilot here asks $100-200 an hour: none within $500-1000.
    const none = await search("?location=Austin,TX&budget=500_1000&sort=rating");
    expect(none).toMatchObject({ pilots: [], total: 0, totalIsEstimate: false });
  });

  it.each(["rating", "price"] as const)(
    "by %s where few pilots serve the place: every small page ranked from all of them",
    async (sort) => {
      const order = sort === "rating" ? byRating : byPrice;
      const query = `?location=Austin,TX&category=film_tv&sort=${sort}`;
      const first = await search(query);
      const expected = covering(first.location!.lat, first.location!.lng, 50, "film_tv");
      expected.sort(order);
      const seen: string[] = [];
      for (let page = 1; (page - 1) * 5 <= expected.length; page++) {
        const r = await search(`${query}&pageSize=5&page=${page}`);
        expect(r, `page ${page}`).toMatchObject({ total: expected.length, totalIsEstimate: false });
        seen.push(...ids(r));
      }
      expect(seen).toEqual(expected.map((p) => p.id));
    },
  );

  it("by rating where many pilots served the place and few do now: all of them, counted", async () => {
    const crowded = await search("?location=Austin,TX&sort=rating");
    expect(crowded.totalIsEstimate).toBe(true);
    // The search remembers Austin as crowded; then every real estate pilot switches off.
    const db = t.database.db;
    const available = await db.execute<{ id: string }>(sql`select id from pilot_profiles
      where is_available and 'real_estate' = any(job_categories)`);
    const switchedOff = available.rows.map((r) => r.id);
    await db.execute(
      sql`update pilot_profiles set is_available = false where id in ${switchedOff}`,
    );
    try {
      const expected = covering(crowded.location!.lat, crowded.location!.lng, 50)
        .filter((p) => !switchedOff.includes(p.id))
        .sort(byRating);
      expect(expected.length).toBeGreaterThan(6);
      const few = await search("?location=Austin,TX&sort=rating&pageSize=50");
      expect(few).toMatchObject({ total: expected.length, totalIsEstimate: false });
      expect(ids(few)).toEqual(expected.map((p) => p.id));
    } finally {
      await db.execute(
        sql`update pilot_profiles set is_available = true where id in ${switchedOff}`,
      );
    }
  });

  it("with a filter that leaves few pilots, counts them all", async () => {
    const r = await search("?location=Austin,TX&category=film_tv&pageSize=50");
    const expected = expectedNearest(r.location!.lat, r.location!.lng, 50, "film_tv");
    expect(expected.length).toBeGreaterThan(6);
    expect(expected.length).toBeLessThan(PILOT_SEARCH_NEARBY_COUNT_LIMIT);
    expect(r).toMatchObject({ total: expected.length, totalIsEstimate: false });
    expect(ids(r)).toEqual(expected.slice(0, 50).map((p) => p.id));
  });

  it("anywhere: pages of any size by rating or by price, first to past the last", async () => {
    const visible = pilots.filter((p) => p.visible);
    for (const [sort, order] of [
      ["rating", byRating],
      ["price", byPrice],
    ] as const) {
      const expected = [...visible].sort(order);
      for (const size of [7, 50]) {
        const last = Math.ceil(expected.length / size);
        for (const page of [1, 2, 3, Math.floor(last / 2), last - 1, last, last + 1]) {
          const r = await search(`?sort=${sort}&pageSize=${size}&page=${page}`);
          const label = `${sort}, page ${page} of ${size}`;
          expect(ids(r), label).toEqual(
            expected.slice((page - 1) * size, page * size).map((p) => p.id),
          );
          const limit = countLimitFor((page - 1) * size, size, PILOT_SEARCH_COUNT_LIMIT);
          expect(r.total, label).toBe(Math.min(limit, expected.length));
        }
      }
    }
  });

  it("anywhere: a service type's pilots by rating or by price, each of its pages", async () => {
    // Read off the type's own copies of the ranking and price indexes (migrations 0031, 0032).
    const filmTv = pilots.filter((p) => p.visible && p.categories.includes("film_tv"));
    expect(filmTv.length).toBeGreaterThan(14);
    for (const [sort, order] of [
      ["rating", byRating],
      ["price", byPrice],
    ] as const) {
      const expected = [...filmTv].sort(order).map((p) => p.id);
      const last = Math.ceil(expected.length / 7);
      for (const page of [1, 2, last, last + 1]) {
        const r = await search(`?category=film_tv&sort=${sort}&pageSize=7&page=${page}`);
        const label = `film & TV by ${sort}, page ${page}`;
        expect(ids(r), label).toEqual(expected.slice((page - 1) * 7, page * 7));
        expect(r.total, label).toBe(expected.length);
      }
    }
  });

  it("has a rating and a price index for the visible pilots of every service type", async () => {
    const { rows } = await t.app.db.execute<{ indexname: string }>(
      sql`select indexname from pg_indexes where tablename = 'pilot_profiles'`,
    );
    const names = new Set(rows.map((row) => row.indexname));
    const wanted = SERVICE_TYPE_VALUES.flatMap((type) => [
      `pilot_profiles_ranking_${type}_idx`,
      `pilot_profiles_price_${type}_idx`,
    ]);
    expect(wanted.filter((name) => !names.has(name))).toEqual([]);
  });

  it("anywhere: '1,000+' past the count limit, still the best rated first", async () => {
    const visible = pilots.filter((p) => p.visible);
    expect(visible.length).toBeGreaterThan(PILOT_SEARCH_COUNT_LIMIT);
    const r = await search("?anonymized=true&limit=6");
    expect(r).toMatchObject({ total: PILOT_SEARCH_COUNT_LIMIT, totalIsEstimate: true });
    expect(r.pilots.map((p) => p.rating)).toEqual([5, 5, 5, 5, 5, 5]);
    const past = await search(`?pageSize=50&page=${Math.ceil(visible.length / 50) + 1}`);
    expect(past).toMatchObject({ pilots: [], total: visible.length, totalIsEstimate: false });
  });
});
