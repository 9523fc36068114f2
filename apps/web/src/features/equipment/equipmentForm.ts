import {
  DEFAULT_WEATHER_LIMITS,
  REMOTE_ID_KINDS,
  REMOTE_ID_LABELS,
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

/** Part 89: how the drone broadcasts Remote ID. */
export const REMOTE_ID_OPTIONS = REMOTE_ID_KINDS.map((value) => ({
  value,
  label: REMOTE_ID_LABELS[value],
}));

/** A number field's text as a whole number, or null when blank. */
export function parseWholeNumber(value: unknown): number | null {
  if (value === "" || value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : Number.NaN;
}

/** Form values of an item being edited, or of a new one (a drone, the usual first item). */
export function equipmentFormDefaults(item: EquipmentItem | null): EquipmentFormInput {
  return {
    name: item?.name ?? "",
    type: item?.type ?? "drone",
    model: item?.model ?? "",
    notes: item?.notes ?? "",
    isMain: item?.isMain ?? false,
    weightGrams: item?.weightGrams ?? null,
    registrationNumber: item?.registrationNumber ?? "",
    registrationExpiresOn: item?.registrationExpiresOn ?? "",
    remoteIdKind: item?.remoteIdKind ?? "standard",
    remoteIdSerial: item?.remoteIdSerial ?? "",
    antiCollisionLighting: item?.antiCollisionLighting ?? false,
    weatherLimits: item?.weatherLimits ?? { ...DEFAULT_WEATHER_LIMITS },
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
    // Registration (Part 48) and Remote ID (Part 89) belong to aircraft only.
    ...(values.type === "drone"
      ? {
          weightGrams: values.weightGrams ?? null,
          registrationNumber: values.registrationNumber ?? null,
          registrationExpiresOn: values.registrationExpiresOn ?? null,
          remoteIdKind: values.remoteIdKind ?? null,
          remoteIdSerial:
            values.remoteIdKind === "broadcast_module" ? (values.remoteIdSerial ?? null) : null,
          antiCollisionLighting: values.antiCollisionLighting ?? false,
          weatherLimits: values.weatherLimits,
        }
      : {
          weightGrams: null,
          registrationNumber: null,
          registrationExpiresOn: null,
          remoteIdKind: null,
          remoteIdSerial: null,
          antiCollisionLighting: false,
        }),
  };
}

/** "Drone · DJI Mavic 3 Pro": the type, then the model when there is one. */
export function equipmentSubtitle(item: Pick<EquipmentItem, "type" | "model">): string {
  return [EQUIPMENT_TYPE_LABELS[item.type], item.model].filter(Boolean).join(" · ");
}

/** "FA3XKJ7Y2P, expires 2028-06-15 · Standard Remote ID", or what is missing (Part 48, 89). */
export function registrationLine(item: EquipmentItem): string {
  const registration = item.registrationNumber
    ? `${item.registrationNumber}${item.registrationExpiresOn ? `, expires ${item.registrationExpiresOn}` : ""}`
    : item.weightGrams !== null && item.weightGrams < 250
      ? "Under 250 g: no registration needed"
      : "No FAA registration entered";
  const remoteId = item.remoteIdKind ? REMOTE_ID_LABELS[item.remoteIdKind] : null;
  const lighting = item.antiCollisionLighting ? "Anti-collision lighting (3 mi)" : null;
  const { maxWindMph, maxGustMph, maxPrecipitationChance } = item.weatherLimits;
  const limits = `No-go above ${maxWindMph}/${maxGustMph} mph, ${maxPrecipitationChance}% rain`;
  return [registration, remoteId, lighting, limits].filter(Boolean).join(" · ");
}
