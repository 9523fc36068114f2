import { formatAirtime, type FlightSummaryDto } from "@skyhire/shared";
import { PlaneIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatSiteMoment } from "./flightFormat";

/** The client's view of the job's flights: how many, how long, on which aircraft. */
export function FlightSummaryCard({ summary }: { summary: FlightSummaryDto }) {
  return (
    <Card>
      <CardHeader className="flex-row items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-sky-soft text-brand-sky">
          <PlaneIcon className="size-5" aria-hidden />
        </span>
        <div className="space-y-1">
          <CardTitle className="text-base">Flight summary</CardTitle>
          <CardDescription>
            {summary.flights === 0
              ? "No flights logged yet. The pilot logs each flight before delivering."
              : "The flights the pilot logged for this job."}
          </CardDescription>
        </div>
      </CardHeader>
      {summary.flights > 0 && (
        <CardContent>
          <dl className="grid gap-3 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-muted-foreground">Flights</dt>
              <dd className="text-lg font-semibold">{summary.flights}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Total airtime</dt>
              <dd className="text-lg font-semibold">{formatAirtime(summary.airtimeSeconds)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Aircraft</dt>
              <dd className="font-semibold">
                {summary.aircraft.map((a) => `${a.name} (${a.flights})`).join(", ")}
              </dd>
            </div>
          </dl>
          {summary.firstTakeoffAt && summary.lastLandingAt && (
            <p className="mt-3 text-sm text-muted-foreground">
              First takeoff {formatSiteMoment(summary.firstTakeoffAt, summary.timeZone)}; last
              landing {formatSiteMoment(summary.lastLandingAt, summary.timeZone)}.
            </p>
          )}
        </CardContent>
      )}
    </Card>
  );
}
