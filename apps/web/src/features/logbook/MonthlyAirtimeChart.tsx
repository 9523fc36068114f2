import { formatAirtime, type LogbookDto } from "@skyhire/shared";

const monthName = (month: string) =>
  new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/**
 * Airtime per month as horizontal bars. Each bar's row reads its month, airtime and flights in
 * text, so the chart needs no colour or shape to be understood; the table below holds the same
 * figures for screen readers and for copying.
 */
export function MonthlyAirtimeChart({ months }: { months: LogbookDto["byMonth"] }) {
  const longest = Math.max(1, ...months.map((m) => m.airtimeSeconds));
  return (
    <figure className="space-y-3">
      <figcaption className="text-sm font-semibold">Airtime per month</figcaption>
      <ul className="space-y-2" aria-hidden>
        {months.map((m) => (
          <li key={m.month} className="grid grid-cols-[5.5rem_1fr] items-center gap-3 text-sm">
            <span className="text-muted-foreground">{monthName(m.month)}</span>
            <span className="flex items-center gap-2">
              <span
                className="h-4 rounded-sm bg-brand-sky"
                style={{ width: `${Math.max(2, (m.airtimeSeconds / longest) * 100)}%` }}
              />
              <span className="shrink-0 tabular-nums">
                {formatAirtime(m.airtimeSeconds)} · {m.flights}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

export { monthName };
