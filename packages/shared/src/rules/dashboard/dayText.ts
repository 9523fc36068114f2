import { MONTH_NAMES, WEEKDAY_NAMES, type DayKey } from "./calendar";

// A calendar day written as en-US writes it, without Intl: the first date formatter a page
// makes loads ICU's locale data, which cost the dashboard's load 140 ms at a phone's CPU speed
// (4x) for the calendar's day labels alone (docs/benchmarks.md). The unit tests compare every
// day of several years with Intl's own text.

const LONG_WEEKDAYS = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

function partsOf(key: DayKey) {
  const [year = 0, month = 1, day = 1] = key.split("-").map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { year, monthName: MONTH_NAMES[month - 1] ?? "", day, weekday };
}

/** "Sunday, May 10, 2026" for the day "2026-05-10". */
export function longDayText(key: DayKey): string {
  const { year, monthName, day, weekday } = partsOf(key);
  return `${LONG_WEEKDAYS[weekday]}, ${monthName} ${day}, ${year}`;
}

/** "Sun, May 10" for the day "2026-05-10". */
export function shortDayText(key: DayKey): string {
  const { monthName, day, weekday } = partsOf(key);
  return `${WEEKDAY_NAMES[weekday]}, ${monthName.slice(0, 3)} ${day}`;
}
