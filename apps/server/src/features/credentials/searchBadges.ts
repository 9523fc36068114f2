import { sql } from "drizzle-orm";
import type { CredentialBadges } from "@skyhire/shared";
import { badgesFromFacts } from "./badges";

/**
 * The verified facts `badgesFromFacts` reads, as one JSON value per pilot of a statement that
 * reads pilot_profiles as `p` (the pilot search's): the page's badges come with the page
 * instead of two more round trips after it (docs/benchmarks.md). Dates arrive as
 * "YYYY-MM-DD", instants as ISO 8601 with their offset.
 */
export const CREDENTIAL_FACTS_COLUMN = sql`json_build_object(
    'part107ValidThrough', p.part107_valid_through,
    'part107CheckedAt', p.part107_checked_at,
    'insuranceCoverageCents', p.insurance_coverage_cents,
    'insuranceEffectiveOn', p.insurance_effective_on,
    'insuranceExpiresOn', p.insurance_expires_on,
    'insuranceCheckedAt', p.insurance_checked_at,
    'drones', (select coalesce(json_agg(json_build_object(
        'weightGrams', e.weight_grams,
        'registrationNumber', e.registration_number,
        'registrationExpiresOn', e.registration_expires_on,
        'updatedAt', e.updated_at)), '[]'::json)
      from equipment e where e.pilot_profile_id = p.id and e.type = 'drone')
  ) as credential_facts`;

/** `CREDENTIAL_FACTS_COLUMN` as the driver hands it over (JSON parsed). */
export interface CredentialFactsJson {
  part107ValidThrough: string | null;
  part107CheckedAt: string | null;
  insuranceCoverageCents: number | null;
  insuranceEffectiveOn: string | null;
  insuranceExpiresOn: string | null;
  insuranceCheckedAt: string | null;
  drones: {
    weightGrams: number | null;
    registrationNumber: string | null;
    registrationExpiresOn: string | null;
    updatedAt: string;
  }[];
}

const instant = (value: string | null) => (value === null ? null : new Date(value));

/** A pilot's badges on `today` from the facts column of their search row. */
export function badgesFromFactsJson(facts: CredentialFactsJson, today: string): CredentialBadges {
  return badgesFromFacts(
    {
      ...facts,
      part107CheckedAt: instant(facts.part107CheckedAt),
      insuranceCheckedAt: instant(facts.insuranceCheckedAt),
    },
    facts.drones.map((drone) => ({ ...drone, updatedAt: new Date(drone.updatedAt) })),
    today,
  );
}
