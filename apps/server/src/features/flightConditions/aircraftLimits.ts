import { and, eq } from "drizzle-orm";
import { DEFAULT_WEATHER_LIMITS, type VerdictLimitsDto } from "@skyhire/shared";
import type { Database, Transaction } from "../../db/client";
import { equipment } from "../../db/schema";

/**
 * The weather limits of the aircraft planned for a flight (the pilot sets them per aircraft in
 * their fleet), or SkyHire's defaults when none is planned or it has left the fleet.
 */
export async function plannedAircraftLimits(
  db: Database | Transaction,
  aircraftId: string | null,
  pilotProfileId: string | null,
): Promise<VerdictLimitsDto> {
  if (aircraftId && pilotProfileId) {
    const [aircraft] = await db
      .select({
        aircraftName: equipment.name,
        maxWindMph: equipment.maxWindMph,
        maxGustMph: equipment.maxGustMph,
        maxPrecipitationChance: equipment.maxPrecipitationChance,
      })
      .from(equipment)
      .where(and(eq(equipment.id, aircraftId), eq(equipment.pilotProfileId, pilotProfileId)));
    if (aircraft) return aircraft;
  }
  return { ...DEFAULT_WEATHER_LIMITS, aircraftName: null };
}
