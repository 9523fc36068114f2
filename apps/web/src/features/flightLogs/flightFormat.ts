import { formatSiteTime } from "@skyhire/shared";

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** "Jul 4, 2026" as the site's calendar shows the instant. */
export function formatSiteDay(iso: string, timeZone: string): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      month: "short",
      day: "numeric",
      year: "numeric",
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(new Date(iso));
}

/** "Jul 4, 2026, 9:30 AM MDT – 9:55 AM MDT": a flight in its site's zone, with the zone named. */
export function formatFlightWindow(takeoffAt: string, landingAt: string, timeZone: string) {
  const takeoff = formatSiteTime(new Date(takeoffAt), timeZone);
  const landing = formatSiteTime(new Date(landingAt), timeZone);
  return `${formatSiteDay(takeoffAt, timeZone)}, ${takeoff} – ${landing}`;
}

/** "Jul 4, 2026, 9:30 AM MDT" */
export function formatSiteMoment(iso: string, timeZone: string): string {
  return `${formatSiteDay(iso, timeZone)}, ${formatSiteTime(new Date(iso), timeZone)}`;
}
