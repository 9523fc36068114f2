import { lazyDateFormat, formatSiteTime } from "@skyhire/shared";

// A site date is a calendar date with no zone: read and shown at noon UTC, it never shifts.
const DAY = lazyDateFormat({
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "7:06 PM CDT": a time as the site's clocks show it, or "none" for a sun time that day lacks. */
export function siteTimeText(iso: string | null, timeZone: string): string {
  return iso ? formatSiteTime(new Date(iso), timeZone) : "none";
}

/** "Thursday, November 26, 2026" for a site's "YYYY-MM-DD". */
export function siteDayText(date: string): string {
  return DAY.format(new Date(`${date}T12:00:00Z`));
}

export const DATE_SOURCE_TEXT = {
  planned: "the planned flight's day",
  window: "the first day of the mission window",
  start: "the job's start date",
  deadline: "the job's deadline",
  today: "today: the job has no date",
} as const;
