// Made on first use, not when the module loads: the first Intl formatter of a page costs tens
// of milliseconds on a phone, and this module loads with every signed-in page.
let relative: Intl.RelativeTimeFormat | undefined;
let day: Intl.DateTimeFormat | undefined;

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["minute", 60],
  ["hour", 60 * 60],
  ["day", 24 * 60 * 60],
  ["week", 7 * 24 * 60 * 60],
];

/** "just now", "5 minutes ago", "yesterday", "2 weeks ago", or the date after a month. */
export function timeAgo(value: string | null | undefined, now: Date = new Date()): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  if (seconds < 60) return "just now";
  if (seconds >= 30 * 24 * 60 * 60) {
    day ??= new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
    return day.format(date);
  }
  let unit: Intl.RelativeTimeFormatUnit = "minute";
  let size = 60;
  for (const [name, length] of STEPS) {
    if (seconds >= length) [unit, size] = [name, length];
  }
  relative ??= new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });
  return relative.format(-Math.floor(seconds / size), unit);
}

/** Only a path on this site may be opened from a notification. */
export function inAppLink(link: string | null | undefined): string | null {
  if (!link || !link.startsWith("/") || link.startsWith("//")) return null;
  return link;
}
