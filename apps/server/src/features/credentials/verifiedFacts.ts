import { and, eq } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { pilotCredentials, pilotProfiles, type PilotCredential } from "../../db/schema";

/**
 * Copies the pilot's verified credentials onto their profile (and, by the migration 0016
 * triggers, onto their service areas), in the caller's transaction: search filters and badges
 * read these columns, so a review or a resubmission changes them in the same commit.
 */
export async function refreshVerifiedFacts(
  tx: Transaction,
  pilotProfileId: string,
  now: Date,
): Promise<void> {
  const verified = await tx
    .select()
    .from(pilotCredentials)
    .where(
      and(
        eq(pilotCredentials.pilotProfileId, pilotProfileId),
        eq(pilotCredentials.reviewStatus, "verified"),
      ),
    );
  await tx
    .update(pilotProfiles)
    .set({ ...verifiedFactsOf(verified), updatedAt: now })
    .where(eq(pilotProfiles.id, pilotProfileId));
}

type VerifiedCredential = Pick<PilotCredential, "kind" | "validThrough" | "reviewedAt"> &
  Partial<Pick<PilotCredential, "coverageCents" | "effectiveOn">>;

/** The profile columns a pilot's verified credentials (at most one of each kind) stand for. */
export function verifiedFactsOf(verified: VerifiedCredential[]) {
  const part107 = verified.find((c) => c.kind === "part107");
  const insurance = verified.find((c) => c.kind === "insurance");
  return {
    part107ValidThrough: part107?.validThrough ?? null,
    part107CheckedAt: part107?.reviewedAt ?? null,
    insuranceCoverageCents: insurance?.coverageCents ?? null,
    insuranceEffectiveOn: insurance?.effectiveOn ?? null,
    insuranceExpiresOn: insurance?.validThrough ?? null,
    insuranceCheckedAt: insurance?.reviewedAt ?? null,
  };
}
