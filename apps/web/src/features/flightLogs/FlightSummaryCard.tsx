import { formatAirtime, type FlightSummaryDto } from "@skyhire/shared";
import { PlaneIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { formatSiteMoment } from "./flightFormat";
import { IconCardHeader } from "@/components/page/IconCardHeader";

/** The client's view of the job's flights: how many, how long, on which aircraft. */
export function FlightSummaryCard({ summary }: { summary: FlightSummaryDto }) {
  return (
    <Card>
      <IconCardHeader icon={PlaneIcon} title="Flight summary">
        {summary.flights === 0
          ? "No flights logged yet. The pilot logs each flight before delivering."
          : "The flights the pilot logged for this job."}
      </IconCardHeader>
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
