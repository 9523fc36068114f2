import { useMemo } from "react";
import { LazyServiceAreaMap } from "@/features/map/LazyServiceAreaMap";

/** Locations are placed at city (or ZIP) precision: the circle says "around here". */
const AREA_RADIUS_MILES = 3;

/** The job's place on a small Leaflet map, loaded as it nears the viewport. */
export function JobLocationMap({
  location,
  lat,
  lng,
}: {
  location: string;
  lat: number;
  lng: number;
}) {
  // A stable array, so the map is not rebuilt on every render.
  const areas = useMemo(
    () => [{ label: location, city: "", state: "", lat, lng, radiusMiles: AREA_RADIUS_MILES }],
    [location, lat, lng],
  );
  return <LazyServiceAreaMap areas={areas} heightClass="h-64" />;
}
