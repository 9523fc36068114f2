import type { NearestSearch, TiePoint } from "./nearestTie";
import { powerOfTwoAtLeast } from "./searchPage";

/** Places remembered at most; the least recently used goes first. */
const PLACES_REMEMBERED = 1_000;
const tiesBySearch = new Map<string, TiePoint>();

/**
 * Where the nearest-first search of a place (with a radius, filters and page depth) last
 * found its page inside a tie: the point every pilot naming the place's city sits on. The next
 * such search reads the tie first, one statement instead of a stream that stops inside the tie
 * and then the tie. A hint, never an answer: `rankThroughTie` proves every page it returns from the
 * database as it is, and a tie it cannot prove is forgotten. Each instance learns its own.
 */
export const rememberedTies = {
  of(search: NearestSearch): TiePoint | undefined {
    const key = keyOf(search);
    const tie = tiesBySearch.get(key);
    if (tie) {
      // Most recently used last, so the oldest is the first key when one must go.
      tiesBySearch.delete(key);
      tiesBySearch.set(key, tie);
    }
    return tie;
  },
  remember(search: NearestSearch, tie: TiePoint): void {
    tiesBySearch.set(keyOf(search), tie);
    if (tiesBySearch.size > PLACES_REMEMBERED) {
      tiesBySearch.delete(tiesBySearch.keys().next().value as string);
    }
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
