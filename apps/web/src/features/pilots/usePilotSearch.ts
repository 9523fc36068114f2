import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ApiError, apiRequest } from "@/lib/api";
import { toSearchPage } from "./pilotFormat";
import { SEARCH_FAILED_MESSAGE } from "./searchConstants";

/** Spec section 8: what a failed pilot search says. */
export const SEARCH_FAILED = SEARCH_FAILED_MESSAGE;

/** GET /api/pilots/search at `url` (built by buildPilotSearchUrl); null waits. */
export function usePilotSearch(url: string | null, { keepPrevious = false } = {}) {
  return useQuery({
    queryKey: [url ?? "/api/pilots/search"],
    queryFn: () => apiRequest<unknown>("GET", url!),
    enabled: url !== null,
    select: toSearchPage,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}

/**
 * The server's own explanation when the search itself was refused (a place it cannot find is a
 * 400 that says how to write one); null for other failures.
 */
export function searchFailureDetail(error: unknown): string | null {
  return error instanceof ApiError && error.status === 400 ? error.userMessage : null;
}
