import {
  ALL_FILTER,
  BUDGET_RANGES,
  JOB_BOARD_DEFAULT_PAGE_SIZE,
  JOB_BOARD_DEFAULT_RADIUS_MILES,
  JOB_BOARD_SORTS,
  SERVICE_TYPE_VALUES,
} from "@skyhire/shared";
import { hrefWithSearch, positiveInt, withFilterChange } from "@/components/search/urlFilterValues";
import { endOfLocalDayIso, startOfLocalDayIso } from "../jobDates";

export type BoardSort = (typeof JOB_BOARD_SORTS)[number];

/** Miles around the pilot's base (or the location searched); 'all' is anywhere. */
export const RADIUS_CHOICES = [10, 25, 50, 100, 250, 500] as const;
export type BoardRadius = number | typeof ALL_FILTER;

export const BOARD_SORT_LABELS: Record<BoardSort, string> = {
  newest: "Newest first",
  nearest: "Nearest first",
  budget: "Highest budget",
};

/**
 * The job board's filters as they live in the address bar (the same names the API takes).
 * Every field has a value; defaults stay out of the URL.
 */
export type BoardFilters = {
  /** Words of the title. */
  q: string;
  serviceType: string;
  budget: string;
  radius: BoardRadius;
  /** Search around another place than the pilot's base: 'City, ST' or ZIP; "" for the base. */
  location: string;
  /** Jobs due on or after / on or before these days (YYYY-MM-DD), "" for no limit. */
  from: string;
  to: string;
  sort: BoardSort;
  page: number;
};

export const DEFAULT_BOARD_FILTERS: BoardFilters = {
  q: "",
  serviceType: ALL_FILTER,
  budget: ALL_FILTER,
  radius: JOB_BOARD_DEFAULT_RADIUS_MILES,
  location: "",
  from: "",
  to: "",
  sort: "newest",
  page: 1,
};

const SERVICE_VALUES = new Set<string>(SERVICE_TYPE_VALUES);
const BUDGET_VALUES = new Set<string>(BUDGET_RANGES.map((r) => r.value));
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function readRadius(text: string | null): BoardRadius {
  if (text === ALL_FILTER) return ALL_FILTER;
  const miles = positiveInt(text);
  return miles !== null && miles <= 3000 ? miles : JOB_BOARD_DEFAULT_RADIUS_MILES;
}

/** Reads the filters from a query string; anything unknown falls back to its default. */
export function boardFiltersFromSearch(search: string | URLSearchParams): BoardFilters {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const text = (name: string) => (params.get(name) ?? "").trim();
  const sort = text("sort");
  return {
    q: text("q"),
    serviceType: SERVICE_VALUES.has(text("serviceType")) ? text("serviceType") : ALL_FILTER,
    budget: BUDGET_VALUES.has(text("budget")) ? text("budget") : ALL_FILTER,
    radius: readRadius(params.get("radius")),
    location: text("location"),
    from: DAY.test(text("from")) ? text("from") : "",
    to: DAY.test(text("to")) ? text("to") : "",
    sort: (JOB_BOARD_SORTS as readonly string[]).includes(sort) ? (sort as BoardSort) : "newest",
    page: positiveInt(params.get("page")) ?? 1,
  };
}

/** The query string (no "?") for these filters, defaults left out. */
export function boardFiltersToSearch(filters: Partial<BoardFilters>): string {
  const f = { ...DEFAULT_BOARD_FILTERS, ...filters };
  const params = new URLSearchParams();
  if (f.q.trim()) params.set("q", f.q.trim());
  if (f.serviceType !== ALL_FILTER) params.set("serviceType", f.serviceType);
  if (f.budget !== ALL_FILTER) params.set("budget", f.budget);
  if (f.radius !== JOB_BOARD_DEFAULT_RADIUS_MILES) params.set("radius", String(f.radius));
  if (f.location.trim()) params.set("location", f.location.trim());
  if (f.from) params.set("from", f.from);
  if (f.to) params.set("to", f.to);
  if (f.sort !== "newest") params.set("sort", f.sort);
  if (f.page > 1) params.set("page", String(f.page));
  return params.toString();
}

/** A link to the board (at the path it is shown on) with these filters. */
export function boardHref(path: string, filters: Partial<BoardFilters>): string {
  return hrefWithSearch(path, boardFiltersToSearch(filters));
}

/** GET /api/jobs for these filters: days become the start and end of those local days. */
export function boardApiUrl(filters: BoardFilters): string {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set("q", filters.q.trim());
  if (filters.serviceType !== ALL_FILTER) params.set("serviceType", filters.serviceType);
  if (filters.budget !== ALL_FILTER) params.set("budget", filters.budget);
  if (filters.radius !== JOB_BOARD_DEFAULT_RADIUS_MILES)
    params.set("radius", String(filters.radius));
  if (filters.location.trim()) params.set("location", filters.location.trim());
  const from = startOfLocalDayIso(filters.from);
  const to = endOfLocalDayIso(filters.to);
  if (from) params.set("from", from);
  if (to) params.set("to", to);
  params.set("sort", filters.sort);
  if (filters.page > 1) params.set("page", String(filters.page));
  params.set("pageSize", String(JOB_BOARD_DEFAULT_PAGE_SIZE));
  return `/api/jobs?${params.toString()}`;
}

/** A change of any filter but the page starts again from page 1. */
export function withBoardFilter(
  filters: BoardFilters,
  change: Partial<Omit<BoardFilters, "page">>,
): BoardFilters {
  return withFilterChange(filters, change);
}

/** How many filters narrow the results (for "Clear filters"); sort and page do not count. */
export function activeBoardFilterCount(filters: BoardFilters): number {
  const d = DEFAULT_BOARD_FILTERS;
  return [
    filters.q !== d.q,
    filters.serviceType !== d.serviceType,
    filters.budget !== d.budget,
    filters.radius !== d.radius,
    filters.location !== d.location,
    filters.from !== d.from,
    filters.to !== d.to,
  ].filter(Boolean).length;
}
