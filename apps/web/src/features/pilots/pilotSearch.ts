import { ALL_FILTER, type PilotSearchSort } from "@skyhire/shared";

/** Spec section 3 "Search filters", plus the directory's own (radius, sort, paging, available). */
export type PilotSearchFilters = {
  location?: string;
  category?: string;
  budget?: string;
  anonymized?: boolean;
  limit?: number;
  radius?: number;
  sort?: PilotSearchSort;
  page?: number;
  pageSize?: number;
  available?: boolean;
  /** Only pilots with a verified Part 107 current today. */
  part107Current?: boolean;
  /** Only pilots with verified insurance of at least this many whole dollars in force today. */
  insuredMin?: number;
};

/**
 * GET /api/pilots/search: location, category and budget only when set and not 'all' (spec
 * section 7); the other parameters only when given. No filters: no query string at all.
 */
export function buildPilotSearchUrl(filters: PilotSearchFilters): string {
  const params = new URLSearchParams();
  for (const key of ["location", "category", "budget"] as const) {
    const value = filters[key]?.trim();
    if (value && value !== ALL_FILTER) params.set(key, value);
  }
  if (filters.anonymized) params.set("anonymized", "true");
  if (filters.limit !== undefined) params.set("limit", String(filters.limit));
  if (filters.radius !== undefined) params.set("radius", String(filters.radius));
  if (filters.sort !== undefined) params.set("sort", filters.sort);
  if (filters.page !== undefined && filters.page > 1) params.set("page", String(filters.page));
  if (filters.pageSize !== undefined) params.set("pageSize", String(filters.pageSize));
  if (filters.available) params.set("available", "true");
  if (filters.part107Current) params.set("part107Current", "true");
  if (filters.insuredMin) params.set("insuredMin", String(filters.insuredMin));
  const query = params.toString();
  return query ? `/api/pilots/search?${query}` : "/api/pilots/search";
}
