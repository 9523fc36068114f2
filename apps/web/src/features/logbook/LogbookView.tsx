import { formatAirtime, type LogbookDto } from "@skyhire/shared";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { DataTable, HeaderCell, TableCell, TableHeader, TableRow } from "@/components/ui/table";
import { formatFlightWindow } from "@/features/flightLogs/flightFormat";
import { monthName, MonthlyAirtimeChart } from "./MonthlyAirtimeChart";

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card>
      <CardContent className="space-y-1 pt-6">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-2xl font-bold tabular-nums">{value}</p>
      </CardContent>
    </Card>
  );
}

type TotalsRow = { key: string; name: string; flights: number; airtimeSeconds: number };

/** Flights and airtime per month or per aircraft: one row per name. */
function TotalsTable({
  caption,
  label,
  rows,
}: {
  caption: string;
  label: string;
  rows: TotalsRow[];
}) {
  return (
    <DataTable caption={caption} minWidth="min-w-[20rem]">
      <TableHeader>
        <HeaderCell>{label}</HeaderCell>
        <HeaderCell numeric>Flights</HeaderCell>
        <HeaderCell numeric>Airtime</HeaderCell>
      </TableHeader>
      <tbody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell>{row.name}</TableCell>
            <TableCell numeric>{row.flights}</TableCell>
            <TableCell numeric>{formatAirtime(row.airtimeSeconds)}</TableCell>
          </TableRow>
        ))}
      </tbody>
    </DataTable>
  );
}

/** Totals, the monthly chart with its table, per-aircraft totals and every flight. */
export function LogbookView({ logbook }: { logbook: LogbookDto }) {
  if (logbook.totals.flights === 0) {
    return (
      <p className="rounded-2xl border bg-card px-4 py-6 text-muted-foreground">
        No flights logged yet. Log each flight from the job page of a job you were hired for.
      </p>
    );
  }
  return (
    <div className="space-y-8">
      <div className="grid gap-4 sm:grid-cols-3">
        <Stat label="Flights" value={String(logbook.totals.flights)} />
        <Stat label="Total airtime" value={formatAirtime(logbook.totals.airtimeSeconds)} />
        <Stat label="Aircraft flown" value={String(logbook.byAircraft.length)} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">By month</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <MonthlyAirtimeChart months={logbook.byMonth} />
          <TotalsTable
            caption="Flights and airtime per month"
            label="Month"
            rows={logbook.byMonth.map((m) => ({ key: m.month, name: monthName(m.month), ...m }))}
          />
        </CardContent>
      </Card>
      <section aria-labelledby="logbook-aircraft" className="space-y-3">
        <h2 id="logbook-aircraft" className="text-lg font-semibold">
          By aircraft
        </h2>
        <TotalsTable
          caption="Flights and airtime per aircraft"
          label="Aircraft"
          rows={logbook.byAircraft.map((a) => ({
            key: a.equipmentId ?? a.aircraftName,
            name: a.aircraftName,
            ...a,
          }))}
        />
      </section>
      <section aria-labelledby="logbook-flights" className="space-y-3">
        <h2 id="logbook-flights" className="text-lg font-semibold">
          Every flight
        </h2>
        <DataTable caption="Every logged flight, newest first" minWidth="min-w-[40rem]">
          <TableHeader>
            <HeaderCell>When (site time)</HeaderCell>
            <HeaderCell>Job</HeaderCell>
            <HeaderCell>Aircraft</HeaderCell>
            <HeaderCell numeric>Airtime</HeaderCell>
            <HeaderCell numeric>Max ft AGL</HeaderCell>
          </TableHeader>
          <tbody>
            {[...logbook.flights].reverse().map((f) => (
              <TableRow key={f.id}>
                <TableCell>{formatFlightWindow(f.takeoffAt, f.landingAt, f.timeZone)}</TableCell>
                <TableCell>{f.jobTitle}</TableCell>
                <TableCell>{f.aircraftName}</TableCell>
                <TableCell numeric>{formatAirtime(f.airtimeSeconds)}</TableCell>
                <TableCell numeric>{f.maxAltitudeFtAgl}</TableCell>
              </TableRow>
            ))}
          </tbody>
        </DataTable>
      </section>
    </div>
  );
}
