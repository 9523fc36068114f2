import { METERS_PER_MILE } from "../../db/schema";

/** earthdistance's sphere (earth() = 6,378,168 m), as every search distance uses. */
export const EARTH_RADIUS_MILES = 6_378_168 / METERS_PER_MILE;

/**
 * Search near a place streams service areas nearest first by plane distance in degrees,
 * sqrt(Δlng² + Δlat²) (pilot_service_areas_nearest_idx, migration 0015), which is not miles:
 * a degree of longitude shrinks away from the equator. This is the fewest miles away any point
 * can be from a place at `lat` when it is `planeDegrees` away in the plane, so once the stream
 * has read every area nearer than that in the plane, it knows every area it has not read is at
 * least this many miles away.
 *
 * Why it holds (angles in radians, Δφ and Δλ both at most the plane distance D): the chord c
 * between the points satisfies c² = 4 sin²(Δφ/2) + 4 cos φ1 cos φ2 sin²(Δλ/2), both latitudes
 * are within |lat| + D of the equator so cos φ1 cos φ2 ≥ m² with m = cos(|lat| + D), and
 * sin(x/2) ≥ (x/2)(1 - x²/24); so c ≥ m D sqrt(1 - D²/12), and miles = 2R asin(c/2) ≥ R c. A
 * distance across the antimeridian only makes D larger, and the bound smaller (0 past √12).
 * nearestBounds.test.ts checks it against random pairs of points.
 */
export function milesBeyondPlaneDistance(lat: number, planeDegrees: number): number {
  const d = (planeDegrees * Math.PI) / 180;
  if (!(d > 0) || d * d >= 12) return 0;
  const nearestPole = Math.min(90, Math.abs(lat) + planeDegrees);
  const m = Math.cos((nearestPole * Math.PI) / 180);
  return Math.max(0, EARTH_RADIUS_MILES * m * d * Math.sqrt(1 - (d * d) / 12));
}

/**
 * A plane distance, in degrees, past which every point is more than `miles` from a place at
 * `lat` (`milesBeyondPlaneDistance` of it exceeds `miles`): the circle a read must cover so
 * that nothing it leaves out can be as near as `miles`. The bound grows with the plane
 * distance (until the pole's side of it shrinks it again), so growing the step a quarter at a
 * time, then halving it, finds the least such distance to within a billionth; null where none
 * is enough (far north or south for the miles asked, where the bound stays below them).
 */
export function planeDegreesBeyondMiles(lat: number, miles: number): number | null {
  const beyond = (degrees: number) => milesBeyondPlaneDistance(lat, degrees) > miles;
  let high = Math.max(1e-9, (Math.max(0, miles) / EARTH_RADIUS_MILES) * (180 / Math.PI));
  while (!beyond(high)) {
    if (high > 180) return null;
    high *= 1.25;
  }
  let low = high / 1.25;
  for (let step = 0; step < 40 && high - low > high * 1e-9; step++) {
    const middle = (low + high) / 2;
    if (beyond(middle)) high = middle;
    else low = middle;
  }
  return high;
}

/**
 * The box, in degrees, `(lng, lat),(lng, lat)`, holding every point within `miles` of
 * (lat, lng): the stream's bound, so a search with few matches stops at the edge of reach
 * instead of reading the whole country. A point d miles away is at most d / R radians away in
 * latitude, and (chord as above, m = cos(|lat| + d / R)) at most 2 asin(sin(d / 2R) / m) in
 * longitude. A box that would cross the antimeridian (or reach a pole) spans every longitude.
 */
export function reachBox(lat: number, lng: number, miles: number): string {
  const angle = Math.max(0, miles) / EARTH_RADIUS_MILES;
  const toDegrees = (radians: number) => (radians * 180) / Math.PI;
  // A hair wider than exact, so rounding never drops a point on the edge.
  const dLat = toDegrees(angle) + 1e-9;
  const m = Math.cos((Math.min(90, Math.abs(lat) + toDegrees(angle)) * Math.PI) / 180);
  const halfChord = Math.sin(angle / 2);
  const dLng = halfChord < m ? toDegrees(2 * Math.asin(halfChord / m)) + 1e-9 : null;
  const [west, east] =
    dLng === null || lng - dLng < -180 || lng + dLng > 180 ? [-180, 180] : [lng - dLng, lng + dLng];
  return `(${west}, ${lat - dLat}),(${east}, ${lat + dLat})`;
}
