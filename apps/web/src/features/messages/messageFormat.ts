import { lazyDateFormat } from "@skyhire/shared";

const TIME = lazyDateFormat({ hour: "numeric", minute: "2-digit" });
const WEEKDAY = lazyDateFormat({ weekday: "short" });
const DAY = lazyDateFormat({ month: "short", day: "numeric" });
const FULL_DAY = lazyDateFormat({
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
});

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
const DAY_MS = 24 * 60 * 60 * 1000;

/** The list's time: "3:05 PM" today, "Tue" this week, "May 4" before. */
export function listTime(value: string, now: Date = new Date()): string {
  const date = new Date(value);
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
  if (days <= 0) return TIME.format(date);
  if (days < 7) return WEEKDAY.format(date);
  return DAY.format(date);
}

export function messageTime(value: string): string {
  return TIME.format(new Date(value));
}

/** The separator above the first message of each day: "Today", "Yesterday" or the date. */
export function dayLabel(value: string, now: Date = new Date()): string {
  const date = new Date(value);
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
  if (days === 0) return "Today";
  if (days === 1) return "Yesterday";
  return FULL_DAY.format(date);
}

export function sameDay(a: string, b: string): boolean {
  return startOfDay(new Date(a)) === startOfDay(new Date(b));
}

export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? "");
  return letters.slice(0, 2).join("") || "?";
}

/** A random v4 UUID for a message, also outside secure contexts (plain-http LAN testing). */
export function newMessageId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Enter sends; Shift+Enter (and composing an IME character) types a new line. */
export function isSendKey(event: {
  key: string;
  shiftKey: boolean;
  nativeEvent?: { isComposing?: boolean };
}): boolean {
  return event.key === "Enter" && !event.shiftKey && !event.nativeEvent?.isComposing;
}
