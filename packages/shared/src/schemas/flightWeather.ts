import { z } from "zod";
import {
  FORECAST_UNAVAILABLE_MESSAGE,
  forecastHourSchema,
  verdictLimitsSchema,
} from "./flightConditions";

const instant = z.iso.datetime({ offset: true });

/** How far ahead the pilot's schedule shows the weather of planned flights. */
export const SCHEDULE_WEATHER_DAYS = 7;

/** The weather at one planned take-off, as the pilot's schedule shows it. */
export const scheduledFlightWeatherSchema = z.object({
  jobId: z.uuid(),
  title: z.string(),
  location: z.string().nullable(),
  plannedAt: instant,
  siteTimeZone: z.string(),
  aircraftName: z.string().nullable(),
  forecast: z.discriminatedUnion("status", [
    z.object({
      status: z.literal("available"),
      hour: forecastHourSchema,
      limits: verdictLimitsSchema,
    }),
    z.object({
      status: z.literal("out_of_range"),
      message: z.string(),
    }),
    z.object({
      status: z.literal("unavailable"),
      message: z.literal(FORECAST_UNAVAILABLE_MESSAGE),
    }),
  ]),
});
export type ScheduledFlightWeatherDto = z.infer<typeof scheduledFlightWeatherSchema>;

/** GET /api/schedule/flight-weather: the pilot's planned flights of the next 7 days. */
export const scheduleWeatherSchema = z.array(scheduledFlightWeatherSchema);
