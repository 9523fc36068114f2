import {
  FORECAST_UNAVAILABLE_MESSAGE,
  siteDateOf,
  weatherVerdict,
  type FlightForecastDto,
  type ForecastHourDto,
  type Site,
  type SunTimes,
  type VerdictLimitsDto,
} from "@skyhire/shared";
import {
  WeatherUnavailableError,
  type ForecastHour,
  type WeatherProvider,
} from "./weatherProvider";

const VERDICT_RANK = { go: 0, marginal: 1, no_go: 2 } as const;

/** One forecast hour with its verdict at the given limits. */
export function judgedHour(hour: ForecastHour, limits: VerdictLimitsDto): ForecastHourDto {
  return {
    startTime: hour.start.toISOString(),
    endTime: hour.end.toISOString(),
    windMph: hour.windMph,
    gustMph: hour.gustMph,
    precipitationChance: hour.precipitationChance,
    temperatureF: hour.temperatureF,
    shortForecast: hour.shortForecast,
    ...weatherVerdict(hour, limits),
  };
}

/** The forecast hour an instant falls in, if the forecast covers it. */
export function hourContaining(hours: ForecastHour[], instant: Date): ForecastHour | null {
  const at = instant.getTime();
  return hours.find((hour) => hour.start.getTime() <= at && at < hour.end.getTime()) ?? null;
}

export interface ForecastOptions {
  /** The planned aircraft's limits, else the defaults. */
  limits: VerdictLimitsDto;
  /** The planned take-off, whose hour is judged on its own (it may be in civil twilight). */
  plannedAt: Date | null;
}

/**
 * The forecast for the site's date: its hours inside civil twilight (when Part 107 flights
 * need no night rules), each with the go/no-go verdict at the planned aircraft's limits, the
 * best hour's verdict and the planned take-off's hour. "Forecast unavailable" when the service
 * can't be reached or read.
 */
export async function forecastForDate(
  weather: WeatherProvider,
  site: Site,
  date: string,
  sun: SunTimes,
  today: string,
  log: { warn(object: object, message: string): void },
  { limits, plannedAt }: ForecastOptions,
): Promise<FlightForecastDto> {
  let forecast;
  try {
    forecast = await weather.hourlyForecast(site);
  } catch (error) {
    if (!(error instanceof WeatherUnavailableError)) throw error;
    log.warn({ reason: error.message }, "weather forecast unavailable");
    return { status: "unavailable", message: FORECAST_UNAVAILABLE_MESSAGE };
  }
  const onDate = forecast.hours.filter((hour) => siteDateOf(hour.start, site.timeZone) === date);
  if (onDate.length === 0) {
    return {
      status: "out_of_range",
      message:
        date < today
          ? "This date has passed: there is no forecast for it."
          : "No forecast for this date yet: the National Weather Service forecasts about 7 days ahead.",
    };
  }
  const dawn = sun.civilDawn?.getTime() ?? -Infinity;
  const dusk = sun.civilDusk?.getTime() ?? Infinity;
  const hours: ForecastHourDto[] = onDate
    .filter((hour) => hour.end.getTime() > dawn && hour.start.getTime() < dusk)
    .map((hour) => judgedHour(hour, limits));
  if (hours.length === 0) {
    return {
      status: "out_of_range",
      message: "No daylight or civil twilight at the site on this date.",
    };
  }
  const best = hours.reduce((a, b) => (VERDICT_RANK[b.verdict] < VERDICT_RANK[a.verdict] ? b : a));
  const planned = plannedAt ? hourContaining(forecast.hours, plannedAt) : null;
  return {
    status: "available",
    updatedAt: forecast.updatedAt?.toISOString() ?? null,
    hours,
    verdict: best.verdict,
    limits,
    plannedHour: planned ? judgedHour(planned, limits) : null,
  };
}
