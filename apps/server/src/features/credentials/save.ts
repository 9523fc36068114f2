import { and, eq } from "drizzle-orm";
import type { CredentialKind } from "@skyhire/shared";
import type { Transaction } from "../../db/client";
import { pilotCredentials } from "../../db/schema";
import { refreshVerifiedFacts } from "./verifiedFacts";

/** What a pilot types for a credential (the columns of its kind). */
export type CredentialFields = Pick<
  typeof pilotCredentials.$inferInsert,
  | "certificateNumber"
  | "certificateType"
  | "issuedOn"
  | "lastTestOn"
  | "insurer"
  | "policyNumber"
  | "coverageCents"
  | "effectiveOn"
  | "validThrough"
>;

/** The stored document of a submission. */
export interface CredentialDocument {
  storedName: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

/** A resubmission of the other shape never keeps a stale field. */
const NO_FIELDS: Omit<CredentialFields, "validThrough"> = {
  certificateNumber: null,
  certificateType: null,
  issuedOn: null,
  lastTestOn: null,
  insurer: null,
  policyNumber: null,
  coverageCents: null,
  effectiveOn: null,
};

/**
 * Records a pilot's submission of a credential in the caller's transaction (the upload route
 * and the seed both come here): it replaces the previous one of that kind, goes to `pending`
 * review with its reminders cleared, and the verified facts search reads drop it. Answers the
 * credential's id and the document it replaced (to remove once committed).
 */
export async function saveSubmission(
  tx: Transaction,
  pilotProfileId: string,
  kind: CredentialKind,
  fields: CredentialFields,
  document: CredentialDocument,
  now: Date,
): Promise<{ id: string; replacedStoredName: string | null }> {
  const [previous] = await tx
    .select({ storedName: pilotCredentials.storedName })
    .from(pilotCredentials)
    .where(
      and(eq(pilotCredentials.pilotProfileId, pilotProfileId), eq(pilotCredentials.kind, kind)),
    )
    .for("update");
  const submission = {
    ...NO_FIELDS,
    ...fields,
    ...document,
    reviewStatus: "pending" as const,
    submittedAt: now,
    reviewedAt: null,
    reviewedBy: null,
    rejectionReason: null,
    expiryState: "current",
    reminded30At: null,
    reminded7At: null,
    updatedAt: now,
  };
  const [saved] = await tx
    .insert(pilotCredentials)
    .values({ pilotProfileId, kind, createdAt: now, ...submission })
    .onConflictDoUpdate({
      target: [pilotCredentials.pilotProfileId, pilotCredentials.kind],
      set: submission,
    })
    .returning({ id: pilotCredentials.id });
  if (!saved) throw new Error("saving the credential returned no row");
  await refreshVerifiedFacts(tx, pilotProfileId, now);
  return { id: saved.id, replacedStoredName: previous?.storedName ?? null };
}
