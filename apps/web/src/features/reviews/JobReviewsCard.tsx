import type { ReviewDto } from "@skyhire/shared";
import { HourglassIcon } from "lucide-react";
import { QueryView } from "@/components/page/QueryView";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDay } from "@/features/jobs/jobDates";
import { ReviewForm } from "./ReviewForm";
import { useJobReviews } from "./reviewQueries";
import { Stars } from "./Stars";

function ReviewBlock({ title, review }: { title: string; review: ReviewDto }) {
  return (
    <div className="space-y-1.5 rounded-xl border bg-muted/30 p-4">
      <p className="text-sm font-semibold">{title}</p>
      <div className="flex flex-wrap items-center gap-2">
        <Stars rating={review.rating} />
        <span className="text-xs text-muted-foreground">
          {review.reviewerName} · {formatDay(review.createdAt)}
        </span>
      </div>
      {review.body && <p className="text-sm break-words whitespace-pre-line">{review.body}</p>}
    </div>
  );
}

/** After completion: leave a review, then wait for the other side's, then read both. */
export function JobReviewsCard({ jobId }: { jobId: string }) {
  const query = useJobReviews(jobId);
  return (
    <QueryView query={query} errorMessage="We couldn't load the reviews of this job.">
      {(reviews) => {
        const other = reviews.viewerRole === "client" ? "the pilot" : "the client";
        const ends = formatDay(reviews.windowEndsAt);
        const writing = reviews.canReview && !reviews.mine;
        return (
          <Card>
            <CardHeader>
              <CardTitle className="text-base">{writing ? "Leave a review" : "Reviews"}</CardTitle>
              <CardDescription>
                {writing
                  ? `Rate ${other} from 1 to 5 stars${ends ? ` by ${ends}` : ""}. Reviews stay hidden until you've both written yours or the time is up, so neither sees the other's first.`
                  : "What you said about each other on this job."}
              </CardDescription>
            </CardHeader>
            <CardContent className="space-y-4">
              {writing && (
                <>
                  {reviews.theirsSubmitted && (
                    <p className="text-sm text-muted-foreground">
                      {other[0]!.toUpperCase() + other.slice(1)} has already reviewed you: it
                      appears once you&apos;ve sent yours.
                    </p>
                  )}
                  <ReviewForm jobId={jobId} revieweeLabel={other} />
                </>
              )}
              {reviews.mine && <ReviewBlock title="Your review" review={reviews.mine} />}
              {reviews.theirs && (
                <ReviewBlock
                  title={
                    reviews.viewerRole === "client" ? "The pilot's review" : "The client's review"
                  }
                  review={reviews.theirs}
                />
              )}
              {reviews.mine && !reviews.theirs && (
                <p className="flex items-start gap-2 text-sm text-muted-foreground">
                  <HourglassIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
                  Waiting for the other side. Their review appears when they&apos;ve written it
                  {ends ? `, or on ${ends} when reviewing closes` : ""}.
                </p>
              )}
              {!reviews.mine && !reviews.canReview && !reviews.theirs && (
                <p className="text-sm text-muted-foreground">
                  {reviews.windowEndsAt
                    ? `Reviewing closed on ${ends}.`
                    : "Reviews open once the job is completed."}
                </p>
              )}
            </CardContent>
          </Card>
        );
      }}
    </QueryView>
  );
}
