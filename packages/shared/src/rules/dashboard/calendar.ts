import type { DashboardJob } from "./jobs";
import { dateFormatPerZone } from "../formatters";

/**
 * The month calendar of the dashboard's Schedule Overview (spec section 9): 42 cells (6 weeks,
 * Sunday first), at most 2 jobs a day plus '+N more', and an upcoming list of at most 5 jobs of
 * the selected month. Days are calendar dates in the viewer's time zone, written "YYYY-MM-DD";
 * everything that depends on "now" takes `today` and `timeZone` as parameters.
 */

/** A calendar date as "YYYY-MM-DD", compared as text. */
export type DayKey = string;

/** A month of a year; `month` is 1-12. */
export interface CalendarMonth {
  year: number;
  month: number;
}

export interface CalendarOptions {
  /** The current instant; decides the today cell and the no-deadline rule. */
  today: Date;
  /** IANA time zone the days are counted in; the runtime's own zone when left out. */
  timeZone?: string | undefined;
}

export interface CalendarCell<J extends DashboardJob = DashboardJob> {
  key: DayKey;
  /** Day of the month, 1-31. */
  day: number;
  /** False for the leading and trailing days of the neighbouring months. */
  inMonth: boolean;
  isToday: boolean;
  /** The jobs shown in the cell: at most CALENDAR_JOBS_PER_DAY, earliest first. */
  jobs: J[];
  /** How many more jobs the day has ('+N more'); 0 when all are shown. */
  moreCount: number;
}

export interface PlacedJob<J extends DashboardJob = DashboardJob> {
  job: J;
  day: DayKey;
}

export const CALENDAR_CELLS = 42;
export const CALENDAR_JOBS_PER_DAY = 2;
export const UPCOMING_JOBS_LIMIT = 5;
export const WEEKDAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** The statuses of spec section 4 that belong on a schedule; cancelled and unknown ones do not. */
const SCHEDULED_STATUSES: ReadonlySet<string> = new Set([
  "open",
  "assigned",
  "in_progress",
  "ready_for_review",
  "completed",
]);

/** Without a deadline, only these sit on the calendar, and only on their creation day = today. */
const UNDATED_ON_CALENDAR: ReadonlySet<string> = new Set(["assigned", "in_progress"]);

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

function keyOf(year: number, month: number, day: number): DayKey {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The key of a UTC-midnight Date used as a civil date (no zone involved). */
function keyOfUtc(date: Date): DayKey {
  return keyOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

const formatterFor = dateFormatPerZone({ year: "numeric", month: "numeric", day: "numeric" });
/** en-US numeric month/day/year, what `formatterFor` writes. */
const US_NUMERIC_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** The calendar day an instant falls on in `timeZone` (unset: the browser's own zone). */
export function dayKeyInZone(instant: Date, timeZone?: string): DayKey {
  // The browser's zone needs no Intl: the first date formatter a page makes loads ICU's zone
  // data, 118 ms of the dashboard's load at a phone's CPU speed (4x) for a calendar in the
  // viewer's zone (docs/benchmarks.md).
  if (timeZone === undefined) {
    return keyOf(instant.getFullYear(), instant.getMonth() + 1, instant.getDate());
  }
  const formatter = formatterFor(timeZone);
  // "11/30/2026": format() is twice as fast as formatToParts(), and the job board reads the
  // site's day of each job's dates on every page it answers (docs/benchmarks.md). A year
  // before 1000 or an unexpected locale shape falls through to the parts.
  const numeric = US_NUMERIC_DATE.exec(formatter.format(instant));
  if (numeric) return keyOf(Number(numeric[3]), Number(numeric[1]), Number(numeric[2]));
  const parts = formatter.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return keyOf(part("year"), part("month"), part("day"));
}

/**
 * The day a job date falls on: a plain "YYYY-MM-DD" is that date wherever the viewer is; a
 * timestamp is counted in `timeZone`. Null when missing or unreadable.
 */
export function jobDateKey(value: string | null | undefined, timeZone?: string): DayKey | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  const dateOnly = DATE_ONLY.exec(value.trim());
  if (dateOnly) {
    const [year, month, day] = [Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3])];
    const check = new Date(Date.UTC(year, month - 1, day));
    return keyOfUtc(check) === keyOf(year, month, day) ? keyOf(year, month, day) : null;
  }
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : dayKeyInZone(instant, timeZone);
}

/**
 * Where a job sits on the calendar (spec section 9): on its deadline; with no deadline, an
 * assigned or in_progress job sits on its creation day if that is today; otherwise nowhere.
 * Cancelled jobs and statuses the spec does not list are not placed.
 */
export function jobCalendarDay(job: DashboardJob, options: CalendarOptions): DayKey | null {
  if (!SCHEDULED_STATUSES.has(job.status)) return null;
  const deadline = jobDateKey(job.deadline, options.timeZone);
  if (deadline) return deadline;
  if (!UNDATED_ON_CALENDAR.has(job.status)) return null;
  const created = jobDateKey(job.createdAt, options.timeZone);
  const today = dayKeyInZone(options.today, options.timeZone);
  return created === today ? today : null;
}

/** Sort key inside a day: the deadline's instant (a plain date counts as its start), then title. */
function timeOf(job: DashboardJob): number {
  for (const value of [job.deadline, job.createdAt]) {
    if (!value) continue;
    const time = new Date(value).getTime();
    if (!Number.isNaN(time)) return time;
  }
  return Number.POSITIVE_INFINITY;
}

function byDayThenTime<J extends DashboardJob>(a: PlacedJob<J>, b: PlacedJob<J>): number {
  if (a.day !== b.day) return a.day < b.day ? -1 : 1;
  const time = timeOf(a.job) - timeOf(b.job);
  if (time !== 0 && !Number.isNaN(time)) return time;
  return a.job.title.localeCompare(b.job.title);
}

/** Every job that has a calendar day, earliest first. */
export function placeJobs<J extends DashboardJob>(
  jobs: readonly J[],
  options: CalendarOptions,
): PlacedJob<J>[] {
  const placed: PlacedJob<J>[] = [];
  for (const job of jobs) {
    const day = jobCalendarDay(job, options);
    if (day) placed.push({ job, day });
  }
  return placed.sort(byDayThenTime);
}

/** The month `today` falls in, in `timeZone`. */
export function monthContaining(today: Date, timeZone?: string): CalendarMonth {
  const key = dayKeyInZone(today, timeZone);
  return { year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)) };
}

/** The month `delta` months after (or, negative, before) `month`. */
export function shiftMonth(month: CalendarMonth, delta: number): CalendarMonth {
  const index = month.year * 12 + (month.month - 1) + delta;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

/** "March 2026". */
export function monthTitle(month: CalendarMonth): string {
  return `${MONTH_NAMES[month.month - 1] ?? ""} ${month.year}`;
}

function inMonth(key: DayKey, month: CalendarMonth): boolean {
  return key.startsWith(`${pad(month.year, 4)}-${pad(month.month)}-`);
}

/**
 * The 42 cells of `month`: from the Sunday on or before the 1st, six full weeks, each day with
 * its jobs (at most 2 shown, the rest counted as '+N more').
 */
export function buildMonthCalendar<J extends DashboardJob>(
  jobs: readonly J[],
  month: CalendarMonth,
  options: CalendarOptions,
): CalendarCell<J>[] {
  const byDay = new Map<DayKey, J[]>();
  for (const { job, day } of placeJobs(jobs, options)) {
    const list = byDay.get(day);
    if (list) list.push(job);
    else byDay.set(day, [job]);
  }
  const today = dayKeyInZone(options.today, options.timeZone);
  const leading = new Date(Date.UTC(month.year, month.month - 1, 1)).getUTCDay();
  const cells: CalendarCell<J>[] = [];
  for (let i = 0; i < CALENDAR_CELLS; i += 1) {
    const date = new Date(Date.UTC(month.year, month.month - 1, 1 - leading + i));
    const key = keyOfUtc(date);
    const dayJobs = byDay.get(key) ?? [];
    cells.push({
      key,
      day: date.getUTCDate(),
      inMonth: inMonth(key, month),
      isToday: key === today,
      jobs: dayJobs.slice(0, CALENDAR_JOBS_PER_DAY),
      moreCount: Math.max(0, dayJobs.length - CALENDAR_JOBS_PER_DAY),
    });
  }
  return cells;
}

/** '+N more' for a cell, or null when every job of the day is shown. */
export function moreLabel(cell: Pick<CalendarCell, "moreCount">): string | null {
  return cell.moreCount > 0 ? `+${cell.moreCount} more` : null;
}

/**
 * The upcoming list under the calendar: jobs of the selected month that are still to happen
 * (on today or later, not completed), earliest first, at most 5.
 */
export function upcomingJobs<J extends DashboardJob>(
  jobs: readonly J[],
  month: CalendarMonth,
  options: CalendarOptions,
  limit = UPCOMING_JOBS_LIMIT,
): PlacedJob<J>[] {
  const today = dayKeyInZone(options.today, options.timeZone);
  return placeJobs(jobs, options)
    .filter(({ job, day }) => inMonth(day, month) && day >= today && job.status !== "completed")
    .slice(0, limit);
}
