import type { ClientSearchResponse, ClientSearchSort } from "@skyhire/shared";
import { CLIENT_SEARCH_DEFAULT_PAGE_SIZE } from "@skyhire/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { SearchXIcon } from "lucide-react";
import { useCallback, useId, useMemo } from "react";
import { Link, useLocation, useSearchParams } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { LoadError } from "@/components/page/LoadError";
import { Alert } from "@/components/ui/alert";
import { Label } from "@/components/ui/label";
import { Pagination } from "@/components/search/Pagination";
import { NativeSelect } from "@/components/ui/native-select";
import { ApiError } from "@/lib/api";
import { cn } from "@/lib/utils";
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
  const [path] = useLocation();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => clientFiltersFromSearch(params), [params]);
  const search = useQuery<ClientSearchResponse>({
    queryKey: [clientsApiUrl(filters)],
    placeholderData: keepPreviousData,
  });
  const sortId = useId();
  const update = useCallback(
    (next: ClientFilters) => setParams(clientFiltersToSearch(next)),
    [setParams],
  );

  const data = search.data;
  const badLocation =
    search.error instanceof ApiError && search.error.status === 400 && filters.location !== "";
  const filtered = activeClientFilterCount(filters) > 0;

  return (
    <div className="space-y-6">
      <ClientFilterBar
        filters={filters}
        onChange={update}
        industries={data?.industries ?? []}
        path={path}
      />

      <div className="flex min-h-11 flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground" aria-live="polite" aria-atomic="true">
          {search.isPending ? (
            "Finding clients..."
          ) : data ? (
            <>
              <span className="font-display text-lg font-bold text-foreground">
                {countText(data.total)}
              </span>{" "}
              {data.origin
                ? `hiring within ${filters.radius} mi of ${data.origin}`
                : "hiring pilots"}
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
            disabledValues={filters.location ? [] : ["nearest"]}
            value={filters.sort}
            onChange={(e) =>
              update(withClientFilter(filters, { sort: e.target.value as ClientSearchSort }))
            }
            wrapperClassName="w-44"
          />
        </div>
      </div>

      {badLocation ? (
        <Alert>
          {search.error?.message}{" "}
          <Link
            href={clientsHref(path, { ...filters, location: "", page: 1 })}
            className="font-semibold underline"
          >
            Search everywhere instead
          </Link>
        </Alert>
      ) : search.isError && !data ? (
        <LoadError
          message="We couldn't load clients. Please try again."
          onRetry={() => void search.refetch()}
        />
      ) : search.isPending ? (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" aria-label="Loading clients">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <ClientCardSkeleton />
            </li>
          ))}
        </ul>
      ) : data && data.items.length > 0 ? (
        <>
          <ul
            className={cn(
              "grid gap-4 transition-opacity md:grid-cols-2 lg:grid-cols-3",
              search.isPlaceholderData && "opacity-60",
            )}
            aria-busy={search.isPlaceholderData || undefined}
            aria-label="Clients"
          >
            {data.items.map((client) => (
              <li key={client.id}>
                <ClientCard client={client} />
              </li>
            ))}
          </ul>
          <Pagination
            page={filters.page}
            total={data.total}
            pageSize={data.pageSize || CLIENT_SEARCH_DEFAULT_PAGE_SIZE}
            hrefFor={(page) => clientsHref(path, { ...filters, page })}
          />
        </>
      ) : (
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
      )}
    </div>
  );
}
