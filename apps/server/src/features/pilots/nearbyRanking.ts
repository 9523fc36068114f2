import type { Database } from "../../db/client";
import type { GeocodedPlace } from "./geocoding";
import {
  rankedOrderStatement,
  type NearbySort,
  type RankedOrderRow,
  type RankedOrderShape,
} from "./rankedOrderStatement";
import type { FilterShape } from "./searchFilters";
import { searchMemory } from "./searchMemory";
import { cappedPage, pageOf, pilotsOf, powerOfTwoAtLeast, type SearchPage } from "./searchPage";
import { nearbyStatement, placeValues, searchBox, type PageRow } from "./searchStatements";

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
 * Places (with a radius and filters) where the last search by rating or price found more
 * covering areas than its count reads: searched without keeping them to rank, which such a
 * place never uses. A hint: a place that has since emptied answers all the same (at worst
 * through `nearbyStatement`) and is forgotten.
 */
const crowdedPlaces = searchMemory<true>(1_000);

/**
 * Around a place by rating or price: `rankedOrderStatement` first. It answers when it read
 * every covering area (the page ranked from them all, the count exact), or when the read in
 * the sort's order found the page and one pilot more (so the page's last pilot had all its
 * areas read: the next pilot's came after them) and more pilots than the count limit.
 * Otherwise (many covering areas of few pilots, or a read in order that ran out) every pilot
 * serving the place is ranked (`nearbyStatement`). Either way the total stops at the count
 * limit, as nearest first does, so a search's total does not change with its sort.
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
  const placeKey = JSON.stringify([place.lat, place.lng, radius, search.filters, countLimit]);
  const shape: RankedOrderShape = {
    ...search,
    areasRead: Math.min(
      MAX_AREAS_READ,
      powerOfTwoAtLeast(AREAS_READ_PER_PAGE_PILOT * (pageEnd + 1)),
    ),
    pilotsRead: powerOfTwoAtLeast(pageEnd + 1),
    // At least two covering areas per pilot on average before the count gives up deciding.
    areasCounted: powerOfTwoAtLeast(2 * (countLimit + 1)),
    rankCounted: crowdedPlaces.get(placeKey) === undefined,
  };
  const rows = await rankedOrderStatement<RankedOrderRow>(db, shape, placed);
  const counted = Number(rows[0]?.total ?? 0);
  const countIsExact = Number(rows[0]?.covering_areas ?? 0) < shape.areasCounted;
  const pageIsWhole = Number(rows[0]?.pilots_read ?? 0) > pageEnd;
  if (countIsExact) crowdedPlaces.delete(placeKey);
  else crowdedPlaces.set(placeKey, true);
  if (pageIsWhole && (countIsExact || counted > countLimit)) {
    return cappedPage(pilotsOf(rows), counted, countLimit);
  }
  if (countIsExact && shape.rankCounted) {
    // Every covering pilot was ranked: a page short of the end is the last one.
    return cappedPage(pilotsOf(rows), counted, countLimit);
  }
  const pilotsRead = powerOfTwoAtLeast(pageEnd);
  const everyPilot = await nearbyStatement<PageRow>(db, { ...search, pilotsRead }, placed);
  return pageOf(everyPilot, countLimit);
}
