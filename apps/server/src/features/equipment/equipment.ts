import { and, asc, eq } from "drizzle-orm";
import type { EquipmentItem } from "@skyhire/shared";
import type { Database } from "../../db/client";
import { equipment, pilotProfiles, type Equipment } from "../../db/schema";

export function toEquipmentItem(row: Equipment): EquipmentItem {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    model: row.model,
    isMain: row.isMain,
    notes: row.notes,
  };
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
