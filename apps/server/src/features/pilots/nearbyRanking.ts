import { sql, type SQL } from "drizzle-orm";
import type { PilotSearchSort } from "@skyhire/shared";
import type { Database } from "../../db/client";
import { statementByShape } from "../../db/preparedStatement";
import type { GeocodedPlace } from "./geocoding";
import {
  filters,
  listedConditions,
  offerConditions,
  value,
  type FilterShape,
  type SearchValues,
} from "./searchFilters";
import { cappedPage, pageOf, pilotsOf, powerOfTwoAtLeast, type SearchPage } from "./searchPage";
import {
  AREA_REACH,
  MILES_FROM_PLACE,
  nearbyStatement,
  pageBesideCounts,
  pageFromFirstPilots,
  placeValues,
  RESULT_COLUMNS,
  searchBox,
  type PageRow,
} from "./searchStatements";

/**
 * How many areas the read in the sort's order may pass per pilot of the page before it gives
 * up and every pilot serving the place is ranked instead. Reading in order finds a page
 * after about (areas of the category) / (those covering the place) areas per pilot: few where
 * many pilots serve the place, which is where ranking them all costs most. Past this ratio
 * fewer than one area in 400 covers the place, so few pilots serve it and ranking them is
 * cheap (docs/benchmarks.md, "the pilot search by rating reads a page").
 */
const AREAS_READ_PER_PAGE_PILOT = 400;
/**
 * And never more than this many areas (deep pages): past it, ranking every pilot serving the
 * place costs no more than reading on.
 */
const MAX_AREAS_READ = 32_768;

/**
 * The sort, the filters and the statement's read limits, written into its text as powers of
 * two (few texts): with them as parameters PostgreSQL planned the statement afresh on every
 * run (a custom plan, costing about as much as the run) instead of keeping one generic plan.
 */
interface RankedOrderShape {
  sort: NearbySort;
  filters: FilterShape;
  /** Areas the read passes at most. */
  areasRead: number;
  /** Pilots it groups at most: past the page's end, so the page's last one is whole. */
  pilotsRead: number;
  /** Covering areas the count reads at most. */
  areasCounted: number;
}

type NearbySort = Exclude<PilotSearchSort, "distance">;

/** The ranked-order statement's row: the page's, with what its reads found. */
type RankedOrderRow = PageRow & {
  pilots_read: number | string;
  covering_areas: number | string;
};

const COVERS_PLACE = sql`${MILES_FROM_PLACE} <= a.radius_miles + ${value("radius")}::double precision`;
/**
 * Each sort's order over areas, as its indexes keep them (rating: migration 0030; price:
 * 0034), ending on the pilot so that a pilot's areas lie side by side. The areas are grouped
 * per pilot by exactly that order's columns, so the groups come straight off the index: a
 * group's other columns (the same on each of a pilot's areas) are carried by min(). Grouped
 * by them too, an incremental sort ran between, and it takes 32 rows before it sorts any, so
 * the read went on to 32 covering areas where the page needed 10 (docs/benchmarks.md, "the
 * groups straight off the index").
 */
const AREA_ORDER: Record<NearbySort, { orderBy: SQL; groupBy: SQL; columns: SQL }> = {
  rating: {
    orderBy: sql`a.rating_avg desc nulls last, a.review_count desc, a.pilot_profile_id`,
    groupBy: sql`a.rating_avg, a.review_count, a.pilot_profile_id`,
    columns: sql`a.rating_avg, a.review_count,
      min(a.hourly_rate_min_cents) as hourly_rate_min_cents,
      min(a.hourly_rate_max_cents) as hourly_rate_max_cents`,
  },
  price: {
    orderBy: sql`a.hourly_rate_min_cents nulls last, a.hourly_rate_max_cents nulls last,
      a.rating_avg desc nulls last, a.pilot_profile_id`,
    groupBy: sql`a.hourly_rate_min_cents, a.hourly_rate_max_cents, a.rating_avg,
      a.pilot_profile_id`,
    columns: sql`a.rating_avg, min(a.review_count) as review_count, a.hourly_rate_min_cents,
      a.hourly_rate_max_cents`,
  },
};

/**
 * Around a place, in the sort's order: visible areas (of the category) come in that order off
 * pilot_service_areas_rating_idx or _price_idx or their service type's copies (migrations 0030,
 * 0034), where a pilot's areas lie side by side; at most `areasRead` of them are read, those
 * covering the place and passing the other filters are grouped per pilot, at most
 * `pilotsRead` pilots, and the page is cut from them. Beside it, covering pilots are counted
 * off the reach index, at most `areasCounted` areas.
 */
const rankedOrderStatement = statementByShape<RankedOrderShape, SearchValues>(
  "pilot_search_ranked_order",
  ({ sort, filters: shape, areasRead, pilotsRead, areasCounted }) => sql`
    with ${pageFromFirstPilots(
      sql`select a.pilot_profile_id as id, min(${MILES_FROM_PLACE}) as distance_miles,
        ${AREA_ORDER[sort].columns}
      from (
        -- Only what the indexes carry, so the read is index-only.
        select a.pilot_profile_id, a.lat, a.lng, a.radius_miles, a.rating_avg, a.review_count,
          a.hourly_rate_min_cents, a.hourly_rate_max_cents, a.part107_valid_through,
          a.insurance_coverage_cents, a.insurance_effective_on, a.insurance_expires_on
        from pilot_service_areas a
        where ${sql.join(listedConditions(shape, "area"), sql` and `)}
        order by ${AREA_ORDER[sort].orderBy}
        limit ${sql.raw(String(areasRead))}
      ) a
      where ${sql.join([...offerConditions(shape, "area"), COVERS_PLACE], sql` and `)}
      group by ${AREA_ORDER[sort].groupBy}
      order by ${AREA_ORDER[sort].orderBy}`,
      pilotsRead,
      sort,
    )},
    counted as (
      select count(distinct c.pilot_profile_id) as total, count(*) as covering_areas,
        (select count(*) from first_pilots) as pilots_read
      from (
        select a.pilot_profile_id from pilot_service_areas a
        where ${AREA_REACH} && ${value("box")}::cube and ${filters(shape, "area")}
          and ${COVERS_PLACE}
        limit ${sql.raw(String(areasCounted))}
      ) c
    )
    select ${RESULT_COLUMNS}, page.distance_miles, counted.total, counted.covering_areas,
      counted.pilots_read
    ${pageBesideCounts("counted", sort)}`,
);

/**
 * Around a place by rating or price: the read in the sort's order first. It answers when it
 * found the page and one pilot more (so the page's last pilot had all its areas read: the next
 * pilot's came after them) and its count is decided: fewer covering areas than it may read
 * (exact), or more pilots than the count limit. Otherwise (few pilots serve the place) every
 * pilot serving the place is ranked (`nearbyStatement`). Either way the total stops at the
 * count limit, as nearest first does, so a search's total does not change with its sort.
 */
export async function rankNearby(
  db: Database,
  place: GeocodedPlace,
  radius: number,
  search: { filters: FilterShape; sort: NearbySort },
  values: { today: string; limit: number; offset: number },
  countLimit: number,
): Promise<SearchPage> {
  const placed = {
    ...values,
    ...placeValues(place),
    radius,
    box: searchBox(place.lat, place.lng, radius),
  };
  const pageEnd = values.offset + values.limit;
  const shape = {
    ...search,
    areasRead: Math.min(
      MAX_AREAS_READ,
      powerOfTwoAtLeast(AREAS_READ_PER_PAGE_PILOT * (pageEnd + 1)),
    ),
    pilotsRead: powerOfTwoAtLeast(pageEnd + 1),
    // At least two covering areas per pilot on average before the count gives up deciding.
    areasCounted: powerOfTwoAtLeast(2 * (countLimit + 1)),
  };
  const rows = await rankedOrderStatement<RankedOrderRow>(db, shape, placed);
  const counted = Number(rows[0]?.total ?? 0);
  const countIsExact = Number(rows[0]?.covering_areas ?? 0) < shape.areasCounted;
  const pageIsWhole = Number(rows[0]?.pilots_read ?? 0) > pageEnd;
  if (pageIsWhole && (countIsExact || counted > countLimit)) {
    return cappedPage(pilotsOf(rows), counted, countLimit);
  }
  const pilotsRead = powerOfTwoAtLeast(pageEnd);
  const everyPilot = await nearbyStatement<PageRow>(db, { ...search, pilotsRead }, placed);
  return pageOf(everyPilot, countLimit);
}
