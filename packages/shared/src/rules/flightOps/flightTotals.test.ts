import { describe, expect, it } from "vitest";
import {
  airtimeSeconds,
  flightLogProblemsUnderCeiling,
  flightTotals,
  formatAirtime,
  type LoggedFlight,
} from "./flightTotals";

const flight = (
  aircraftKey: string,
  takeoff: string,
  minutes: number,
  timeZone = "America/Denver",
): LoggedFlight => {
  const takeoffAt = new Date(takeoff);
  return {
    aircraftKey,
    aircraftName: aircraftKey === "a" ? "Mavic 3" : "Matrice 30",
    takeoffAt,
    landingAt: new Date(takeoffAt.getTime() + minutes * 60_000),
    timeZone,
  };
};

describe("a flight under an allowed ceiling (14 CFR 107.41, 107.51(b))", () => {
  const takeoffAt = new Date("2026-07-04T15:00:00Z");
  const landingAt = new Date("2026-07-04T15:20:00Z");

  it("accepts up to 400 ft AGL by default and refuses 401 without an authorization", () => {
    expect(flightLogProblemsUnderCeiling({ takeoffAt, landingAt, maxAltitudeFtAgl: 400 })).toEqual(
      [],
    );
    expect(
      flightLogProblemsUnderCeiling({ takeoffAt, landingAt, maxAltitudeFtAgl: 401 }),
    ).toHaveLength(1);
  });

  it("holds the flight under a lower authorized ceiling, edge included", () => {
    const log = { takeoffAt, landingAt, maxAltitudeFtAgl: 200 };
    expect(flightLogProblemsUnderCeiling(log, 200)).toEqual([]);
    expect(flightLogProblemsUnderCeiling({ ...log, maxAltitudeFtAgl: 201 }, 200)).toEqual([
      "Max altitude can be at most 200 ft AGL here: record an airspace authorization that allows it (14 CFR 107.41, 107.51(b)).",
    ]);
  });

  it("names a landing before takeoff first", () => {
    expect(
      flightLogProblemsUnderCeiling({
        takeoffAt: landingAt,
        landingAt: takeoffAt,
        maxAltitudeFtAgl: 50,
      }),
    ).toEqual(["Landing must be after takeoff."]);
  });
});

describe("logbook totals", () => {
  it("adds flights and airtime per aircraft and per month", () => {
    const totals = flightTotals([
      flight("a", "2026-06-10T16:00:00Z", 20),
      flight("a", "2026-07-02T16:00:00Z", 25),
      flight("b", "2026-07-03T16:00:00Z", 90),
    ]);
    expect(totals.total).toEqual({ flights: 3, airtimeSeconds: 135 * 60 });
    expect(totals.byAircraft.map((a) => [a.aircraftName, a.flights, a.airtimeSeconds])).toEqual([
      ["Matrice 30", 1, 5400],
      ["Mavic 3", 2, 2700],
    ]);
    expect(totals.byMonth).toEqual([
      { month: "2026-06", flights: 1, airtimeSeconds: 1200 },
      { month: "2026-07", flights: 2, airtimeSeconds: 6900 },
    ]);
  });

  it("files a flight under its site's month: 11 PM on June 30 in Denver is June, not July", () => {
    const lateEvening = flight("a", "2026-07-01T05:00:00Z", 10);
    expect(flightTotals([lateEvening]).byMonth[0]!.month).toBe("2026-06");
    expect(flightTotals([{ ...lateEvening, timeZone: "UTC" }]).byMonth[0]!.month).toBe("2026-07");
  });

  it("is empty without flights", () => {
    expect(flightTotals([])).toEqual({
      total: { flights: 0, airtimeSeconds: 0 },
      byAircraft: [],
      byMonth: [],
    });
  });
});

describe("airtime", () => {
  it("counts whole seconds and reads as hours and minutes", () => {
    const at = new Date("2026-07-04T15:00:00Z");
    expect(airtimeSeconds(at, new Date(at.getTime() + 65_400))).toBe(65);
    expect(formatAirtime(45)).toBe("45 s");
    expect(formatAirtime(12 * 60)).toBe("12 min");
    expect(formatAirtime(65 * 60)).toBe("1 h 05 min");
  });
});
