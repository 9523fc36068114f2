import {
  isoDateOf,
  type CredentialBadges,
  PILOT_SEARCH_COUNT_LIMIT,
  PILOT_SEARCH_DEFAULT_LIMIT,
  PILOT_SEARCH_NEARBY_COUNT_LIMIT,
  PILOT_SEARCH_DEFAULT_RADIUS_MILES,
  unknownLocationMessage,
  type AnonymizedPilotResult,
  type PilotResult,
  type PilotSearchQuery,
  type PilotSearchResponse,
  type PilotSearchSort,
} from "@skyhire/shared";
import { countLimitFor } from "../../db/cappedCount";
import type { Database } from "../../db/client";
import { HttpError } from "../../plugins/errors";
import { badgesFromFactsJson } from "../credentials/searchBadges";
import { geocode, type GeocodedPlace } from "./geocoding";
import { filterShapeOf, filterValuesOf } from "./searchFilters";
import { rankNearest } from "./nearestRanking";
import { rankNearby } from "./nearbyRanking";
import { rankedStatement } from "./anywhereRanking";
import { pageOf, powerOfTwoAtLeast, type SearchPage } from "./searchPage";
import type { PageRow, SearchRow } from "./searchStatements";

/**
 * GET /api/pilots/search. Visible pilots only (the availability switch off hides a pilot from
 * search, spec section 2); each filter applies when set. One SQL statement per search answers
 * the page and the count together, mostly: by rating or price around a place, a second one
 * when the first could neither rank every covering area nor fill the page in order
 * (nearbyRanking.ts); nearest first, another when the stream stops inside a tie or short of
 * the page (nearestRanking.ts).
 *
 * The count stops at a limit covering the page (PILOT_SEARCH_COUNT_LIMIT, or
 * PILOT_SEARCH_NEARBY_COUNT_LIMIT around a place, whatever the sort): there are tens of thousands
 * of pilots, thousands around a big city, and counting them all cost far more than finding
 * the page (docs/benchmarks.md). Past it, `total` is the limit and `totalIsEstimate` is true.
 */
export async function searchPilots(
  db: Database,
  query: PilotSearchQuery,
  now: Date,
): Promise<PilotSearchResponse> {
  const today = isoDateOf(now);
  const place = query.location ? geocodeOrFail(query.location) : null;
  const radius = query.radius ?? PILOT_SEARCH_DEFAULT_RADIUS_MILES;
  const sort: PilotSearchSort =
    query.sort === "distance" && !place
      ? "rating"
      : (query.sort ?? (place ? "distance" : "rating"));
  const pageSize = query.pageSize ?? query.limit ?? PILOT_SEARCH_DEFAULT_LIMIT;
  const page = query.page ?? 1;
  const offset = (page - 1) * pageSize;

  const filters = filterShapeOf(query);
  const values = { ...filterValuesOf(query, today), limit: pageSize, offset };
  let found: SearchPage;
  if (!place) {
    const countLimit = countLimitFor(offset, pageSize, PILOT_SEARCH_COUNT_LIMIT);
    const shape = {
      filters,
      sort,
      pilotsRead: powerOfTwoAtLeast(offset + pageSize),
      // Written into the text: whole steps of the count limit, so few texts.
      countedAtMost: countLimit + 1,
    };
    const rows = await rankedStatement<PageRow>(db, shape, values);
    found = pageOf(rows, countLimit);
  } else {
    const countLimit = countLimitFor(offset, pageSize, PILOT_SEARCH_NEARBY_COUNT_LIMIT);
    found =
      sort === "distance"
        ? await rankNearest({ db, place, radius, filters, values, countLimit })
        : await rankNearby(db, place, radius, { filters, sort }, values, countLimit);
  }

  const anonymized = query.anonymized === true;
  // Each row carries its pilot's verified facts: the badges need no statement of their own.
  const badgesOf = (row: SearchRow) => badgesFromFactsJson(row.credential_facts, today);
  return {
    pilots: found.rows.map((row) =>
      anonymized ? toAnonymizedResult(row, badgesOf(row)) : toResult(row, badgesOf(row)),
    ),
    total: found.total,
    totalIsEstimate: found.totalIsEstimate,
    page,
    pageSize,
    sort,
    ...(place ? { location: { label: place.label, lat: place.lat, lng: place.lng } } : {}),
  };
}

function geocodeOrFail(text: string): GeocodedPlace {
  const place = geocode(text);
  if (!place) throw new HttpError(400, unknownLocationMessage(text));
  return place;
}

const dollars = (cents: number | null) => (cents === null ? null : Math.round(cents) / 100);
const oneDecimal = (value: number | string | null) =>
  value === null ? null : Math.round(Number(value) * 10) / 10;

/** "Jane S.": what the public sees of a pilot's name. */
export function displayName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

function publicFacts(row: SearchRow, credentials: CredentialBadges) {
  return {
    city: row.base_city,
    state: row.base_state,
    rating: oneDecimal(row.rating_avg),
    reviewCount: row.review_count,
    categories: row.job_categories,
    hourlyRateMin: dollars(row.hourly_rate_min_cents),
    hourlyRateMax: dollars(row.hourly_rate_max_cents),
    yearsExperience: row.years_experience,
    part107Verified: credentials.part107 !== null,
    insured: credentials.insurance !== null,
    credentials,
    backgroundChecked: row.background_checked,
    isAvailable: row.is_available,
    distanceMiles: oneDecimal(row.distance_miles),
  };
}

function toResult(row: SearchRow, credentials: CredentialBadges): PilotResult {
  return {
    anonymized: false,
    id: row.id,
    displayName: displayName(row.first_name, row.last_name),
    businessName: row.business_name,
    profileImageUrl: row.profile_image_url,
    flightHours: row.flight_hours,
    ...publicFacts(row, credentials),
  };
}

/** Built field by field (never by removing fields), so nothing identifying can slip through. */
function toAnonymizedResult(row: SearchRow, credentials: CredentialBadges): AnonymizedPilotResult {
  const initials = `${row.first_name.trim().charAt(0)}${row.last_name.trim().charAt(0)}`
    .toUpperCase()
    .trim();
  return {
    anonymized: true,
    alias: initials ? `Pilot ${initials.split("").join(".")}.` : "Pilot",
    initials,
    ...publicFacts(row, credentials),
  };
}
