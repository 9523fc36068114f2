// Intl formatters made on first use. Making a formatter is the costly part, and the first one a
// page makes loads ICU's locale and time zone data: a module-level formatter of the dashboard's
// code cost 114 ms of a signed-in page's load in Chromium at the 4x CPU slowdown of a phone
// (docs/benchmarks.md), on a screen that never showed a date in that format. These make the
// formatter when something is first formatted, once, and keep it.

/**
 * A whole number with en-US thousands separators ("1,240", "-25,000"), without Intl: the first
 * number formatter a page makes loads ICU's locale data, 160-170 ms of the landing page's load at
 * a phone's CPU speed (4x) where counts and prices were its only use of Intl (docs/benchmarks.md).
 * Fractions are rounded to the nearest whole number.
 */
export function groupDigits(value: number): string {
  const whole = Math.round(value);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, ",");
  return whole < 0 ? `-${digits}` : digits;
}

type DateFormatter = Pick<Intl.DateTimeFormat, "format" | "formatToParts">;

/** An en-US date formatter with `options`, made when it first formats. */
export function lazyDateFormat(options: Intl.DateTimeFormatOptions): DateFormatter {
  let made: Intl.DateTimeFormat | undefined;
  const formatter = () => (made ??= new Intl.DateTimeFormat("en-US", options));
  return {
    format: (date) => formatter().format(date),
    formatToParts: (date) => formatter().formatToParts(date),
  };
}

/** An en-US number formatter with `options`, made when it first formats. */
export function lazyNumberFormat(options?: Intl.NumberFormatOptions): {
  format(n: number): string;
} {
  let made: Intl.NumberFormat | undefined;
  return { format: (n) => (made ??= new Intl.NumberFormat("en-US", options)).format(n) };
}

/**
 * One en-US date formatter per time zone with `options`, each made when first asked for and kept
 * (a site's zone repeats on every row of a list). `undefined` is the browser's own zone.
 */
export function dateFormatPerZone(
  options: Omit<Intl.DateTimeFormatOptions, "timeZone">,
): (timeZone: string | undefined) => Intl.DateTimeFormat {
  const byZone = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    const key = timeZone ?? "";
    let formatter = byZone.get(key);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
      byZone.set(key, formatter);
    }
    return formatter;
  };
}
