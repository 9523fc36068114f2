import { lazy, Suspense } from "react";
import { cn } from "@/lib/utils";
import { MAP_FRAME_CLASS } from "./mapConfig";
import type { ServiceAreaMapProps } from "./ServiceAreaMap";
import { useNearViewport } from "@/lib/useNearViewport";

const ServiceAreaMap = lazy(() => import("./ServiceAreaMap"));

/** The service-area map, its code (Leaflet) fetched only as it nears the viewport. */
export function LazyServiceAreaMap(props: ServiceAreaMapProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const placeholder = (
    <div
      className={cn("rounded-2xl border", MAP_FRAME_CLASS, props.heightClass ?? "h-72")}
      aria-hidden
    />
  );
  return (
    <div ref={ref} className={props.className} data-slot="map">
      {near ? (
        <Suspense fallback={placeholder}>
          <ServiceAreaMap {...props} className={undefined} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
