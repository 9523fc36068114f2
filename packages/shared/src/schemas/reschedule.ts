import { z } from "zod";
import { RESCHEDULE_REASONS, RESCHEDULE_STATUSES } from "../rules/flightOps/reschedule";
import { storableText } from "./storableText";

const instant = z.iso.datetime({ offset: true, message: "Use a full date and time" });

export const RESCHEDULE_NOTE_MAX = 500;

/** POST /api/jobs/{id}/reschedules: the client or the hired pilot proposes a new time. */
export const rescheduleRequestSchema = z.object({
  plannedAt: instant,
  reason: z.enum(RESCHEDULE_REASONS, { message: "Choose why the flight should move" }),
  note: storableText()
    .trim()
    .max(RESCHEDULE_NOTE_MAX, {
      error: `The note can be at most ${RESCHEDULE_NOTE_MAX} characters`,
    })
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
});
export type RescheduleRequest = z.input<typeof rescheduleRequestSchema>;

/** One proposal to move the planned flight, kept on the job once answered. */
export const rescheduleProposalSchema = z.object({
  id: z.uuid(),
  proposedBy: z.enum(["client", "pilot"]),
  proposerName: z.string(),
  /** The planned flight when it was proposed. */
  fromAt: instant,
  plannedAt: instant,
  reason: z.enum(RESCHEDULE_REASONS),
  note: z.string().nullable(),
  status: z.enum(RESCHEDULE_STATUSES),
  createdAt: instant,
  respondedAt: instant.nullable(),
});
export type RescheduleProposalDto = z.infer<typeof rescheduleProposalSchema>;

/** GET /api/jobs/{id}/reschedules: newest first; at most one is open. */
export const rescheduleListSchema = z.array(rescheduleProposalSchema);

export const rescheduleParamsSchema = z.object({
  id: z.uuid("Not a valid id"),
  proposalId: z.uuid("Not a valid id"),
});

export const RESCHEDULE_OPEN_EXISTS_MESSAGE =
  "A new time is already proposed for this job. Answer or withdraw it before proposing another.";
export const RESCHEDULE_NOT_OPEN_MESSAGE = "This proposal has already been answered or withdrawn.";
export const RESCHEDULE_NOT_FOUND_MESSAGE = "Proposal not found";
export const RESCHEDULE_NOT_PLANNED_MESSAGE =
  "There is no confirmed flight time to move yet: the pilot confirms one first.";
export const RESCHEDULE_JOB_STATE_MESSAGE =
  "The flight can only be rescheduled while the job is assigned or in progress.";
export const RESCHEDULE_OWN_PROPOSAL_MESSAGE =
  "The other side answers your proposal; you can withdraw it instead.";
export const RESCHEDULE_ONLY_PROPOSER_MESSAGE =
  "Only the side that proposed the new time can withdraw it.";
