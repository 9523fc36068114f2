import { z } from "zod";
import { storableText } from "./storableText";
import { isIsoDate } from "../rules/credentials/calendarDates";
import {
  FAA_REGISTRATION_PATTERN,
  normalizeRegistrationNumber,
  REMOTE_ID_KINDS,
  SMALL_UAS_LIMIT_GRAMS,
} from "../rules/credentials/registration";
import { WEATHER_LIMIT_RANGES } from "../rules/flightOps/weatherLimits";

const limit = (what: string, unit: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: `${what} is a number` })
    .int({ error: `${what} is a whole number` })
    .min(min, { error: `${what} must be at least ${min}${unit}` })
    .max(max, { error: `${what} can be at most ${max}${unit}` });

/**
 * The pilot's go/no-go limits for one aircraft: above any of them the weather verdict of a
 * flight planned with it is no-go (rules/flightOps/weatherVerdict). Defaults 20 / 25 / 50.
 */
export const weatherLimitsSchema = z.object({
  maxWindMph: limit("The wind limit", " mph", WEATHER_LIMIT_RANGES.maxWindMph),
  maxGustMph: limit("The gust limit", " mph", WEATHER_LIMIT_RANGES.maxGustMph),
  maxPrecipitationChance: limit(
    "The precipitation limit",
    "%",
    WEATHER_LIMIT_RANGES.maxPrecipitationChance,
  ),
});
export type WeatherLimitsDto = z.infer<typeof weatherLimitsSchema>;

export const EQUIPMENT_TYPES = ["drone", "camera", "sensor", "accessory"] as const;
export type EquipmentType = (typeof EQUIPMENT_TYPES)[number];

/** One item of a pilot's kit. */
export const equipmentItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(EQUIPMENT_TYPES),
  model: z.string().nullable(),
  isMain: z.boolean(),
  notes: z.string().nullable(),
  /** Part 48 / Part 89 facts of an aircraft (drones); null when not given. */
  weightGrams: z.number().int().nullable(),
  registrationNumber: z.string().nullable(),
  registrationExpiresOn: z.string().nullable(),
  remoteIdKind: z.enum(REMOTE_ID_KINDS).nullable(),
  remoteIdSerial: z.string().nullable(),
  /** 14 CFR 107.29: anti-collision lighting visible for 3 statute miles (night, twilight). */
  antiCollisionLighting: z.boolean(),
  /** The weather limits of the aircraft (SkyHire's defaults until the pilot changes them). */
  weatherLimits: weatherLimitsSchema,
});
export type EquipmentItem = z.infer<typeof equipmentItemSchema>;

/** GET /api/equipment/main: the caller's main kit (spec section 7: a list). */
export const mainEquipmentResponseSchema = z.array(equipmentItemSchema);

/** How each type is named to people (the value is what the API stores). */
export const EQUIPMENT_TYPE_LABELS: Record<EquipmentType, string> = {
  drone: "Drone",
  camera: "Camera",
  sensor: "Sensor",
  accessory: "Accessory",
};

/** A pilot's whole kit: enough for a large fleet, small enough to list on one profile. */
export const EQUIPMENT_MAX_ITEMS = 50;
export const EQUIPMENT_LIMIT_MESSAGE = `You can list up to ${EQUIPMENT_MAX_ITEMS} items. Remove one you no longer fly before adding another.`;
export const REMOTE_ID_SERIAL_MISSING_MESSAGE =
  "A broadcast module's serial number is registered with the aircraft (Part 89): enter it.";
export const EQUIPMENT_NOT_FOUND_MESSAGE = "Equipment not found";
export const EQUIPMENT_NEEDS_FLY_MESSAGE =
  "Only pilots list equipment. Turn on 'I fly missions' in your capabilities first.";

/** Optional text: blank or null clears it (null); left out, it stays as it is (undefined). */
const optionalText = (max: number, what: string) =>
  storableText()
    .trim()
    .max(max, { error: `${what} can be at most ${max} characters` })
    .nullable()
    .transform((value) => (value ? value : null))
    .optional();

/** Part 48: "FA" and 8 letters or digits; spaces and dashes are dropped, letters upper-cased. */
const registrationNumber = z
  .string()
  .trim()
  .max(40)
  .nullable()
  .transform((value) => (value ? normalizeRegistrationNumber(value) : null))
  .refine((value) => value === null || FAA_REGISTRATION_PATTERN.test(value), {
    error: "An FAA registration number is FA followed by 8 letters or digits",
  })
  .optional();
const optionalDate = (what: string) =>
  z
    .string()
    .trim()
    .nullable()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || isIsoDate(value), {
      error: `${what} must be a date (YYYY-MM-DD)`,
    })
    .optional();
/** 14 CFR 107.3: a small UAS weighs under 55 lb with its payload. */
const weightGrams = z
  .number({ error: "Weight is a number of grams" })
  .int({ error: "Weight is a whole number of grams" })
  .min(1, { error: "Weight must be at least 1 g" })
  .max(Math.floor(SMALL_UAS_LIMIT_GRAMS), {
    error: "Part 107 covers aircraft under 55 lb (24,947 g)",
  })
  .nullable()
  .optional();
const aircraftFields = {
  weightGrams,
  registrationNumber,
  registrationExpiresOn: optionalDate("Registration expiry"),
  remoteIdKind: z.enum(REMOTE_ID_KINDS, { error: "Choose the Remote ID" }).nullable().optional(),
  remoteIdSerial: optionalText(60, "Remote ID module serial"),
  antiCollisionLighting: z.boolean().optional(),
  weatherLimits: weatherLimitsSchema.optional(),
};

/** POST /api/equipment: one item of the pilot's kit. */
export const equipmentRequestSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, { error: "Name is required" })
    .max(120, { error: "Name can be at most 120 characters" }),
  type: z.enum(EQUIPMENT_TYPES, { error: "Choose the kind of equipment" }),
  model: optionalText(120, "Model"),
  /** Main kit shows first on the profile and on the dashboard (GET /api/equipment/main). */
  isMain: z.boolean().default(false),
  notes: optionalText(1000, "Notes"),
  ...aircraftFields,
});
export type EquipmentRequest = z.input<typeof equipmentRequestSchema>;

/** PATCH /api/equipment/{id}: any of the fields; an empty body changes nothing. */
export const equipmentPatchSchema = z.object({
  name: equipmentRequestSchema.shape.name.optional(),
  type: equipmentRequestSchema.shape.type.optional(),
  model: optionalText(120, "Model"),
  isMain: z.boolean().optional(),
  notes: optionalText(1000, "Notes"),
  ...aircraftFields,
});
export type EquipmentPatch = z.input<typeof equipmentPatchSchema>;

/** GET /api/equipment: every item of the caller's kit, main items first. */
export const equipmentListResponseSchema = z.array(equipmentItemSchema);
