import { lazy, Suspense } from "react";
import { CoverageMapSkeleton } from "./CoverageMapSkeleton";
import type { CoverageMapProps } from "./types";

const CoverageMap = lazy(() => import("./CoverageMap"));

/**
 * The coverage map behind a code split: Leaflet and its CSS download only when this renders
 * with `ready` (e.g. once the section nears the viewport and its data has arrived). Until then,
 * and while the chunk loads, a placeholder of the same size holds the space.
 */
export function LazyCoverageMap({
  ready = true,
  ...props
}: CoverageMapProps & { ready?: boolean }) {
  const skeleton = (
    <CoverageMapSkeleton
      heightClass={props.heightClass}
      showStats={props.showStats}
      className={props.className}
    />
  );
  if (!ready) return skeleton;
  return (
    <Suspense fallback={skeleton}>
      <CoverageMap {...props} />
    </Suspense>
  );
}
