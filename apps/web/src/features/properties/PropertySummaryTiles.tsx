import type { PropertySummary } from "@skyhire/shared";
import { SUMMARY_TILES } from "./propertySummaryTiles";

/** Five counts over the client's properties and the jobs at them. */
export function PropertySummaryTiles({ summary }: { summary: PropertySummary }) {
  return (
    <ul
      aria-label="Property summary"
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
    >
      {SUMMARY_TILES.map(({ key, label, hint }) => (
        <li
          key={key}
          className="rounded-2xl border bg-card p-4 first:col-span-2 sm:p-5 sm:first:col-span-1"
        >
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          <p className="mt-1 font-display text-3xl font-bold" data-testid={`summary-${key}`}>
            {summary[key].toLocaleString("en-US")}
          </p>
          <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
        </li>
      ))}
    </ul>
  );
}
