import type { PilotSearchItem, PilotSearchSort } from "@skyhire/shared";
import { SearchXIcon } from "lucide-react";
import { Link } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { Pagination } from "@/components/search/Pagination";
import { ResultCount, ResultsHeader } from "@/components/search/ResultsHeader";
import { SearchResults } from "@/components/search/SearchResults";
import { useScrollToResultsOnNewPage } from "@/components/search/useScrollToResultsOnNewPage";
import { useUrlFilters } from "@/components/search/useUrlFilters";
import { DirectoryFilterBar } from "./DirectoryFilterBar";
import {
  activeFilterCount,
  DIRECTORY_PAGE_SIZE,
  directorySearchUrl,
  effectiveSort,
  filtersFromSearch,
  filtersToSearch,
  pilotsHref,
  SORT_LABELS,
  withFilter,
  type DirectoryFilters,
} from "./directoryFilters";
import { PilotResultCard, PilotResultCardSkeleton } from "./PilotResultCard";
import { pilotCountText } from "./pilotFormat";
import { SearchError } from "./SearchError";
import { SEARCH_SORTS } from "./searchConstants";
import { usePilotSearch } from "./usePilotSearch";

const SORT_OPTIONS = SEARCH_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));

/** The /pilots directory: filters kept in the address bar, results, sort and pages. */
export function PilotDirectory() {
  const { filters, update } = useUrlFilters(filtersFromSearch, filtersToSearch);
  const search = usePilotSearch(directorySearchUrl(filters), { keepPrevious: true });
  const resultsRef = useScrollToResultsOnNewPage(filters.page);
  const data = search.data;
  const hasLocation = filters.location !== "";

  return (
    <div className="space-y-6">
      <DirectoryFilterBar filters={filters} onChange={update} />
      <ResultsHeader
        ref={resultsRef}
        summary={
          search.isPending ? (
            "Finding certified pilots..."
          ) : search.isError && !data ? (
            "No results"
          ) : data ? (
            <>
              <ResultCount>{pilotCountText(data.total, data.totalIsEstimate)}</ResultCount>{" "}
              {data.total === 1 && !data.totalIsEstimate ? "matches" : "match"} your search
              {data.location && <> near {data.location.label}</>}
            </>
          ) : null
        }
        sortOptions={SORT_OPTIONS}
        sort={effectiveSort(filters)}
        disabledSorts={hasLocation ? [] : ["distance"]}
        onSort={(sort) => update(withFilter(filters, { sort: sort as PilotSearchSort }))}
      />
      <SearchResults<PilotSearchItem>
        isPending={search.isPending}
        isPlaceholderData={search.isPlaceholderData}
        items={data?.pilots}
        error={
          search.isError && !search.isFetching ? (
            <SearchError error={search.error} onRetry={() => void search.refetch()} />
          ) : null
        }
        label="Pilots"
        loadingLabel="Loading pilots"
        columns="sm:grid-cols-2 lg:grid-cols-3"
        itemKey={(pilot, index) => (pilot.anonymized ? index : pilot.id)}
        renderItem={(pilot) => <PilotResultCard pilot={pilot} />}
        skeleton={<PilotResultCardSkeleton />}
        footer={
          data && (
            <Pagination
              page={filters.page}
              total={data.total}
              totalIsEstimate={data.totalIsEstimate}
              pageSize={data.pageSize || DIRECTORY_PAGE_SIZE}
              hrefFor={(page) => pilotsHref({ ...filters, page })}
              className="mt-10"
            />
          )
        }
        empty={<NoPilots filters={filters} />}
      />
    </div>
  );
}

function NoPilots({ filters }: { filters: DirectoryFilters }) {
  return (
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
      {filters.location !== ""
        ? "Try a wider radius, another service or budget, or a nearby city."
        : "Try another service or budget, or search around a city."}
    </EmptyState>
  );
}
