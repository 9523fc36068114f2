import { lazyDateFormat } from "@skyhire/shared";

/**
 * Job dates are picked as calendar days (date inputs) and sent as ISO date-times at the END of
 * that local day: a deadline of "May 10" means the whole of May 10, and a day picked today is
 * never "in the past" for the server.
 */

const DATE_INPUT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-05-10" → the ISO instant of 23:59:59.999 local time that day; null when not a date. */
export function endOfLocalDayIso(day: string | null | undefined): string | null {
  const match = DATE_INPUT.exec((day ?? "").trim());
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const local = new Date(year, month - 1, date, 23, 59, 59, 999);
  if (local.getFullYear() !== year || local.getMonth() !== month - 1 || local.getDate() !== date)
    return null;
  return local.toISOString();
}

/** "2026-05-10" → the ISO instant local midnight starts that day (a board "from" filter). */
export function startOfLocalDayIso(day: string | null | undefined): string | null {
  const end = endOfLocalDayIso(day);
  if (!end) return null;
  const start = new Date(end);
  start.setHours(0, 0, 0, 0);
  return start.toISOString();
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The local calendar day of an instant as a date input value ("2026-05-10"), or "". */
export function toDateInput(value: string | Date | null | undefined): string {
  if (!value) return "";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today as a date input value: the earliest day a job or proposal can be set on. */
export function todayInput(now: Date = new Date()): string {
  return toDateInput(now);
}

/** True when a picked day is before today (the server refuses past dates). */
export function isPastDay(day: string, now: Date = new Date()): boolean {
  return DATE_INPUT.test(day) && day < todayInput(now);
}

const DAY = lazyDateFormat({ month: "short", day: "numeric", year: "numeric" });
const DAY_NO_YEAR = lazyDateFormat({ month: "short", day: "numeric" });

/** "May 10, 2026", or null for a missing or unreadable value. */
export function formatDay(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : DAY.format(date);
}

/**
 * When the job is to be flown: "May 3 – May 10, 2026" for a window, "By May 10, 2026" for a
 * deadline, "Flexible date" without either.
 */
export function jobWhenText(job: { dateFrom?: string | null; deadline?: string | null }): string {
  const end = formatDay(job.deadline);
  const start = job.dateFrom ? new Date(job.dateFrom) : null;
  if (end && start && !Number.isNaN(start.getTime())) {
    const sameYear = start.getFullYear() === new Date(job.deadline!).getFullYear();
    return `${sameYear ? DAY_NO_YEAR.format(start) : DAY.format(start)} – ${end}`;
  }
  if (end) return `By ${end}`;
  return "Flexible date";
}

/** "today", "yesterday", "3 days ago", "2 weeks ago", or the day for older dates. */
export function postedAgo(value: string | null | undefined, now: Date = new Date()): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const days = Math.floor(
    (new Date(toDateInput(now)).getTime() - new Date(toDateInput(date)).getTime()) / 86_400_000,
  );
  if (days <= 0) return "today";
  if (days === 1) return "yesterday";
  if (days < 14) return `${days} days ago`;
  if (days < 60) return `${Math.floor(days / 7)} weeks ago`;
  return `on ${DAY.format(date)}`;
}
