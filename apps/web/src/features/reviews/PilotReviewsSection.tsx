import type { PilotReviewsPage } from "@skyhire/shared";
import { useInfiniteQuery } from "@tanstack/react-query";
import { StarIcon } from "lucide-react";
import { ListSkeleton } from "@/components/page/ListSkeleton";
import { LoadError } from "@/components/page/LoadError";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/api";
import { ReviewItem } from "./ReviewItem";

/** GET /api/pilots/{id}/reviews, page by page ("Show more" appends the next). */
function usePilotReviews(pilotId: string) {
  return useInfiniteQuery({
    queryKey: [`/api/pilots/${encodeURIComponent(pilotId)}/reviews`],
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      apiRequest<PilotReviewsPage>(
        "GET",
        `/api/pilots/${encodeURIComponent(pilotId)}/reviews?page=${pageParam}`,
      ),
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}

/** The public reviews of a pilot on their profile: average, count, newest first. */
export function PilotReviewsSection({ pilotId }: { pilotId: string }) {
  const query = usePilotReviews(pilotId);
  const first = query.data?.pages[0];
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="pilot-reviews" className="rounded-2xl border bg-card p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="pilot-reviews" className="text-lg font-bold">
          Reviews
        </h2>
        {first && first.total > 0 && first.rating !== null && (
          <p className="flex items-center gap-1.5 text-sm">
            <StarIcon className="size-4 fill-star text-star" aria-hidden />
            <span className="font-semibold">{first.rating.toFixed(1)}</span>
            <span className="text-muted-foreground">
              from {first.total} {first.total === 1 ? "review" : "reviews"}
            </span>
          </p>
        )}
      </div>
      <div className="mt-3">
        {query.isPending ? (
          <ListSkeleton rows={2} />
        ) : query.isError && items.length === 0 ? (
          <LoadError message="We couldn't load the reviews." onRetry={() => void query.refetch()} />
        ) : items.length === 0 ? (
          <p className="text-muted-foreground">
            No reviews yet. Clients review a pilot after approving a completed job.
          </p>
        ) : (
          <>
            <ul className="divide-y">
              {items.map((review) => (
                <ReviewItem key={review.id} {...review} />
              ))}
            </ul>
            {query.hasNextPage && (
              <Button
                variant="outline"
                className="mt-4"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {query.isFetchingNextPage ? "Loading..." : "Show more reviews"}
              </Button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
