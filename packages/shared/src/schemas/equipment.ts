import { z } from "zod";

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
export const EQUIPMENT_NOT_FOUND_MESSAGE = "Equipment not found";
export const EQUIPMENT_NEEDS_FLY_MESSAGE =
  "Only pilots list equipment. Turn on 'I fly missions' in your capabilities first.";

/** Optional text: blank or null clears it (null); left out, it stays as it is (undefined). */
const optionalText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${what} can be at most ${max} characters` })
    .nullable()
    .transform((value) => (value ? value : null))
    .optional();

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
});
export type EquipmentRequest = z.input<typeof equipmentRequestSchema>;

/** PATCH /api/equipment/{id}: any of the fields; an empty body changes nothing. */
export const equipmentPatchSchema = z.object({
  name: equipmentRequestSchema.shape.name.optional(),
  type: equipmentRequestSchema.shape.type.optional(),
  model: optionalText(120, "Model"),
  isMain: z.boolean().optional(),
  notes: optionalText(1000, "Notes"),
});
export type EquipmentPatch = z.input<typeof equipmentPatchSchema>;

/** GET /api/equipment: every item of the caller's kit, main items first. */
export const equipmentListResponseSchema = z.array(equipmentItemSchema);
