import { useCallback, useMemo } from "react";
import { useLocation, useSearchParams } from "wouter";

/**
 * A screen's filters kept in the address bar: read with `fromSearch` on every change of the
 * query string, written back with `toSearch` (each change is a history entry, so Back works).
 * Both functions must be stable (module-level).
 */
export function useUrlFilters<F>(
  fromSearch: (params: URLSearchParams) => F,
  toSearch: (filters: F) => string,
) {
  const [path] = useLocation();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => fromSearch(params), [fromSearch, params]);
  const update = useCallback((next: F) => setParams(toSearch(next)), [setParams, toSearch]);
  return { path, filters, update };
}
