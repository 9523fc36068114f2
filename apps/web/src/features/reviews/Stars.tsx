import { StarIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/** Five stars, `rating` of them filled, read out as "4 out of 5 stars". */
export function Stars({
  rating,
  className,
  size = "size-4",
}: {
  rating: number;
  className?: string;
  size?: string;
}) {
  return (
    <span
      role="img"
      aria-label={`${rating} out of 5 stars`}
      className={cn("inline-flex items-center gap-0.5", className)}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon
          key={n}
          aria-hidden
          className={cn(size, n <= rating ? "fill-star text-star" : "text-muted-foreground/40")}
        />
      ))}
    </span>
  );
}
