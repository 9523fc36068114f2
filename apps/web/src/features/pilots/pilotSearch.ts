import { ALL_FILTER } from "@skyhire/shared";

/** Spec section 3 "Search filters". */
export type PilotSearchFilters = {
  location?: string;
  category?: string;
  budget?: string;
  anonymized?: boolean;
  limit?: number;
};

/** Result fields are not specified yet; these are read when present. */
export type PilotSearchResult = {
  id?: string | number;
  businessName?: string | null;
  name?: string | null;
  location?: string | null;
};

/** GET /api/pilots/search: each filter only when set and not 'all' (spec section 7). */
export function buildPilotSearchUrl(filters: PilotSearchFilters): string {
  const params = new URLSearchParams();
  for (const key of ["location", "category", "budget"] as const) {
    const value = filters[key]?.trim();
    if (value && value !== ALL_FILTER) params.set(key, value);
  }
  if (filters.anonymized) params.set("anonymized", "true");
  if (filters.limit !== undefined) params.set("limit", String(filters.limit));
  const query = params.toString();
  return query ? `/api/pilots/search?${query}` : "/api/pilots/search";
}
