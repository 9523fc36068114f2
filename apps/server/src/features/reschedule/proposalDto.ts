import type { RescheduleProposalDto } from "@skyhire/shared";
import type { RescheduleProposalRow } from "../../db/schema";
import { hiredPilot, type JobContext } from "../delivery/access";

/** A proposal as both parties see it, named by the side that made it. */
export function toProposalDto(
  row: RescheduleProposalRow,
  context: JobContext,
): RescheduleProposalDto {
  return {
    id: row.id,
    proposedBy: row.proposedBy,
    proposerName: row.proposedBy === "client" ? context.client.name : hiredPilot(context).name,
    fromAt: row.fromAt.toISOString(),
    plannedAt: row.plannedAt.toISOString(),
    reason: row.reason,
    note: row.note,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
  };
}
