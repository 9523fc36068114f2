import type { DisputeDto } from "@skyhire/shared";
import type { Dispute } from "../../db/schema";

/** A dispute as the API answers it; `clientUserId` tells which side opened it. */
export function toDisputeDto(row: Dispute, clientUserId: string): DisputeDto {
  return {
    id: row.id,
    jobId: row.jobId,
    status: row.status,
    reason: row.reason,
    openedBy: row.openedByUserId === clientUserId ? "client" : "pilot",
    createdAt: row.createdAt.toISOString(),
    payoutOfPriceCents: row.payoutOfPriceCents,
    resolutionNote: row.resolutionNote,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}
