import { JOB_BOARD_DEFAULT_PAGE_SIZE } from "@skyhire/shared";
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
import { totalText } from "@/features/pilots/pilotFormat";
import { ApiError } from "@/lib/api";
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
import { BoardFilterBar } from "./BoardFilterBar";
import { BoardJobCard, BoardJobCardSkeleton } from "./BoardJobCard";
import { useJobBoard, type JobBoardPage } from "./useJobBoard";

const SORT_OPTIONS = (Object.keys(BOARD_SORT_LABELS) as BoardSort[]).map((value) => ({
  value,
  label: BOARD_SORT_LABELS[value],
}));

/** "12 open jobs", "1 open job", or "100+ open jobs" when the server stopped counting. */
function jobCountText(total: number, isEstimate: boolean): string {
  return `${totalText(total, isEstimate)} open ${total === 1 && !isEstimate ? "job" : "jobs"}`;
}

/** Where the count's jobs are: around the place searched, or the pilot's base. */
function placeText(filters: BoardFilters, origin: string | null): string {
  if (origin) {
    return filters.radius === "all"
      ? `(distances from ${origin})`
      : `within ${filters.radius} mi of ${origin}`;
  }
  return filters.location ? "" : "(add a base city to your profile to see distances)";
}

/** The pilot's job board: filters in the address bar, open jobs, sort and pages. */
export function JobBoard() {
  const { path, filters, update } = useUrlFilters(boardFiltersFromSearch, boardFiltersToSearch);
  const board = useJobBoard(boardApiUrl(filters));
  const resultsRef = useScrollToResultsOnNewPage(filters.page);
  const data = board.data;
  const origin = data?.origin ?? null;

  return (
    <div className="space-y-6">
      <BoardFilterBar filters={filters} onChange={update} path={path} />
      <ResultsHeader
        ref={resultsRef}
        summary={
          board.isPending ? (
            "Finding open jobs..."
          ) : data ? (
            <>
              <ResultCount>{jobCountText(data.total, data.totalIsEstimate)}</ResultCount>{" "}
              {placeText(filters, origin)}
            </>
          ) : null
        }
        sortOptions={SORT_OPTIONS}
        sort={filters.sort}
        disabledSorts={data && !origin ? ["nearest"] : []}
        onSort={(sort) => update(withBoardFilter(filters, { sort: sort as BoardSort }))}
      />
      <SearchResults<JobBoardPage["items"][number]>
        isPending={board.isPending}
        isPlaceholderData={board.isPlaceholderData}
        items={data?.items}
        error={boardError(board, filters, path)}
        label="Open jobs"
        loadingLabel="Loading jobs"
        columns="md:grid-cols-2"
        itemKey={(job) => job.id}
        renderItem={(job) => <BoardJobCard job={job} />}
        skeleton={<BoardJobCardSkeleton />}
        footer={
          data && (
            <Pagination
              page={filters.page}
              total={data.total}
              totalIsEstimate={data.totalIsEstimate}
              pageSize={data.pageSize || JOB_BOARD_DEFAULT_PAGE_SIZE}
              hrefFor={(page) => boardHref(path, { ...filters, page })}
            />
          )
        }
        empty={<NoOpenJobs filters={filters} path={path} />}
      />
    </div>
  );
}

/** A place the server could not find is explained with a way out; other failures can retry. */
function boardError(
  board: ReturnType<typeof useJobBoard>,
  filters: BoardFilters,
  path: string,
): ReactNode {
  if (board.error instanceof ApiError && board.error.status === 400 && filters.location !== "") {
    return (
      <Alert>
        {board.error.message}{" "}
        <Link
          href={boardHref(path, { ...filters, location: "", page: 1 })}
          className="font-semibold underline"
        >
          Search around your base instead
        </Link>
      </Alert>
    );
  }
  if (board.isError && !board.data) {
    return (
      <LoadError
        message="We couldn't load open jobs. Please try again."
        onRetry={() => void board.refetch()}
      />
    );
  }
  return null;
}

function NoOpenJobs({ filters, path }: { filters: BoardFilters; path: string }) {
  const filtered = activeBoardFilterCount(filters) > 0;
  return (
    <EmptyState
      icon={SearchXIcon}
      title={filtered ? "No open jobs match these filters" : "No open jobs right now"}
      action={
        filtered || filters.page > 1 ? (
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
      {filtered
        ? "Try a wider distance, another service or budget, or other dates."
        : "There are no open jobs near you yet. New jobs are posted every day."}
    </EmptyState>
  );
}
