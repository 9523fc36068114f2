import { lazyDateFormat, type EarningsDto } from "@skyhire/shared";
import { formatMoney } from "@/features/checkout/money";

const SHORT = lazyDateFormat({ month: "short", timeZone: "UTC" });
const NARROW = lazyDateFormat({ month: "narrow", timeZone: "UTC" });
const LONG = lazyDateFormat({ month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-03" → a UTC date in that month (the series is counted in UTC months). */
function monthDate(month: string): Date {
  const [year, m] = month.split("-").map(Number);
  return new Date(Date.UTC(year ?? 1970, (m ?? 1) - 1, 1));
}

/**
 * Net earned per month as plain CSS bars, tallest = the best month. Each bar is labelled with its
 * month and amount for screen readers, and the numbers are shown on hover and focus.
 */
export function MonthlyChart({ monthly }: { monthly: EarningsDto["monthly"] }) {
  const max = Math.max(...monthly.map((m) => m.netCents), 0);
  return (
    <figure className="space-y-3">
      <figcaption className="flex flex-wrap justify-between gap-2 text-sm text-muted-foreground">
        <span>Net earned per month, the last {monthly.length} months</span>
        {max > 0 && <span>Best month: {formatMoney(max)}</span>}
      </figcaption>
      <ul
        className="flex h-48 items-end gap-1.5 border-b pb-0 sm:gap-3"
        aria-label="Monthly net earnings"
      >
        {monthly.map((m) => {
          const date = monthDate(m.month);
          const height = max === 0 ? 0 : Math.max((m.netCents / max) * 100, m.netCents > 0 ? 3 : 0);
          const label = `${LONG.format(date)}: ${formatMoney(m.netCents)}`;
          return (
            <li
              key={m.month}
              className="group relative flex h-full min-w-0 flex-1 flex-col justify-end"
              aria-label={label}
              tabIndex={0}
              title={label}
            >
              <span className="pointer-events-none absolute -top-6 left-1/2 hidden -translate-x-1/2 rounded bg-foreground px-1.5 py-0.5 text-[11px] whitespace-nowrap text-background group-hover:block group-focus:block">
                {formatMoney(m.netCents)}
              </span>
              <div
                className="w-full rounded-t-md bg-brand-sky transition-colors group-hover:bg-brand-orange group-focus:bg-brand-orange"
                style={{ height: `${height}%` }}
              />
            </li>
          );
        })}
      </ul>
      <div className="flex gap-1.5 sm:gap-3" aria-hidden>
        {monthly.map((m) => (
          <span
            key={m.month}
            className="min-w-0 flex-1 truncate text-center text-[11px] text-muted-foreground"
          >
            <span className="sm:hidden">{NARROW.format(monthDate(m.month))}</span>
            <span className="hidden sm:inline">{SHORT.format(monthDate(m.month))}</span>
          </span>
        ))}
      </div>
    </figure>
  );
}
