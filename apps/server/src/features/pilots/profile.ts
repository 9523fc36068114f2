import { and, asc, desc, eq, isNull } from "drizzle-orm";
import {
  NO_CREDENTIAL_BADGES,
  PILOT_NOT_FOUND_MESSAGE,
  type PublicPilotProfile,
} from "@skyhire/shared";
import type { Database } from "../../db/client";
import { equipment, pilotProfiles, pilotServiceAreas, users } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { credentialBadgesOf } from "../credentials/badges";
import { displayName } from "./search";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /api/pilots/:id: a pilot's public profile. A pilot who switched availability off is
 * still shown (as unavailable); one whose account no longer flies is not found. Never the
 * Part 107 certificate number, email or phone.
 */
export async function getPublicPilotProfile(
  db: Database,
  id: string,
  now: Date,
): Promise<PublicPilotProfile> {
  if (!UUID_PATTERN.test(id)) throw new HttpError(404, PILOT_NOT_FOUND_MESSAGE);
  const [found] = await db
    .select({ profile: pilotProfiles, user: users })
    .from(pilotProfiles)
    .innerJoin(users, eq(users.id, pilotProfiles.userId))
    .where(and(eq(pilotProfiles.id, id), eq(users.canFly, true), isNull(users.suspendedAt)));
  if (!found) throw new HttpError(404, PILOT_NOT_FOUND_MESSAGE);
  const { profile, user } = found;

  const [kit, areas, badges] = await Promise.all([
    db
      .select({
        name: equipment.name,
        type: equipment.type,
        model: equipment.model,
        isMain: equipment.isMain,
      })
      .from(equipment)
      .where(eq(equipment.pilotProfileId, id))
      .orderBy(desc(equipment.isMain), asc(equipment.name)),
    db
      .select({
        label: pilotServiceAreas.label,
        city: pilotServiceAreas.city,
        state: pilotServiceAreas.state,
        lat: pilotServiceAreas.lat,
        lng: pilotServiceAreas.lng,
        radiusMiles: pilotServiceAreas.radiusMiles,
      })
      .from(pilotServiceAreas)
      .where(eq(pilotServiceAreas.pilotProfileId, id))
      .orderBy(asc(pilotServiceAreas.position)),
    credentialBadgesOf(db, [id], now),
  ]);
  const credentials = badges.get(id) ?? NO_CREDENTIAL_BADGES;

  const dollars = (cents: number | null) => (cents === null ? null : cents / 100);
  return {
    id: profile.id,
    displayName: displayName(user.firstName, user.lastName),
    businessName: profile.businessName,
    bio: profile.bio,
    profileImageUrl: profile.profileImageUrl ?? user.profileImageUrl,
    coverImageUrl: profile.coverImageUrl,
    part107Verified: credentials.part107 !== null,
    insured: credentials.insurance !== null,
    credentials,
    backgroundChecked: profile.backgroundChecked,
    jobCategories: profile.jobCategories,
    equipment: kit,
    serviceAreas: areas,
    baseCity: profile.baseCity,
    baseState: profile.baseState,
    hourlyRateMin: dollars(profile.hourlyRateMinCents),
    hourlyRateMax: dollars(profile.hourlyRateMaxCents),
    rating: profile.ratingAvg === null ? null : Math.round(profile.ratingAvg * 10) / 10,
    reviewCount: profile.reviewCount,
    isAvailable: profile.isAvailable,
    yearsExperience: profile.yearsExperience,
    flightHours: profile.flightHours,
    memberSince: profile.createdAt.toISOString(),
  };
}
