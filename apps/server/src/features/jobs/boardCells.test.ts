import { describe, expect, it } from "vitest";
import { BUDGET_RANGES, greatCircleMiles } from "@skyhire/shared";
import { budgetRangeIndexOf } from "../../testing/budgetRange";
import { destination } from "../../testing/sphere";
import { EARTH_RADIUS_MILES } from "../pilots/nearestBounds";
import { boardCellOf, boardCellsWithin, MAX_BOARD_CELLS, milesToCell } from "./boardCells";

/** Great-circle miles on earthdistance's sphere, as the board's statement measures. */
const miles = (lat1: number, lng1: number, lat2: number, lng2: number) =>
  greatCircleMiles({ lat: lat1, lng: lng1 }, { lat: lat2, lng: lng2 }, EARTH_RADIUS_MILES);

/** A deterministic stream of numbers in [0, 1) (mulberry32). */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("boardCellOf", () => {
  it("numbers one-degree cells from the south-west, floor on both axes", () => {
    expect(boardCellOf(-90, -180)).toBe(0);
    expect(boardCellOf(-89.5, -179.5)).toBe(0);
    expect(boardCellOf(-90, -179)).toBe(1);
    expect(boardCellOf(-89, -180)).toBe(360);
    // Austin (30.27, -97.74): row 120, column 82. Just west of a meridian is the cell before.
    expect(boardCellOf(30.27, -97.74)).toBe(120 * 360 + 82);
    expect(boardCellOf(30.27, -98.0000001)).toBe(120 * 360 + 81);
    expect(boardCellOf(29.9999999, -97.74)).toBe(119 * 360 + 82);
  });
});

describe("boardCellsWithin", () => {
  it("covers every point within the radius (random points on and inside the circle)", () => {
    const random = seeded(17);
    const places: [number, number, number][] = [
      [40.71, -74.01, 100], // New York, the default radius
      [30.27, -97.74, 25],
      [61.22, -149.9, 100], // Anchorage: a degree of longitude is 33 miles
      [21.31, -157.86, 50], // Honolulu
      [51.8, -179.6, 60], // Aleutians, across the antimeridian
      [0.2, 0.3, 10],
    ];
    for (const [lat, lng, radius] of places) {
      const cells = new Set(boardCellsWithin(lat, lng, radius));
      expect(cells.size, `${lat},${lng}`).toBeGreaterThan(0);
      for (let i = 0; i < 2000; i++) {
        const bearing = random() * 360;
        // Half the points on the edge itself, half anywhere inside.
        const reach = i % 2 === 0 ? radius * 0.999999 : radius * Math.sqrt(random());
        const { lat: pLat, lng: pLng } = destination(lat, lng, bearing, reach);
        expect(miles(lat, lng, pLat, pLng)).toBeLessThanOrEqual(radius);
        expect(cells.has(boardCellOf(pLat, pLng)), `${pLat},${pLng} from ${lat},${lng}`).toBe(true);
      }
    }
  });

  it("names each cell once, wrapping columns across the antimeridian", () => {
    const cells = boardCellsWithin(51.8, -179.6, 60)!;
    expect(new Set(cells).size).toBe(cells.length);
    expect(cells).toContain(boardCellOf(51.8, 179.5));
    expect(cells).toContain(boardCellOf(51.8, -179.5));
  });

  it("keeps the default radius within the limit across the United States", () => {
    for (const [lat, lng] of [
      [40.71, -74.01],
      [47.61, -122.33],
      [25.76, -80.19],
      [64.84, -147.72], // Fairbanks
    ] as const) {
      const cells = boardCellsWithin(lat, lng, 100);
      expect(cells, `${lat},${lng}`).not.toBeNull();
      expect(cells!.length).toBeLessThanOrEqual(MAX_BOARD_CELLS);
    }
  });

  it("leaves out the box's corner cells that no point of the circle reaches", () => {
    // New York, 100 miles: rows 39-42 by columns -76 to -73 is 16 cells in the box.
    const cells = boardCellsWithin(40.71, -74.01, 100)!;
    expect(cells.length).toBeLessThan(16);
    expect(cells).not.toContain(boardCellOf(42.5, -75.5)); // north-west corner, ~125 mi
    expect(cells).toContain(boardCellOf(41.5, -74.5));
  });

  it("gives up past the limit or when the circle holds a pole", () => {
    expect(boardCellsWithin(40.71, -74.01, 500)).toBeNull();
    expect(boardCellsWithin(89.5, 10, 50)).toBeNull();
    expect(boardCellsWithin(-89.5, 10, 50)).toBeNull();
  });
});

describe("milesToCell", () => {
  it("is the distance to the cell's nearest point (against a fine grid of its points)", () => {
    const random = seeded(5);
    for (let i = 0; i < 300; i++) {
      const lat = -60 + random() * 130;
      const lng = -180 + random() * 360;
      const row = Math.floor(lat) + Math.floor(random() * 9) - 4;
      const column = Math.floor(lng) + Math.floor(random() * 9) - 4;
      let nearest = Infinity;
      for (let a = 0; a <= 40; a++) {
        for (let b = 0; b <= 40; b++) {
          nearest = Math.min(nearest, miles(lat, lng, row + a / 40, column + b / 40));
        }
      }
      const found = milesToCell(lat, lng, row, column);
      // Never more than the nearest point sampled, and no nearer than the grid's spacing allows.
      expect(found, `${lat},${lng} to ${row},${column}`).toBeLessThanOrEqual(nearest + 1e-6);
      expect(found).toBeGreaterThan(nearest - 1.8);
    }
  });

  it("is 0 inside the cell and across the antimeridian measures the short way", () => {
    expect(milesToCell(30.27, -97.74, 30, -98)).toBe(0);
    expect(milesToCell(51.8, 179.9, 51, -180)).toBeLessThan(5);
  });
});

describe("budgetRangeIndexOf", () => {
  it("places each budget in its range of spec section 9: min inclusive, max exclusive", () => {
    for (const [index, range] of BUDGET_RANGES.entries()) {
      expect(budgetRangeIndexOf(range.min * 100)).toBe(index);
      if (range.max !== null) {
        expect(budgetRangeIndexOf(range.max * 100 - 1)).toBe(index);
        expect(budgetRangeIndexOf(range.max * 100)).toBe(index + 1);
      }
    }
  });
});
