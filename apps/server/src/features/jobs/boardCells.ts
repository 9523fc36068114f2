import { greatCircleMiles } from "@skyhire/shared";
import { EARTH_RADIUS_MILES } from "../pilots/nearestBounds";

/**
 * The board around a place reads each map cell the radius touches from indexes that keep a
 * cell's open jobs in the board's orders (migration 0029): a page from each cell, however many
 * jobs the cells hold. A cell is one degree of latitude by one of longitude, numbered as the
 * SQL function job_board_cell numbers it; keep the two in step (boardCells.test.ts runs both).
 */
export function boardCellOf(lat: number, lng: number): number {
  return (Math.floor(lat) + 90) * 360 + (Math.floor(lng) + 180);
}

/**
 * Past this many cells (a radius of about 150 miles and more) the board reads the radius's box
 * from its GiST indexes instead: a page from each of hundreds of cells costs more than that.
 */
export const MAX_BOARD_CELLS = 48;

/**
 * Every cell holding a point within `miles` of the place (on earthdistance's sphere, as the
 * board measures), or null when there would be more than MAX_BOARD_CELLS or the circle holds
 * a pole. The circle's reach in longitude is that of a spherical cap: asin(sin θ / cos φ), θ its
 * angular radius and φ the place's latitude; in latitude, θ. Cells across the antimeridian are
 * numbered from -180 again.
 */
export function boardCellsWithin(lat: number, lng: number, miles: number): number[] | null {
  const theta = miles / EARTH_RADIUS_MILES;
  const phi = (lat * Math.PI) / 180;
  const latReach = (theta * 180) / Math.PI;
  if (Math.abs(lat) + latReach >= 90 || Math.sin(theta) >= Math.cos(phi)) return null;
  const lngReach = (Math.asin(Math.sin(theta) / Math.cos(phi)) * 180) / Math.PI;
  // A hair wider than exact, so a job on the circle's edge never falls in a cell left out.
  const slack = 1e-9;
  const rows = range(Math.floor(lat - latReach - slack), Math.floor(lat + latReach + slack));
  const columns = range(Math.floor(lng - lngReach - slack), Math.floor(lng + lngReach + slack));
  if (rows.length * columns.length > MAX_BOARD_CELLS || columns.length > 360) return null;
  // The box's corners reach past the circle: a cell no point of which is within the radius
  // would only be read to its end for nothing.
  return rows.flatMap((row) =>
    columns
      .filter((column) => milesToCell(lat, lng, row, column) <= miles * (1 + 1e-9))
      .map((column) => boardCellOf(row, ((((column + 180) % 360) + 360) % 360) - 180)),
  );
}

/**
 * The fewest miles from the place to any point of the cell whose south-west corner is (row,
 * column) in degrees. Within the cell's meridians the nearest point is due north or south;
 * else it is on the nearer meridian, at the latitude where the great circle from the place
 * meets that meridian at a right angle (atan(tan φ / cos Δλ)), kept within the cell's rows:
 * along a meridian the distance falls to that point and rises past it.
 */
export function milesToCell(lat: number, lng: number, row: number, column: number): number {
  const clampedLat = Math.min(Math.max(lat, row), row + 1);
  // The place's longitude moved by whole turns to lie nearest the cell's.
  const shiftedLng = lng + 360 * Math.round((column + 0.5 - lng) / 360);
  if (shiftedLng >= column && shiftedLng <= column + 1) {
    return milesBetween(lat, shiftedLng, clampedLat, shiftedLng);
  }
  const edge = shiftedLng < column ? column : column + 1;
  const deltaLambda = ((edge - shiftedLng) * Math.PI) / 180;
  // A quarter turn away (no board radius reaches so far: MAX_BOARD_CELLS): never left out.
  if (Math.abs(deltaLambda) >= Math.PI / 2) return 0;
  const perpendicular =
    (Math.atan(Math.tan((lat * Math.PI) / 180) / Math.cos(deltaLambda)) * 180) / Math.PI;
  return milesBetween(lat, shiftedLng, Math.min(Math.max(perpendicular, row), row + 1), edge);
}

/** Great-circle miles on earthdistance's sphere, as the board's statement measures. */
function milesBetween(lat1: number, lng1: number, lat2: number, lng2: number): number {
  return greatCircleMiles({ lat: lat1, lng: lng1 }, { lat: lat2, lng: lng2 }, EARTH_RADIUS_MILES);
}

function range(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}
