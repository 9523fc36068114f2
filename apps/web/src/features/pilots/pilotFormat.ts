import {
  groupDigits,
  serviceTypeLabel,
  type PilotSearchItem,
  type PilotSearchResponse,
} from "@skyhire/shared";

/** "1,240" (grouped without Intl: the landing page shows counts and would load ICU for them). */
export function formatCount(value: number): string {
  return groupDigits(value);
}

/** "Austin, TX", or null when the pilot has no base city. */
export function placeText(city: string | null | undefined, state: string | null | undefined) {
  const parts = [city, state].filter((p): p is string => Boolean(p?.trim()));
  return parts.length ? parts.join(", ") : null;
}

/** Hourly rate in whole dollars as the map shows it: "$95-250/hr". */
export function rateText(min: number | null | undefined, max: number | null | undefined) {
  const has = (n: number | null | undefined): n is number => typeof n === "number";
  if (has(min) && has(max)) return min === max ? `$${min}/hr` : `$${min}-${max}/hr`;
  if (has(min)) return `From $${min}/hr`;
  if (has(max)) return `Up to $${max}/hr`;
  return null;
}

export function reviewsText(count: number): string {
  if (count <= 0) return "No reviews yet";
  return `${formatCount(count)} ${count === 1 ? "review" : "reviews"}`;
}

export function ratingText(rating: number | null | undefined): string | null {
  return typeof rating === "number" ? rating.toFixed(1) : null;
}

export function distanceText(miles: number | null | undefined): string | null {
  if (typeof miles !== "number") return null;
  return miles < 1 ? "Under 1 mi away" : `${Math.round(miles)} mi away`;
}

export function categoryLabels(values: readonly string[]): string[] {
  return values.map(serviceTypeLabel);
}

/** "1,000" or, when the server stopped counting there, "1,000+". */
export function totalText(total: number, isEstimate = false): string {
  return `${formatCount(total)}${isEstimate ? "+" : ""}`;
}

/** "12 pilots", "1 pilot", or "100+ pilots" when the count is a lower bound. */
export function pilotCountText(count: number, isEstimate = false): string {
  return `${totalText(count, isEstimate)} ${count === 1 && !isEstimate ? "pilot" : "pilots"}`;
}

/** The name a result shows: the pseudonym when anonymized, else the display name. */
export function resultName(item: PilotSearchItem): string {
  return item.anonymized ? item.alias : item.displayName;
}

export function resultInitials(item: PilotSearchItem): string {
  if (item.anonymized) return item.initials || "P";
  const words = item.displayName.split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? "") + (words[1]?.[0] ?? "")).toUpperCase() || "P";
}

export type SearchPage = Pick<
  PilotSearchResponse,
  "pilots" | "total" | "totalIsEstimate" | "page" | "pageSize"
> & {
  location?: PilotSearchResponse["location"];
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The search answer as a page of results. Spec section 7 only promises "a list of pilots, read
 * by count", so a bare list is accepted too; anything else reads as no results.
 */
export function toSearchPage(data: unknown): SearchPage {
  if (Array.isArray(data)) {
    const pilots = data as PilotSearchItem[];
    return {
      pilots,
      total: pilots.length,
      totalIsEstimate: false,
      page: 1,
      pageSize: pilots.length,
    };
  }
  if (isRecord(data) && Array.isArray(data.pilots)) {
    const pilots = data.pilots as PilotSearchItem[];
    const num = (v: unknown, fallback: number) => (typeof v === "number" ? v : fallback);
    return {
      pilots,
      total: num(data.total, pilots.length),
      // More matches than `total` when the server stopped counting (shown as "100+").
      totalIsEstimate: data.totalIsEstimate === true,
      page: num(data.page, 1),
      pageSize: num(data.pageSize, pilots.length),
      location: isRecord(data.location) ? (data.location as SearchPage["location"]) : undefined,
    };
  }
  return { pilots: [], total: 0, totalIsEstimate: false, page: 1, pageSize: 0 };
}
