import { describe, expect, it } from "vitest";
import { siteDateTime, type Site } from "./siteTime";
import { daylightPhase, isNightOperation, needsAntiCollisionLighting, sunTimes } from "./twilight";

// Luther College, Decorah, Iowa. Published times for September (U.S. Naval Observatory data,
// faculty.luther.edu/bernatzr/DecWx/Month09/Data/srssData_09.htm), CDT:
// day       civil twilight begins, sunrise, sunset, civil twilight ends
const DECORAH: Site = { lat: 43.3133, lng: -91.8057, timeZone: "America/Chicago" };
const PUBLISHED: [string, string, string, string, string][] = [
  ["2026-09-01", "06:02", "06:32", "19:41", "20:11"],
  ["2026-09-15", "06:19", "06:47", "19:16", "19:45"],
  ["2026-09-21", "06:25", "06:54", "19:05", "19:34"],
  ["2026-09-30", "06:36", "07:04", "18:49", "19:18"],
];
const TWO_MINUTES = 2 * 60_000;

const at = (site: Site, date: string, time: string) => siteDateTime(date, time, site.timeZone);

describe("civil twilight from suncalc", () => {
  it.each(PUBLISHED)(
    "agrees with the published times at Decorah, Iowa on %s within 2 minutes",
    (date, dawn, sunrise, sunset, dusk) => {
      const sun = sunTimes(DECORAH, date);
      const expectNear = (actual: Date | null, time: string) => {
        expect(actual).not.toBeNull();
        const published = at(DECORAH, date, time).getTime();
        expect(Math.abs(actual!.getTime() - published)).toBeLessThanOrEqual(TWO_MINUTES);
      };
      expectNear(sun.civilDawn, dawn);
      expectNear(sun.sunrise, sunrise);
      expectNear(sun.sunset, sunset);
      expectNear(sun.civilDusk, dusk);
    },
  );

  it("gives a western site the times of its own local day", () => {
    const honolulu: Site = { lat: 21.3069, lng: -157.8583, timeZone: "Pacific/Honolulu" };
    const sun = sunTimes(honolulu, "2026-06-21");
    // Sunset there is after 04:00 UTC the next day; it must still be the 21st's sunset.
    expect(sun.sunset!.toISOString().slice(0, 10)).toBe("2026-06-22");
    expect(sun.sunrise!.toISOString().slice(0, 10)).toBe("2026-06-21");
  });
});

describe("night operations (14 CFR 107.29)", () => {
  const date = "2026-09-21";
  const sun = sunTimes(DECORAH, date);
  const shift = (instant: Date | null, ms: number) => new Date(instant!.getTime() + ms);

  it("is night before civil dawn and after civil dusk, to the second", () => {
    expect(isNightOperation(DECORAH, shift(sun.civilDawn, -1000))).toBe(true);
    expect(isNightOperation(DECORAH, sun.civilDawn!)).toBe(false);
    expect(isNightOperation(DECORAH, sun.civilDusk!)).toBe(false);
    expect(isNightOperation(DECORAH, shift(sun.civilDusk, 1000))).toBe(true);
    expect(isNightOperation(DECORAH, at(DECORAH, date, "23:30"))).toBe(true);
  });

  it("needs anti-collision lighting in civil twilight as at night, not in daylight", () => {
    expect(daylightPhase(DECORAH, shift(sun.sunrise, -60_000))).toBe("civil_twilight");
    expect(needsAntiCollisionLighting(DECORAH, shift(sun.sunrise, -60_000))).toBe(true);
    expect(daylightPhase(DECORAH, at(DECORAH, date, "12:00"))).toBe("day");
    expect(needsAntiCollisionLighting(DECORAH, at(DECORAH, date, "12:00"))).toBe(false);
    expect(daylightPhase(DECORAH, shift(sun.sunset, 60_000))).toBe("civil_twilight");
    expect(needsAntiCollisionLighting(DECORAH, at(DECORAH, date, "02:00"))).toBe(true);
  });

  it("decides by the sun's altitude where it neither rises nor sets (Utqiagvik)", () => {
    const utqiagvik: Site = { lat: 71.2906, lng: -156.7886, timeZone: "America/Anchorage" };
    expect(daylightPhase(utqiagvik, at(utqiagvik, "2026-06-21", "02:00"))).toBe("day");
    expect(daylightPhase(utqiagvik, at(utqiagvik, "2026-12-21", "00:00"))).toBe("night");
  });
});
