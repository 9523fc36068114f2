import { JOB_BOARD_DEFAULT_PAGE_SIZE } from "@skyhire/shared";
import { SearchXIcon } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useRef } from "react";
import { Link, useLocation, useSearchParams } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { LoadError } from "@/components/page/LoadError";
import { Alert } from "@/components/ui/alert";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/features/pilots/NativeSelect";
import { ApiError } from "@/lib/api";
import { cn } from "@/lib/utils";
import { BoardFilterBar } from "./BoardFilterBar";
import {
  activeBoardFilterCount,
  BOARD_SORT_LABELS,
  boardApiUrl,
  boardFiltersFromSearch,
  boardFiltersToSearch,
  boardHref,
  withBoardFilter,
  type BoardFilters,
  type BoardSort,
} from "./boardFilters";
import { BoardJobCard, BoardJobCardSkeleton } from "./BoardJobCard";
import { BoardPagination } from "./BoardPagination";
import { useJobBoard } from "./useJobBoard";

const SORT_OPTIONS = (Object.keys(BOARD_SORT_LABELS) as BoardSort[]).map((value) => ({
  value,
  label: BOARD_SORT_LABELS[value],
}));

function jobCountText(total: number): string {
  return `${total.toLocaleString("en-US")} open ${total === 1 ? "job" : "jobs"}`;
}

/** The pilot's job board: filters in the address bar, open jobs, sort and pages. */
export function JobBoard() {
  const [path] = useLocation();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => boardFiltersFromSearch(params), [params]);
  const board = useJobBoard(boardApiUrl(filters));
  const resultsRef = useRef<HTMLDivElement>(null);
  const sortId = useId();

  const update = useCallback(
    (next: BoardFilters) => setParams(boardFiltersToSearch(next)),
    [setParams],
  );

  // A new page starts at the top of the results, not wherever the pager was.
  const previousPage = useRef(filters.page);
  useEffect(() => {
    if (previousPage.current !== filters.page && resultsRef.current) {
      const { top } = resultsRef.current.getBoundingClientRect();
      if (top < 0) window.scrollTo({ top: top + window.scrollY - 88, behavior: "smooth" });
    }
    previousPage.current = filters.page;
  }, [filters.page]);

  const data = board.data;
  const badLocation =
    board.error instanceof ApiError && board.error.status === 400 && filters.location !== "";
  const origin = data?.origin ?? null;
  const radiusText = filters.radius === "all" ? "anywhere" : `within ${filters.radius} mi`;

  return (
    <div className="space-y-6">
      <BoardFilterBar filters={filters} onChange={update} path={path} />

      <div
        ref={resultsRef}
        className="flex min-h-11 flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="text-sm text-muted-foreground" aria-live="polite" aria-atomic="true">
          {board.isPending ? (
            "Finding open jobs..."
          ) : data ? (
            <>
              <span className="font-display text-lg font-bold text-foreground">
                {jobCountText(data.total)}
              </span>{" "}
              {origin
                ? filters.radius === "all"
                  ? `(distances from ${origin})`
                  : `${radiusText} of ${origin}`
                : filters.location
                  ? ""
                  : "(add a base city to your profile to see distances)"}
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
            disabledValues={data && !origin ? ["nearest"] : []}
            value={filters.sort}
            onChange={(e) =>
              update(withBoardFilter(filters, { sort: e.target.value as BoardSort }))
            }
            wrapperClassName="w-44"
          />
        </div>
      </div>

      {badLocation ? (
        <Alert>
          {board.error?.message}{" "}
          <Link
            href={boardHref(path, { ...filters, location: "", page: 1 })}
            className="font-semibold underline"
          >
            Search around your base instead
          </Link>
        </Alert>
      ) : board.isError && !data ? (
        <LoadError
          message="We couldn't load open jobs. Please try again."
          onRetry={() => void board.refetch()}
        />
      ) : board.isPending ? (
        <ul className="grid gap-4 md:grid-cols-2" aria-busy="true" aria-label="Loading jobs">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <BoardJobCardSkeleton />
            </li>
          ))}
        </ul>
      ) : data && data.items.length > 0 ? (
        <>
          <ul
            className={cn(
              "grid gap-4 transition-opacity md:grid-cols-2",
              board.isPlaceholderData && "opacity-60",
            )}
            aria-busy={board.isPlaceholderData || undefined}
            aria-label="Open jobs"
          >
            {data.items.map((job) => (
              <li key={job.id}>
                <BoardJobCard job={job} />
              </li>
            ))}
          </ul>
          <BoardPagination
            page={filters.page}
            total={data.total}
            pageSize={data.pageSize || JOB_BOARD_DEFAULT_PAGE_SIZE}
            hrefFor={(page) => boardHref(path, { ...filters, page })}
          />
        </>
      ) : (
        <EmptyState
          icon={SearchXIcon}
          title={
            activeBoardFilterCount(filters) > 0
              ? "No open jobs match these filters"
              : "No open jobs right now"
          }
          action={
            activeBoardFilterCount(filters) > 0 || filters.page > 1 ? (
              <Link href={path} className="font-semibold text-brand-sky hover:underline">
                Clear filters and see every open job
              </Link>
            ) : (
              <Link
                href={boardHref(path, { radius: "all" })}
                className="font-semibold text-brand-sky hover:underline"
              >
                Show open jobs anywhere
              </Link>
            )
          }
        >
          {activeBoardFilterCount(filters) > 0
            ? "Try a wider distance, another service or budget, or other dates."
            : "There are no open jobs near you yet. New jobs are posted every day."}
        </EmptyState>
      )}
    </div>
  );
}
