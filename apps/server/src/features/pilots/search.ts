import { sql, type SQL } from "drizzle-orm";
import {
  BUDGET_RANGES,
  PILOT_SEARCH_DEFAULT_LIMIT,
  PILOT_SEARCH_DEFAULT_RADIUS_MILES,
  unknownLocationMessage,
  type AnonymizedPilotResult,
  type PilotResult,
  type PilotSearchQuery,
  type PilotSearchResponse,
  type PilotSearchSort,
} from "@skyhire/shared";
import type { Database } from "../../db/client";
import { METERS_PER_MILE } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { geocode, type GeocodedPlace } from "./geocoding";
import { executePrepared } from "./preparedQuery";

/** One pilot as the search query returns it (snake_case, straight from SQL). */
type SearchRow = {
  id: string;
  first_name: string;
  last_name: string;
  business_name: string | null;
  profile_image_url: string | null;
  base_city: string | null;
  base_state: string | null;
  rating_avg: number | string | null;
  review_count: number;
  job_categories: string[];
  hourly_rate_min_cents: number | null;
  hourly_rate_max_cents: number | null;
  years_experience: number | null;
  flight_hours: number;
  part107_verified: boolean;
  insured: boolean;
  background_checked: boolean;
  is_available: boolean;
  distance_miles: number | string | null;
  total: number | string;
};

const METERS = sql.raw(String(METERS_PER_MILE));
/** earthdistance's sphere (earth() = 6,378,168 m), so distances agree with the index boxes. */
const EARTH_RADIUS_METERS = 6_378_168;
const EARTH_RADIUS_MILES = EARTH_RADIUS_METERS / METERS_PER_MILE;

/**
 * A service area's reach: the box around its centre as wide as its radius. Written exactly as
 * the GiST index pilot_service_areas_reach_idx (db/schema/serviceAreas.ts), so the planner
 * uses it; the index also carries the area's columns (migration 0004), so this is an
 * index-only scan.
 */
const AREA_REACH = sql`earth_box(ll_to_earth(a.lat, a.lng), (a.radius_miles)::double precision * ${METERS})`;

/**
 * `earth_box(ll_to_earth(lat, lng), miles)` computed here rather than in SQL: a literal cube
 * is cheaper to plan than the nested SQL functions it replaces.
 */
export function searchBox(lat: number, lng: number, miles: number): string {
  const phi = (lat * Math.PI) / 180;
  const lambda = (lng * Math.PI) / 180;
  const x = EARTH_RADIUS_METERS * Math.cos(phi) * Math.cos(lambda);
  const y = EARTH_RADIUS_METERS * Math.cos(phi) * Math.sin(lambda);
  const z = EARTH_RADIUS_METERS * Math.sin(phi);
  // gc_to_sec: the chord of a great-circle distance; cube_enlarge pads every axis by it.
  const d = miles * METERS_PER_MILE;
  const pad = 2 * EARTH_RADIUS_METERS * Math.sin(d / (2 * EARTH_RADIUS_METERS));
  return `(${x - pad}, ${y - pad}, ${z - pad}),(${x + pad}, ${y + pad}, ${z + pad})`;
}

/**
 * Haversine miles from an area's centre to the point, in plain float arithmetic (several times
 * cheaper per row than earth_distance(ll_to_earth(...)), which builds and checks cubes).
 */
function milesFrom(place: GeocodedPlace): SQL {
  const phi = (place.lat * Math.PI) / 180;
  const lambda = (place.lng * Math.PI) / 180;
  return sql`${2 * EARTH_RADIUS_MILES}::double precision * asin(sqrt(least(1,
    power(sin((radians(a.lat) - ${phi}::double precision) / 2), 2)
    + cos(radians(a.lat)) * ${Math.cos(phi)}::double precision
      * power(sin((radians(a.lng) - ${lambda}::double precision) / 2), 2))))`;
}

/**
 * GET /api/pilots/search. Visible pilots only (the availability switch off hides a pilot from
 * search, spec section 2); each filter applies when set. One SQL statement per search: the
 * page and the total come back together.
 */
export async function searchPilots(
  db: Database,
  query: PilotSearchQuery,
): Promise<PilotSearchResponse> {
  const place = query.location ? geocodeOrFail(query.location) : null;
  const radius = query.radius ?? PILOT_SEARCH_DEFAULT_RADIUS_MILES;
  const sort: PilotSearchSort =
    query.sort === "distance" && !place
      ? "rating"
      : (query.sort ?? (place ? "distance" : "rating"));
  const pageSize = query.pageSize ?? query.limit ?? PILOT_SEARCH_DEFAULT_LIMIT;
  const page = query.page ?? 1;
  const offset = (page - 1) * pageSize;

  const statement = place
    ? nearbyStatement(place, radius, query, sort, pageSize, offset)
    : rankedStatement(query, sort, pageSize, offset);
  const rows = await executePrepared<SearchRow>(db, "pilot_search", statement);

  let total = rows[0] ? Number(rows[0].total) : 0;
  // Past the last page the window count has no row to ride on; count separately.
  if (rows.length === 0 && page > 1) total = await countMatches(db, place, radius, query);

  const anonymized = query.anonymized === true;
  return {
    pilots: rows.map((row) => (anonymized ? toAnonymizedResult(row) : toResult(row))),
    total,
    page,
    pageSize,
    sort,
    ...(place ? { location: { label: place.label, lat: place.lat, lng: place.lng } } : {}),
  };
}

function geocodeOrFail(text: string): GeocodedPlace {
  const place = geocode(text);
  if (!place) throw new HttpError(400, unknownLocationMessage(text));
  return place;
}

const RESULT_COLUMNS = sql`
  p.id, u.first_name, u.last_name, p.business_name,
  coalesce(p.profile_image_url, u.profile_image_url) as profile_image_url,
  p.base_city, p.base_state, p.rating_avg, p.review_count, p.job_categories,
  p.hourly_rate_min_cents, p.hourly_rate_max_cents, p.years_experience, p.flight_hours,
  (p.part107_number is not null and u.is_part107_certified) as part107_verified,
  p.insured, p.background_checked, p.is_available`;

/**
 * Pilots whose service areas cover the point (distance <= area radius + search radius), with
 * the distance to the nearest such area. The boxes narrow the areas through the index; the
 * exact distance decides.
 */
function coveringAreas(place: GeocodedPlace, radius: number): SQL {
  return sql`
    select pilot_profile_id, min(miles) as distance_miles
    from (
      select a.pilot_profile_id, a.radius_miles, ${milesFrom(place)} as miles
      from pilot_service_areas a
      where ${AREA_REACH} && ${searchBox(place.lat, place.lng, radius)}::cube
    ) candidates
    where miles <= radius_miles + ${radius}::double precision
    group by pilot_profile_id`;
}

/**
 * Around a place: the matches are few (the pilots serving one area, ~1,000 of 100,000 in a big
 * city), so one window count over them gives the total while the page is picked.
 */
function nearbyStatement(
  place: GeocodedPlace,
  radius: number,
  query: PilotSearchQuery,
  sort: PilotSearchSort,
  limit: number,
  offset: number,
): SQL {
  return sql`
    with matches as (${matchingPilots(place, radius, query)}),
    page as (
      select m.*, count(*) over () as total
      from matches m
      order by ${orderBy(sort, sql`m`)}
      limit ${limit} offset ${offset}
    )
    select ${RESULT_COLUMNS}, page.distance_miles, page.total
    from page
    join pilot_profiles p on p.id = page.id
    join users u on u.id = p.user_id
    order by ${orderBy(sort, sql`page`)}`;
}

/**
 * Anywhere (the landing page's call): the page comes straight off the ranking index
 * (pilot_profiles_ranking_idx, migration 0005) and the total from a separate count, instead
 * of ranking every visible pilot to keep six.
 */
function rankedStatement(
  query: PilotSearchQuery,
  sort: PilotSearchSort,
  limit: number,
  offset: number,
): SQL {
  return sql`
    select ${RESULT_COLUMNS}, null::double precision as distance_miles,
      (select count(*) from pilot_profiles p where ${filters(query)}) as total
    from pilot_profiles p
    join users u on u.id = p.user_id
    where ${filters(query)}
    order by ${orderBy(sort, sql`p`)}
    limit ${limit} offset ${offset}`;
}

/**
 * Every visible pilot matching the filters (near the place, when given), narrowed to what the
 * ranking needs. Only the page's pilots are then joined for their display columns, so this
 * part runs on index-only scans (migration 0004's covering indexes).
 */
function matchingPilots(place: GeocodedPlace | null, radius: number, query: PilotSearchQuery): SQL {
  const ranking = sql`p.rating_avg, p.review_count, p.hourly_rate_min_cents, p.hourly_rate_max_cents`;
  return place
    ? sql`
      select h.pilot_profile_id as id, h.distance_miles, ${ranking}
      from (${coveringAreas(place, radius)}) h
      join pilot_profiles p on p.id = h.pilot_profile_id
      where ${filters(query)}`
    : sql`
      select p.id, null::double precision as distance_miles, ${ranking}
      from pilot_profiles p
      where ${filters(query)}`;
}

async function countMatches(
  db: Database,
  place: GeocodedPlace | null,
  radius: number,
  query: PilotSearchQuery,
): Promise<number> {
  const rows = await executePrepared<{ total: number | string }>(
    db,
    "pilot_search_count",
    sql`select count(*) as total from (${matchingPilots(place, radius, query)}) m`,
  );
  return Number(rows[0]?.total ?? 0);
}

function filters(query: PilotSearchQuery): SQL {
  // Visible: the availability switch is on and the account still flies.
  const conditions: SQL[] = [
    sql`p.is_available`,
    sql`not exists (select 1 from users nf where nf.id = p.user_id and not nf.can_fly)`,
  ];
  if (query.category) {
    conditions.push(sql`p.job_categories @> array[${query.category}]::text[]`);
  }
  if (query.budget) {
    const range = BUDGET_RANGES.find((r) => r.value === query.budget);
    if (range) {
      // Overlap of the pilot's hourly range with the budget range ([min, max) in dollars).
      conditions.push(sql`p.hourly_rate_max_cents >= ${range.min * 100}`);
      if (range.max !== null) conditions.push(sql`p.hourly_rate_min_cents < ${range.max * 100}`);
    }
  }
  if (query.available === true) {
    conditions.push(
      sql`not exists (select 1 from jobs j where j.pilot_profile_id = p.id and j.status = 'in_progress')`,
    );
  }
  return sql.join(conditions, sql` and `);
}

/** The ranking of `sort` over rows of `matches` (aliased `t`); ends on id, so pages are stable. */
function orderBy(sort: PilotSearchSort, t: SQL): SQL {
  switch (sort) {
    case "distance":
      return sql`${t}.distance_miles, ${t}.rating_avg desc nulls last, ${t}.review_count desc, ${t}.id`;
    case "rating":
      return sql`${t}.rating_avg desc nulls last, ${t}.review_count desc, ${t}.id`;
    case "price":
      return sql`${t}.hourly_rate_min_cents nulls last, ${t}.hourly_rate_max_cents nulls last,
        ${t}.rating_avg desc nulls last, ${t}.id`;
  }
}

const dollars = (cents: number | null) => (cents === null ? null : Math.round(cents) / 100);
const oneDecimal = (value: number | string | null) =>
  value === null ? null : Math.round(Number(value) * 10) / 10;

/** "Jane S.": what the public sees of a pilot's name. */
export function displayName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

function publicFacts(row: SearchRow) {
  return {
    city: row.base_city,
    state: row.base_state,
    rating: oneDecimal(row.rating_avg),
    reviewCount: row.review_count,
    categories: row.job_categories,
    hourlyRateMin: dollars(row.hourly_rate_min_cents),
    hourlyRateMax: dollars(row.hourly_rate_max_cents),
    yearsExperience: row.years_experience,
    part107Verified: row.part107_verified,
    insured: row.insured,
    backgroundChecked: row.background_checked,
    isAvailable: row.is_available,
    distanceMiles: oneDecimal(row.distance_miles),
  };
}

function toResult(row: SearchRow): PilotResult {
  return {
    anonymized: false,
    id: row.id,
    displayName: displayName(row.first_name, row.last_name),
    businessName: row.business_name,
    profileImageUrl: row.profile_image_url,
    flightHours: row.flight_hours,
    ...publicFacts(row),
  };
}

/** Built field by field (never by removing fields), so nothing identifying can slip through. */
function toAnonymizedResult(row: SearchRow): AnonymizedPilotResult {
  const initials = `${row.first_name.trim().charAt(0)}${row.last_name.trim().charAt(0)}`
    .toUpperCase()
    .trim();
  return {
    anonymized: true,
    alias: initials ? `Pilot ${initials.split("").join(".")}.` : "Pilot",
    initials,
    ...publicFacts(row),
  };
}
