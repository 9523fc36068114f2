import { addCalendarDays, siteDateTime, type Site } from "./siteTime";
import { sunTimes } from "./twilight";

export const PARTS_OF_DAY = ["morning", "midday", "afternoon", "golden_hour"] as const;
export type PartOfDay = (typeof PARTS_OF_DAY)[number];

/** How far from a fixed start time a planned take-off still counts as that time. */
export const FIXED_START_TOLERANCE_MINUTES = 15;
/** The longest "flexible within N days" a client may give. */
export const MAX_FLEXIBLE_DAYS = 30;

/**
 * When the client wants the flight, in the site's time zone: a date with a fixed start time, a
 * part of that day, or any time from the date on within N days. A job with only a date is a
 * flexible day (`{ kind: "flexible", date, days: 1 }`).
 */
export type MissionWindow =
  | { kind: "fixed"; date: string; startTime: string }
  | { kind: "part_of_day"; date: string; partOfDay: PartOfDay }
  | { kind: "flexible"; date: string; days: number };

export interface TimeRange {
  start: Date;
  end: Date;
}

/**
 * Clock hours of the parts of day (site time, start inclusive, end exclusive). Golden hour is
 * not a clock time: it is the sun's first and last 6° above the horizon, from suncalc.
 */
export const PART_OF_DAY_HOURS: Record<Exclude<PartOfDay, "golden_hour">, [string, string]> = {
  morning: ["06:00", "11:00"],
  midday: ["11:00", "14:00"],
  afternoon: ["14:00", "18:00"],
};

/** The date alone, as jobs posted before mission windows had it. */
export function flexibleDay(date: string): MissionWindow {
  return { kind: "flexible", date, days: 1 };
}

/** The spans of time the window allows, as instants (one, or two for golden hour). */
export function missionWindowRanges(window: MissionWindow, site: Site): TimeRange[] {
  const zone = site.timeZone;
  switch (window.kind) {
    case "fixed": {
      const start = siteDateTime(window.date, window.startTime, zone).getTime();
      const tolerance = FIXED_START_TOLERANCE_MINUTES * 60_000;
      return [{ start: new Date(start - tolerance), end: new Date(start + tolerance) }];
    }
    case "flexible": {
      const days = Math.min(Math.max(1, Math.trunc(window.days)), MAX_FLEXIBLE_DAYS);
      return [
        {
          start: siteDateTime(window.date, "00:00", zone),
          end: siteDateTime(addCalendarDays(window.date, days), "00:00", zone),
        },
      ];
    }
    case "part_of_day": {
      if (window.partOfDay === "golden_hour") return goldenHours(site, window.date);
      const [from, to] = PART_OF_DAY_HOURS[window.partOfDay];
      return [
        { start: siteDateTime(window.date, from, zone), end: siteDateTime(window.date, to, zone) },
      ];
    }
  }
}

function goldenHours(site: Site, date: string): TimeRange[] {
  const sun = sunTimes(site, date);
  const ranges: TimeRange[] = [];
  if (sun.sunrise && sun.goldenHourEnd) ranges.push({ start: sun.sunrise, end: sun.goldenHourEnd });
  if (sun.goldenHourStart && sun.sunset)
    ranges.push({ start: sun.goldenHourStart, end: sun.sunset });
  return ranges;
}

/**
 * Whether a planned take-off falls inside the window. Ranges include their start; a fixed time
 * and golden hour include their end too (a take-off at sunset is still golden hour), the clock
 * spans and flexible days do not (11:00 is midday, not morning).
 */
export function isWithinMissionWindow(planned: Date, window: MissionWindow, site: Site): boolean {
  const at = planned.getTime();
  const closedEnd =
    window.kind === "fixed" ||
    (window.kind === "part_of_day" && window.partOfDay === "golden_hour");
  return missionWindowRanges(window, site).some(
    ({ start, end }) =>
      at >= start.getTime() && (closedEnd ? at <= end.getTime() : at < end.getTime()),
  );
}
