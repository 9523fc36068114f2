import { z } from "zod";

export const FLIGHT_LOG_REQUIRED_MESSAGE =
  "Log at least one flight of this job before you deliver: the flight log is required with the delivery.";
export const FLIGHT_LOG_NOT_FOUND_MESSAGE = "Flight log not found.";
export const FLIGHT_LOG_AIRCRAFT_NOT_IN_FLEET_MESSAGE =
  "Choose an aircraft (a drone) from your own fleet on the Fleet page.";
export const FLIGHT_LOGS_CLOSED_MESSAGE =
  "Flights can be logged, changed or removed only while the job is hired or in progress, before the delivery.";
export const ONLY_PILOT_LOGS_FLIGHTS_MESSAGE = "Only the hired pilot keeps the job's flight log.";

const optionalNote = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${what} can be at most ${max} characters` })
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

/** POST /api/jobs/{id}/flight-logs and PUT .../flight-logs/{logId}: one flight of the job. */
export const flightLogRequestSchema = z.object({
  equipmentId: z.uuid({ error: "Choose the aircraft you flew" }),
  takeoffAt: z.iso.datetime({ offset: true, error: "Enter the takeoff date and time" }),
  landingAt: z.iso.datetime({ offset: true, error: "Enter the landing date and time" }),
  maxAltitudeFtAgl: z
    .number({ error: "Enter the highest altitude in feet above ground level" })
    .int({ error: "Max altitude is a whole number of feet" })
    .min(0, { error: "Max altitude can't be below the ground" })
    .max(10_000, { error: "Max altitude is in feet above ground level" }),
  /** Blank: the job site's location. */
  location: optionalNote(200, "Location"),
  batteryPacks: z
    .number({ error: "Enter the number of battery packs used" })
    .int({ error: "Battery packs is a whole number" })
    .min(0, { error: "Battery packs can't be negative" })
    .max(99, { error: "At most 99 battery packs per flight" }),
  /** Private to the pilot: never in the client's summary. */
  remarks: optionalNote(2000, "Remarks"),
  incident: optionalNote(2000, "Incident"),
});
export type FlightLogRequest = z.input<typeof flightLogRequestSchema>;

export const flightLogParamsSchema = z.object({
  id: z.uuid("Not a valid id"),
  logId: z.uuid("Not a valid id"),
});

export const flightLogSchema = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  equipmentId: z.uuid().nullable(),
  /** The aircraft's name when the flight was logged (kept if it later leaves the fleet). */
  aircraftName: z.string(),
  takeoffAt: z.iso.datetime({ offset: true }),
  landingAt: z.iso.datetime({ offset: true }),
  airtimeSeconds: z.number().int(),
  maxAltitudeFtAgl: z.number().int(),
  location: z.string(),
  /** The site's IANA zone, in which the times are shown. */
  timeZone: z.string(),
  batteryPacks: z.number().int(),
  remarks: z.string().nullable(),
  incident: z.string().nullable(),
});
export type FlightLogDto = z.infer<typeof flightLogSchema>;

/** What the client sees of the flights: counts and aircraft, no remarks. */
export const flightSummarySchema = z.object({
  flights: z.number().int(),
  airtimeSeconds: z.number().int(),
  aircraft: z.array(z.object({ name: z.string(), flights: z.number().int() })),
  firstTakeoffAt: z.iso.datetime({ offset: true }).nullable(),
  lastLandingAt: z.iso.datetime({ offset: true }).nullable(),
  timeZone: z.string(),
});
export type FlightSummaryDto = z.infer<typeof flightSummarySchema>;

/** GET /api/jobs/{id}/flight-logs: the hired pilot's full log of the job. */
export const jobFlightLogsSchema = z.object({
  /** Whether flights can be logged, changed or removed now. */
  editable: z.boolean(),
  site: z.object({ location: z.string(), timeZone: z.string() }),
  logs: z.array(flightLogSchema),
  summary: flightSummarySchema,
});
export type JobFlightLogsDto = z.infer<typeof jobFlightLogsSchema>;

const totalsShape = { flights: z.number().int(), airtimeSeconds: z.number().int() };

/** GET /api/logbook: the pilot's totals per aircraft and per month. */
export const logbookSchema = z.object({
  totals: z.object(totalsShape),
  byAircraft: z.array(
    z.object({ equipmentId: z.uuid().nullable(), aircraftName: z.string(), ...totalsShape }),
  ),
  /** "YYYY-MM" in each flight's site zone, oldest first. */
  byMonth: z.array(z.object({ month: z.string(), ...totalsShape })),
  flights: z.array(flightLogSchema.extend({ jobTitle: z.string() })),
});
export type LogbookDto = z.infer<typeof logbookSchema>;
