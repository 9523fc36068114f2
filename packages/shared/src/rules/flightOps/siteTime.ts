import { TZDate } from "@date-fns/tz";
import { dayKeyInZone } from "../dashboard/calendar";
import { dateFormatPerZone } from "../formatters";

/** A job site: where it is and the IANA zone its times are read and shown in. */
export interface Site {
  lat: number;
  lng: number;
  timeZone: string;
}

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The site's calendar day ("YYYY-MM-DD") of an instant. */
export function siteDateOf(instant: Date, timeZone: string): string {
  return dayKeyInZone(instant, timeZone);
}

/**
 * The instant of a wall-clock time ("HH:MM", default midnight) on a site's date. A time that
 * does not exist (skipped by a spring-forward change) moves forward with the clock, as people
 * read it; a repeated one (fall back) is its first occurrence.
 */
export function siteDateTime(date: string, time: string, timeZone: string): Date {
  const day = DATE_KEY.exec(date);
  const clock = CLOCK_TIME.exec(time);
  if (!day || !clock) throw new RangeError(`not a date and time: ${date} ${time}`);
  const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const zoned = new TZDate(
    year,
    month - 1,
    dayOfMonth,
    Number(clock[1]),
    Number(clock[2]),
    timeZone,
  );
  return new Date(zoned.getTime());
}

/** The date `days` calendar days after `date` (both "YYYY-MM-DD"). */
export function addCalendarDays(date: string, days: number): string {
  const day = DATE_KEY.exec(date);
  if (!day) throw new RangeError(`not a date: ${date}`);
  const utc = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]) + days));
  return utc.toISOString().slice(0, 10);
}

const timeInZone = dateFormatPerZone({ hour: "numeric", minute: "2-digit", timeZoneName: "short" });

/** "7:06 PM CDT": a time as the site's clocks show it, with the zone's abbreviation. */
export function formatSiteTime(instant: Date, timeZone: string): string {
  return timeInZone(timeZone).format(instant);
}

const zoneNameIn = dateFormatPerZone({ timeZoneName: "short" });

/** The zone's abbreviation at an instant ("CDT", "MST", "HST"; "GMT-5" where none is common). */
export function zoneAbbreviation(instant: Date, timeZone: string): string {
  const parts = zoneNameIn(timeZone).formatToParts(instant);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}
