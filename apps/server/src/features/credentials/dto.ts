import { credentialState, isoDateOf, nightEligible, type CredentialDto } from "@skyhire/shared";
import type { PilotCredential } from "../../db/schema";

/** A credential row as its pilot and the operators see it, its state on `now`'s day. */
export function toCredentialDto(row: PilotCredential, now: Date): CredentialDto {
  return {
    id: row.id,
    kind: row.kind,
    state: credentialState(row, isoDateOf(now)),
    validThrough: row.validThrough,
    certificateNumber: row.certificateNumber,
    certificateType: row.certificateType,
    issuedOn: row.issuedOn,
    lastTestOn: row.lastTestOn,
    nightEligible: row.lastTestOn === null ? null : nightEligible(row.lastTestOn),
    insurer: row.insurer,
    policyNumber: row.policyNumber,
    coverageCents: row.coverageCents,
    effectiveOn: row.effectiveOn,
    document: { fileName: row.fileName, contentType: row.contentType, sizeBytes: row.sizeBytes },
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
  };
}
