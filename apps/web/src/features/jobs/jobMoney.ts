/**
 * Amounts travel in cents (spec section 9); people type whole dollars. The schemas of
 * @skyhire/shared then say what is wrong with the amount ("at least $50", "whole dollars").
 */

/** "250" → 25000 cents; empty → undefined; anything unreadable → NaN (the schema names it). */
export function dollarsToCents(text: string | number | null | undefined): number | undefined {
  if (text === null || text === undefined) return undefined;
  const trimmed = String(text).trim().replace(/^\$/, "").replace(/,/g, "");
  if (trimmed === "") return undefined;
  const dollars = Number(trimmed);
  // Rounded so 19.99 becomes 1999 exactly, not 1998.9999999999998.
  return Number.isFinite(dollars) ? Math.round(dollars * 100) : Number.NaN;
}

/** 25000 → "250", for a dollars input; null/undefined → "". */
export function centsToDollarsText(cents: number | null | undefined): string {
  return typeof cents === "number" && Number.isFinite(cents) ? String(cents / 100) : "";
}
