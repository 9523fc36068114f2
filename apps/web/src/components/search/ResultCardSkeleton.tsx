import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

/**
 * A result card's placeholder while the first answer loads: badge, title and figure, then
 * `lines` lines of text (their widths), then the footer.
 */
export function ResultCardSkeleton({ lines }: { lines: readonly string[] }) {
  return (
    <div className="space-y-3 rounded-2xl border bg-card p-5" aria-hidden>
      <div className="flex justify-between gap-3">
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-28 rounded-full" />
          <Skeleton className="h-6 w-3/4" />
        </div>
        <Skeleton className="h-7 w-16" />
      </div>
      {lines.map((width, i) => (
        <Skeleton key={i} className={cn("h-4", width)} />
      ))}
      <Skeleton className="h-8 w-full" />
    </div>
  );
}
