import type { NearestSearch, TiePoint } from "./nearestTie";
import { searchMemory } from "./searchMemory";
import { powerOfTwoAtLeast } from "./searchPage";

/** Searches remembered at most. */
const SEARCHES_REMEMBERED = 1_000;
const tiesBySearch = searchMemory<TiePoint>(SEARCHES_REMEMBERED);

/**
 * Where the nearest-first search of a place (with a radius, filters and page depth) last
 * found its page inside a tie: the point every pilot naming the place's city sits on. The next
 * such search reads the tie first, one statement instead of a stream that stops inside the tie
 * and then the tie. A hint, never an answer: `rankThroughTie` proves every page it returns from the
 * database as it is, and a tie it cannot prove is forgotten. Each instance learns its own.
 */
export const rememberedTies = {
  of(search: NearestSearch): TiePoint | undefined {
    return tiesBySearch.get(keyOf(search));
  },
  remember(search: NearestSearch, tie: TiePoint): void {
    tiesBySearch.set(keyOf(search), tie);
  },
  forget(search: NearestSearch): void {
    tiesBySearch.delete(keyOf(search));
  },
};

/**
 * Each page depth learns its own tie: a tie far down the list would make a first page read
 * every area nearer than it.
 */
const keyOf = ({ place, radius, filters, values, countLimit }: NearestSearch) =>
  JSON.stringify([place.lat, place.lng, radius, filters, countLimit, pagesEnd(values)]);

const pagesEnd = ({ offset, limit }: NearestSearch["values"]) => powerOfTwoAtLeast(offset + limit);
