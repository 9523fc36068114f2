import { describe, expect, it } from "vitest";
import {
  flexibleDay,
  isWithinMissionWindow,
  missionWindowRanges,
  type MissionWindow,
} from "./missionWindow";
import { siteDateTime, type Site } from "./siteTime";
import { sunTimes } from "./twilight";

const DENVER: Site = { lat: 39.7392, lng: -104.9903, timeZone: "America/Denver" };
const at = (date: string, time: string) => siteDateTime(date, time, DENVER.timeZone);
const inside = (planned: Date, window: MissionWindow) =>
  isWithinMissionWindow(planned, window, DENVER);

describe("a fixed start time", () => {
  const window: MissionWindow = { kind: "fixed", date: "2026-07-04", startTime: "09:00" };

  it("takes a take-off within 15 minutes of the time, in the site's zone", () => {
    expect(inside(at("2026-07-04", "09:00"), window)).toBe(true);
    expect(inside(at("2026-07-04", "08:45"), window)).toBe(true);
    expect(inside(at("2026-07-04", "09:15"), window)).toBe(true);
    expect(inside(new Date(at("2026-07-04", "09:15").getTime() + 1000), window)).toBe(false);
    expect(inside(at("2026-07-04", "08:44"), window)).toBe(false);
    // 09:00 UTC is 3 AM in Denver.
    expect(inside(new Date("2026-07-04T09:00:00Z"), window)).toBe(false);
  });
});

describe("a part of the day", () => {
  it("bounds morning, midday and afternoon by the clock, end exclusive", () => {
    const morning: MissionWindow = {
      kind: "part_of_day",
      date: "2026-07-04",
      partOfDay: "morning",
    };
    const midday: MissionWindow = { kind: "part_of_day", date: "2026-07-04", partOfDay: "midday" };
    const afternoon: MissionWindow = {
      kind: "part_of_day",
      date: "2026-07-04",
      partOfDay: "afternoon",
    };
    expect(inside(at("2026-07-04", "06:00"), morning)).toBe(true);
    expect(inside(at("2026-07-04", "05:59"), morning)).toBe(false);
    expect(inside(at("2026-07-04", "11:00"), morning)).toBe(false);
    expect(inside(at("2026-07-04", "11:00"), midday)).toBe(true);
    expect(inside(at("2026-07-04", "13:59"), midday)).toBe(true);
    expect(inside(at("2026-07-04", "14:00"), afternoon)).toBe(true);
    expect(inside(at("2026-07-04", "18:00"), afternoon)).toBe(false);
    expect(inside(at("2026-07-05", "15:00"), afternoon)).toBe(false);
  });

  it("makes golden hour the sun's first and last hour or so, from sunrise and to sunset", () => {
    const golden: MissionWindow = {
      kind: "part_of_day",
      date: "2026-07-04",
      partOfDay: "golden_hour",
    };
    const sun = sunTimes(DENVER, "2026-07-04");
    const ranges = missionWindowRanges(golden, DENVER);
    expect(ranges).toEqual([
      { start: sun.sunrise, end: sun.goldenHourEnd },
      { start: sun.goldenHourStart, end: sun.sunset },
    ]);
    expect(inside(sun.sunrise!, golden)).toBe(true);
    expect(inside(sun.sunset!, golden)).toBe(true);
    expect(inside(new Date(sun.sunrise!.getTime() - 60_000), golden)).toBe(false);
    expect(inside(at("2026-07-04", "12:00"), golden)).toBe(false);
    expect(inside(new Date(sun.goldenHourStart!.getTime() + 60_000), golden)).toBe(true);
  });
});

describe("a flexible window", () => {
  it("runs from the date's midnight for N days in the site's zone", () => {
    const window: MissionWindow = { kind: "flexible", date: "2026-07-04", days: 3 };
    expect(inside(at("2026-07-04", "00:00"), window)).toBe(true);
    expect(inside(at("2026-07-06", "23:59"), window)).toBe(true);
    expect(inside(at("2026-07-07", "00:00"), window)).toBe(false);
    expect(inside(at("2026-07-03", "23:59"), window)).toBe(false);
  });

  it("treats a date alone as that whole day", () => {
    const window = flexibleDay("2026-11-01"); // the day DST ends in Denver: 25 hours long
    expect(window).toEqual({ kind: "flexible", date: "2026-11-01", days: 1 });
    const [range] = missionWindowRanges(window, DENVER);
    expect(range!.end.getTime() - range!.start.getTime()).toBe(25 * 3_600_000);
    expect(inside(at("2026-11-01", "23:30"), window)).toBe(true);
    expect(inside(at("2026-11-02", "00:00"), window)).toBe(false);
  });
});
