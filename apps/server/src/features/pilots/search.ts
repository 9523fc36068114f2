import { sql, type SQL } from "drizzle-orm";
import {
  BUDGET_RANGES,
  isoDateOf,
  NO_CREDENTIAL_BADGES,
  type CredentialBadges,
  PILOT_SEARCH_COUNT_LIMIT,
  PILOT_SEARCH_DEFAULT_LIMIT,
  PILOT_SEARCH_NEARBY_COUNT_LIMIT,
  PILOT_SEARCH_DEFAULT_RADIUS_MILES,
  SERVICE_TYPE_VALUES,
  unknownLocationMessage,
  type AnonymizedPilotResult,
  type PilotResult,
  type PilotSearchQuery,
  type PilotSearchResponse,
  type PilotSearchSort,
} from "@skyhire/shared";
import type { Database } from "../../db/client";
import { MAX_SERVICE_AREA_RADIUS_MILES, METERS_PER_MILE } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { credentialBadgesOf } from "../credentials/badges";
import { geocode, type GeocodedPlace } from "./geocoding";
import { EARTH_RADIUS_MILES, milesBeyondPlaneDistance, reachBox } from "./nearestBounds";
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
  background_checked: boolean;
  is_available: boolean;
  distance_miles: number | string | null;
};

/**
 * What a search statement returns: one row per pilot of the page, each carrying the count.
 * A page past the last match is one row of nulls with the count (statements left join the
 * page onto it), so the total never needs a second query.
 */
type PageRow = { [K in keyof SearchRow]: SearchRow[K] | null } & {
  /** Matches counted, at most the statement's count limit + 1. */
  total: number | string;
};

/** A page of rows and the number of matches, capped at the count limit. */
interface SearchPage {
  rows: SearchRow[];
  total: number;
  totalIsEstimate: boolean;
}

const METERS = sql.raw(String(METERS_PER_MILE));
/** earthdistance's sphere (earth() = 6,378,168 m), so distances agree with the index boxes. */
const EARTH_RADIUS_METERS = EARTH_RADIUS_MILES * METERS_PER_MILE;

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
  const [x, y, z] = earthXyz(lat, lng);
  // gc_to_sec: the chord of a great-circle distance; cube_enlarge pads every axis by it.
  const d = miles * METERS_PER_MILE;
  const pad = 2 * EARTH_RADIUS_METERS * Math.sin(d / (2 * EARTH_RADIUS_METERS));
  return `(${x - pad}, ${y - pad}, ${z - pad}),(${x + pad}, ${y + pad}, ${z + pad})`;
}

function earthXyz(lat: number, lng: number): [number, number, number] {
  const phi = (lat * Math.PI) / 180;
  const lambda = (lng * Math.PI) / 180;
  return [
    EARTH_RADIUS_METERS * Math.cos(phi) * Math.cos(lambda),
    EARTH_RADIUS_METERS * Math.cos(phi) * Math.sin(lambda),
    EARTH_RADIUS_METERS * Math.sin(phi),
  ];
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
 * search, spec section 2); each filter applies when set. One SQL statement per search answers
 * the page and the count together.
 *
 * The count stops at a limit covering the page (PILOT_SEARCH_COUNT_LIMIT, or
 * PILOT_SEARCH_NEARBY_COUNT_LIMIT around a place nearest first): there are tens of thousands
 * of pilots, thousands around a big city, and counting them all cost far more than finding
 * the page (docs/benchmarks.md). Past it, `total` is the limit and `totalIsEstimate` is true.
 */
export async function searchPilots(
  db: Database,
  query: PilotSearchQuery,
  now: Date,
): Promise<PilotSearchResponse> {
  const today = isoDateOf(now);
  const place = query.location ? geocodeOrFail(query.location) : null;
  const radius = query.radius ?? PILOT_SEARCH_DEFAULT_RADIUS_MILES;
  const sort: PilotSearchSort =
    query.sort === "distance" && !place
      ? "rating"
      : (query.sort ?? (place ? "distance" : "rating"));
  const pageSize = query.pageSize ?? query.limit ?? PILOT_SEARCH_DEFAULT_LIMIT;
  const page = query.page ?? 1;
  const offset = (page - 1) * pageSize;

  let found: SearchPage;
  if (!place) {
    const countLimit = countLimitFor(offset, pageSize, PILOT_SEARCH_COUNT_LIMIT);
    const statement = rankedStatement(query, sort, pageSize, offset, countLimit, today);
    found = await runPageStatement(db, statement, { countLimit });
  } else if (sort === "distance") {
    const countLimit = countLimitFor(offset, pageSize, PILOT_SEARCH_NEARBY_COUNT_LIMIT);
    found = await nearestPilots(db, place, radius, query, pageSize, offset, countLimit, today);
  } else {
    // By rating or price every pilot serving the place is ranked anyway: the count is exact.
    const statement = nearbyStatement(place, radius, query, sort, pageSize, offset, today);
    found = await runPageStatement(db, statement, { countLimit: null });
  }

  const anonymized = query.anonymized === true;
  const badges = await credentialBadgesOf(
    db,
    found.rows.map((row) => row.id),
    now,
  );
  const badgesOf = (row: SearchRow) => badges.get(row.id) ?? NO_CREDENTIAL_BADGES;
  return {
    pilots: found.rows.map((row) =>
      anonymized ? toAnonymizedResult(row, badgesOf(row)) : toResult(row, badgesOf(row)),
    ),
    total: found.total,
    totalIsEstimate: found.totalIsEstimate,
    page,
    pageSize,
    sort,
    ...(place ? { location: { label: place.label, lat: place.lat, lng: place.lng } } : {}),
  };
}

/** How far a search counts: whole steps of `step` covering the page it answers. */
export function countLimitFor(offset: number, pageSize: number, step: number): number {
  return step * Math.max(1, Math.ceil((offset + pageSize) / step));
}

function geocodeOrFail(text: string): GeocodedPlace {
  const place = geocode(text);
  if (!place) throw new HttpError(400, unknownLocationMessage(text));
  return place;
}

/** Runs a statement of PageRow shape: the page's pilots and the (capped) count. */
async function runPageStatement(
  db: Database,
  statement: SQL,
  { countLimit }: { countLimit: number | null },
): Promise<SearchPage> {
  const rows = await executePrepared<PageRow>(db, "pilot_search", statement);
  const counted = Number(rows[0]?.total ?? 0);
  const capped = countLimit !== null && counted > countLimit;
  return {
    rows: rows.filter((row): row is PageRow & SearchRow => row.id !== null),
    total: capped ? countLimit : counted,
    totalIsEstimate: capped,
  };
}

const RESULT_COLUMNS = sql`
  p.id, u.first_name, u.last_name, p.business_name,
  coalesce(p.profile_image_url, u.profile_image_url) as profile_image_url,
  p.base_city, p.base_state, p.rating_avg, p.review_count, p.job_categories,
  p.hourly_rate_min_cents, p.hourly_rate_max_cents, p.years_experience, p.flight_hours,
  p.background_checked, p.is_available`;

/** An area's centre in the plane of pilot_service_areas_nearest_idx: (longitude, latitude). */
const AREA_POINT = sql`point(a.lng, a.lat)`;

/**
 * Area rows streamed nearest first, per match wanted: a pilot may have several areas around
 * the place, and plane order is not quite miles order (in the 100,000-pilot bench, about 1 in
 * 75 of the nearest areas is a pilot's second one).
 */
const AREAS_PER_MATCH = 1.2;
/** Past this many streamed areas, the statement streams them all. */
const MAX_STREAMED_AREAS = 20_000;

/**
 * The widest service area's radius as the last search near a place saw it (each reports it):
 * the reach of the stream's box. It starts at the widest allowed; a search that finds a wider
 * area than it assumed runs again with it, so a stale value only ever costs a wider box.
 */
let widestAreaMiles = MAX_SERVICE_AREA_RADIUS_MILES;

/**
 * Around a place, nearest first (the default sort with a location): visible service areas come
 * nearest first in the plane off pilot_service_areas_nearest_idx (GiST k-nearest-neighbour
 * order, migration 0015) within the box of reach (`reachBox`), are kept when they
 * cover the place and pass the filters, and the stream stops after `streamed` areas. The
 * nearest pilots of the whole search are thus found without looking at the thousands of areas
 * further away, and counted up to the count limit.
 *
 * The stream answers exactly when it ran out before its limit; otherwise when it holds more
 * than `countLimit` pilots (the count is capped anyway) and the page's last pilot is nearer
 * than any area it did not read can be (`milesBeyondPlaneDistance` of the last plane distance
 * read: no nearer pilot, and no tie, left outside). Else it runs again, long enough for the
 * pilots wanted at the rate its areas met new pilots, and at least twice as long (rounded up
 * to a power of two: each length is its own prepared statement).
 */
async function nearestPilots(
  db: Database,
  place: GeocodedPlace,
  radius: number,
  query: PilotSearchQuery,
  limit: number,
  offset: number,
  countLimit: number,
  today: string,
): Promise<SearchPage> {
  let streamed: number | null = Math.ceil((countLimit + 1) * AREAS_PER_MATCH);
  for (;;) {
    const widest = widestAreaMiles;
    const box = reachBox(place.lat, place.lng, widest + radius);
    const statement = nearestStatement(place, radius, query, limit, offset, streamed, box, today);
    const rows = await executePrepared<
      PageRow & { streamed: number | string; horizon: number | null; widest: number | null }
    >(db, "pilot_search_nearest", statement);
    const stats = rows[0];
    widestAreaMiles = Number(stats?.widest ?? 0);
    // An area wider than the box assumed may reach the place from outside it: again, wider.
    if (widestAreaMiles > widest) continue;
    const page = rows.filter((row): row is (typeof rows)[number] & SearchRow => row.id !== null);
    const counted = Number(stats?.total ?? 0);
    if (streamed === null || Number(stats?.streamed ?? 0) < streamed) {
      return { rows: page, total: counted, totalIsEstimate: false };
    }
    const last = page.at(-1)?.distance_miles;
    const unread = milesBeyondPlaneDistance(place.lat, Number(stats?.horizon ?? 0));
    if (counted > countLimit && (last === undefined || Number(last) < unread)) {
      return { rows: page, total: countLimit, totalIsEstimate: true };
    }
    const areasPerPilot = counted > 0 ? streamed / counted : 4;
    const wanted = Math.max(2 * streamed, (countLimit + 1) * areasPerPilot * 1.25);
    const next = 2 ** Math.ceil(Math.log2(wanted));
    streamed = next > MAX_STREAMED_AREAS ? null : next;
  }
}

function nearestStatement(
  place: GeocodedPlace,
  radius: number,
  query: PilotSearchQuery,
  limit: number,
  offset: number,
  streamed: number | null,
  box: string,
  today: string,
): SQL {
  const here = sql`point(${place.lng}::double precision, ${place.lat}::double precision)`;
  const miles = milesFrom(place);
  // Inlined, not a parameter, so the planner knows how few rows the stream needs.
  const streamLimit = sql.raw(streamed === null ? "all" : String(Math.trunc(streamed)));
  return sql`
    with stream as materialized (
      select a.pilot_profile_id as id, ${miles} as distance_miles,
        ${AREA_POINT} <-> ${here} as plane_distance, a.rating_avg, a.review_count
      from pilot_service_areas a
      where ${AREA_POINT} <@ ${box}::box
        and ${miles} <= a.radius_miles + ${radius}::double precision
        and ${filters(query, "area", today)}
      order by ${AREA_POINT} <-> ${here}
      limit ${streamLimit}
    ),
    stats as (
      select count(distinct id) as total, count(*) as streamed, max(plane_distance) as horizon,
        (select max(r.radius_miles) from pilot_service_areas r) as widest
      from stream
    ),
    page as (
      select id, min(distance_miles) as distance_miles, rating_avg, review_count
      from stream
      group by id, rating_avg, review_count
      order by ${orderBy("distance", null)}
      limit ${limit} offset ${offset}
    )
    select ${RESULT_COLUMNS}, page.distance_miles, stats.total, stats.streamed, stats.horizon,
      stats.widest
    from stats
    left join (page
      join pilot_profiles p on p.id = page.id
      join users u on u.id = p.user_id) on true
    order by ${orderBy("distance", sql`page`)}`;
}

/**
 * Pilots whose service areas cover the point (distance <= area radius + search radius), with
 * the distance to the nearest such area. The boxes narrow the areas through the index; the
 * exact distance decides.
 */
function coveringAreas(
  place: GeocodedPlace,
  radius: number,
  query: PilotSearchQuery,
  today: string,
): SQL {
  return sql`
    select pilot_profile_id as id, min(miles) as distance_miles,
      rating_avg, review_count, hourly_rate_min_cents, hourly_rate_max_cents
    from (
      select a.pilot_profile_id, a.radius_miles, ${milesFrom(place)} as miles, a.rating_avg,
        a.review_count, a.hourly_rate_min_cents, a.hourly_rate_max_cents
      from pilot_service_areas a
      where ${AREA_REACH} && ${searchBox(place.lat, place.lng, radius)}::cube
        and ${filters(query, "area", today)}
    ) candidates
    where miles <= radius_miles + ${radius}::double precision
    group by pilot_profile_id, rating_avg, review_count, hourly_rate_min_cents,
      hourly_rate_max_cents`;
}

/**
 * Around a place by rating or price: every pilot serving the place must be ranked, so one
 * window count over them gives the exact total while the page is picked (the pilots serving
 * one place are few: ~1,000 of 100,000 in a big city).
 */
function nearbyStatement(
  place: GeocodedPlace,
  radius: number,
  query: PilotSearchQuery,
  sort: PilotSearchSort,
  limit: number,
  offset: number,
  today: string,
): SQL {
  return sql`
    with matches as (${coveringAreas(place, radius, query, today)}),
    page as (
      select * from matches m
      order by ${orderBy(sort, sql`m`)}
      limit ${limit} offset ${offset}
    ),
    stats as (select count(*) as total from matches)
    select ${RESULT_COLUMNS}, page.distance_miles, stats.total
    from stats
    left join (page
      join pilot_profiles p on p.id = page.id
      join users u on u.id = p.user_id) on true
    order by ${orderBy(sort, sql`page`)}`;
}

/**
 * Anywhere (the landing page's call): the page comes straight off the ranking index
 * (pilot_profiles_ranking_idx, migration 0005), and the count stops one past `countLimit`
 * instead of counting every visible pilot.
 */
function rankedStatement(
  query: PilotSearchQuery,
  sort: PilotSearchSort,
  limit: number,
  offset: number,
  countLimit: number,
  today: string,
): SQL {
  return sql`
    with page as (
      select ${RESULT_COLUMNS}, null::double precision as distance_miles
      from pilot_profiles p
      join users u on u.id = p.user_id
      where ${filters(query, "pilot", today)}
      order by ${orderBy(sort, sql`p`)}
      limit ${limit} offset ${offset}
    ),
    stats as (
      select count(*) as total from (
        -- In the ranking index's order, so the count reads that small index (only).
        select 1 from pilot_profiles p where ${filters(query, "pilot", today)}
        order by ${orderBy("rating", sql`p`)}
        limit ${countLimit + 1}
      ) counted
    )
    select page.*, stats.total
    from stats
    left join page on true
    order by ${orderBy(sort, sql`page`)}`;
}

/**
 * The search's conditions on rows of `pilot_profiles p`, or of `pilot_service_areas a`, which
 * carry the same columns of their pilot (migration 0014) under the same names.
 */
function filters(query: PilotSearchQuery, rows: "pilot" | "area", today: string): SQL {
  const t = sql.raw(rows === "pilot" ? "p" : "a");
  const pilotId = sql.raw(rows === "pilot" ? "p.id" : "a.pilot_profile_id");
  // Visible: the availability switch is on and the account still flies. On pilots, `not in`
  // over the few accounts that stopped flying (users_not_flying_idx) is hashed once per
  // query; a `not exists` probe per pilot cost about as much as the rest of the search. Areas
  // hold the answer (`visible`), which is also the predicate of their search indexes.
  const conditions: SQL[] =
    rows === "pilot"
      ? [
          sql`p.is_available`,
          // Suspended accounts are left out the same way (users_suspended_idx).
          sql`p.user_id not in (select nf.id from users nf where not nf.can_fly
            union all select su.id from users su where su.suspended_at is not null)`,
        ]
      : [sql`a.visible`];
  if (query.category) conditions.push(categoryCondition(t, query.category));
  if (query.budget) {
    const range = BUDGET_RANGES.find((r) => r.value === query.budget);
    if (range) {
      // Overlap of the pilot's hourly range with the budget range ([min, max) in dollars).
      conditions.push(sql`${t}.hourly_rate_max_cents >= ${range.min * 100}`);
      if (range.max !== null) conditions.push(sql`${t}.hourly_rate_min_cents < ${range.max * 100}`);
    }
  }
  if (query.available === true) {
    // Hashed once per query too; `is not null` keeps a job without a pilot from emptying it.
    conditions.push(
      sql`${pilotId} not in (select j.pilot_profile_id from jobs j
        where j.status = 'in_progress' and j.pilot_profile_id is not null)`,
    );
  }
  // Verified credentials (features/credentials), on the profile and copied to areas (0016).
  if (query.part107Current === true) {
    conditions.push(sql`${t}.part107_valid_through >= ${today}::date`);
  }
  if (query.insuredMin !== undefined) {
    conditions.push(
      sql`${t}.insurance_coverage_cents >= ${query.insuredMin * 100}
        and ${t}.insurance_effective_on <= ${today}::date
        and ${t}.insurance_expires_on >= ${today}::date`,
    );
  }
  return sql.join(conditions, sql` and `);
}

/**
 * A service type to write into the SQL text as a literal, so the planner can prove the
 * predicate of that type's partial index (migrations 0024 and 0025). Checked again here against
 * SERVICE_TYPE_VALUES, since it is not a bound parameter.
 */
export function serviceTypeForSqlText(type: string): string {
  if (!SERVICE_TYPE_VALUES.includes(type)) throw new Error(`unknown service type ${type}`);
  return type;
}

/**
 * The pilot offers `category`, written as a literal: the category's own reach index (migration
 * 0024) holds a quarter or less of the areas.
 */
function categoryCondition(t: SQL, category: string): SQL {
  return sql`${t}.job_categories @> ${sql.raw(`'{${serviceTypeForSqlText(category)}}'`)}::text[]`;
}

/**
 * The ranking of `sort` over rows of `t`, or over a query's own output columns when `t` is
 * null (a grouped page); ends on id, so pages are stable.
 */
function orderBy(sort: PilotSearchSort, t: SQL | null): SQL {
  const c = (column: string) => (t ? sql`${t}.${sql.raw(column)}` : sql.raw(column));
  switch (sort) {
    case "distance":
      return sql`${c("distance_miles")}, ${c("rating_avg")} desc nulls last, ${c("review_count")} desc, ${c("id")}`;
    case "rating":
      return sql`${c("rating_avg")} desc nulls last, ${c("review_count")} desc, ${c("id")}`;
    case "price":
      return sql`${c("hourly_rate_min_cents")} nulls last, ${c("hourly_rate_max_cents")} nulls last,
        ${c("rating_avg")} desc nulls last, ${c("id")}`;
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

function publicFacts(row: SearchRow, credentials: CredentialBadges) {
  return {
    city: row.base_city,
    state: row.base_state,
    rating: oneDecimal(row.rating_avg),
    reviewCount: row.review_count,
    categories: row.job_categories,
    hourlyRateMin: dollars(row.hourly_rate_min_cents),
    hourlyRateMax: dollars(row.hourly_rate_max_cents),
    yearsExperience: row.years_experience,
    part107Verified: credentials.part107 !== null,
    insured: credentials.insurance !== null,
    credentials,
    backgroundChecked: row.background_checked,
    isAvailable: row.is_available,
    distanceMiles: oneDecimal(row.distance_miles),
  };
}

function toResult(row: SearchRow, credentials: CredentialBadges): PilotResult {
  return {
    anonymized: false,
    id: row.id,
    displayName: displayName(row.first_name, row.last_name),
    businessName: row.business_name,
    profileImageUrl: row.profile_image_url,
    flightHours: row.flight_hours,
    ...publicFacts(row, credentials),
  };
}

/** Built field by field (never by removing fields), so nothing identifying can slip through. */
function toAnonymizedResult(row: SearchRow, credentials: CredentialBadges): AnonymizedPilotResult {
  const initials = `${row.first_name.trim().charAt(0)}${row.last_name.trim().charAt(0)}`
    .toUpperCase()
    .trim();
  return {
    anonymized: true,
    alias: initials ? `Pilot ${initials.split("").join(".")}.` : "Pilot",
    initials,
    ...publicFacts(row, credentials),
  };
}
