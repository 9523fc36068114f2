import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, testDatabases, type TestApp } from "../../testing/testApp";
import { milesBetween } from "../jobs/geo";
import { EARTH_RADIUS_MILES, milesBeyondPlaneDistance } from "./nearestBounds";

/** Degrees to 1e-6 (about 4 inches), as places are stored. */
const degrees = (min: number, max: number) =>
  fc.integer({ min: min * 1e6, max: max * 1e6 }).map((v) => v / 1e6);
const latitude = degrees(-85, 85);
const longitude = degrees(-180, 180);

/** The point `miles` from (lat, lng) along `bearing` degrees, longitude kept in [-180, 180]. */
function destination(lat: number, lng: number, bearing: number, miles: number) {
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

describe("milesBeyondPlaneDistance", () => {
  it("never exceeds the real distance of any point that far away in the plane", () => {
    fc.assert(
      fc.property(latitude, longitude, latitude, longitude, (lat1, lng1, lat2, lng2) => {
        const plane = Math.hypot(lat2 - lat1, lng2 - lng1);
        const bound = milesBeyondPlaneDistance(lat1, plane);
        expect(bound).toBeLessThanOrEqual(
          milesBetween({ lat: lat1, lng: lng1 }, { lat: lat2, lng: lng2 }) + 1e-6,
        );
      }),
      { numRuns: 20_000 },
    );
  });

  it("holds for nearby points too, where searches live", () => {
    const offset = degrees(-3, 3);
    fc.assert(
      fc.property(latitude, longitude, offset, offset, (lat, lng, dLat, dLng) => {
        const other = { lat: lat + dLat, lng: lng + dLng };
        const bound = milesBeyondPlaneDistance(lat, Math.hypot(dLat, dLng));
        expect(bound).toBeLessThanOrEqual(milesBetween({ lat, lng }, other) + 1e-6);
      }),
      { numRuns: 20_000 },
    );
  });

  it("stays close enough to the truth to be useful in the United States", () => {
    // Due north of Austin, 1 degree in the plane is ~69 miles; the bound gives most of it.
    expect(milesBeyondPlaneDistance(30.27, 1)).toBeGreaterThan(55);
    expect(milesBeyondPlaneDistance(30.27, 0)).toBe(0);
    expect(milesBeyondPlaneDistance(89, 2)).toBeLessThan(1e-9);
  });
});

describe.each(testDatabases())("pilot_search_box (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it("holds every point within reach, however far north, wide or near the antimeridian", async () => {
    const cases = fc.sample(
      fc.record({
        lat: latitude,
        lng: longitude,
        miles: degrees(0, 1_200),
        bearing: degrees(0, 360),
        share: degrees(0, 1),
      }),
      2_000,
    );
    // Searches that touch the antimeridian (western Aleutians) and the Arctic.
    cases.push(
      { lat: 51.88, lng: -176.65, miles: 300, bearing: 270, share: 1 },
      { lat: 71.29, lng: -156.79, miles: 600, bearing: 0, share: 1 },
    );
    const points = cases.map((c) => destination(c.lat, c.lng, c.bearing, c.miles * c.share));
    const { rows } = await t.database.db.execute<{ inside: boolean }>(sql`
      select point(p_lng, p_lat) <@ pilot_search_box(lat, lng, miles) as inside
      from unnest(
        ${`{${cases.map((c) => c.lat).join(",")}}`}::float8[],
        ${`{${cases.map((c) => c.lng).join(",")}}`}::float8[],
        ${`{${cases.map((c) => c.miles).join(",")}}`}::float8[],
        ${`{${points.map((p) => p.lat).join(",")}}`}::float8[],
        ${`{${points.map((p) => p.lng).join(",")}}`}::float8[]
      ) as c(lat, lng, miles, p_lat, p_lng)`);
    const outside = rows.flatMap((row, i) =>
      row.inside ? [] : [{ ...cases[i], point: points[i] }],
    );
    expect(outside).toEqual([]);
  });

  it("is only as wide as it must be in the middle of the country", async () => {
    const { rows } = await t.database.db.execute<{ box: string }>(
      sql`select pilot_search_box(30.27, -97.74, 110)::text as box`,
    );
    // ~1.6 degrees of latitude and ~1.9 of longitude each way around Austin.
    const numbers = rows[0]!.box.match(/-?\d+(\.\d+)?/g)!.map(Number);
    const [lngHigh, latHigh, lngLow, latLow] = numbers as [number, number, number, number];
    expect(latHigh - latLow).toBeGreaterThan(3);
    expect(latHigh - latLow).toBeLessThan(3.4);
    expect(lngHigh - lngLow).toBeGreaterThan(3.6);
    expect(lngHigh - lngLow).toBeLessThan(4.2);
  });
});
