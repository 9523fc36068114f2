import { siteDateTime } from "@skyhire/shared";

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/;

/** A datetime-local value ("2026-12-03T08:00") read on the site's clock; null when blank. */
export function siteInstantOf(value: string, timeZone: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return null;
  return siteDateTime(match[1]!, match[2]!, timeZone);
}
