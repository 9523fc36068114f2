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
