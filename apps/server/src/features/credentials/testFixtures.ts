import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { addDays, isoDateOf, part107ValidThrough, type CredentialKind } from "@skyhire/shared";
import type { Database } from "../../db/client";
import { pilotCredentials } from "../../db/schema";
import { recordDecision } from "./decide";
import { saveSubmission } from "./save";
import { refreshVerifiedFacts } from "./verifiedFacts";

export interface GrantedCredentials {
  /** Verified Part 107 current for a year (default) or none. */
  part107?: boolean;
  /** Verified insurance of this many cents in force for a year, or none (default $1M). */
  insuranceCents?: number | null;
}

/**
 * Gives a test pilot verified credentials through the same functions the upload and the
 * operator use. The document name points at no file: fixtures never download it.
 */
export async function grantCredentials(
  db: Database,
  pilotProfileId: string,
  grant: GrantedCredentials = {},
  now: Date = new Date(),
): Promise<void> {
  const today = isoDateOf(now);
  const document = () => ({
    storedName: randomUUID(),
    fileName: "certificate.pdf",
    contentType: "application/pdf",
    sizeBytes: 1024,
  });
  await db.transaction(async (tx) => {
    if (grant.part107 !== false) {
      const lastTestOn = addDays(today, -30);
      const facts = { certificateType: "permanent" as const, issuedOn: null, lastTestOn };
      const { id } = await saveSubmission(
        tx,
        pilotProfileId,
        "part107",
        { ...facts, certificateNumber: "4123456", validThrough: part107ValidThrough(facts) },
        document(),
        now,
      );
      await recordDecision(tx, null, id, { approved: true }, now);
    }
    const cents = grant.insuranceCents === undefined ? 100_000_000 : grant.insuranceCents;
    if (cents !== null) {
      const { id } = await saveSubmission(
        tx,
        pilotProfileId,
        "insurance",
        {
          insurer: "Skyward Mutual",
          policyNumber: "SKY-TEST-1",
          coverageCents: cents,
          effectiveOn: addDays(today, -30),
          validThrough: addDays(today, 335),
        },
        document(),
        now,
      );
      await recordDecision(tx, null, id, { approved: true }, now);
    }
  });
}

/** Moves the last valid day of a pilot's credential, as time passing would make it lapse. */
export async function setValidThrough(
  db: Database,
  pilotProfileId: string,
  kind: CredentialKind,
  validThrough: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(pilotCredentials)
      .set({ validThrough })
      .where(
        and(eq(pilotCredentials.pilotProfileId, pilotProfileId), eq(pilotCredentials.kind, kind)),
      );
    await refreshVerifiedFacts(tx, pilotProfileId, new Date());
  });
}
