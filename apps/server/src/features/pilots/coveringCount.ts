import { sql, type SQL } from "drizzle-orm";
import { filters, value } from "./searchFilters";
import type { NearbySort, RankedOrderShape } from "./rankedOrderStatement";
import {
  AREA_REACH,
  areasNearPlace,
  COVERING,
  MILES_FROM_PLACE,
  orderBy,
  pilotsOfAreas,
} from "./searchStatements";

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
  // The near areas kept apart (offset 0), so each one's miles are computed once, not again to
  // filter.
  return sql`covering as (
    select * from (${areasNearPlace(shape)} offset 0) a
    where ${COVERING}
    limit ${sql.raw(String(areasCounted))}
  ),
  counted as (
    select count(distinct pilot_profile_id) as total, count(*) as covering_areas
    from covering
  )`;
}

/** The first pilots of the kept covering areas, in the sort's order, when `when` holds. */
export function rankedFromCovering(sort: NearbySort, when: SQL): SQL {
  return sql`${pilotsOfAreas(sql`covering where ${when}`)}
    order by ${orderBy(sort, null)}`;
}
