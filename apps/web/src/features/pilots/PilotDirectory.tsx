import type { PilotSearchSort } from "@skyhire/shared";
import { SearchXIcon } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useRef } from "react";
import { Link, useSearchParams } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { DirectoryFilterBar } from "./DirectoryFilterBar";
import { DirectoryPagination } from "./DirectoryPagination";
import {
  activeFilterCount,
  DIRECTORY_PAGE_SIZE,
  directorySearchUrl,
  effectiveSort,
  filtersFromSearch,
  filtersToSearch,
  SORT_LABELS,
  withFilter,
  type DirectoryFilters,
} from "./directoryFilters";
import { NativeSelect } from "./NativeSelect";
import { PilotResultCard, PilotResultCardSkeleton } from "./PilotResultCard";
import { pilotCountText } from "./pilotFormat";
import { SearchError } from "./SearchError";
import { SEARCH_SORTS } from "./searchConstants";
import { usePilotSearch } from "./usePilotSearch";

const SORT_OPTIONS = SEARCH_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));

/** The /pilots directory: filters kept in the address bar, results, sort and pages. */
export function PilotDirectory() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params), [params]);
  const search = usePilotSearch(directorySearchUrl(filters), { keepPrevious: true });
  const resultsRef = useRef<HTMLDivElement>(null);
  const sortId = useId();

  const update = useCallback(
    (next: DirectoryFilters) => setParams(filtersToSearch(next)),
    [setParams],
  );

  // A new page starts at the top of the results, not wherever the pager was.
  const previousPage = useRef(filters.page);
  useEffect(() => {
    if (previousPage.current !== filters.page && resultsRef.current) {
      const { top } = resultsRef.current.getBoundingClientRect();
      // Only when the results' top has scrolled out of view (the pager sits at the bottom).
      if (top < 0) window.scrollTo({ top: top + window.scrollY - 88, behavior: "smooth" });
    }
    previousPage.current = filters.page;
  }, [filters.page]);

  const data = search.data;
  const hasLocation = filters.location !== "";

  return (
    <div className="space-y-6">
      <DirectoryFilterBar filters={filters} onChange={update} />

      <div
        ref={resultsRef}
        className="flex min-h-11 flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="text-sm text-muted-foreground" aria-live="polite" aria-atomic="true">
          {search.isPending ? (
            "Finding certified pilots..."
          ) : search.isError && !data ? (
            "No results"
          ) : data ? (
            <>
              <span className="font-display text-lg font-bold text-foreground">
                {pilotCountText(data.total, data.totalIsEstimate)}
              </span>{" "}
              {data.total === 1 && !data.totalIsEstimate ? "matches" : "match"} your search
              {data.location && <> near {data.location.label}</>}
            </>
          ) : null}
        </p>
        <div className="flex items-center gap-2">
          <Label htmlFor={sortId} className="shrink-0 text-muted-foreground">
            Sort by
          </Label>
          <NativeSelect
            id={sortId}
            options={SORT_OPTIONS}
            disabledValues={hasLocation ? [] : ["distance"]}
            value={effectiveSort(filters)}
            onChange={(e) =>
              update(withFilter(filters, { sort: e.target.value as PilotSearchSort }))
            }
            wrapperClassName="w-44"
          />
        </div>
      </div>

      {search.isError && !search.isFetching ? (
        <SearchError error={search.error} onRetry={() => void search.refetch()} />
      ) : search.isPending ? (
        <ul
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          aria-busy="true"
          aria-label="Loading pilots"
        >
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <PilotResultCardSkeleton />
            </li>
          ))}
        </ul>
      ) : data && data.pilots.length > 0 ? (
        <>
          <ul
            className={cn(
              "grid gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3",
              search.isPlaceholderData && "opacity-60",
            )}
            aria-busy={search.isPlaceholderData || undefined}
            aria-label="Pilots"
          >
            {data.pilots.map((pilot, index) => (
              <li key={pilot.anonymized ? index : pilot.id}>
                <PilotResultCard pilot={pilot} />
              </li>
            ))}
          </ul>
          <DirectoryPagination
            filters={filters}
            total={data.total}
            totalIsEstimate={data.totalIsEstimate}
            pageSize={data.pageSize || DIRECTORY_PAGE_SIZE}
          />
        </>
      ) : (
        <EmptyState
          icon={SearchXIcon}
          title="No pilots match these filters"
          action={
            activeFilterCount(filters) > 0 || filters.page > 1 ? (
              <Link href="/pilots" className="font-semibold text-brand-sky hover:underline">
                Clear filters and see every pilot
              </Link>
            ) : undefined
          }
        >
          {hasLocation
            ? "Try a wider radius, another service or budget, or a nearby city."
            : "Try another service or budget, or search around a city."}
        </EmptyState>
      )}
    </div>
  );
}
