import {
  EQUIPMENT_TYPE_LABELS,
  EQUIPMENT_TYPES,
  equipmentRequestSchema,
  type EquipmentItem,
  type EquipmentRequest,
} from "@skyhire/shared";
import type { z } from "zod";

/** The form validates with the API's own schema, so both say the same thing. */
export const equipmentFormSchema = equipmentRequestSchema;
export type EquipmentFormInput = z.input<typeof equipmentFormSchema>;
export type EquipmentFormOutput = z.output<typeof equipmentFormSchema>;

export const EQUIPMENT_TYPE_OPTIONS = EQUIPMENT_TYPES.map((value) => ({
  value,
  label: EQUIPMENT_TYPE_LABELS[value],
}));

/** Form values of an item being edited, or of a new one (a drone, the usual first item). */
export function equipmentFormDefaults(item: EquipmentItem | null): EquipmentFormInput {
  return {
    name: item?.name ?? "",
    type: item?.type ?? "drone",
    model: item?.model ?? "",
    notes: item?.notes ?? "",
    isMain: item?.isMain ?? false,
  };
}

/** Blank optional fields go as null, which also clears them when editing. */
export function toEquipmentPayload(values: EquipmentFormOutput): EquipmentRequest {
  return {
    name: values.name,
    type: values.type,
    model: values.model ?? null,
    notes: values.notes ?? null,
    isMain: values.isMain,
  };
}

/** "Drone · DJI Mavic 3 Pro": the type, then the model when there is one. */
export function equipmentSubtitle(item: Pick<EquipmentItem, "type" | "model">): string {
  return [EQUIPMENT_TYPE_LABELS[item.type], item.model].filter(Boolean).join(" · ");
}
