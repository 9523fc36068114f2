import { describe, expect, it } from "vitest";
import {
  authorizationCovers,
  authorizationProblems,
  type AirspaceAuthorization,
} from "./airspaceAuthorization";
import { flightLogProblems } from "./flightLog";

const laanc: AirspaceAuthorization = {
  kind: "laanc",
  reference: "LAANC-7Q2K",
  ceilingFtAgl: 200,
  validFrom: new Date("2026-07-04T14:00:00Z"),
  validTo: new Date("2026-07-04T18:00:00Z"),
};

describe("an airspace authorization record (14 CFR 107.41, 107.51)", () => {
  it("accepts a ceiling up to 400 ft AGL and refuses above", () => {
    expect(authorizationProblems(laanc)).toEqual([]);
    expect(authorizationProblems({ ...laanc, ceilingFtAgl: 400 })).toEqual([]);
    expect(authorizationProblems({ ...laanc, ceilingFtAgl: 401 })).toEqual([
      "The approved ceiling can be at most 400 ft AGL.",
    ]);
    expect(authorizationProblems({ ...laanc, ceilingFtAgl: 0 })).toHaveLength(1);
    expect(authorizationProblems({ ...laanc, ceilingFtAgl: 150.5 })).toHaveLength(1);
  });

  it("needs a reference and an end after its start", () => {
    expect(authorizationProblems({ ...laanc, reference: "  " })).toEqual([
      "Enter the authorization's reference number.",
    ]);
    expect(authorizationProblems({ ...laanc, validTo: laanc.validFrom })).toEqual([
      "The authorization must end after it starts.",
    ]);
  });

  it("covers a flight inside its window and under its ceiling, edges included", () => {
    expect(authorizationCovers(laanc, laanc.validFrom, laanc.validTo, 200)).toBe(true);
    expect(authorizationCovers(laanc, laanc.validFrom, laanc.validTo, 201)).toBe(false);
    const late = new Date(laanc.validTo.getTime() + 1000);
    expect(authorizationCovers(laanc, laanc.validFrom, late, 100)).toBe(false);
  });
});

describe("a flight log", () => {
  const takeoffAt = new Date("2026-07-04T15:00:00Z");
  const landingAt = new Date("2026-07-04T15:20:00Z");

  it("is valid with landing after takeoff at up to 400 ft", () => {
    expect(flightLogProblems({ takeoffAt, landingAt, maxAltitudeFtAgl: 400 })).toEqual([]);
  });

  it("refuses a landing at or before takeoff", () => {
    expect(flightLogProblems({ takeoffAt, landingAt: takeoffAt, maxAltitudeFtAgl: 100 })).toEqual([
      "Landing must be after takeoff.",
    ]);
  });

  it("refuses above 400 ft unless within 400 ft of a structure, up to 400 ft over its top", () => {
    expect(flightLogProblems({ takeoffAt, landingAt, maxAltitudeFtAgl: 401 })).toHaveLength(1);
    const tower = { takeoffAt, landingAt, structureHeightFtAgl: 300 };
    expect(flightLogProblems({ ...tower, maxAltitudeFtAgl: 700 })).toEqual([]);
    expect(flightLogProblems({ ...tower, maxAltitudeFtAgl: 701 })).toEqual([
      "Max altitude can be at most 700 ft AGL: 400 ft above the structure (14 CFR 107.51(b)).",
    ]);
  });

  it("keeps a flight under an airspace authorization inside its window and ceiling", () => {
    expect(flightLogProblems({ takeoffAt, landingAt, maxAltitudeFtAgl: 200 }, laanc)).toEqual([]);
    expect(flightLogProblems({ takeoffAt, landingAt, maxAltitudeFtAgl: 250 }, laanc)).toEqual([
      "The flight is outside its airspace authorization (LAANC-7Q2K): its window or its 200 ft AGL ceiling.",
    ]);
  });
});
