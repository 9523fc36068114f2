import { MapPinnedIcon } from "lucide-react";
import { cn } from "@/lib/utils";
import { CoverageStatsGrid } from "./CoverageStatsGrid";
import { MAP_FRAME_CLASS, MAP_HEIGHT_CLASS } from "./mapConfig";

/**
 * Stand-in of exactly the coverage map's size while its code or data loads, so nothing below it
 * moves when the map arrives.
 */
export function CoverageMapSkeleton({
  heightClass = MAP_HEIGHT_CLASS,
  showStats = true,
  className,
}: {
  heightClass?: string;
  showStats?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-col gap-4", className)}>
      {showStats && <CoverageStatsGrid stats={null} />}
      <div
        className={cn(
          "flex items-center justify-center rounded-2xl border",
          MAP_FRAME_CLASS,
          heightClass,
        )}
        role="status"
        aria-label="Loading the coverage map"
      >
        <span className="flex flex-col items-center gap-2 text-sm font-medium text-muted-foreground">
          <MapPinnedIcon className="size-8 animate-pulse text-brand-sky" aria-hidden />
          Loading the coverage map...
        </span>
      </div>
    </div>
  );
}
