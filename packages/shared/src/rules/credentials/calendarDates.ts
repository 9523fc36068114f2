/**
 * Calendar dates as 'YYYY-MM-DD' strings (what a certificate or a policy states), compared and
 * counted in whole days in UTC, so no server or browser time zone shifts a day.
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A real calendar date (2025-02-29 is not one). */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function parts(date: IsoDate): [number, number, number] {
  const match = ISO_DATE.exec(date);
  if (!match) throw new Error(`not a calendar date: ${JSON.stringify(date)}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function fromUtc(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}

function toUtc(date: IsoDate): number {
  const [y, m, d] = parts(date);
  return Date.UTC(y, m - 1, d);
}

/** The UTC calendar day of an instant. */
export function isoDateOf(instant: Date): IsoDate {
  return instant.toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** The last day of the month `months` after the month of `date` (0: its own month). */
export function endOfMonthAfter(date: IsoDate, months: number): IsoDate {
  const [y, m] = parts(date);
  // Day 0 of the following month is the last day of the month wanted.
  return fromUtc(Date.UTC(y, m - 1 + months + 1, 0));
}

/** The same day `years` later; 29 February becomes 28 February in a common year. */
export function addYears(date: IsoDate, years: number): IsoDate {
  const [y, m, d] = parts(date);
  const lastDay = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return fromUtc(Date.UTC(y + years, m - 1, Math.min(d, lastDay)));
}

/** The earlier of two dates; null stands for "no limit". */
export function earlierDate(a: IsoDate | null, b: IsoDate | null): IsoDate | null {
  if (a === null) return b;
  if (b === null) return a;
  return a <= b ? a : b;
}
