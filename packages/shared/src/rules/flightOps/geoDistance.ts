export interface LatLng {
  lat: number;
  lng: number;
}

/** The Earth's mean radius (IUGG), in statute miles. */
export const MEAN_EARTH_RADIUS_MILES = 3958.7613;

/** Great-circle statute miles between two points (haversine) on a sphere of the given radius. */
export function greatCircleMiles(
  a: LatLng,
  b: LatLng,
  radiusMiles: number = MEAN_EARTH_RADIUS_MILES,
): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * radiusMiles * Math.asin(Math.min(1, Math.sqrt(h)));
}
