import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import type { Transaction } from "../db/client";
import {
  auditLog,
  credentialDecisions,
  notifications,
  pilotCredentials,
  pilotProfiles,
} from "../db/schema";
import { decisionNotice, credentialNotificationRow } from "../features/credentials/notices";
import { verifiedFactsOf } from "../features/credentials/verifiedFacts";
import { auditRow } from "../features/moderation/audit";
import type { FileStorage } from "../features/storage/storage";
import { generateStoredName } from "../features/storage/storage";
import { DAY_MS, planDemoCredentials, type PlannedCredential } from "./credentialPlan";
import { insertRows } from "./bulkInsert";
import { DEMO_OPERATOR_EMAIL } from "./demoAccounts";
import type { SeedRows } from "./rows";

/** What a planned credential's row, decision, audit entry and notice are, once decided. */
interface SeededCredential extends PlannedCredential {
  id: string;
  storedName: string;
  pilotUserId: string;
  reviewedAt: Date | null;
  reviewedBy: string | null;
}

/** The demo's credentials, planned, with their documents being written. */
export interface DemoCredentials {
  list: SeededCredential[];
  documentsWritten: Promise<void>;
}

/**
 * Plans the demo credentials and starts writing their documents through the storage interface,
 * so the disk works while the database inserts the rest of the demo (insertDemoCredentials
 * waits for them: a row never points at a missing file; a failed seed leaves only unreferenced
 * files behind). The demo operator decided all but the pending ones.
 */
export function startDemoCredentials(
  rows: SeedRows,
  storage: FileStorage,
  now: Date,
): DemoCredentials {
  const operator = rows.users.find((u) => u.email === DEMO_OPERATOR_EMAIL);
  const pilotUserOf = new Map(rows.pilotProfiles.map((p) => [p.id, p.userId]));
  const list: SeededCredential[] = planDemoCredentials(rows, now).map((p) => {
    const decided = operator?.id !== undefined && p.decision !== null;
    return {
      ...p,
      decision: decided ? p.decision : null,
      id: randomUUID(),
      storedName: generateStoredName(),
      pilotUserId: pilotUserOf.get(p.pilotProfileId)!,
      reviewedAt: decided ? new Date(p.submittedAt.getTime() + DAY_MS) : null,
      reviewedBy: decided ? operator.id! : null,
    };
  });
  const documentsWritten = writeDocuments(storage, list);
  // Awaited by insertDemoCredentials; a seed that fails before then must not crash on it.
  documentsWritten.catch(() => {});
  return { list, documentsWritten };
}

async function writeDocuments(storage: FileStorage, list: SeededCredential[]) {
  for (let i = 0; i < list.length; i += 8) {
    await Promise.all(
      list.slice(i, i + 8).map((c) => storage.put(c.storedName, Readable.from(c.pdf))),
    );
  }
}

/**
 * Demo credentials as the upload route and the operator's review leave them: every
 * submission, decision record, audit entry, notice (already read: the decisions happened
 * before the demo began) and verified profile fact, in a few statements. Going through
 * saveSubmission and recordDecision one by one gave the same rows (credentials.test.ts compares
 * the two) but took 3-6 s of a cold start.
 */
export async function insertDemoCredentials(
  tx: Transaction,
  { list, documentsWritten }: DemoCredentials,
): Promise<number> {
  await documentsWritten;
  await insertRows(tx, pilotCredentials, list.map(credentialRow));
  const decided = list.filter((c) => c.decision !== null);
  await insertRows(tx, credentialDecisions, decided.map(decisionRow));
  await insertRows(
    tx,
    auditLog,
    decided.map((c) => auditRow(auditRecord(c))),
  );
  await insertRows(tx, notifications, decided.map(readNotificationRow));
  await writeVerifiedFacts(tx, list);
  return list.length;
}

function credentialRow(c: SeededCredential): typeof pilotCredentials.$inferInsert {
  const reviewed = c.decision !== null;
  return {
    id: c.id,
    pilotProfileId: c.pilotProfileId,
    kind: c.kind,
    ...c.fields,
    storedName: c.storedName,
    fileName: c.fileName,
    contentType: "application/pdf",
    sizeBytes: c.pdf.length,
    reviewStatus: !c.decision ? "pending" : c.decision.approved ? "verified" : "rejected",
    submittedAt: c.submittedAt,
    reviewedAt: c.reviewedAt,
    reviewedBy: c.reviewedBy,
    rejectionReason: c.decision && !c.decision.approved ? c.decision.reason : null,
    expiryState: "current",
    createdAt: c.submittedAt,
    updatedAt: reviewed ? c.reviewedAt! : c.submittedAt,
  };
}

function decisionRow(c: SeededCredential): typeof credentialDecisions.$inferInsert {
  return {
    credentialId: c.id,
    operatorUserId: c.reviewedBy,
    decision: c.decision!.approved ? "approved" : "rejected",
    reason: c.decision!.approved ? null : c.decision!.reason,
    storedName: c.storedName,
    createdAt: c.reviewedAt!,
  };
}

function auditRecord(c: SeededCredential) {
  const decision = c.decision!;
  return {
    operatorUserId: c.reviewedBy!,
    action: decision.approved ? ("credential_approve" as const) : ("credential_reject" as const),
    targetType: "credential" as const,
    targetId: c.id,
    reason: decision.approved ? "" : decision.reason,
    details: { kind: c.kind, pilotUserId: c.pilotUserId },
    at: c.reviewedAt!,
  };
}

function readNotificationRow(c: SeededCredential) {
  const row = credentialNotificationRow(
    decisionNotice(c.pilotUserId, c.kind, c.decision!),
    c.reviewedAt!,
  );
  return { ...row, readAt: row.createdAt };
}

/**
 * The profile facts search and badges read, as refreshVerifiedFacts leaves them after the
 * pilot's last submission or decision (its updated time included), in one statement.
 */
async function writeVerifiedFacts(tx: Transaction, seeded: SeededCredential[]) {
  const byPilot = new Map<string, SeededCredential[]>();
  for (const c of seeded) {
    byPilot.set(c.pilotProfileId, [...(byPilot.get(c.pilotProfileId) ?? []), c]);
  }
  const facts = [...byPilot].map(([id, list]) => {
    const last = list.at(-1)!;
    const verified = list.filter((c) => c.decision?.approved === true);
    const f = verifiedFactsOf(
      verified.map((c) => ({ ...c.fields, kind: c.kind, reviewedAt: c.reviewedAt })),
    );
    return {
      id,
      part107_valid_through: f.part107ValidThrough,
      part107_checked_at: f.part107CheckedAt?.toISOString() ?? null,
      insurance_coverage_cents: f.insuranceCoverageCents,
      insurance_effective_on: f.insuranceEffectiveOn,
      insurance_expires_on: f.insuranceExpiresOn,
      insurance_checked_at: f.insuranceCheckedAt?.toISOString() ?? null,
      updated_at: (last.reviewedAt ?? last.submittedAt).toISOString(),
    };
  });
  await tx.execute(sql`update ${pilotProfiles} p set
      part107_valid_through = f.part107_valid_through,
      part107_checked_at = f.part107_checked_at,
      insurance_coverage_cents = f.insurance_coverage_cents,
      insurance_effective_on = f.insurance_effective_on,
      insurance_expires_on = f.insurance_expires_on,
      insurance_checked_at = f.insurance_checked_at,
      updated_at = f.updated_at
    from jsonb_to_recordset(${JSON.stringify(facts)}::jsonb) as f(
      id uuid, part107_valid_through date, part107_checked_at timestamptz,
      insurance_coverage_cents integer, insurance_effective_on date, insurance_expires_on date,
      insurance_checked_at timestamptz, updated_at timestamptz)
    where p.id = f.id`);
}
