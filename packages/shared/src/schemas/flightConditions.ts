import { z } from "zod";

export const FORECAST_UNAVAILABLE_MESSAGE = "Forecast unavailable";
export const SITE_NOT_LOCATED_MESSAGE =
  "This job's place could not be located, so its airspace, daylight and weather can't be checked.";

const instant = z.iso.datetime({ offset: true });
const verdict = z.enum(["go", "marginal", "no_go"]);

/** Where the airport list comes from: named, with its licence, in the page's footnote. */
export const airportDataSourceSchema = z.object({
  name: z.string(),
  version: z.string(),
  licence: z.string(),
  url: z.string(),
  note: z.string(),
});

export const nearbyAirportSchema = z.object({
  code: z.string(),
  name: z.string(),
  distanceMiles: z.number(),
  /** "Near <airport> (<distance> mi): the site may be in controlled airspace; ..." */
  advisory: z.string(),
});

export const sunTimesSchema = z.object({
  civilDawn: instant.nullable(),
  sunrise: instant.nullable(),
  sunset: instant.nullable(),
  civilDusk: instant.nullable(),
});

export const forecastHourSchema = z.object({
  startTime: instant,
  endTime: instant,
  windMph: z.number().nullable(),
  gustMph: z.number().nullable(),
  precipitationChance: z.number().nullable(),
  temperatureF: z.number().nullable(),
  shortForecast: z.string(),
  verdict,
  reasons: z.array(z.string()),
});

/** The limits a verdict was reached with: the planned aircraft's, else SkyHire's defaults. */
export const verdictLimitsSchema = z.object({
  maxWindMph: z.number(),
  maxGustMph: z.number(),
  maxPrecipitationChance: z.number(),
  /** The planned aircraft whose limits these are; null for the defaults. */
  aircraftName: z.string().nullable(),
});

export const flightForecastSchema = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("available"),
    /** When the National Weather Service last updated it. */
    updatedAt: instant.nullable(),
    /** The date's hours inside civil twilight (flyable without night rules), in order. */
    hours: z.array(forecastHourSchema),
    /** The best hour's verdict: go when at least one hour is go. */
    verdict,
    limits: verdictLimitsSchema,
    /** The forecast hour of the planned take-off, when one is planned and forecast. */
    plannedHour: forecastHourSchema.nullable(),
  }),
  z.object({
    status: z.literal("out_of_range"),
    /** Why there is no forecast for the date (in the past, or too far ahead). */
    message: z.string(),
  }),
  z.object({ status: z.literal("unavailable"), message: z.literal(FORECAST_UNAVAILABLE_MESSAGE) }),
]);

/** GET /api/jobs/{id}/flight-conditions: the advisory airspace, daylight and weather check. */
export const flightConditionsSchema = z.discriminatedUnion("located", [
  z.object({
    located: z.literal(true),
    site: z.object({ lat: z.number(), lng: z.number(), timeZone: z.string() }),
    /**
     * The site's date checked: the planned flight's, else the stated mission window's, else
     * the job's start date, else its deadline, else today.
     */
    date: z.iso.date(),
    dateSource: z.enum(["planned", "window", "start", "deadline", "today"]),
    /** The hired pilot's planned time and where the sun is then (14 CFR 107.29). */
    plannedFlight: z
      .object({ at: instant, daylight: z.enum(["day", "civil_twilight", "night"]) })
      .nullable(),
    airports: z.object({
      radiusMiles: z.number(),
      nearby: z.array(nearbyAirportSchema),
      source: airportDataSourceSchema,
    }),
    daylight: sunTimesSchema,
    forecast: flightForecastSchema,
  }),
  z.object({ located: z.literal(false), message: z.string() }),
]);

export type FlightConditionsDto = z.infer<typeof flightConditionsSchema>;
export type FlightForecastDto = z.infer<typeof flightForecastSchema>;
export type VerdictLimitsDto = z.infer<typeof verdictLimitsSchema>;
export type ForecastHourDto = z.infer<typeof forecastHourSchema>;
export type NearbyAirportDto = z.infer<typeof nearbyAirportSchema>;
