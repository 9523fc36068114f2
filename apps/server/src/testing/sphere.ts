import { EARTH_RADIUS_MILES } from "../features/pilots/nearestBounds";

/**
 * The point `miles` from (lat, lng) along `bearing` degrees on earthdistance's sphere, its
 * longitude kept in [-180, 180): for tests that scatter points around a place.
 */
export function destination(lat: number, lng: number, bearing: number, miles: number) {
  const rad = Math.PI / 180;
  const angle = miles / EARTH_RADIUS_MILES;
  const phi1 = lat * rad;
  const theta = bearing * rad;
  const phi2 = Math.asin(
    Math.sin(phi1) * Math.cos(angle) + Math.cos(phi1) * Math.sin(angle) * Math.cos(theta),
  );
  const lambda2 =
    lng * rad +
    Math.atan2(
      Math.sin(theta) * Math.sin(angle) * Math.cos(phi1),
      Math.cos(angle) - Math.sin(phi1) * Math.sin(phi2),
    );
  const wrapped = ((((lambda2 / rad + 180) % 360) + 360) % 360) - 180;
  return { lat: phi2 / rad, lng: wrapped };
}
