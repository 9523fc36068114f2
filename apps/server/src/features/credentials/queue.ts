import { asc, desc, eq, inArray, ne } from "drizzle-orm";
import type { AdminCredential } from "@skyhire/shared";
import type { Database } from "../../db/client";
import { credentialDecisions, pilotCredentials, pilotProfiles, users } from "../../db/schema";
import { toCredentialDto } from "./dto";

/** Reviewed credentials listed at once; the queue itself (pending) is never cut. */
const REVIEWED_LIMIT = 100;

/**
 * GET /api/admin/credentials: pending submissions oldest first (the queue), or the latest
 * reviewed ones, each with the pilot, every typed field and every decision taken on it.
 */
export async function listCredentialsForReview(
  db: Database,
  status: "pending" | "reviewed",
  now: Date,
): Promise<AdminCredential[]> {
  const base = db
    .select({
      credential: pilotCredentials,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(pilotCredentials)
    .innerJoin(pilotProfiles, eq(pilotProfiles.id, pilotCredentials.pilotProfileId))
    .innerJoin(users, eq(users.id, pilotProfiles.userId));
  const rows =
    status === "pending"
      ? await base
          .where(eq(pilotCredentials.reviewStatus, "pending"))
          .orderBy(asc(pilotCredentials.submittedAt), asc(pilotCredentials.id))
      : await base
          .where(ne(pilotCredentials.reviewStatus, "pending"))
          .orderBy(desc(pilotCredentials.reviewedAt), asc(pilotCredentials.id))
          .limit(REVIEWED_LIMIT);
  if (rows.length === 0) return [];

  const decisions = await db
    .select({
      decision: credentialDecisions,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(credentialDecisions)
    .leftJoin(users, eq(users.id, credentialDecisions.operatorUserId))
    .where(
      inArray(
        credentialDecisions.credentialId,
        rows.map((r) => r.credential.id),
      ),
    )
    .orderBy(desc(credentialDecisions.createdAt));

  return rows.map((row) => ({
    ...toCredentialDto(row.credential, now),
    pilot: {
      profileId: row.credential.pilotProfileId,
      name: `${row.firstName} ${row.lastName}`,
      email: row.email,
    },
    decisions: decisions
      .filter((d) => d.decision.credentialId === row.credential.id)
      .map((d) => ({
        id: d.decision.id,
        decision: d.decision.decision,
        reason: d.decision.reason,
        operatorName: d.firstName === null ? null : `${d.firstName} ${d.lastName}`,
        createdAt: d.decision.createdAt.toISOString(),
      })),
  }));
}
