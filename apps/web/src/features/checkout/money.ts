import { lazyDateFormat, lazyNumberFormat } from "@skyhire/shared";

const USD = lazyNumberFormat({ style: "currency", currency: "USD" });

/**
 * Exact money, cents included ("$472.50"), for payments, fees, invoices and earnings. Budgets
 * and quotes are whole dollars and keep formatCents from the shared rules.
 */
export function formatMoney(cents: number): string {
  return USD.format(cents / 100);
}

const DAY_TIME = lazyDateFormat({
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "May 10, 2026, 3:04 PM" for when money moved; "" for a missing or unreadable value. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : DAY_TIME.format(date);
}

/** "250", "$1,250.5" → cents; null when it is not an amount of dollars and cents. */
export function parseDollars(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, "").replace(/,/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ""] = cleaned.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Cents → "1250.50" for the amount field (no currency sign, no thousands separators). */
export function centsToInput(cents: number): string {
  return (cents / 100).toFixed(2);
}
