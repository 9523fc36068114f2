import { sql } from "drizzle-orm";
import { statementByShape } from "../../db/preparedStatement";
import { MAX_SERVICE_AREA_RADIUS_MILES } from "../../db/schema";
import { milesBeyondPlaneDistance, reachBox } from "./nearestBounds";
import { rankThroughTie, type NearestSearch } from "./nearestTie";
import { rememberedTies } from "./rememberedTies";
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

/** The nearest-first statement's row: the page's, with what the stream read. */
type NearestRow = PageRow & {
  streamed: number | string;
  horizon: number | null;
  widest: number | null;
  /** The last area the stream read: its point and its miles from the place. */
  edge_lng: number | null;
  edge_lat: number | null;
  edge_miles: number | null;
};

/**
 * Around a place, nearest first: visible service areas streamed nearest first in the plane
 * (pilot_service_areas_nearest_idx, GiST k-nearest-neighbour order, migration 0015) within the
 * box of reach, kept when they cover the place and pass the filters, at most `streamed` of them
 * (null: all), with what the stream read (`rankNearest` says how it is used). The page is cut
 * from the `pilotsRead` nearest pilots (`pageFromFirstPilots`).
 */
const nearestStatement = statementByShape<
  { filters: FilterShape; streamed: number | null; pilotsRead: number },
  SearchValues
>("pilot_search_nearest", (shape) => {
  // Inlined, not a parameter, so the planner knows how few rows the stream needs.
  const streamLimit = sql.raw(shape.streamed === null ? "all" : String(shape.streamed));
  return sql`
    with stream as materialized (
      select a.pilot_profile_id as id, ${MILES_FROM_PLACE} as distance_miles,
        ${AREA_POINT} <-> ${PLACE_POINT} as plane_distance, a.rating_avg, a.review_count,
        a.lng, a.lat
      from pilot_service_areas a
      where ${AREA_POINT} <@ ${value("box")}::box
        and ${MILES_FROM_PLACE} <= a.radius_miles + ${value("radius")}::double precision
        and ${filters(shape.filters, "area")}
      order by ${AREA_POINT} <-> ${PLACE_POINT}
      limit ${streamLimit}
    ),
    stats as (
      select read.*, edge.*
      from (
        select count(distinct id) as total, count(*) as streamed, max(plane_distance) as horizon,
          (select max(r.radius_miles) from pilot_service_areas r) as widest
        from stream
      ) read
      left join (
        select lng as edge_lng, lat as edge_lat, distance_miles as edge_miles
        from stream order by plane_distance desc limit 1
      ) edge on true
    ),
    ${nearestPilotsPage(shape.pilotsRead)}
    select ${RESULT_COLUMNS}, page.distance_miles, stats.total, stats.streamed, stats.horizon,
      stats.widest, stats.edge_lng, stats.edge_lat, stats.edge_miles
    ${pageBesideCounts("stats", "distance")}`;
});

/**
 * Area rows streamed nearest first, per match wanted: a pilot may have several areas around
 * the place (a home city and a region's), and plane order is not quite miles order. With 1.2,
 * places where a little over 100 pilots serve came up short and streamed twice: around Austin
 * at 10,000 bench pilots, 166 covering areas belong to 127 pilots and the first 122 areas to
 * 97 of them (docs/benchmarks.md, "ties in the nearest-first search").
 */
const AREAS_PER_MATCH = 1.5;
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
 * read: no nearer pilot, and no tie, left outside). When the page ends on the point where the
 * stream stopped and the stream counted past the limit, the stream stopped inside a tie
 * (every pilot who names the same city sits on its centre) and the tie is read best rated
 * first instead (nearestTie.ts), and remembered: the place's next search reads it first
 * (rememberedTies.ts). Else the stream runs again, long enough for the pilots wanted at the
 * rate its areas met new pilots, and at least twice as long (rounded up to a power of two:
 * each length is its own prepared statement).
 */
export async function rankNearest(search: NearestSearch): Promise<SearchPage> {
  const { db, place, radius, filters: filterShape, values, countLimit } = search;
  const remembered = rememberedTies.of(search);
  if (remembered) {
    const tied = await rankThroughTie(search, remembered);
    if (tied) return tied;
    rememberedTies.forget(search);
  }
  let streamed: number | null = Math.ceil((countLimit + 1) * AREAS_PER_MATCH);
  // One try per tie point: the remembered one, if any, failed already.
  let tieTried = remembered;
  for (;;) {
    const widest = widestAreaMiles;
    const box = reachBox(place.lat, place.lng, widest + radius);
    const rows = await nearestStatement<NearestRow>(
      db,
      {
        filters: filterShape,
        streamed,
        pilotsRead: powerOfTwoAtLeast(values.offset + values.limit),
      },
      { ...values, ...placeValues(place), radius, box },
    );
    const stats = rows[0];
    widestAreaMiles = Number(stats?.widest ?? 0);
    // An area wider than the box assumed may reach the place from outside it: again, wider.
    if (widestAreaMiles > widest) continue;
    const page = pilotsOf(rows);
    const counted = Number(stats?.total ?? 0);
    if (streamed === null || Number(stats?.streamed ?? 0) < streamed) {
      return { rows: page, total: counted, totalIsEstimate: false };
    }
    const last = page.at(-1)?.distance_miles;
    const unread = milesBeyondPlaneDistance(place.lat, Number(stats?.horizon ?? 0));
    if (counted > countLimit && (last === undefined || Number(last) < unread)) {
      return { rows: page, total: countLimit, totalIsEstimate: true };
    }
    // Through a tie only when the stream counted past the limit already: else the answer
    // needs a longer stream for its count anyway.
    const edge = counted > countLimit ? tieAtEdge(stats, last) : null;
    if (edge && !(tieTried && tieTried.lng === edge.lng && tieTried.lat === edge.lat)) {
      tieTried = edge;
      const tied = await rankThroughTie(search, edge);
      if (tied) {
        rememberedTies.remember(search, edge);
        return tied;
      }
    }
    const areasPerPilot = counted > 0 ? streamed / counted : 4;
    const wanted = Math.max(2 * streamed, (countLimit + 1) * areasPerPilot * 1.25);
    const next = powerOfTwoAtLeast(wanted);
    streamed = next > MAX_STREAMED_AREAS ? null : next;
  }
}

/**
 * The point the stream stopped on when the page's last pilot is on it too: the stream
 * stopped inside a tie there.
 */
function tieAtEdge(stats: NearestRow | undefined, last: number | string | null | undefined) {
  if (last == null || stats?.edge_lng == null || stats.edge_lat == null) return null;
  if (Number(last) !== Number(stats.edge_miles)) return null;
  return { lng: stats.edge_lng, lat: stats.edge_lat, miles: Number(last) };
}
