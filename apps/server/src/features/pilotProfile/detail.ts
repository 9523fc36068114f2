import { asc, desc, eq } from "drizzle-orm";
import type { PilotProfileDetail } from "@skyhire/shared";
import type { Database } from "../../db/client";
import { equipment } from "../../db/schema";
import { toEquipmentItem } from "../equipment/equipment";
import { ownPilotProfile } from "./access";

const dollars = (cents: number | null) => (cents === null ? null : cents / 100);

/** GET /api/profiles/pilot/me: everything the profile builder edits, in one answer. */
export async function pilotProfileDetail(
  db: Database,
  userId: string,
): Promise<PilotProfileDetail> {
  const profile = await ownPilotProfile(db, userId);
  const kit = await db
    .select()
    .from(equipment)
    .where(eq(equipment.pilotProfileId, profile.id))
    .orderBy(desc(equipment.isMain), asc(equipment.createdAt), asc(equipment.name));
  return {
    id: profile.id,
    part107Number: profile.part107Number,
    businessName: profile.businessName,
    bio: profile.bio,
    baseCity: profile.baseCity,
    baseState: profile.baseState,
    jobCategories: profile.jobCategories,
    hourlyRateMin: dollars(profile.hourlyRateMinCents),
    hourlyRateMax: dollars(profile.hourlyRateMaxCents),
    flightHours: profile.flightHours,
    yearsExperience: profile.yearsExperience,
    isAvailable: profile.isAvailable,
    profileImageUrl: profile.profileImageUrl,
    coverImageUrl: profile.coverImageUrl,
    equipment: kit.map(toEquipmentItem),
    serviceAreas: profile.serviceAreas.map((area) => ({
      label: area.label,
      city: area.city,
      state: area.state,
      lat: area.lat,
      lng: area.lng,
      radiusMiles: area.radiusMiles,
    })),
  };
}
