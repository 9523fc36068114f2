import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import {
  EQUIPMENT_LIMIT_MESSAGE,
  EQUIPMENT_MAX_ITEMS,
  EQUIPMENT_NOT_FOUND_MESSAGE,
  NO_PILOT_PROFILE_MESSAGE,
  REMOTE_ID_SERIAL_MISSING_MESSAGE,
  weatherLimitsRefusal,
  type equipmentPatchSchema,
  type EquipmentItem,
  type equipmentRequestSchema,
} from "@skyhire/shared";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { equipment, pilotProfiles, type Equipment } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { invalidatePilotSearchCaches } from "../pilots/responseCache";

type EquipmentInput = z.output<typeof equipmentRequestSchema>;
type EquipmentPatchInput = z.output<typeof equipmentPatchSchema>;

export function toEquipmentItem(row: Equipment): EquipmentItem {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    model: row.model,
    isMain: row.isMain,
    notes: row.notes,
    weightGrams: row.weightGrams,
    registrationNumber: row.registrationNumber,
    registrationExpiresOn: row.registrationExpiresOn,
    remoteIdKind: row.remoteIdKind,
    remoteIdSerial: row.remoteIdSerial,
    antiCollisionLighting: row.antiCollisionLighting,
    weatherLimits: {
      maxWindMph: row.maxWindMph,
      maxGustMph: row.maxGustMph,
      maxPrecipitationChance: row.maxPrecipitationChance,
    },
  };
}

type LimitFacts = Pick<Equipment, "maxWindMph" | "maxGustMph" | "maxPrecipitationChance">;

/** The gust limit is never below the wind limit (rules/flightOps/weatherLimits). */
function assertWeatherLimits(item: LimitFacts): void {
  const refusal = weatherLimitsRefusal(item);
  if (refusal)
    throw new HttpError(400, refusal, [{ path: "body.weatherLimits", message: refusal }]);
}

type AircraftFacts = Pick<Equipment, "remoteIdKind" | "remoteIdSerial">;

/** Part 89: a broadcast module is registered with the aircraft by its serial number. */
function assertRemoteIdComplete(item: AircraftFacts): void {
  if (item.remoteIdKind === "broadcast_module" && !item.remoteIdSerial) {
    throw new HttpError(400, REMOTE_ID_SERIAL_MISSING_MESSAGE);
  }
}

/** The main kit (is_main) of the user's pilot profile; empty without a pilot profile. */
export async function mainEquipment(db: Database, userId: string): Promise<EquipmentItem[]> {
  const rows = await db
    .select({ item: equipment })
    .from(equipment)
    .innerJoin(pilotProfiles, eq(pilotProfiles.id, equipment.pilotProfileId))
    .where(and(eq(pilotProfiles.userId, userId), eq(equipment.isMain, true)))
    .orderBy(asc(equipment.createdAt), asc(equipment.name));
  return rows.map((row) => toEquipmentItem(row.item));
}

/** The caller's pilot profile id, or null before they have set one up. */
async function pilotProfileIdOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: pilotProfiles.id })
    .from(pilotProfiles)
    .where(eq(pilotProfiles.userId, userId));
  return row?.id ?? null;
}

/** GET /api/equipment: the whole kit, main items first; empty without a pilot profile. */
export async function listEquipment(db: Database, userId: string): Promise<EquipmentItem[]> {
  const rows = await db
    .select({ item: equipment })
    .from(equipment)
    .innerJoin(pilotProfiles, eq(pilotProfiles.id, equipment.pilotProfileId))
    .where(eq(pilotProfiles.userId, userId))
    .orderBy(desc(equipment.isMain), asc(equipment.createdAt), asc(equipment.name));
  return rows.map((row) => toEquipmentItem(row.item));
}

/** POST /api/equipment: adds an item (a pilot profile is needed to hold it). */
export async function createEquipment(
  db: Database,
  userId: string,
  input: EquipmentInput,
  now: Date,
): Promise<EquipmentItem> {
  const profileId = await pilotProfileIdOf(db, userId);
  if (!profileId) throw new HttpError(404, NO_PILOT_PROFILE_MESSAGE);
  const aircraft = {
    weightGrams: input.weightGrams ?? null,
    registrationNumber: input.registrationNumber ?? null,
    registrationExpiresOn: input.registrationExpiresOn ?? null,
    remoteIdKind: input.remoteIdKind ?? null,
    remoteIdSerial: input.remoteIdSerial ?? null,
    antiCollisionLighting: input.antiCollisionLighting ?? false,
    ...input.weatherLimits,
  };
  assertRemoteIdComplete(aircraft);
  if (input.weatherLimits) assertWeatherLimits(input.weatherLimits);
  const row = await db.transaction(async (tx) => {
    // Under the profile's lock, so two adds at once cannot both pass the limit.
    await tx
      .select({ id: pilotProfiles.id })
      .from(pilotProfiles)
      .where(eq(pilotProfiles.id, profileId))
      .for("update");
    const [held] = await tx
      .select({ n: count() })
      .from(equipment)
      .where(eq(equipment.pilotProfileId, profileId));
    if ((held?.n ?? 0) >= EQUIPMENT_MAX_ITEMS) throw new HttpError(409, EQUIPMENT_LIMIT_MESSAGE);
    const [inserted] = await tx
      .insert(equipment)
      .values({
        pilotProfileId: profileId,
        name: input.name,
        type: input.type,
        model: input.model ?? null,
        isMain: input.isMain,
        notes: input.notes ?? null,
        ...aircraft,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return inserted;
  });
  if (!row) throw new Error("insert of the equipment returned no row");
  invalidatePilotSearchCaches();
  return toEquipmentItem(row);
}

/** Only rows of the caller's own profile match: another pilot's item is "not found". */
function ownItem(userId: string, id: string) {
  return and(
    eq(equipment.id, id),
    inArray(
      equipment.pilotProfileId,
      sql`(select ${pilotProfiles.id} from ${pilotProfiles} where ${pilotProfiles.userId} = ${userId})`,
    ),
  );
}

/** PATCH /api/equipment/{id}: changes the fields sent (null or blank clears model and notes). */
export async function updateEquipment(
  db: Database,
  userId: string,
  id: string,
  patch: EquipmentPatchInput,
  now: Date,
): Promise<EquipmentItem> {
  const { weatherLimits, ...fields } = patch;
  const changes = Object.fromEntries(
    Object.entries({ ...fields, ...weatherLimits }).filter(([, value]) => value !== undefined),
  ) as Partial<Omit<Equipment, "id" | "pilotProfileId" | "createdAt" | "updatedAt">>;
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(equipment)
      .set({ ...changes, updatedAt: now })
      .where(ownItem(userId, id))
      .returning();
    if (!updated) throw new HttpError(404, EQUIPMENT_NOT_FOUND_MESSAGE);
    // Checked on the merged row, so a patch of the kind alone can't leave a module unnamed.
    assertRemoteIdComplete(updated);
    assertWeatherLimits(updated);
    return updated;
  });
  invalidatePilotSearchCaches();
  return toEquipmentItem(row);
}

/** DELETE /api/equipment/{id} */
export async function deleteEquipment(db: Database, userId: string, id: string): Promise<void> {
  const removed = await db
    .delete(equipment)
    .where(ownItem(userId, id))
    .returning({ id: equipment.id });
  if (removed.length === 0) throw new HttpError(404, EQUIPMENT_NOT_FOUND_MESSAGE);
  invalidatePilotSearchCaches();
}
