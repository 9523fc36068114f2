import {
  ALL_FILTER,
  CLIENT_SEARCH_DEFAULT_PAGE_SIZE,
  CLIENT_SEARCH_DEFAULT_RADIUS_MILES,
  CLIENT_SEARCH_SORTS,
  SERVICE_TYPE_VALUES,
  type ClientSearchSort,
} from "@skyhire/shared";
import { hrefWithSearch, positiveInt, withFilterChange } from "@/components/search/urlFilterValues";

export const CLIENT_RADIUS_CHOICES = [10, 25, 50, 100, 250] as const;

export const CLIENT_SORT_LABELS: Record<ClientSearchSort, string> = {
  active: "Most open jobs",
  newest: "Newest members",
  name: "Name A–Z",
  nearest: "Nearest first",
};

/** Client search filters as they live in the address bar (the names the API takes). */
export type ClientFilters = {
  q: string;
  industry: string;
  serviceType: string;
  /** 'City, ST' or ZIP; "" searches everywhere. */
  location: string;
  radius: number;
  sort: ClientSearchSort;
  page: number;
};

export const DEFAULT_CLIENT_FILTERS: ClientFilters = {
  q: "",
  industry: ALL_FILTER,
  serviceType: ALL_FILTER,
  location: "",
  radius: CLIENT_SEARCH_DEFAULT_RADIUS_MILES,
  sort: "active",
  page: 1,
};

const SERVICE_VALUES = new Set<string>(SERVICE_TYPE_VALUES);

/** Reads the filters from a query string; anything unknown falls back to its default. */
export function clientFiltersFromSearch(search: string | URLSearchParams): ClientFilters {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const text = (name: string) => (params.get(name) ?? "").trim();
  const sort = text("sort");
  const radius = positiveInt(params.get("radius"));
  return {
    q: text("q"),
    industry: text("industry") || ALL_FILTER,
    serviceType: SERVICE_VALUES.has(text("serviceType")) ? text("serviceType") : ALL_FILTER,
    location: text("location"),
    radius: radius !== null && radius <= 3000 ? radius : CLIENT_SEARCH_DEFAULT_RADIUS_MILES,
    sort: (CLIENT_SEARCH_SORTS as readonly string[]).includes(sort)
      ? (sort as ClientSearchSort)
      : "active",
    page: positiveInt(params.get("page")) ?? 1,
  };
}

/** The query string (no "?") for these filters, defaults left out. */
export function clientFiltersToSearch(filters: Partial<ClientFilters>): string {
  const f = { ...DEFAULT_CLIENT_FILTERS, ...filters };
  const params = new URLSearchParams();
  if (f.q.trim()) params.set("q", f.q.trim());
  if (f.industry !== ALL_FILTER) params.set("industry", f.industry);
  if (f.serviceType !== ALL_FILTER) params.set("serviceType", f.serviceType);
  if (f.location.trim()) params.set("location", f.location.trim());
  if (f.radius !== CLIENT_SEARCH_DEFAULT_RADIUS_MILES) params.set("radius", String(f.radius));
  if (f.sort !== "active") params.set("sort", f.sort);
  if (f.page > 1) params.set("page", String(f.page));
  return params.toString();
}

export function clientsHref(path: string, filters: Partial<ClientFilters>): string {
  return hrefWithSearch(path, clientFiltersToSearch(filters));
}

/** GET /api/clients for these filters; nearest only means something around a place. */
export function clientsApiUrl(filters: ClientFilters): string {
  const sort = filters.sort === "nearest" && !filters.location.trim() ? "active" : filters.sort;
  const search = clientFiltersToSearch({ ...filters, sort });
  const params = new URLSearchParams(search);
  params.set("pageSize", String(CLIENT_SEARCH_DEFAULT_PAGE_SIZE));
  return `/api/clients?${params.toString()}`;
}

/** A change of any filter but the page starts again from page 1. */
export function withClientFilter(
  filters: ClientFilters,
  change: Partial<Omit<ClientFilters, "page">>,
): ClientFilters {
  return withFilterChange(filters, change);
}

/** How many filters narrow the results; sort and page do not count. */
export function activeClientFilterCount(filters: ClientFilters): number {
  const d = DEFAULT_CLIENT_FILTERS;
  return [
    filters.q !== d.q,
    filters.industry !== d.industry,
    filters.serviceType !== d.serviceType,
    filters.location !== d.location,
  ].filter(Boolean).length;
}
