import {
  AIRSPACE_CLASS_LABELS,
  missionWindowText,
  siteMomentText,
  type JobDto,
  type Site,
} from "@skyhire/shared";
import { CalendarClockIcon, PlaneTakeoffIcon } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { DaylightBadge } from "./DaylightBadge";
import { PlannedFlightForm } from "./PlannedFlightForm";

const PLANNABLE = new Set(["assigned", "in_progress"]);

function siteOf(job: JobDto): Site | null {
  if (job.lat === null || job.lng === null || !job.siteTimeZone) return null;
  return { lat: job.lat, lng: job.lng, timeZone: job.siteTimeZone };
}

/**
 * The job's flight plan: the client's mission window and airspace class, the hired pilot's
 * planned flight time (a night operation said so), and, for that pilot, the form to confirm it.
 * Every time is the site's, with its zone's abbreviation.
 */
export function FlightPlanCard({ job, canPlan }: { job: JobDto; canPlan: boolean }) {
  const site = siteOf(job);
  const planned = job.plannedFlight;
  return (
    <Card role="region" aria-labelledby="flight-plan-title">
      <CardHeader>
        <CardTitle id="flight-plan-title" className="text-base">
          Flight plan
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <dl className="grid gap-3 sm:grid-cols-2">
          <div className="rounded-lg bg-muted/60 px-3 py-2">
            <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <CalendarClockIcon className="size-3.5" aria-hidden />
              Mission window
            </dt>
            <dd className="font-semibold">
              {job.missionWindow && site
                ? missionWindowText(job.missionWindow, site)
                : "No date set: any time to come"}
            </dd>
          </div>
          <div className="rounded-lg bg-muted/60 px-3 py-2">
            <dt className="text-xs text-muted-foreground">Airspace class (stated by the client)</dt>
            <dd className="font-semibold">
              {job.airspaceClass ? AIRSPACE_CLASS_LABELS[job.airspaceClass] : "Not stated"}
            </dd>
          </div>
        </dl>
        <section aria-label="Planned flight" className="space-y-2">
          <h3 className="flex items-center gap-1.5 text-sm font-semibold">
            <PlaneTakeoffIcon className="size-4 text-brand-sky" aria-hidden />
            Planned flight
          </h3>
          {planned && site ? (
            <div className="space-y-1">
              <p className="text-base font-semibold" data-testid="planned-flight-time">
                {siteMomentText(new Date(planned.at), site.timeZone)}
              </p>
              <p className="flex flex-wrap items-center gap-2">
                <DaylightBadge daylight={planned.daylight} />
                {planned.aircraftName && (
                  <span className="text-muted-foreground">Aircraft: {planned.aircraftName}</span>
                )}
              </p>
            </div>
          ) : (
            <p className="text-muted-foreground">
              {job.pilotProfileId
                ? "The pilot hasn't confirmed a flight time yet."
                : "The hired pilot confirms a flight time inside the window."}
            </p>
          )}
        </section>
        {canPlan && site && PLANNABLE.has(job.status) && (
          <PlannedFlightForm job={job} timeZone={site.timeZone} />
        )}
      </CardContent>
    </Card>
  );
}
