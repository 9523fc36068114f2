import { and, eq, sql } from "drizzle-orm";
import {
  aircraftRegistered,
  insuranceInForce,
  isoDateOf,
  NO_CREDENTIAL_BADGES,
  type CredentialBadges,
} from "@skyhire/shared";
import type { Database } from "../../db/client";
import { preparedStatement } from "../../db/preparedStatement";
import { equipment, pilotProfiles } from "../../db/schema";

/**
 * Every pilot search runs both for its page of pilots: built once (building a select's SQL was
 * most of the drizzle time in a search's CPU profile), planned once per pooled connection.
 */
const verifiedFactsOf = preparedStatement((db) =>
  db
    .select({
      id: pilotProfiles.id,
      part107ValidThrough: pilotProfiles.part107ValidThrough,
      part107CheckedAt: pilotProfiles.part107CheckedAt,
      insuranceCoverageCents: pilotProfiles.insuranceCoverageCents,
      insuranceEffectiveOn: pilotProfiles.insuranceEffectiveOn,
      insuranceExpiresOn: pilotProfiles.insuranceExpiresOn,
      insuranceCheckedAt: pilotProfiles.insuranceCheckedAt,
    })
    .from(pilotProfiles)
    .where(sql`${pilotProfiles.id} = any(${sql.placeholder("ids")})`)
    .prepare("credential_badges_profiles"),
);
const dronesOf = preparedStatement((db) =>
  db
    .select({
      pilotProfileId: equipment.pilotProfileId,
      weightGrams: equipment.weightGrams,
      registrationNumber: equipment.registrationNumber,
      registrationExpiresOn: equipment.registrationExpiresOn,
      updatedAt: equipment.updatedAt,
    })
    .from(equipment)
    .where(
      and(
        sql`${equipment.pilotProfileId} = any(${sql.placeholder("ids")})`,
        eq(equipment.type, "drone"),
      ),
    )
    .prepare("credential_badges_drones"),
);

/** A pilot's verified facts, as the profile row and its drones hold them. */
export interface VerifiedFacts {
  part107ValidThrough: string | null;
  part107CheckedAt: Date | null;
  insuranceCoverageCents: number | null;
  insuranceEffectiveOn: string | null;
  insuranceExpiresOn: string | null;
  insuranceCheckedAt: Date | null;
}

export interface DroneFacts {
  weightGrams: number | null;
  registrationNumber: string | null;
  registrationExpiresOn: string | null;
  updatedAt: Date;
}

/**
 * One pilot's public badges on `today` from their verified facts and their drones: "Part 107
 * current", "Insured $X" and "FAA-registered fleet", each with the day it was checked (the
 * operator's review; for the fleet, the latest change to a drone). Nothing else of a
 * credential (numbers, insurer, documents) ever leaves through here.
 */
export function badgesFromFacts(
  facts: VerifiedFacts,
  drones: DroneFacts[],
  today: string,
): CredentialBadges {
  const fleetRegistered = drones.length > 0 && drones.every((d) => aircraftRegistered(d, today));
  const lastDroneChange = drones.reduce(
    (latest, d) => (d.updatedAt > latest ? d.updatedAt : latest),
    new Date(0),
  );
  const insurance =
    facts.insuranceCoverageCents !== null && facts.insuranceEffectiveOn && facts.insuranceExpiresOn
      ? {
          coverageCents: facts.insuranceCoverageCents,
          effectiveOn: facts.insuranceEffectiveOn,
          expiresOn: facts.insuranceExpiresOn,
        }
      : null;
  return {
    part107:
      facts.part107ValidThrough && facts.part107ValidThrough >= today && facts.part107CheckedAt
        ? { checkedOn: isoDateOf(facts.part107CheckedAt) }
        : null,
    insurance:
      insurance && insuranceInForce(insurance, today) && facts.insuranceCheckedAt
        ? {
            coverageCents: insurance.coverageCents,
            checkedOn: isoDateOf(facts.insuranceCheckedAt),
          }
        : null,
    fleet: fleetRegistered ? { checkedOn: isoDateOf(lastDroneChange) } : null,
  };
}

/** The public badges of each pilot on `now`'s day (`badgesFromFacts`), read by id. */
export async function credentialBadgesOf(
  db: Database,
  pilotProfileIds: string[],
  now: Date,
): Promise<Map<string, CredentialBadges>> {
  const badges = new Map<string, CredentialBadges>();
  if (pilotProfileIds.length === 0) return badges;
  const today = isoDateOf(now);
  const [profiles, drones] = await Promise.all([
    verifiedFactsOf(db).execute({ ids: pilotProfileIds }),
    dronesOf(db).execute({ ids: pilotProfileIds }),
  ]);
  for (const p of profiles) {
    const own = drones.filter((d) => d.pilotProfileId === p.id);
    badges.set(p.id, badgesFromFacts(p, own, today));
  }
  for (const id of pilotProfileIds) if (!badges.has(id)) badges.set(id, NO_CREDENTIAL_BADGES);
  return badges;
}
