import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { statementByShape } from "../../db/preparedStatement";
import type { GeocodedPlace } from "./geocoding";
import { milesBeyondPlaneDistance, planeDegreesBeyondMiles } from "./nearestBounds";
import { filters, value, type FilterShape, type SearchValues } from "./searchFilters";
import { pilotsOf, powerOfTwoAtLeast, type SearchPage } from "./searchPage";
import {
  AREA_POINT,
  MILES_FROM_PLACE,
  pageBesideCounts,
  nearestPilotsPage,
  PLACE_POINT,
  placeValues,
  RESULT_COLUMNS,
  type PageRow,
} from "./searchStatements";

/** A search near a place, nearest first: what nearestRanking.ts and this file rank. */
export interface NearestSearch {
  db: Database;
  place: GeocodedPlace;
  radius: number;
  filters: FilterShape;
  values: { today: string; limit: number; offset: number };
  /** The count stops past it ("100+"). */
  countLimit: number;
}

/**
 * A point where the nearest-first stream stopped inside a tie, and its miles from the place
 * (to size the circle read beside it; the statement works out the exact miles itself).
 */
export interface TiePoint {
  lng: number;
  lat: number;
  miles: number;
}

/** Miles added to a tie's before sizing the circle: rounding never leaves a tied area out. */
const CIRCLE_MARGIN_MILES = 1e-6;

type TieRow = PageRow & {
  /** How the page's pilot was ranked: its areas' rating and reviews (copies of its profile's). */
  ranked_rating: number | string | null;
  ranked_reviews: number | null;
  tie_read: number | string;
  tie_miles: number | null;
  /** The last tie area read: every unread one ranks at or after it. */
  tie_last_rating: number | string | null;
  tie_last_reviews: number | null;
  tie_last_id: string | null;
};

const TIE_AREA = sql`select a.pilot_profile_id as id, ${MILES_FROM_PLACE} as distance_miles,
  a.rating_avg, a.review_count
  from pilot_service_areas a`;

/**
 * Nearest first through a tie: the areas on the tie's point best rated first
 * (pilot_service_areas_point_ranking_idx, migration 0033), at most `tieRead` of them, beside
 * every other area within `within` degrees of the place in the plane (the nearest index's
 * circle), each kept when it covers the place and passes the filters. The page is cut from
 * their `pilotsRead` nearest pilots as the stream's is. A tie on the place itself (0 miles:
 * its city's pilots, searched by the city's name) reads no circle: nothing off the point is as
 * near, and reading the circle would pass every tied area in the nearest index.
 */
const tieStatement = statementByShape<
  { filters: FilterShape; tieRead: number; pilotsRead: number; circle: boolean },
  SearchValues
>("pilot_search_nearest_tie", (shape) => {
  const kept = sql`${MILES_FROM_PLACE} <= a.radius_miles + ${value("radius")}::double precision
    and ${filters(shape.filters, "area")}`;
  const onTie = sql`a.lng = ${value("tieLng")}::double precision
    and a.lat = ${value("tieLat")}::double precision`;
  return sql`
    with tie as materialized (
      ${TIE_AREA}
      where ${onTie} and ${kept}
      order by a.rating_avg desc nulls last, a.review_count desc, a.pilot_profile_id
      limit ${sql.raw(String(shape.tieRead))}
    ),
    ${
      shape.circle
        ? sql`near as materialized (
      ${TIE_AREA}
      where ${AREA_POINT} <@ circle(${PLACE_POINT}, ${value("within")}::double precision)
        and not (${onTie}) and ${kept}
    ),
    stream as (select * from tie union all select * from near),`
        : sql`stream as (select * from tie),`
    }
    stats as (
      select counted.total, tie_count.tie_read, tie_last.distance_miles as tie_miles,
        tie_last.rating_avg as tie_last_rating,
        tie_last.review_count as tie_last_reviews, tie_last.id as tie_last_id
      from (select count(distinct id) as total from stream) counted
      cross join (select count(*) as tie_read from tie) tie_count
      left join (
        select distance_miles, rating_avg, review_count, id from tie
        order by rating_avg nulls first, review_count, id desc limit 1
      ) tie_last on true
    ),
    ${nearestPilotsPage(shape.pilotsRead)}
    select ${RESULT_COLUMNS}, page.distance_miles, page.rating_avg as ranked_rating,
      page.review_count as ranked_reviews, stats.*
    ${pageBesideCounts("stats", "distance")}`;
});

/**
 * The page of the nearest-first search when its stream stopped inside a tie on `tie`, or null
 * when this read cannot prove it (the caller streams on). Proven when it counted more pilots
 * than the count limit (the count is capped anyway) and the page's last pilot ranks before
 * everything it left unread: areas off the tie's point beyond the circle are further than
 * the tie (`planeDegreesBeyondMiles`), so the last pilot must be nearer than the circle's
 * bound; and unless the tie was read whole, no later than the last tie area read, since the
 * tie's unread areas rank after it (same miles, rated no better).
 */
export async function rankThroughTie(
  search: NearestSearch,
  tie: TiePoint,
): Promise<SearchPage | null> {
  const { db, place, radius, filters: filterShape, values, countLimit } = search;
  // On the place itself, only that point is 0 miles away: distinct points' haversine is above
  // 0 (stored degrees differ by far more than the formula can lose).
  const circle = tie.miles !== 0;
  const within = circle ? planeDegreesBeyondMiles(place.lat, tie.miles + CIRCLE_MARGIN_MILES) : 0;
  if (within === null) return null;
  const tieRead = powerOfTwoAtLeast(Math.max(values.offset + values.limit, countLimit + 1));
  const pilotsRead = powerOfTwoAtLeast(values.offset + values.limit);
  const rows = await tieStatement<TieRow>(
    db,
    { filters: filterShape, tieRead, pilotsRead, circle },
    { ...values, ...placeValues(place), radius, tieLng: tie.lng, tieLat: tie.lat, within },
  );
  const stats = rows[0];
  const page = pilotsOf(rows);
  const last = page.at(-1);
  if (!stats || Number(stats.total) <= countLimit || !last) return null;
  const lastMiles = Number(last.distance_miles);
  const unreadMiles = circle ? milesBeyondPlaneDistance(place.lat, within) : 0;
  // Off the tie's point, what was not read is further than the last pilot (or, with no circle,
  // than 0 miles: the last pilot must be on the place itself).
  if (circle ? !(lastMiles < unreadMiles) : lastMiles !== 0) return null;
  const tieWhole = Number(stats.tie_read) < tieRead;
  if (!tieWhole) {
    const lastTieArea = {
      miles: Number(stats.tie_miles),
      rating: stats.tie_last_rating,
      reviews: stats.tie_last_reviews,
      id: stats.tie_last_id,
    };
    const lastPilot = {
      miles: lastMiles,
      rating: last.ranked_rating,
      reviews: last.ranked_reviews,
      id: last.id,
    };
    if (nearestFirst(lastPilot, lastTieArea) > 0) return null;
  }
  return { rows: page, total: countLimit, totalIsEstimate: true };
}

interface RankKey {
  miles: number;
  rating: number | string | null;
  reviews: number | null;
  id: string | null;
}

/**
 * The nearest-first order of `orderBy("distance")`: miles, then rating (none last), reviews,
 * id. Ids are uuids, compared as PostgreSQL compares them (lower-case hex, byte order).
 */
function nearestFirst(a: RankKey, b: RankKey): number {
  if (a.miles !== b.miles) return a.miles < b.miles ? -1 : 1;
  const ratingA = a.rating === null ? -Infinity : Number(a.rating);
  const ratingB = b.rating === null ? -Infinity : Number(b.rating);
  if (ratingA !== ratingB) return ratingA > ratingB ? -1 : 1;
  if ((a.reviews ?? 0) !== (b.reviews ?? 0)) return (a.reviews ?? 0) > (b.reviews ?? 0) ? -1 : 1;
  const idA = (a.id ?? "").toLowerCase();
  const idB = (b.id ?? "").toLowerCase();
  return idA === idB ? 0 : idA < idB ? -1 : 1;
}
