import { z } from "zod";
import {
  AIRSPACE_AUTHORIZATION_KINDS,
  authorizationProblems,
} from "../rules/flightOps/airspaceAuthorization";
import { MAX_FLEXIBLE_DAYS, PARTS_OF_DAY } from "../rules/flightOps/missionWindow";

const instant = z.iso.datetime({ offset: true, message: "Use a full date and time" });
const siteDate = z.iso.date({ message: "Choose the flight day" });

/**
 * The airspace class the client knows the site is in (14 CFR 107.41: B, C, D and the surface
 * area of E need an ATC authorization; G does not). What they state, not a determination.
 */
export const AIRSPACE_CLASSES = ["B", "C", "D", "E_surface", "G", "unknown"] as const;
export type AirspaceClass = (typeof AIRSPACE_CLASSES)[number];
export const AIRSPACE_CLASS_LABELS: Record<AirspaceClass, string> = {
  B: "Class B",
  C: "Class C",
  D: "Class D",
  E_surface: "Class E surface area",
  G: "Class G (uncontrolled)",
  unknown: "I don't know",
};
/** Classes that need an ATC authorization before a Part 107 flight (107.41). */
export function airspaceNeedsAuthorization(airspaceClass: AirspaceClass | null): boolean {
  return airspaceClass !== null && airspaceClass !== "G" && airspaceClass !== "unknown";
}

/** When the client wants the flight, in the site's time zone (rules/flightOps/missionWindow). */
export const missionWindowSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("fixed"),
      date: siteDate,
      startTime: z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter the start time as HH:MM (24-hour)"),
    }),
    z.object({
      kind: z.literal("part_of_day"),
      date: siteDate,
      partOfDay: z.enum(PARTS_OF_DAY, { message: "Choose a part of the day" }),
    }),
    z.object({
      kind: z.literal("flexible"),
      date: siteDate,
      days: z
        .number({ message: "Enter a number of days" })
        .int("Enter a whole number of days")
        .min(1, "At least 1 day")
        .max(MAX_FLEXIBLE_DAYS, `At most ${MAX_FLEXIBLE_DAYS} days`),
    }),
  ],
  { message: "Choose how the flight time is set" },
);
export type MissionWindowDto = z.infer<typeof missionWindowSchema>;

export const DAYLIGHT_PHASES = ["day", "civil_twilight", "night"] as const;

/** The hired pilot's confirmed flight time, on the job. */
export const plannedFlightSchema = z.object({
  at: instant,
  aircraftId: z.uuid().nullable(),
  aircraftName: z.string().nullable(),
  /** Where the sun is at the planned time; "night" is a night operation (14 CFR 107.29). */
  daylight: z.enum(DAYLIGHT_PHASES),
  confirmedAt: instant,
});
export type PlannedFlightDto = z.infer<typeof plannedFlightSchema>;

/** PUT /api/jobs/{id}/planned-flight: the hired pilot confirms a time inside the window. */
export const plannedFlightRequestSchema = z.object({
  plannedAt: instant,
  aircraftId: z.uuid("Choose an aircraft from your fleet").nullable().optional(),
});
export type PlannedFlightRequest = z.infer<typeof plannedFlightRequestSchema>;

/** POST /api/jobs/{id}/airspace-authorizations: the hired pilot records one they hold. */
export const airspaceAuthorizationRequestSchema = z
  .object({
    kind: z.enum(AIRSPACE_AUTHORIZATION_KINDS, { message: "Choose LAANC or DroneZone" }),
    reference: z
      .string({ message: "Enter the authorization's reference number" })
      .trim()
      .min(1, "Enter the authorization's reference number")
      .max(60, "The reference can be at most 60 characters"),
    ceilingFtAgl: z.number({ message: "Enter the approved ceiling in feet" }),
    validFrom: instant,
    validTo: instant,
  })
  .superRefine((input, ctx) => {
    const problems = authorizationProblems({
      ...input,
      validFrom: new Date(input.validFrom),
      validTo: new Date(input.validTo),
    });
    for (const message of problems) {
      const path = message.includes("ceiling")
        ? "ceilingFtAgl"
        : message.includes("end after")
          ? "validTo"
          : "reference";
      ctx.addIssue({ code: "custom", path: [path], message });
    }
  });
export type AirspaceAuthorizationRequest = z.infer<typeof airspaceAuthorizationRequestSchema>;

export const airspaceAuthorizationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(AIRSPACE_AUTHORIZATION_KINDS),
  reference: z.string(),
  ceilingFtAgl: z.number().int(),
  validFrom: instant,
  validTo: instant,
  recordedAt: instant,
  /** Whether its window holds the planned flight time; null while no time is planned. */
  coversPlannedFlight: z.boolean().nullable(),
});
export type AirspaceAuthorizationDto = z.infer<typeof airspaceAuthorizationSchema>;
export const airspaceAuthorizationListSchema = z.array(airspaceAuthorizationSchema);

export const AIRSPACE_AUTHORIZATION_KIND_LABELS = {
  laanc: "LAANC",
  dronezone: "FAA DroneZone",
} as const;
export const ONLY_HIRED_PILOT_MESSAGE = "Only the hired pilot can do this.";
export const NOT_PLANNABLE_MESSAGE =
  "A flight time can be planned only while the job is assigned or in progress.";
export const AIRCRAFT_NOT_IN_FLEET_MESSAGE = "Choose an aircraft from your fleet.";
export const MISSION_DATE_AFTER_DEADLINE_MESSAGE =
  "The flight day must be on or before the deadline.";
