import { StarIcon } from "lucide-react";
import { cn } from "@/lib/utils";
import { ratingText, reviewsText, formatCount } from "./pilotFormat";

/** "★ 4.8 (23 reviews)", or "New on SkyHire" before the first review. */
export function PilotRating({
  rating,
  reviewCount,
  className,
}: {
  rating: number | null;
  reviewCount: number;
  className?: string;
}) {
  const value = ratingText(rating);
  if (value === null || reviewCount === 0)
    return <span className={cn("text-sm text-muted-foreground", className)}>No reviews yet</span>;
  return (
    // One image with one name: assistive technology ignores aria-label on a plain span.
    <span
      role="img"
      className={cn("inline-flex items-center gap-1 text-sm", className)}
      aria-label={`Rated ${value} out of 5 from ${reviewsText(reviewCount)}`}
    >
      <StarIcon className="size-4 fill-star text-star" aria-hidden />
      <span className="font-semibold">{value}</span>
      <span className="text-muted-foreground">({formatCount(reviewCount)})</span>
    </span>
  );
}
