import { z } from "zod";
import type { ForecastHour, HourlyForecast } from "./weatherProvider";

/**
 * The parts of the National Weather Service API's GeoJSON answers SkyHire reads
 * (https://www.weather.gov/documentation/services-web-api): GET /points/{lat},{lng} and the
 * hourly forecast it links to. Values come as plain numbers with a unit field, strings like
 * "10 mph" or "5 to 10 mph", or (with the API's quantitative-value feature flags)
 * { unitCode, value }; all three are read.
 */
export const nwsPointSchema = z.object({
  properties: z.object({
    gridId: z.string(),
    gridX: z.number(),
    gridY: z.number(),
    forecastHourly: z.string(),
  }),
});

const quantitativeValue = z.object({
  unitCode: z.string(),
  value: z.number().nullable(),
  maxValue: z.number().nullable().optional(),
});

const nwsPeriodSchema = z.object({
  startTime: z.string(),
  endTime: z.string(),
  temperature: z.union([z.number(), quantitativeValue]).nullable(),
  temperatureUnit: z.string().nullable().optional(),
  probabilityOfPrecipitation: quantitativeValue.nullable().optional(),
  windSpeed: z.union([z.string(), quantitativeValue]).nullable().optional(),
  windGust: z.union([z.string(), quantitativeValue]).nullable().optional(),
  shortForecast: z.string().nullable().optional(),
});

export const nwsHourlyForecastSchema = z.object({
  properties: z.object({
    updated: z.string().nullable().optional(),
    periods: z.array(nwsPeriodSchema),
  }),
});

const MPH_PER_KMH = 0.621371;
const MPH_PER_KNOT = 1.15078;

/** "10 mph" or "5 to 10 mph" (the top of the range), or a quantitative value, in mph. */
export function windMph(value: string | z.infer<typeof quantitativeValue> | null | undefined) {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") {
    const numbers = [...value.matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
    if (numbers.length === 0) return null;
    const top = Math.max(...numbers);
    return Math.round(/km\/h/i.test(value) ? top * MPH_PER_KMH : top);
  }
  const top = value.maxValue ?? value.value;
  if (top === null) return null;
  if (/km_h-1$/.test(value.unitCode)) return Math.round(top * MPH_PER_KMH);
  if (/m_s-1$/.test(value.unitCode)) return Math.round(top * 3.6 * MPH_PER_KMH);
  if (/kt$/.test(value.unitCode)) return Math.round(top * MPH_PER_KNOT);
  return Math.round(top);
}

function temperatureF(period: z.infer<typeof nwsPeriodSchema>): number | null {
  const { temperature, temperatureUnit } = period;
  if (temperature === null) return null;
  if (typeof temperature === "number") {
    return Math.round(temperatureUnit === "C" ? (temperature * 9) / 5 + 32 : temperature);
  }
  if (temperature.value === null) return null;
  return Math.round(
    /degC$/.test(temperature.unitCode) ? (temperature.value * 9) / 5 + 32 : temperature.value,
  );
}

function instant(text: string | null | undefined): Date | null {
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The hourly forecast as SkyHire uses it; periods with unreadable times are left out. */
export function toHourlyForecast(json: z.infer<typeof nwsHourlyForecastSchema>): HourlyForecast {
  const hours: ForecastHour[] = [];
  for (const period of json.properties.periods) {
    const start = instant(period.startTime);
    const end = instant(period.endTime);
    if (!start || !end) continue;
    hours.push({
      start,
      end,
      windMph: windMph(period.windSpeed),
      gustMph: windMph(period.windGust),
      precipitationChance: period.probabilityOfPrecipitation?.value ?? null,
      temperatureF: temperatureF(period),
      shortForecast: period.shortForecast ?? "",
    });
  }
  return { updatedAt: instant(json.properties.updated), hours };
}
