import { sql, type SQL } from "drizzle-orm";
import type { PilotSearchSort } from "@skyhire/shared";
import { statementByShape } from "../../db/preparedStatement";
import {
  listedConditions,
  offerConditions,
  type FilterShape,
  type SearchValues,
} from "./searchFilters";
import {
  COVERS_PLACE,
  countedCoveringAreas,
  keptCoveringAreas,
  rankedFromCovering,
} from "./coveringCount";
import {
  MILES_FROM_PLACE,
  pageBesideCounts,
  pageFromFirstPilots,
  RESULT_COLUMNS,
  type PageRow,
} from "./searchStatements";

export type NearbySort = Exclude<PilotSearchSort, "distance">;

/**
 * The sort, the filters and the statement's read limits, written into its text as powers of
 * two (few texts): with them as parameters PostgreSQL planned the statement afresh on every
 * run (a custom plan, costing about as much as the run) instead of keeping one generic plan.
 */
export interface RankedOrderShape {
  sort: NearbySort;
  filters: FilterShape;
  /** Areas the read in the sort's order passes at most. */
  areasRead: number;
  /** Pilots it groups at most: past the page's end, so the page's last one is whole. */
  pilotsRead: number;
  /** Covering areas the count reads at most. */
  areasCounted: number;
  /**
   * Whether the counted areas are kept to rank when they are all the covering ones. Keeping
   * them costs a crowded place (one with more) about a tenth of its statement, so a place
   * found crowded is searched without (nearbyRanking.ts).
   */
  rankCounted: boolean;
}

/** The statement's row: the page's, with what its reads found. */
export type RankedOrderRow = PageRow & {
  pilots_read: number | string;
  covering_areas: number | string;
};

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
 * Around a place by rating or price. The areas covering the place and passing the filters are
 * read off the reach index, at most `areasCounted`, to count the pilots. With `rankCounted`,
 * they are kept (`covering`), and when they are all the covering areas (fewer than that) the
 * page is ranked from them. Otherwise visible areas (of the category) are read in the sort's
 * order off pilot_service_areas_rating_idx or _price_idx or their service type's copies,
 * at most `areasRead`, those covering the place and passing the other filters grouped per
 * pilot, at most `pilotsRead` pilots, and the page is cut from them. Each branch's condition
 * on the count is checked once (PostgreSQL's one-time filter): the branch not taken reads
 * nothing.
 */
export const rankedOrderStatement = statementByShape<RankedOrderShape, SearchValues>(
  "pilot_search_ranked_order",
  (shape) => {
    const everyCoveringArea = sql`(select covering_areas from counted)
      < ${sql.raw(String(shape.areasCounted))}`;
    // Each branch of the union stops at the page's pilots on its own; the union, at them too.
    const pilots = sql.raw(String(shape.pilotsRead));
    const pilotsInOrder = shape.rankCounted
      ? sql`(${rankedFromCovering(shape.sort, everyCoveringArea)} limit ${pilots})
        union all
        (${readInSortOrder(shape, sql`not ${everyCoveringArea}`)} limit ${pilots})`
      : readInSortOrder(shape, null);
    return sql`
    with ${shape.rankCounted ? keptCoveringAreas(shape) : countedCoveringAreas(shape)},
    ${pageFromFirstPilots(pilotsInOrder, shape.pilotsRead, shape.sort)}
    select ${RESULT_COLUMNS}, page.distance_miles, counted.total, counted.covering_areas,
      (select count(*) from first_pilots) as pilots_read
    ${pageBesideCounts("counted", shape.sort)}`;
  },
);

/** The first pilots of the read in the sort's order, when `when` (if any) holds. */
function readInSortOrder(
  { sort, filters: shape, areasRead }: RankedOrderShape,
  when: SQL | null,
): SQL {
  const conditions = [...offerConditions(shape, "area"), COVERS_PLACE];
  return sql`select a.pilot_profile_id as id, min(${MILES_FROM_PLACE}) as distance_miles,
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
    where ${sql.join(when ? [when, ...conditions] : conditions, sql` and `)}
    group by ${AREA_ORDER[sort].groupBy}
    order by ${AREA_ORDER[sort].orderBy}`;
}
