import { eq } from "drizzle-orm";
import type { InsuranceOnFile, Part107OnFile } from "@skyhire/shared";
import type { Database, Transaction } from "../../db/client";
import { pilotCredentials, type PilotCredential } from "../../db/schema";

export interface CredentialsOnFile {
  part107: (Part107OnFile & { row: PilotCredential }) | null;
  insurance: (InsuranceOnFile & { row: PilotCredential }) | null;
}

/** An insurance row as the rules read it. */
export function insuranceOnFile(row: PilotCredential): InsuranceOnFile {
  return {
    reviewStatus: row.reviewStatus,
    coverageCents: row.coverageCents ?? 0,
    effectiveOn: row.effectiveOn ?? row.validThrough,
    expiresOn: row.validThrough,
  };
}

/** The pilot's latest submission of each credential, as the rules read them. */
export async function credentialsOnFile(
  db: Database | Transaction,
  pilotProfileId: string,
): Promise<CredentialsOnFile> {
  const rows = await db
    .select()
    .from(pilotCredentials)
    .where(eq(pilotCredentials.pilotProfileId, pilotProfileId));
  const part107 = rows.find((r) => r.kind === "part107");
  const insurance = rows.find((r) => r.kind === "insurance");
  return {
    part107: part107
      ? { reviewStatus: part107.reviewStatus, validThrough: part107.validThrough, row: part107 }
      : null,
    insurance: insurance ? { ...insuranceOnFile(insurance), row: insurance } : null,
  };
}
