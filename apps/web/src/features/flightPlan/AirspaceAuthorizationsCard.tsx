import {
  AIRSPACE_AUTHORIZATION_KIND_LABELS,
  airspaceNeedsAuthorization,
  siteMomentText,
  type AirspaceAuthorizationDto,
  type JobDto,
} from "@skyhire/shared";
import { ShieldCheckIcon } from "lucide-react";
import { LoadError } from "@/components/page/LoadError";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useFlightConditions } from "@/features/flightConditions/useFlightConditions";
import { AuthorizationForm } from "./AuthorizationForm";
import { useAirspaceAuthorizations } from "./flightPlanQueries";

const RECORDABLE = new Set(["assigned", "in_progress"]);

function AuthorizationItem({
  item,
  timeZone,
}: {
  item: AirspaceAuthorizationDto;
  timeZone: string;
}) {
  return (
    <li className="rounded-lg border px-3 py-2">
      <p className="font-semibold">
        {AIRSPACE_AUTHORIZATION_KIND_LABELS[item.kind]} {item.reference} · up to {item.ceilingFtAgl}{" "}
        ft AGL
      </p>
      <p className="text-muted-foreground">
        Valid {siteMomentText(new Date(item.validFrom), timeZone)} to{" "}
        {siteMomentText(new Date(item.validTo), timeZone)}
      </p>
      {item.coversPlannedFlight !== null && (
        <p className="text-muted-foreground">
          {item.coversPlannedFlight
            ? "Covers the planned flight time."
            : "Does not cover the planned flight time."}
        </p>
      )}
    </li>
  );
}

/**
 * Airspace authorizations (14 CFR 107.41) for a job near an airport or in the controlled class
 * the client stated: the client sees whether one is recorded and its window; the hired pilot
 * records one. Recorded, never granted: the FAA grants them.
 */
export function AirspaceAuthorizationsCard({ job, isPilot }: { job: JobDto; isPilot: boolean }) {
  const conditions = useFlightConditions(job.id);
  const list = useAirspaceAuthorizations(job.id);
  const nearAirport =
    conditions.data?.located === true && conditions.data.airports.nearby.length > 0;
  const items = list.data ?? [];
  const timeZone = job.siteTimeZone;
  if (!timeZone) return null;
  if (!nearAirport && !airspaceNeedsAuthorization(job.airspaceClass) && items.length === 0) {
    return null;
  }
  return (
    <Card role="region" aria-labelledby="airspace-authorizations-title">
      <CardHeader>
        <CardTitle id="airspace-authorizations-title" className="flex items-center gap-2 text-base">
          <ShieldCheckIcon className="size-4 text-brand-sky" aria-hidden />
          Airspace authorization
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {list.isError ? (
          <LoadError
            message="Authorizations couldn't be loaded."
            onRetry={() => void list.refetch()}
          />
        ) : items.length === 0 ? (
          <p className="text-muted-foreground">
            {list.isPending ? "Loading..." : "No authorization recorded yet."}
          </p>
        ) : (
          <ul className="space-y-2" aria-label="Recorded authorizations">
            {items.map((item) => (
              <AuthorizationItem key={item.id} item={item} timeZone={timeZone} />
            ))}
          </ul>
        )}
        {isPilot && RECORDABLE.has(job.status) && (
          <AuthorizationForm jobId={job.id} timeZone={timeZone} />
        )}
        <p className="text-xs text-muted-foreground">
          The pilot obtains authorizations through LAANC or FAA DroneZone; SkyHire only records what
          they state.
        </p>
      </CardContent>
    </Card>
  );
}
