import { sql, type SQL } from "drizzle-orm";
import { filters, value } from "./searchFilters";
import type { NearbySort, RankedOrderShape } from "./rankedOrderStatement";
import { AREA_REACH, MILES_FROM_PLACE, orderBy } from "./searchStatements";

// The count of `rankedOrderStatement`: the areas covering the place and passing the filters,
// read off the reach index (pilot_service_areas_reach_idx or its service type's copy).

/** An area (`a`) reaches the place: haversine miles within its radius and the search's. */
export const COVERS_PLACE = sql`${MILES_FROM_PLACE} <= a.radius_miles + ${value("radius")}::double precision`;

/** `counted`: the covering pilots and areas, at most `areasCounted` areas read. */
export function countedCoveringAreas({ filters: shape, areasCounted }: RankedOrderShape): SQL {
  return sql`counted as (
    select count(distinct c.pilot_profile_id) as total, count(*) as covering_areas
    from (
      select a.pilot_profile_id from pilot_service_areas a
      where ${AREA_REACH} && ${value("box")}::cube and ${filters(shape, "area")}
        and ${COVERS_PLACE}
      limit ${sql.raw(String(areasCounted))}
    ) c
  )`;
}

/** `covering`, the same areas with what ranks them, and `counted` from them. */
export function keptCoveringAreas({ filters: shape, areasCounted }: RankedOrderShape): SQL {
  return sql`covering as (
    select * from (
      select a.pilot_profile_id, a.radius_miles, ${MILES_FROM_PLACE} as distance_miles,
        a.rating_avg, a.review_count, a.hourly_rate_min_cents, a.hourly_rate_max_cents
      from pilot_service_areas a
      where ${AREA_REACH} && ${value("box")}::cube and ${filters(shape, "area")}
      -- Kept apart (offset 0), so each area's distance is computed once, not again to filter.
      offset 0
    ) a
    where distance_miles <= radius_miles + ${value("radius")}::double precision
    limit ${sql.raw(String(areasCounted))}
  ),
  counted as (
    select count(distinct pilot_profile_id) as total, count(*) as covering_areas
    from covering
  )`;
}

/** The first pilots of the kept covering areas, in the sort's order, when `when` holds. */
export function rankedFromCovering(sort: NearbySort, when: SQL): SQL {
  return sql`select pilot_profile_id as id, min(distance_miles) as distance_miles, rating_avg,
      review_count, hourly_rate_min_cents, hourly_rate_max_cents
    from covering
    where ${when}
    group by pilot_profile_id, rating_avg, review_count, hourly_rate_min_cents,
      hourly_rate_max_cents
    order by ${orderBy(sort, null)}`;
}
