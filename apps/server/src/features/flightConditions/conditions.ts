import {
  AIRPORT_ADVISORY_RADIUS_MILES,
  airportsNear,
  daylightPhase,
  jobSiteDate,
  airspaceAdvisory,
  JOB_NOT_FOUND_MESSAGE,
  SITE_NOT_LOCATED_MESSAGE,
  siteDateOf,
  siteTimeZone,
  sunTimes,
  type FlightConditionsDto,
  type Site,
} from "@skyhire/shared";
import type { Database } from "../../db/client";
import type { User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { loadJobContext } from "../delivery/access";
import type { JobRow } from "../jobs/jobDto";
import { plannedAircraftLimits } from "./aircraftLimits";
import { AIRPORT_DATA_SOURCE, allAirports } from "./airportData";
import { forecastForDate } from "./forecastForDate";
import type { WeatherProvider } from "./weatherProvider";

/**
 * The site's day to check: the planned flight's, else the first day of the mission window
 * (the client's stated one, else the job's start date or deadline), else today.
 */
function missionDate(job: JobRow, site: Site, now: Date) {
  if (job.plannedFlightAt)
    return { date: siteDateOf(job.plannedFlightAt, site.timeZone), dateSource: "planned" as const };
  if (job.missionWindow) return { date: job.missionWindow.date, dateSource: "window" as const };
  if (job.dateFrom)
    return { date: jobSiteDate(job.dateFrom, site.timeZone), dateSource: "start" as const };
  if (job.deadline)
    return { date: jobSiteDate(job.deadline, site.timeZone), dateSource: "deadline" as const };
  return { date: siteDateOf(now, site.timeZone), dateSource: "today" as const };
}

/**
 * GET /api/jobs/{id}/flight-conditions for the job's client or its hired pilot (anyone else:
 * the 404 of a job that does not exist): airports within 5 statute miles with the airspace
 * advisory, civil twilight on the job's date, and the forecast with its verdict.
 */
export async function flightConditions(
  db: Database,
  weather: WeatherProvider,
  user: User,
  jobId: string,
  now: Date,
  log: { warn(object: object, message: string): void },
): Promise<FlightConditionsDto> {
  const context = await loadJobContext(db, jobId);
  const isParty =
    context && (context.client.userId === user.id || context.pilot?.userId === user.id);
  if (!context || !isParty) throw new HttpError(404, JOB_NOT_FOUND_MESSAGE);
  const { lat, lng } = context.job;
  if (lat === null || lng === null) return { located: false, message: SITE_NOT_LOCATED_MESSAGE };

  const site: Site = { lat, lng, timeZone: siteTimeZone(lat, lng) };
  const { date, dateSource } = missionDate(context.job, site, now);
  const sun = sunTimes(site, date);
  const nearby = airportsNear(site, await allAirports());
  const iso = (instant: Date | null) => instant?.toISOString() ?? null;
  return {
    located: true,
    site,
    date,
    dateSource,
    plannedFlight: context.job.plannedFlightAt
      ? {
          at: context.job.plannedFlightAt.toISOString(),
          daylight: daylightPhase(site, context.job.plannedFlightAt),
        }
      : null,
    airports: {
      radiusMiles: AIRPORT_ADVISORY_RADIUS_MILES,
      nearby: nearby.map((airport) => ({
        code: airport.code,
        name: airport.name,
        distanceMiles: airport.distanceMiles,
        advisory: airspaceAdvisory(airport),
      })),
      source: AIRPORT_DATA_SOURCE,
    },
    daylight: {
      civilDawn: iso(sun.civilDawn),
      sunrise: iso(sun.sunrise),
      sunset: iso(sun.sunset),
      civilDusk: iso(sun.civilDusk),
    },
    forecast: await forecastForDate(weather, site, date, sun, siteDateOf(now, site.timeZone), log, {
      limits: await plannedAircraftLimits(
        db,
        context.job.plannedAircraftId,
        context.job.pilotProfileId,
      ),
      plannedAt: context.job.plannedFlightAt,
    }),
  };
}
