import { RESCHEDULE_REASON_LABELS, type RescheduleProposalDto } from "@skyhire/shared";

export const STATUS_LABELS: Record<RescheduleProposalDto["status"], string> = {
  open: "Waiting for an answer",
  accepted: "Accepted",
  declined: "Declined",
  withdrawn: "Withdrawn",
};

export type Side = "client" | "pilot";

/** "the client" / "the pilot": the side that answers a proposal of `side`. */
export function otherSideName(side: Side): string {
  return side === "client" ? "the pilot" : "the client";
}

/** "Weather: Gusts to 30 mph forecast." or just "Weather". */
export function reasonText(proposal: Pick<RescheduleProposalDto, "reason" | "note">): string {
  const label = RESCHEDULE_REASON_LABELS[proposal.reason];
  return proposal.note ? `${label}: ${proposal.note}` : label;
}
