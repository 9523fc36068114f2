import {
  MAX_ALTITUDE_FT_AGL,
  siteDateOf,
  siteDateTime,
  type FlightLogDto,
  type FlightLogRequest,
} from "@skyhire/shared";
import { z } from "zod";

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const wholeNumber = (what: string, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { error: `${what} is a whole number` })
    .refine((value) => Number(value) <= max, { error: `${what} can be at most ${max}` });

/** The form as typed: a site date and two site clock times; the API takes instants. */
export const flightLogFormSchema = z
  .object({
    equipmentId: z.string().min(1, { error: "Choose the aircraft you flew" }),
    date: z.iso.date({ error: "Enter the date of the flight" }),
    takeoffTime: z.string().regex(CLOCK, { error: "Enter the takeoff time" }),
    landingTime: z.string().regex(CLOCK, { error: "Enter the landing time" }),
    maxAltitudeFtAgl: wholeNumber("Max altitude", MAX_ALTITUDE_FT_AGL),
    location: z.string().trim().max(200, { error: "Location can be at most 200 characters" }),
    batteryPacks: wholeNumber("Battery packs", 99),
    remarks: z.string().max(2000, { error: "Remarks can be at most 2000 characters" }),
    incident: z.string().max(2000, { error: "Incident can be at most 2000 characters" }),
  })
  .refine((form) => form.landingTime > form.takeoffTime, {
    path: ["landingTime"],
    error: "Landing must be after takeoff.",
  });
export type FlightLogForm = z.infer<typeof flightLogFormSchema>;

const clockIn = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(instant));

/** A blank flight today at the site, or the logged one as its site's clocks read it. */
export function flightLogDefaults(
  log: FlightLogDto | null,
  site: { location: string; timeZone: string },
  fleet: { id: string }[],
): FlightLogForm {
  if (!log) {
    return {
      equipmentId: fleet.length === 1 ? fleet[0]!.id : "",
      date: siteDateOf(new Date(), site.timeZone),
      takeoffTime: "",
      landingTime: "",
      maxAltitudeFtAgl: "",
      location: site.location,
      batteryPacks: "1",
      remarks: "",
      incident: "",
    };
  }
  return {
    equipmentId: log.equipmentId ?? "",
    date: siteDateOf(new Date(log.takeoffAt), log.timeZone),
    takeoffTime: clockIn(log.takeoffAt, log.timeZone),
    landingTime: clockIn(log.landingAt, log.timeZone),
    maxAltitudeFtAgl: String(log.maxAltitudeFtAgl),
    location: log.location,
    batteryPacks: String(log.batteryPacks),
    remarks: log.remarks ?? "",
    incident: log.incident ?? "",
  };
}

/** The site's wall-clock times become instants in the site's zone. */
export function toFlightLogPayload(form: FlightLogForm, timeZone: string): FlightLogRequest {
  return {
    equipmentId: form.equipmentId,
    takeoffAt: siteDateTime(form.date, form.takeoffTime, timeZone).toISOString(),
    landingAt: siteDateTime(form.date, form.landingTime, timeZone).toISOString(),
    maxAltitudeFtAgl: Number(form.maxAltitudeFtAgl),
    location: form.location.trim() || null,
    batteryPacks: Number(form.batteryPacks),
    remarks: form.remarks.trim() || null,
    incident: form.incident.trim() || null,
  };
}
