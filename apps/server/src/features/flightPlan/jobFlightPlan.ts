import {
  daylightPhase,
  jobMissionWindow,
  siteTimeZone,
  type JobDto,
  type MissionWindow,
  type Site,
} from "@skyhire/shared";
import type { Job } from "../../db/schema";

/** The job's site with its zone, from its coordinates; null when the place is unknown. */
export function jobSite(job: Pick<Job, "lat" | "lng">): Site | null {
  if (job.lat === null || job.lng === null) return null;
  return { lat: job.lat, lng: job.lng, timeZone: siteTimeZone(job.lat, job.lng) };
}

/** The job's mission window in its site's zone (stated, else its date as a flexible day). */
export function windowOfJob(job: Job, site: Site | null): MissionWindow | null {
  // Without a zone a date-only job has no site day; a stated window already names its date.
  if (!site) return job.missionWindow ?? null;
  return jobMissionWindow(job, site.timeZone);
}

type FlightPlanFields = Pick<
  JobDto,
  "siteTimeZone" | "missionWindow" | "airspaceClass" | "plannedFlight"
>;

/** The flight-operations fields of the job DTO. */
export function jobFlightPlan(
  job: Job & { plannedAircraftName?: string | null },
): FlightPlanFields {
  const site = jobSite(job);
  const planned = job.plannedFlightAt;
  return {
    siteTimeZone: site?.timeZone ?? null,
    missionWindow: windowOfJob(job, site),
    airspaceClass: job.airspaceClass ?? null,
    plannedFlight:
      planned && job.plannedFlightConfirmedAt
        ? {
            at: planned.toISOString(),
            aircraftId: job.plannedAircraftId,
            aircraftName: job.plannedAircraftName ?? null,
            daylight: site ? daylightPhase(site, planned) : "day",
            confirmedAt: job.plannedFlightConfirmedAt.toISOString(),
          }
        : null,
  };
}
