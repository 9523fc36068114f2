import {
  AIRPORT_ADVISORY_RADIUS_MILES,
  airportsNear,
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
import { AIRPORT_DATA_SOURCE, allAirports } from "./airportData";
import { forecastForDate } from "./forecastForDate";
import type { WeatherProvider } from "./weatherProvider";

const HALF_DAY_MS = 12 * 3_600_000;

/**
 * The site's calendar day of a job date. The web app sends a picked day as the end of that day
 * in the poster's zone (23:59:59.999); read half a day earlier it falls on the picked day in
 * every US zone, whichever zone the poster was in.
 */
export function jobSiteDate(stamp: Date, timeZone: string): string {
  return siteDateOf(new Date(stamp.getTime() - HALF_DAY_MS), timeZone);
}

function missionDate(job: JobRow, site: Site, now: Date) {
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
    forecast: await forecastForDate(weather, site, date, sun, siteDateOf(now, site.timeZone), log),
  };
}
