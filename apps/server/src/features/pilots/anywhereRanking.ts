import { sql, type SQL } from "drizzle-orm";
import { statementByShape } from "../../db/preparedStatement";
import { filters, type SearchValues } from "./searchFilters";
import {
  orderBy,
  pageBesideCounts,
  pageFromFirstPilots,
  RESULT_COLUMNS,
  type SortedShape,
} from "./searchStatements";

type AnywhereShape = SortedShape & { pilotsRead: number; countedAtMost: number };

/**
 * Anywhere (the landing page's call, the directory's service links): the first pilots come
 * off pilot_profiles_ranking_idx by rating, off pilot_profiles_price_idx by price, or their
 * service type's copies (migrations 0005, 0031 and 0032, carrying what the filters read);
 * the page is cut from them (`pageFromFirstPilots`: with the page's LIMIT and OFFSET
 * parameters over the index, every run was planned afresh, 0.7 ms beside 1.0 ms running at
 * 100,000 pilots), and the count stops at `countedAtMost` (one past the count limit) instead
 * of counting every visible pilot.
 */
export const rankedStatement = statementByShape<AnywhereShape, SearchValues>(
  "pilot_search_ranked",
  (shape) => sql`
    with ${pageFromFirstPilots(firstPilots(shape), shape.pilotsRead, shape.sort)},
    stats as (
      select count(*) as total from (
        -- In the ranking index's order, so the count reads that small index (only).
        select 1 from pilot_profiles p where ${filters(shape.filters, "pilot")}
        order by ${orderBy("rating", sql`p`)}
        limit ${sql.raw(String(shape.countedAtMost))}
      ) counted
    )
    select ${RESULT_COLUMNS}, page.distance_miles, stats.total
    ${pageBesideCounts("stats", shape.sort)}`,
);

/** Visible pilots passing the filters, in the sort's order (off the indexes above). */
function firstPilots(shape: AnywhereShape): SQL {
  return sql`
    select p.id, p.rating_avg, p.review_count, p.hourly_rate_min_cents,
      p.hourly_rate_max_cents, null::double precision as distance_miles
    from pilot_profiles p
    where ${filters(shape.filters, "pilot")}
    order by ${orderBy(shape.sort, sql`p`)}`;
}
