import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PILOT_SEARCH_NEARBY_COUNT_LIMIT,
  pilotSearchResponseSchema,
  type PilotSearchResponse,
} from "@skyhire/shared";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { milesBetween } from "../jobs/geo";
import { geocode, geocodeCity } from "./geocoding";
import { rankThroughTie } from "./nearestTie";
import { rememberedTies } from "./rememberedTies";
import { placeValues } from "./searchStatements";

/**
 * Pilots name their city and are geocoded to its centre, so a crowd shares Denver's one point:
 * more than the nearest-first stream's first read (about 120 areas), with ratings that repeat
 * (and some unrated), so the tie's order is decided by rating, reviews and id.
 */
const ON_DENVER = 300;
/** Pilots on points around Denver, nearer to some ZIP codes than the city's centre is. */
const AROUND = 60;
const DENVER = geocodeCity("Denver", "CO")!;
const NO_FILTERS = {
  category: null,
  budget: null,
  available: false,
  part107Current: false,
  insured: false,
};

interface Pilot {
  id: string;
  categories: string[];
  rating: number | null;
  reviewCount: number;
  visible: boolean;
  areas: { lat: number; lng: number; radiusMiles: number }[];
}

describe.each(testDatabases())("nearest first through a tie on one point (%s)", (kind) => {
  let t: TestApp;
  let pilots: Pilot[] = [];

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const db = t.database.db;
    const count = ON_DENVER + AROUND;
    await db.execute(sql`
      insert into users (email, first_name, last_name, user_type, can_fly, is_part107_certified)
      select 'tie-' || g || '@tie.example.com', 'Tie', 'Pilot ' || g, 'pilot', true, true
      from generate_series(1, ${count}::int) g`);
    // Every 7th pilot is away (not visible); every 10th flies film & TV only.
    await db.execute(sql`
      insert into pilot_profiles (user_id, business_name, job_categories, base_city, base_state,
        hourly_rate_min_cents, hourly_rate_max_cents, is_available, rating_avg, review_count)
      select u.id, 'Tie ' || g,
        case when g % 10 = 0 then array['film_tv'] else array['real_estate'] end,
        'Denver', 'CO', 10000, 20000, g % 7 <> 0,
        case when g % 13 = 0 then null else 4 + (g % 4) / 4.0 end, g % 3
      from generate_series(1, ${count}::int) g
      join users u on u.email = 'tie-' || g || '@tie.example.com'`);
    // The crowd on Denver's centre (every 5th also has a second area a few miles east), then
    // the others scattered up to ~15 miles around it.
    await db.execute(sql`
      with numbered as (
        select p.id, substring(u.email from 'tie-(\\d+)@')::int as g
        from pilot_profiles p join users u on u.id = p.user_id
        where u.email like '%@tie.example.com'
      )
      insert into pilot_service_areas (pilot_profile_id, position, label, city, state, lat, lng, radius_miles)
      select id, 0, 'Denver, CO', 'Denver', 'CO', ${DENVER.lat}, ${DENVER.lng}, 10 + g % 20
      from numbered where g <= ${ON_DENVER}
      union all
      select id, 1, 'East', 'Aurora', 'CO', ${DENVER.lat} + 0.01, ${DENVER.lng} + 0.06, 25
      from numbered where g <= ${ON_DENVER} and g % 5 = 0
      union all
      select id, 0, 'Around', 'Denver', 'CO', ${DENVER.lat} + ((g % 9) - 4) * 0.05,
        ${DENVER.lng} + ((g % 11) - 5) * 0.05, 30
      from numbered where g > ${ON_DENVER}`);
    const rows = await db.execute<{
      id: string;
      job_categories: string[];
      rating_avg: number | string | null;
      review_count: number;
      is_available: boolean;
      areas: { lat: number; lng: number; radius_miles: number }[];
    }>(sql`select p.id, p.job_categories, p.rating_avg, p.review_count, p.is_available,
        (select json_agg(json_build_object('lat', a.lat, 'lng', a.lng, 'radius_miles', a.radius_miles))
          from pilot_service_areas a where a.pilot_profile_id = p.id) as areas
      from pilot_profiles p join users u on u.id = p.user_id
      where u.email like '%@tie.example.com'`);
    pilots = rows.rows.map((r) => ({
      id: r.id,
      categories: r.job_categories,
      rating: r.rating_avg === null ? null : Number(r.rating_avg),
      reviewCount: r.review_count,
      visible: r.is_available,
      areas: r.areas.map((a) => ({ lat: a.lat, lng: a.lng, radiusMiles: a.radius_miles })),
    }));
  }, 120_000);
  afterAll(() => t.close());

  /** Nearest first worked out here from every area: miles, rating (none last), reviews, id. */
  function expectedNearest(place: { lat: number; lng: number }, category?: string) {
    const ranked = pilots.flatMap((p) => {
      if (!p.visible || (category && !p.categories.includes(category))) return [];
      const covering = p.areas
        .map((a) => ({ miles: milesBetween(place, a), reach: a.radiusMiles + 50 }))
        .filter((a) => a.miles <= a.reach);
      if (covering.length === 0) return [];
      return [{ ...p, miles: Math.min(...covering.map((a) => a.miles)) }];
    });
    return ranked
      .sort(
        (a, b) =>
          a.miles - b.miles ||
          (b.rating ?? -1) - (a.rating ?? -1) ||
          b.reviewCount - a.reviewCount ||
          (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
      )
      .map((p) => p.id);
  }

  async function search(query: string): Promise<PilotSearchResponse> {
    const res = await t.app.inject({ url: `/api/pilots/search${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return pilotSearchResponseSchema.parse(res.json());
  }
  const search50 = (location: string, page: number) =>
    search(`?location=${encodeURIComponent(location)}&pageSize=50&page=${page}`);
  const ids = (r: PilotSearchResponse) => r.pilots.map((p) => (p.anonymized ? p.alias : p.id));

  it.each([
    ["Denver, CO", "the city itself: the crowd at 0 miles"],
    ["80204", "a ZIP code beside it: the crowd a mile or two away, others nearer"],
  ])("%s (%s): every page in order, best rated first within the tie", async (location) => {
    const place = geocode(location)!;
    const expected = expectedNearest(place);
    expect(expected.length).toBeGreaterThan(2 * PILOT_SEARCH_NEARBY_COUNT_LIMIT);
    for (const size of [7, 50]) {
      for (const page of [1, 2, 3, 5]) {
        const r = await search(
          `?location=${encodeURIComponent(location)}&pageSize=${size}&page=${page}`,
        );
        const label = `page ${page} of ${size}`;
        expect(ids(r), label).toEqual(expected.slice((page - 1) * size, page * size));
        if (r.totalIsEstimate)
          expect(r.total, label).toBeGreaterThanOrEqual(PILOT_SEARCH_NEARBY_COUNT_LIMIT);
        else expect(r.total, label).toBe(expected.length);
      }
    }
    const film = await search(
      `?location=${encodeURIComponent(location)}&category=film_tv&pageSize=50`,
    );
    const expectedFilm = expectedNearest(place, "film_tv");
    expect(ids(film)).toEqual(expectedFilm);
    expect(film).toMatchObject({ total: expectedFilm.length, totalIsEstimate: false });
  });

  it("reads the crowd's first page from the head of the tie, without reading the rest", async () => {
    for (const location of ["Denver, CO", "80204"]) {
      const place = geocode(location)!;
      const tie = { lat: DENVER.lat, lng: DENVER.lng, miles: milesBetween(place, DENVER) };
      const values = { today: "2026-11-30", limit: 20, offset: 0 };
      const found = await rankThroughTie(
        { db: t.app.db, place, radius: 50, filters: NO_FILTERS, values, countLimit: 100 },
        tie,
      );
      // Null would mean the tie's read could not prove its page and the stream read on.
      expect(found, location).not.toBeNull();
      expect(found!.rows.map((row) => row.id)).toEqual(expectedNearest(place).slice(0, 20));
      expect(found).toMatchObject({ total: 100, totalIsEstimate: true });
    }
  });

  it("answers right when the tie it remembers for a place is wrong, and learns the right one", async () => {
    const place = geocode("80204")!;
    const values = { today: "2026-11-30", limit: 50, offset: 50 };
    const search = {
      db: t.app.db,
      place,
      radius: 50,
      filters: NO_FILTERS,
      values,
      countLimit: 100,
    };
    // The ZIP code's own centre, where no pilot is: its tie proves nothing, so it is forgotten
    // and the stream answers, stopping inside the crowd on Denver's centre again.
    rememberedTies.remember(search, { lat: place.lat, lng: place.lng, miles: 0 });
    const r = await search50("80204", 2);
    expect(ids(r)).toEqual(expectedNearest(place).slice(50, 100));
    expect(rememberedTies.of(search)).toMatchObject({ lat: DENVER.lat, lng: DENVER.lng });
  });

  it("turns degrees into radians exactly as PostgreSQL does: on the place itself is 0 miles", async () => {
    // City centres are stored to 5 decimals; Austin's latitude is one that `x * π / 180`
    // rounds differently.
    const degrees = [
      30.26759,
      ...Array.from({ length: 500 }, (_, i) => -90 + ((i * 36_000.123) % 180)),
    ].map((d) => Math.round(d * 1e5) / 1e5);
    const { rows } = await t.app.db.execute<{ radians: number }>(
      sql`select radians(d) as radians from unnest(${`{${degrees.join(",")}}`}::float8[]) d`,
    );
    expect(rows.map((row) => Number(row.radians))).toEqual(
      degrees.map((d) => placeValues({ lat: d, lng: d }).phi),
    );
  });
});
