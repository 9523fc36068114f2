import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { PilotSearchSort } from "@skyhire/shared";
import { statementByShape } from "../../db/preparedStatement";
import { CREDENTIAL_FACTS_COLUMN, type CredentialFactsJson } from "../credentials/searchBadges";
import { METERS_PER_MILE } from "../../db/schema";
import type { GeocodedPlace } from "./geocoding";
import { EARTH_RADIUS_MILES } from "./nearestBounds";
import { filters, value, type FilterShape, type SearchValues } from "./searchFilters";

/** One pilot as the search query returns it (snake_case, straight from SQL). */
export type SearchRow = {
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
  /** What the pilot's badges are made of (credentials/searchBadges.ts). */
  credential_facts: CredentialFactsJson;
};

/**
 * What a search statement returns: one row per pilot of the page, each carrying the count.
 * A page past the last match is one row of nulls with the count (statements left join the
 * page onto it), so the total never needs a second query.
 */
export type PageRow = { [K in keyof SearchRow]: SearchRow[K] | null } & {
  /** Matches counted, at most the statement's count limit + 1. */
  total: number | string;
};

const METERS = sql.raw(String(METERS_PER_MILE));
/** earthdistance's sphere (earth() = 6,378,168 m), so distances agree with the index boxes. */
const EARTH_RADIUS_METERS = EARTH_RADIUS_MILES * METERS_PER_MILE;

/**
 * A service area's reach: the box around its centre as wide as its radius. Written exactly as
 * the GiST index pilot_service_areas_reach_idx (db/schema/serviceAreas.ts), so the planner
 * uses it; the index also carries the area's columns (migration 0004), so this is an
 * index-only scan.
 */
export const AREA_REACH = sql`earth_box(ll_to_earth(a.lat, a.lng), (a.radius_miles)::double precision * ${METERS})`;

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
 * PostgreSQL's radians(): degrees times one constant, π/180. Written the same way (not
 * `x * π / 180`, which rounds differently for some degrees, Austin's 30.26759 among them), so
 * an area on the place itself is exactly 0 miles from it (nearestTie.ts relies on that).
 */
const RADIANS_PER_DEGREE = Math.PI / 180;

/** The place's values for `milesFromPlace` and the nearest-first order. */
export function placeValues(place: Pick<GeocodedPlace, "lat" | "lng">) {
  const phi = place.lat * RADIANS_PER_DEGREE;
  return {
    lat: place.lat,
    lng: place.lng,
    phi,
    cosPhi: Math.cos(phi),
    lambda: place.lng * RADIANS_PER_DEGREE,
  };
}

/**
 * Haversine miles from a point (its latitude and longitude columns) to the place of
 * `placeValues`, in plain float arithmetic: several times cheaper per row than
 * earth_distance(ll_to_earth(...)), which builds and checks cubes (docs/benchmarks.md), and the
 * same great circle on the same sphere.
 */
export function milesFromPlace(lat: SQLWrapper, lng: SQLWrapper): SQL<number> {
  return sql<number>`(${2 * EARTH_RADIUS_MILES}::double precision * asin(sqrt(least(1,
    power(sin((radians(${lat}) - ${value("phi")}::double precision) / 2), 2)
    + cos(radians(${lat})) * ${value("cosPhi")}::double precision
      * power(sin((radians(${lng}) - ${value("lambda")}::double precision) / 2), 2)))))`;
}

export const MILES_FROM_PLACE = milesFromPlace(sql`a.lat`, sql`a.lng`);

export const RESULT_COLUMNS = sql`
  p.id, u.first_name, u.last_name, p.business_name,
  coalesce(p.profile_image_url, u.profile_image_url) as profile_image_url,
  p.base_city, p.base_state, p.rating_avg, p.review_count, p.job_categories,
  p.hourly_rate_min_cents, p.hourly_rate_max_cents, p.years_experience, p.flight_hours,
  p.background_checked, p.is_available, ${CREDENTIAL_FACTS_COLUMN}`;

/** An area's centre in the plane of pilot_service_areas_nearest_idx: (longitude, latitude). */
export const AREA_POINT = sql`point(a.lng, a.lat)`;
export const PLACE_POINT = sql`point(${value("lng")}::double precision, ${value("lat")}::double precision)`;

/**
 * Two CTEs: `first_pilots`, the first `pilotsRead` rows of `pilotsInOrder` (a power of two
 * past the page's end, written into the text), and `page`, the page cut from them by the
 * `limit` and `offset` parameters. With those parameters straight over every match,
 * PostgreSQL guessed a tenth of the matches under a LIMIT it cannot see, which made one
 * reusable (generic) plan look costlier than planning each run, so every run was planned,
 * about as long as it ran (docs/benchmarks.md, "one plan per statement").
 */
export function pageFromFirstPilots(
  pilotsInOrder: SQL,
  pilotsRead: number,
  sort: PilotSearchSort,
): SQL {
  return sql`first_pilots as (${pilotsInOrder} limit ${sql.raw(String(pilotsRead))}),
    page as (
      select * from first_pilots
      order by ${orderBy(sort, null)}
      limit ${value("limit")} offset ${value("offset")}
    )`;
}

/**
 * The page of the nearest pilots of a CTE `stream` of areas (id, distance_miles, rating_avg,
 * review_count), each pilot at its nearest area (`pageFromFirstPilots`).
 */
export function nearestPilotsPage(pilotsRead: number): SQL {
  return pageFromFirstPilots(
    sql`select id, min(distance_miles) as distance_miles, rating_avg, review_count
      from stream
      group by id, rating_avg, review_count
      order by ${orderBy("distance", null)}`,
    pilotsRead,
    "distance",
  );
}

export type SortedShape = { filters: FilterShape; sort: PilotSearchSort };

/**
 * Visible areas whose reach box (`searchBox`) overlaps the place's and that pass the filters,
 * each with its miles from the place (`miles`): candidates; `COVERING` decides.
 */
export function areasNearPlace(shape: FilterShape): SQL {
  return sql`select a.pilot_profile_id, a.radius_miles, ${MILES_FROM_PLACE} as miles,
      a.rating_avg, a.review_count, a.hourly_rate_min_cents, a.hourly_rate_max_cents
    from pilot_service_areas a
    where ${AREA_REACH} && ${value("box")}::cube
      and ${filters(shape, "area")}`;
}

/** A row of `areasNearPlace` covers the place: within its radius and the search's. */
export const COVERING = sql`miles <= radius_miles + ${value("radius")}::double precision`;

/**
 * Each pilot of some rows of `areasNearPlace` (`rows`: a FROM item and its WHERE), at the
 * distance of its nearest one.
 */
export function pilotsOfAreas(rows: SQL): SQL {
  return sql`select pilot_profile_id as id, min(miles) as distance_miles,
      rating_avg, review_count, hourly_rate_min_cents, hourly_rate_max_cents
    from ${rows}
    group by pilot_profile_id, rating_avg, review_count, hourly_rate_min_cents,
      hourly_rate_max_cents`;
}

/**
 * Pilots whose service areas cover the place (distance <= area radius + search radius), with
 * the distance to the nearest such area. The box (`searchBox`) narrows the areas through the
 * index; the exact distance decides.
 */
function coveringAreas(shape: FilterShape): SQL {
  return pilotsOfAreas(sql`(${areasNearPlace(shape)}) candidates where ${COVERING}`);
}

/**
 * Around a place by rating or price, every pilot serving the place ranked: by price always, by
 * rating where few pilots serve it (nearbyRanking.ts). They are all counted; the answer still
 * stops at the nearby count limit, as every search around a place does.
 */
export const nearbyStatement = statementByShape<SortedShape & { pilotsRead: number }, SearchValues>(
  "pilot_search_nearby",
  (shape) => sql`
    with matches as (${coveringAreas(shape.filters)}),
    ${pageFromFirstPilots(
      sql`select * from matches m order by ${orderBy(shape.sort, sql`m`)}`,
      shape.pilotsRead,
      shape.sort,
    )},
    stats as (select count(*) as total from matches)
    select ${RESULT_COLUMNS}, page.distance_miles, stats.total
    ${pageBesideCounts("stats", shape.sort)}`,
);

/**
 * The tail of every search statement: the page's pilots with their profile and name, each
 * beside the one row of `counts` (a CTE); a page past the last match is that row alone, with
 * nulls, so the count needs no second query.
 */
export function pageBesideCounts(counts: string, sort: PilotSearchSort): SQL {
  return sql`from ${sql.raw(counts)}
    left join (page
      join pilot_profiles p on p.id = page.id
      join users u on u.id = p.user_id) on true
    order by ${orderBy(sort, sql`page`)}`;
}

/**
 * The ranking of `sort` over rows of `t`, or over a query's own output columns when `t` is
 * null (a grouped page); ends on id, so pages are stable.
 */
export function orderBy(sort: PilotSearchSort, t: SQL | null): SQL {
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
