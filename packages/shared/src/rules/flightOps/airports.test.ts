import { describe, expect, it } from "vitest";
import { airportsNear, airspaceAdvisory, type Airport } from "./airports";
import { greatCircleMiles } from "./geoDistance";

const site = { lat: 40, lng: -105 };
// A degree of latitude is about 69.09 statute miles on the mean sphere.
const north = (miles: number, name: string): Airport => ({
  code: name.slice(0, 4).toUpperCase(),
  name,
  lat: 40 + miles / 69.0934,
  lng: -105,
});

describe("distance on the sphere", () => {
  it("measures a degree of a meridian and a quarter of the globe on the mean sphere", () => {
    expect(greatCircleMiles({ lat: 40, lng: -105 }, { lat: 41, lng: -105 })).toBeCloseTo(69.09, 2);
    expect(greatCircleMiles({ lat: 0, lng: 10 }, { lat: 90, lng: 10 })).toBeCloseTo(6218.4, 1);
    expect(greatCircleMiles({ lat: 0, lng: 0 }, { lat: 0, lng: 0 })).toBe(0);
  });
});

describe("airports within 5 statute miles", () => {
  it("keeps those at 5 miles and nearer, nearest first, and drops those beyond", () => {
    const airports = [north(4.99, "Edge Field"), north(5.05, "Beyond Field"), north(1.2, "Close")];
    const near = airportsNear(site, airports);
    expect(near.map((a) => [a.name, a.distanceMiles])).toEqual([
      ["Close", 1.2],
      ["Edge Field", 5],
    ]);
  });

  it("finds an airport east or west of the site too (not just inside the latitude band)", () => {
    const east: Airport = { code: "KEST", name: "East", lat: 40, lng: -105 + 4.5 / 53 };
    expect(airportsNear(site, [east])).toHaveLength(1);
    expect(airportsNear(site, [{ ...east, lng: -105 + 6 / 53 }])).toHaveLength(0);
  });

  it("writes the advisory with the distance to a tenth of a mile", () => {
    const [airport] = airportsNear(site, [north(3, "Centennial Airport")]);
    expect(airspaceAdvisory(airport!)).toBe(
      "Near Centennial Airport (3.0 mi): the site may be in controlled airspace; an airspace authorization (LAANC or FAA DroneZone) may be required",
    );
  });
});
