import { and, asc, count, desc, eq, inArray, ne } from "drizzle-orm";
import type { AdminCredential, AdminCredentials, AdminCredentialsQuery } from "@skyhire/shared";
import type { Database } from "../../db/client";
import { credentialDecisions, pilotCredentials, pilotProfiles, users } from "../../db/schema";
import { nameOrEmailContains } from "../../db/textSearch";
import { toCredentialDto } from "./dto";

/**
 * GET /api/admin/credentials: pending submissions oldest first (the queue), or reviewed ones
 * latest first, one page of them with the total, each with the pilot, every typed field and
 * every decision taken on it. A page past the last answers the last one, so the operator who
 * decides the only card of the last page lands on the page before.
 */
export async function listCredentialsForReview(
  db: Database,
  query: AdminCredentialsQuery,
  now: Date,
): Promise<AdminCredentials> {
  const pending = query.status === "pending";
  const q = query.q?.trim();
  const where = and(
    pending
      ? eq(pilotCredentials.reviewStatus, "pending")
      : ne(pilotCredentials.reviewStatus, "pending"),
    q ? nameOrEmailContains(users, q) : undefined,
  );
  const [totals] = await db
    .select({ n: count() })
    .from(pilotCredentials)
    .innerJoin(pilotProfiles, eq(pilotProfiles.id, pilotCredentials.pilotProfileId))
    .innerJoin(users, eq(users.id, pilotProfiles.userId))
    .where(where);
  const total = totals?.n ?? 0;
  const page = Math.min(query.page, Math.max(1, Math.ceil(total / query.pageSize)));
  const rows = await db
    .select({
      credential: pilotCredentials,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(pilotCredentials)
    .innerJoin(pilotProfiles, eq(pilotProfiles.id, pilotCredentials.pilotProfileId))
    .innerJoin(users, eq(users.id, pilotProfiles.userId))
    .where(where)
    .orderBy(
      ...(pending
        ? [asc(pilotCredentials.submittedAt), asc(pilotCredentials.id)]
        : [desc(pilotCredentials.reviewedAt), asc(pilotCredentials.id)]),
    )
    .limit(query.pageSize)
    .offset((page - 1) * query.pageSize);
  return {
    credentials: await withDecisions(db, rows, now),
    total,
    page,
    pageSize: query.pageSize,
  };
}

type QueueRow = {
  credential: typeof pilotCredentials.$inferSelect;
  firstName: string;
  lastName: string;
  email: string;
};

/** The page's cards with the decisions taken on each, newest decision first. */
async function withDecisions(
  db: Database,
  rows: QueueRow[],
  now: Date,
): Promise<AdminCredential[]> {
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
