import {
  ALL_FILTER,
  BUDGET_RANGES,
  normalizeServiceType,
  type PilotSearchSort,
} from "@skyhire/shared";
import { hrefWithSearch, positiveInt, withFilterChange } from "@/components/search/urlFilterValues";
import { buildPilotSearchUrl } from "./pilotSearch";
import { DEFAULT_RADIUS_MILES, MAX_RADIUS_MILES, SEARCH_SORTS } from "./searchConstants";

/** Results per page in the /pilots directory. */
export const DIRECTORY_PAGE_SIZE = 12;
/** "Insured for at least": whole dollars per occurrence offered in the select. */
export const INSURED_MIN_OPTIONS = [500_000, 1_000_000, 2_000_000] as const;

/** Miles around the searched place, offered in the radius select. */
export const RADIUS_OPTIONS = [10, 25, 50, 100, 250] as const;
export const DEFAULT_RADIUS = DEFAULT_RADIUS_MILES;

export const SORT_LABELS: Record<PilotSearchSort, string> = {
  distance: "Nearest first",
  rating: "Top rated",
  price: "Lowest rate",
};

/**
 * The /pilots filters, as they live in the address bar. Every field has a value; the defaults
 * are left out of the URL.
 */
export type DirectoryFilters = {
  /** Free text 'City, State' or ZIP; "" for anywhere. */
  location: string;
  /** A service type value, or 'all'. */
  specialization: string;
  /** A budget range value, or 'all'. */
  budget: string;
  /** Miles around the location. */
  radius: number;
  /** Only pilots not on a mission right now. */
  available: boolean;
  /** Only pilots whose verified Part 107 is current. */
  part107Current: boolean;
  /** Verified insurance of at least this many dollars; 0 for any. */
  insuredMin: number;
  /** Null: the server's default (nearest with a location, else top rated). */
  sort: PilotSearchSort | null;
  page: number;
};

export const DEFAULT_DIRECTORY_FILTERS: DirectoryFilters = {
  location: "",
  specialization: ALL_FILTER,
  budget: ALL_FILTER,
  radius: DEFAULT_RADIUS,
  available: false,
  part107Current: false,
  insuredMin: 0,
  sort: null,
  page: 1,
};

const BUDGET_VALUES = new Set<string>(BUDGET_RANGES.map((r) => r.value));

/**
 * Reads the filters from a query string. `specialization` takes what the footer sends
 * (real-estate), a service type value or a label; `category` is accepted as its alias. Anything
 * unknown falls back to the default rather than failing the page.
 */
export function filtersFromSearch(search: string | URLSearchParams): DirectoryFilters {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const specializationText = params.get("specialization") ?? params.get("category") ?? "";
  const budget = params.get("budget") ?? "";
  const radius = positiveInt(params.get("radius"));
  const sort = params.get("sort");
  return {
    location: (params.get("location") ?? "").trim(),
    specialization: normalizeServiceType(specializationText) ?? ALL_FILTER,
    budget: BUDGET_VALUES.has(budget) ? budget : ALL_FILTER,
    radius: radius !== null && radius <= MAX_RADIUS_MILES ? radius : DEFAULT_RADIUS,
    available: params.get("available") === "true",
    part107Current: params.get("part107Current") === "true",
    insuredMin: (INSURED_MIN_OPTIONS as readonly number[]).includes(
      positiveInt(params.get("insuredMin")) ?? 0,
    )
      ? (positiveInt(params.get("insuredMin")) ?? 0)
      : 0,
    sort: (SEARCH_SORTS as readonly string[]).includes(sort ?? "")
      ? (sort as PilotSearchSort)
      : null,
    page: positiveInt(params.get("page")) ?? 1,
  };
}

/** The /pilots query string for these filters (no leading "?"), defaults left out. */
export function filtersToSearch(filters: Partial<DirectoryFilters>): string {
  const f = { ...DEFAULT_DIRECTORY_FILTERS, ...filters };
  const params = new URLSearchParams();
  if (f.location.trim()) params.set("location", f.location.trim());
  if (f.specialization && f.specialization !== ALL_FILTER)
    params.set("specialization", f.specialization);
  if (f.budget && f.budget !== ALL_FILTER) params.set("budget", f.budget);
  // The radius only means something around a location.
  if (f.location.trim() && f.radius !== DEFAULT_RADIUS) params.set("radius", String(f.radius));
  if (f.available) params.set("available", "true");
  if (f.part107Current) params.set("part107Current", "true");
  if (f.insuredMin > 0) params.set("insuredMin", String(f.insuredMin));
  if (f.sort) params.set("sort", f.sort);
  if (f.page > 1) params.set("page", String(f.page));
  return params.toString();
}

/** A /pilots link showing these filters. */
export function pilotsHref(filters: Partial<DirectoryFilters> = {}): string {
  return hrefWithSearch("/pilots", filtersToSearch(filters));
}

/** The sort the results come in: distance needs a location, so it falls back to rating. */
export function effectiveSort(filters: DirectoryFilters): PilotSearchSort {
  const hasLocation = filters.location.trim() !== "";
  if (filters.sort === "distance" && !hasLocation) return "rating";
  return filters.sort ?? (hasLocation ? "distance" : "rating");
}

/** The search call behind the directory's current filters. */
export function directorySearchUrl(filters: DirectoryFilters): string {
  const hasLocation = filters.location.trim() !== "";
  return buildPilotSearchUrl({
    location: filters.location,
    category: filters.specialization,
    budget: filters.budget,
    radius: hasLocation && filters.radius !== DEFAULT_RADIUS ? filters.radius : undefined,
    available: filters.available,
    part107Current: filters.part107Current,
    insuredMin: filters.insuredMin > 0 ? filters.insuredMin : undefined,
    sort: filters.sort ? effectiveSort(filters) : undefined,
    page: filters.page,
    pageSize: DIRECTORY_PAGE_SIZE,
  });
}

/** A change of any filter but the page starts again from page 1. */
export function withFilter(
  filters: DirectoryFilters,
  change: Partial<Omit<DirectoryFilters, "page">>,
): DirectoryFilters {
  return withFilterChange(filters, change);
}

/** How many filters differ from the defaults (for the "Clear filters" affordance). */
export function activeFilterCount(filters: DirectoryFilters): number {
  let count = 0;
  if (filters.location.trim()) count++;
  if (filters.specialization !== ALL_FILTER) count++;
  if (filters.budget !== ALL_FILTER) count++;
  if (filters.available) count++;
  if (filters.part107Current) count++;
  if (filters.insuredMin > 0) count++;
  return count;
}
