import { addCalendarDays, siteDateOf } from "./siteTime";
import { MAX_FLEXIBLE_DAYS, flexibleDay, type MissionWindow } from "./missionWindow";

const HALF_DAY_MS = 12 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

/**
 * The site's calendar day of a job date. The web app sends a picked day as the end of that day
 * in the poster's zone (23:59:59.999); read half a day earlier it falls on the picked day in
 * every US zone, whichever zone the poster was in.
 */
export function jobSiteDate(stamp: Date, timeZone: string): string {
  return siteDateOf(new Date(stamp.getTime() - HALF_DAY_MS), timeZone);
}

/** What a job row holds about its timing. */
export interface JobTiming {
  /** The window the client stated when posting, if any. */
  missionWindow: MissionWindow | null;
  dateFrom: Date | null;
  deadline: Date | null;
}

/**
 * The job's mission window. A stated one wins; a job posted before mission windows existed (or
 * without one) keeps working: a deadline alone is a flexible day on that date, a date window
 * is flexible from its first day through its last (at most MAX_FLEXIBLE_DAYS). No date: null.
 */
export function jobMissionWindow(job: JobTiming, timeZone: string): MissionWindow | null {
  if (job.missionWindow) return job.missionWindow;
  if (job.dateFrom && job.deadline) {
    const first = jobSiteDate(job.dateFrom, timeZone);
    const last = jobSiteDate(job.deadline, timeZone);
    const span =
      Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY_MS) + 1;
    return { kind: "flexible", date: first, days: Math.min(Math.max(span, 1), MAX_FLEXIBLE_DAYS) };
  }
  const only = job.deadline ?? job.dateFrom;
  return only ? flexibleDay(jobSiteDate(only, timeZone)) : null;
}

/** The window's last calendar day (the date itself, except for flexible windows). */
export function missionWindowLastDate(window: MissionWindow): string {
  return window.kind === "flexible" ? addCalendarDays(window.date, window.days - 1) : window.date;
}
