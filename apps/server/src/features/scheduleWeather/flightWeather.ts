import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import {
  FORECAST_UNAVAILABLE_MESSAGE,
  SCHEDULE_WEATHER_DAYS,
  siteTimeZone,
  type LatLng,
  type ScheduledFlightWeatherDto,
} from "@skyhire/shared";
import type { Database } from "../../db/client";
import { equipment, jobs, pilotProfiles, type User } from "../../db/schema";
import { plannedAircraftLimits } from "../flightConditions/aircraftLimits";
import { hourContaining, judgedHour } from "../flightConditions/forecastForDate";
import {
  WeatherUnavailableError,
  type HourlyForecast,
  type WeatherProvider,
} from "../flightConditions/weatherProvider";

const DAY_MS = 86_400_000;
type Log = { warn(object: object, message: string): void };

/** The provider's forecast, or null when it can't be had ("Forecast unavailable"). */
async function forecastAt(weather: WeatherProvider, point: LatLng, log: Log) {
  try {
    return await weather.hourlyForecast(point);
  } catch (error) {
    if (!(error instanceof WeatherUnavailableError)) throw error;
    log.warn({ reason: error.message }, "weather forecast unavailable");
    return null;
  }
}

/**
 * GET /api/schedule/flight-weather: the signed-in pilot's planned flights of the next 7 days
 * (hired jobs still to fly), soonest first, each with the forecast hour of its take-off and the
 * verdict at the planned aircraft's limits. One provider call per site (the provider caches per
 * grid point); an unreachable service makes that flight "Forecast unavailable" and nothing else.
 */
export async function scheduleFlightWeather(
  db: Database,
  weather: WeatherProvider,
  user: User,
  now: Date,
  log: Log,
): Promise<ScheduledFlightWeatherDto[]> {
  const rows = await db
    .select({ job: jobs, aircraftName: equipment.name })
    .from(jobs)
    .innerJoin(pilotProfiles, eq(pilotProfiles.id, jobs.pilotProfileId))
    .leftJoin(equipment, eq(equipment.id, jobs.plannedAircraftId))
    .where(
      and(
        eq(pilotProfiles.userId, user.id),
        inArray(jobs.status, ["assigned", "in_progress"]),
        gte(jobs.plannedFlightAt, now),
        lt(jobs.plannedFlightAt, new Date(now.getTime() + SCHEDULE_WEATHER_DAYS * DAY_MS)),
      ),
    )
    .orderBy(asc(jobs.plannedFlightAt), asc(jobs.id));

  const forecasts = new Map<string, Promise<HourlyForecast | null>>();
  const flights: ScheduledFlightWeatherDto[] = [];
  for (const { job, aircraftName } of rows) {
    if (job.lat === null || job.lng === null || !job.plannedFlightAt) continue;
    const key = `${job.lat},${job.lng}`;
    if (!forecasts.has(key))
      forecasts.set(key, forecastAt(weather, { lat: job.lat, lng: job.lng }, log));
    const forecast = await forecasts.get(key);
    const limits = await plannedAircraftLimits(db, job.plannedAircraftId, job.pilotProfileId);
    const hour = forecast ? hourContaining(forecast.hours, job.plannedFlightAt) : null;
    flights.push({
      jobId: job.id,
      title: job.title,
      location: job.location,
      plannedAt: job.plannedFlightAt.toISOString(),
      siteTimeZone: siteTimeZone(job.lat, job.lng),
      aircraftName,
      forecast: !forecast
        ? { status: "unavailable", message: FORECAST_UNAVAILABLE_MESSAGE }
        : hour
          ? { status: "available", hour: judgedHour(hour, limits), limits }
          : {
              status: "out_of_range",
              message:
                "No forecast for this time yet: the National Weather Service forecasts about 7 days ahead.",
            },
    });
  }
  return flights;
}
