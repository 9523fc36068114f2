import type { ForecastHourDto } from "@skyhire/shared";
import { DataTable, HeaderCell, TableCell, TableHeader, TableRow } from "@/components/ui/table";
import { siteTimeText } from "./siteFormat";
import { VerdictBadge } from "./VerdictBadge";

const figure = (value: number | null, unit = "") => (value === null ? "–" : `${value}${unit}`);

/** The date's forecast hours inside civil twilight, each with its verdict and why. */
export function ForecastHours({ hours, timeZone }: { hours: ForecastHourDto[]; timeZone: string }) {
  return (
    <DataTable caption="Hourly forecast for the flight date" minWidth="min-w-[38rem]">
      <TableHeader>
        <HeaderCell>Hour</HeaderCell>
        <HeaderCell>Verdict</HeaderCell>
        <HeaderCell>Forecast</HeaderCell>
        <HeaderCell numeric>Wind (mph)</HeaderCell>
        <HeaderCell numeric>Gusts (mph)</HeaderCell>
        <HeaderCell numeric>Precip.</HeaderCell>
        <HeaderCell numeric>Temp.</HeaderCell>
      </TableHeader>
      <tbody>
        {hours.map((hour) => (
          <TableRow key={hour.startTime}>
            <TableCell className="whitespace-nowrap">
              {siteTimeText(hour.startTime, timeZone)}
            </TableCell>
            <TableCell className="min-w-36">
              <VerdictBadge verdict={hour.verdict} />
              {hour.reasons.length > 0 && (
                <p className="mt-1 text-xs text-muted-foreground">{hour.reasons.join("; ")}</p>
              )}
            </TableCell>
            <TableCell>{hour.shortForecast || "–"}</TableCell>
            <TableCell numeric>{figure(hour.windMph)}</TableCell>
            <TableCell numeric>{figure(hour.gustMph)}</TableCell>
            <TableCell numeric>{figure(hour.precipitationChance, "%")}</TableCell>
            <TableCell numeric>{figure(hour.temperatureF, " °F")}</TableCell>
          </TableRow>
        ))}
      </tbody>
    </DataTable>
  );
}
