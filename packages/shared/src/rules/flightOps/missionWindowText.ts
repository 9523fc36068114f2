import { formatSiteTime, siteDateTime, type Site } from "./siteTime";
import {
  missionWindowRanges,
  PART_OF_DAY_HOURS,
  type MissionWindow,
  type PartOfDay,
} from "./missionWindow";
import { missionWindowLastDate } from "./jobWindow";
import { dateFormatPerZone, lazyDateFormat } from "../formatters";

export const PART_OF_DAY_LABELS: Record<PartOfDay, string> = {
  morning: "Morning",
  midday: "Midday",
  afternoon: "Afternoon",
  golden_hour: "Golden hour",
};

// A site date is a calendar date with no zone: read at noon UTC, it never shifts.
const DAY = lazyDateFormat({
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "Sat, Nov 28, 2026" for a site's "YYYY-MM-DD". */
export function siteDateText(date: string): string {
  return DAY.format(new Date(`${date}T12:00:00Z`));
}

const span = (start: Date, end: Date, zone: string) =>
  `${formatSiteTime(start, zone).replace(/ \S+$/, "")}–${formatSiteTime(end, zone)}`;

/**
 * The window in words, its times in the site's zone with the abbreviation:
 * "Sat, Nov 28, 2026 · Morning, 6:00 AM–11:00 AM CST".
 */
export function missionWindowText(window: MissionWindow, site: Site): string {
  const day = siteDateText(window.date);
  const zone = site.timeZone;
  switch (window.kind) {
    case "fixed":
      return `${day} · starting at ${formatSiteTime(siteDateTime(window.date, window.startTime, zone), zone)}`;
    case "flexible":
      return window.days <= 1
        ? `${day} · any time that day`
        : `${day} to ${siteDateText(missionWindowLastDate(window))} · flexible within ${window.days} days`;
    case "part_of_day": {
      const label = PART_OF_DAY_LABELS[window.partOfDay];
      if (window.partOfDay !== "golden_hour") {
        const [from, to] = PART_OF_DAY_HOURS[window.partOfDay];
        return `${day} · ${label}, ${span(siteDateTime(window.date, from, zone), siteDateTime(window.date, to, zone), zone)}`;
      }
      const ranges = missionWindowRanges(window, site);
      const times = ranges.map((range) => span(range.start, range.end, zone)).join(" or ");
      return `${day} · ${label}${times ? `, ${times}` : ""}`;
    }
  }
}

const dayInZone = dateFormatPerZone({
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
});

/** "Sat, Nov 28, 2026 at 9:30 AM CST": a planned instant at the site. */
export function siteMomentText(instant: Date, timeZone: string): string {
  const day = dayInZone(timeZone).format(instant);
  return `${day} at ${formatSiteTime(instant, timeZone)}`;
}
