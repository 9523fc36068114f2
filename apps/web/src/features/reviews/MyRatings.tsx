import { PencilLineIcon, StarIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { QueryView } from "@/components/page/QueryView";
import { Button } from "@/components/ui/button";
import { formatDay } from "@/features/jobs/jobDates";
import { RatingSummary } from "./RatingSummary";
import { useMyReviews } from "./reviewQueries";
import { ReviewItem } from "./ReviewItem";

/** /pilot/ratings: what clients said about the pilot, and the reviews the pilot still owes. */
export function MyRatings() {
  const [page, setPage] = useState(1);
  const query = useMyReviews(page);
  return (
    <QueryView query={query} errorMessage="We couldn't load your ratings.">
      {(reviews) => (
        <div className="space-y-8">
          {reviews.toWrite.length > 0 && (
            <section aria-labelledby="to-write" className="space-y-3">
              <h2 id="to-write" className="text-lg font-semibold">
                Reviews to write
              </h2>
              <ul className="divide-y rounded-2xl border bg-card">
                {reviews.toWrite.map((item) => (
                  <li key={`${item.jobId}-${item.role}`}>
                    <Link
                      href={`/jobs/${item.jobId}`}
                      className="flex items-center gap-3 p-4 transition-colors hover:bg-accent/60"
                    >
                      <PencilLineIcon className="size-5 shrink-0 text-brand-sky" aria-hidden />
                      <div className="min-w-0 flex-1">
                        <p className="font-medium break-words">{item.jobTitle}</p>
                        <p className="text-sm text-muted-foreground">
                          Review {item.revieweeName} by {formatDay(item.windowEndsAt)}
                        </p>
                      </div>
                      <span className="text-sm font-semibold text-brand-sky">Leave a review</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <RatingSummary reviews={reviews} />
          {reviews.hiddenCount > 0 && (
            <p className="text-sm text-muted-foreground">
              {reviews.hiddenCount} more {reviews.hiddenCount === 1 ? "review is" : "reviews are"}{" "}
              written and will appear once you&apos;ve reviewed back or the review window ends.
            </p>
          )}
          <section aria-labelledby="received" className="space-y-3">
            <h2 id="received" className="text-lg font-semibold">
              What clients said
            </h2>
            {reviews.items.length === 0 ? (
              <EmptyState icon={StarIcon} title="No ratings yet">
                Clients rate you after approving a job. Reviews appear when both sides have
                reviewed, or when the 14-day window ends.
              </EmptyState>
            ) : (
              <div className="rounded-2xl border bg-card p-5 sm:p-6">
                <ul className="divide-y">
                  {reviews.items.map((review) => (
                    <ReviewItem key={review.id} {...review} about={review.jobTitle} />
                  ))}
                </ul>
              </div>
            )}
            {(page > 1 || reviews.hasMore) && (
              <div className="flex items-center justify-between gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page <= 1}
                  onClick={() => setPage((p) => p - 1)}
                >
                  Newer
                </Button>
                <span className="text-sm text-muted-foreground">Page {page}</span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={!reviews.hasMore}
                  onClick={() => setPage((p) => p + 1)}
                >
                  Older
                </Button>
              </div>
            )}
          </section>
        </div>
      )}
    </QueryView>
  );
}
