import type { ClientSearchResponse, ClientSearchSort, ClientSummary } from "@skyhire/shared";
import { CLIENT_SEARCH_DEFAULT_PAGE_SIZE } from "@skyhire/shared";
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { SearchXIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { LoadError } from "@/components/page/LoadError";
import { Pagination } from "@/components/search/Pagination";
import { ResultCount, ResultsHeader } from "@/components/search/ResultsHeader";
import { SearchResults } from "@/components/search/SearchResults";
import { useScrollToResultsOnNewPage } from "@/components/search/useScrollToResultsOnNewPage";
import { useUrlFilters } from "@/components/search/useUrlFilters";
import { Alert } from "@/components/ui/alert";
import { ApiError } from "@/lib/api";
import { ClientCard, ClientCardSkeleton } from "./ClientCard";
import { ClientFilterBar } from "./ClientFilterBar";
import {
  activeClientFilterCount,
  CLIENT_SORT_LABELS,
  clientFiltersFromSearch,
  clientFiltersToSearch,
  clientsApiUrl,
  clientsHref,
  withClientFilter,
  type ClientFilters,
} from "./clientFilters";

const SORT_OPTIONS = (Object.keys(CLIENT_SORT_LABELS) as ClientSearchSort[]).map((value) => ({
  value,
  label: CLIENT_SORT_LABELS[value],
}));

const countText = (total: number) =>
  `${total.toLocaleString("en-US")} ${total === 1 ? "client" : "clients"}`;

/** /clients: clients who hire, filters in the address bar, cards and pages. */
export function ClientSearch() {
  const { path, filters, update } = useUrlFilters(clientFiltersFromSearch, clientFiltersToSearch);
  const search = useQuery<ClientSearchResponse>({
    queryKey: [clientsApiUrl(filters)],
    placeholderData: keepPreviousData,
  });
  const resultsRef = useScrollToResultsOnNewPage(filters.page);
  const data = search.data;

  return (
    <div className="space-y-6">
      <ClientFilterBar
        filters={filters}
        onChange={update}
        industries={data?.industries ?? []}
        path={path}
      />
      <ResultsHeader
        ref={resultsRef}
        summary={
          search.isPending ? (
            "Finding clients..."
          ) : data ? (
            <>
              <ResultCount>{countText(data.total)}</ResultCount>{" "}
              {data.origin
                ? `hiring within ${filters.radius} mi of ${data.origin}`
                : "hiring pilots"}
            </>
          ) : null
        }
        sortOptions={SORT_OPTIONS}
        sort={filters.sort}
        disabledSorts={filters.location ? [] : ["nearest"]}
        onSort={(sort) => update(withClientFilter(filters, { sort: sort as ClientSearchSort }))}
      />
      <SearchResults<ClientSummary>
        isPending={search.isPending}
        isPlaceholderData={search.isPlaceholderData}
        items={data?.items}
        error={searchError(search, filters, path)}
        label="Clients"
        loadingLabel="Loading clients"
        columns="md:grid-cols-2 lg:grid-cols-3"
        itemKey={(client) => client.id}
        renderItem={(client) => <ClientCard client={client} />}
        skeleton={<ClientCardSkeleton />}
        footer={
          data && (
            <Pagination
              page={filters.page}
              total={data.total}
              pageSize={data.pageSize || CLIENT_SEARCH_DEFAULT_PAGE_SIZE}
              hrefFor={(page) => clientsHref(path, { ...filters, page })}
            />
          )
        }
        empty={<NoClients filters={filters} path={path} />}
      />
    </div>
  );
}

/** A place the server could not find is explained with a way out; other failures can retry. */
function searchError(
  search: UseQueryResult<ClientSearchResponse>,
  filters: ClientFilters,
  path: string,
): ReactNode {
  if (search.error instanceof ApiError && search.error.status === 400 && filters.location !== "") {
    return (
      <Alert>
        {search.error.message}{" "}
        <Link
          href={clientsHref(path, { ...filters, location: "", page: 1 })}
          className="font-semibold underline"
        >
          Search everywhere instead
        </Link>
      </Alert>
    );
  }
  if (search.isError && !search.data) {
    return (
      <LoadError
        message="We couldn't load clients. Please try again."
        onRetry={() => void search.refetch()}
      />
    );
  }
  return null;
}

function NoClients({ filters, path }: { filters: ClientFilters; path: string }) {
  const filtered = activeClientFilterCount(filters) > 0;
  return (
    <EmptyState
      icon={SearchXIcon}
      title={filtered ? "No clients match these filters" : "No clients are hiring yet"}
      action={
        filtered || filters.page > 1 ? (
          <Link href={path} className="font-semibold text-brand-sky hover:underline">
            Clear filters and see every client
          </Link>
        ) : (
          <Link href="/jobs" className="font-semibold text-brand-sky hover:underline">
            Browse the job board
          </Link>
        )
      }
    >
      {filtered
        ? "Try a wider distance, another place, industry or service."
        : "Clients appear here once they post their first job."}
    </EmptyState>
  );
}
