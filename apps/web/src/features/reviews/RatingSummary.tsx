import type { MyReviews } from "@skyhire/shared";
import { Stars } from "./Stars";

/** Average, count and how the stars are spread, as bars with their numbers spelled out. */
export function RatingSummary({ reviews }: { reviews: MyReviews }) {
  const { rating, reviewCount, distribution } = reviews;
  return (
    <div className="grid gap-6 rounded-2xl border bg-card p-6 sm:grid-cols-[12rem_minmax(0,1fr)]">
      <div className="space-y-1">
        <p className="text-sm text-muted-foreground">Average rating</p>
        <p className="font-display text-4xl font-bold">
          {rating === null ? "N/A" : rating.toFixed(1)}
        </p>
        {rating !== null && <Stars rating={Math.round(rating)} />}
        <p className="text-sm text-muted-foreground">
          {reviewCount === 0
            ? "No visible reviews yet"
            : `From ${reviewCount} ${reviewCount === 1 ? "review" : "reviews"}`}
        </p>
      </div>
      <ul className="space-y-2" aria-label="Ratings by stars">
        {([5, 4, 3, 2, 1] as const).map((stars) => {
          const count = distribution[stars];
          const share = reviewCount === 0 ? 0 : Math.round((count / reviewCount) * 100);
          return (
            <li
              key={stars}
              className="grid grid-cols-[4rem_minmax(0,1fr)_2.5rem] items-center gap-3"
            >
              <span className="text-sm">
                {stars} {stars === 1 ? "star" : "stars"}
              </span>
              <div
                role="meter"
                aria-label={`${stars} stars`}
                aria-valuemin={0}
                aria-valuemax={reviewCount}
                aria-valuenow={count}
                aria-valuetext={`${count} of ${reviewCount} reviews`}
                className="h-2.5 overflow-hidden rounded-full bg-muted"
              >
                <div className="h-full rounded-full bg-star" style={{ width: `${share}%` }} />
              </div>
              <span className="text-right text-sm text-muted-foreground tabular-nums">{count}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
