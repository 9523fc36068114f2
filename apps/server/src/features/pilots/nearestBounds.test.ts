import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { milesBetween } from "../jobs/geo";
import {
  EARTH_RADIUS_MILES,
  milesBeyondPlaneDistance,
  planeDegreesBeyondMiles,
  reachBox,
} from "./nearestBounds";
import { destination } from "../../testing/sphere";

/** Degrees to 1e-6 (about 4 inches), as places are stored. */
const degrees = (min: number, max: number) =>
  fc.integer({ min: min * 1e6, max: max * 1e6 }).map((v) => v / 1e6);
const latitude = degrees(-85, 85);
const longitude = degrees(-180, 180);

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

describe("reachBox", () => {
  /** [west, south, east, north] of a `(lng, lat),(lng, lat)` box. */
  const sides = (box: string) => {
    const [west, south, east, north] = box.match(/-?[\d.]+(e-?\d+)?/g)!.map(Number);
    return { west: west!, south: south!, east: east!, north: north! };
  };

  it("holds every point within reach, however far north, wide or near the antimeridian", () => {
    const reach = fc.record({
      lat: latitude,
      lng: longitude,
      miles: degrees(0, 1_200),
      bearing: degrees(0, 360),
      share: degrees(0, 1),
    });
    const check = (c: {
      lat: number;
      lng: number;
      miles: number;
      bearing: number;
      share: number;
    }) => {
      const point = destination(c.lat, c.lng, c.bearing, c.miles * c.share);
      const box = sides(reachBox(c.lat, c.lng, c.miles));
      expect(point.lat).toBeGreaterThanOrEqual(box.south);
      expect(point.lat).toBeLessThanOrEqual(box.north);
      expect(point.lng).toBeGreaterThanOrEqual(box.west);
      expect(point.lng).toBeLessThanOrEqual(box.east);
    };
    fc.assert(fc.property(reach, check), { numRuns: 20_000 });
    // Searches that touch the antimeridian (western Aleutians) and the Arctic.
    check({ lat: 51.88, lng: -176.65, miles: 300, bearing: 270, share: 1 });
    check({ lat: 71.29, lng: -156.79, miles: 600, bearing: 0, share: 1 });
  });

  it("is only as wide as it must be in the middle of the country", () => {
    // ~1.6 degrees of latitude and ~1.9 of longitude each way around Austin.
    const box = sides(reachBox(30.27, -97.74, 110));
    expect(box.north - box.south).toBeGreaterThan(3);
    expect(box.north - box.south).toBeLessThan(3.4);
    expect(box.east - box.west).toBeGreaterThan(3.6);
    expect(box.east - box.west).toBeLessThan(4.2);
  });
});

describe("planeDegreesBeyondMiles", () => {
  it("reaches past the miles asked, and not much further than the truth needs", () => {
    const miles = fc.integer({ min: 0, max: 200_000 }).map((v) => v / 1000);
    fc.assert(
      fc.property(degrees(-85, 85), miles, (lat, wanted) => {
        const plane = planeDegreesBeyondMiles(lat, wanted);
        // Within the United States' latitudes (Alaska's north aside) a circle always exists.
        if (Math.abs(lat) <= 50) expect(plane).not.toBeNull();
        if (plane === null) return;
        expect(milesBeyondPlaneDistance(lat, plane!)).toBeGreaterThan(wanted);
        // Due east at the bound's latitude is the cheapest way out; the circle is no more
        // than a hair wider than that.
        const eastward =
          (wanted / (EARTH_RADIUS_MILES * Math.cos(((Math.abs(lat) + plane!) * Math.PI) / 180))) *
          (180 / Math.PI);
        expect(plane!).toBeLessThanOrEqual(eastward * 1.01 + 1e-6);
      }),
      { numRuns: 5_000 },
    );
  });

  it("needs a plane distance above 0 for 0 miles, and gives up near a pole", () => {
    const zero = planeDegreesBeyondMiles(39.74, 0)!;
    expect(zero).toBeGreaterThan(0);
    expect(milesBeyondPlaneDistance(39.74, zero)).toBeGreaterThan(0);
    expect(planeDegreesBeyondMiles(89.99, 500)).toBeNull();
  });
});
