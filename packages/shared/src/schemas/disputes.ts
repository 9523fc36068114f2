import { z } from "zod";
import { pageParam, pageSizeParam } from "./paging";
import { storableText } from "./storableText";
import { JOB_STATUSES } from "../constants/statuses";
import { jobFileListSchema } from "./delivery";
import { jobSchema } from "./jobs";

export const DISPUTE_REASON_MIN = 20;
export const DISPUTE_REASON_MAX = 4000;
export const RESOLUTION_NOTE_MIN = 10;
export const RESOLUTION_NOTE_MAX = 4000;
export const ADMIN_DISPUTES_DEFAULT_PAGE_SIZE = 20;
export const ADMIN_DISPUTES_MAX_PAGE_SIZE = 100;

export const DISPUTE_NOT_FOUND_MESSAGE = "Dispute not found";
export const DISPUTE_ALREADY_RESOLVED_MESSAGE = "This dispute has already been resolved.";

/** 400 when the award is more than the agreed price. */
export function payoutTooLargeMessage(priceCents: number): string {
  return `The payout can be at most the agreed price ($${(priceCents / 100).toFixed(2)}).`;
}

const dateTime = z.iso.datetime({ offset: true });

/** POST /api/jobs/{id}/disputes */
export const openDisputeRequestSchema = z.object({
  reason: storableText()
    .trim()
    .min(DISPUTE_REASON_MIN, `Explain the problem in at least ${DISPUTE_REASON_MIN} characters`)
    .max(DISPUTE_REASON_MAX, `Keep it under ${DISPUTE_REASON_MAX} characters`),
});
export type OpenDisputeRequest = z.infer<typeof openDisputeRequestSchema>;

/** A dispute as both parties and operators see it. */
export const disputeSchema = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  status: z.enum(["open", "resolved"]),
  reason: z.string(),
  openedBy: z.enum(["client", "pilot"]),
  createdAt: dateTime,
  /** The part of the price awarded to the pilot, before commission; null while open. */
  payoutOfPriceCents: z.number().int().nullable(),
  resolutionNote: z.string().nullable(),
  resolvedAt: dateTime.nullable(),
});
export type DisputeDto = z.infer<typeof disputeSchema>;

/** GET /api/jobs/{id}/disputes: the job's disputes, newest first. */
export const disputeListSchema = z.array(disputeSchema);

/** POST /api/admin/disputes/{id}/resolve (with an Idempotency-Key header). */
export const resolveDisputeRequestSchema = z.object({
  /** Cents of the agreed price awarded to the pilot: 0 refunds the client in full. */
  payoutOfPriceCents: z
    .number({ message: "Payout must be a number of cents" })
    .int("Payout must be whole cents")
    .min(0, "Payout can't be negative"),
  note: storableText()
    .trim()
    .min(RESOLUTION_NOTE_MIN, `Explain the decision in at least ${RESOLUTION_NOTE_MIN} characters`)
    .max(RESOLUTION_NOTE_MAX, `Keep it under ${RESOLUTION_NOTE_MAX} characters`),
});
export type ResolveDisputeRequest = z.infer<typeof resolveDisputeRequestSchema>;

/** GET /api/admin/disputes: open disputes first (oldest waiting first), then resolved ones. */
export const adminDisputesQuerySchema = z.object({
  status: z.enum(["open", "resolved", "all"]).default("all"),
  page: pageParam,
  pageSize: pageSizeParam(ADMIN_DISPUTES_DEFAULT_PAGE_SIZE, ADMIN_DISPUTES_MAX_PAGE_SIZE),
});
export type AdminDisputesQuery = z.output<typeof adminDisputesQuerySchema>;

export const disputePartySchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  /** The client's company, or the pilot's business name. */
  organisation: z.string().nullable(),
});

export const adminDisputeListItemSchema = disputeSchema.extend({
  job: z.object({ id: z.uuid(), title: z.string(), status: z.enum(JOB_STATUSES) }),
  client: disputePartySchema,
  pilot: disputePartySchema,
  /** The agreed price held in escrow (null if the job was never paid for). */
  priceCents: z.number().int().nullable(),
});

export const adminDisputesPageSchema = z.object({
  items: z.array(adminDisputeListItemSchema),
  total: z.number().int(),
  /** Open disputes over every page. */
  open: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type AdminDisputesPage = z.infer<typeof adminDisputesPageSchema>;

export const jobHistoryEntrySchema = z.object({
  event: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  /** Who did it: a person's name, or null for the system. */
  actor: z.string().nullable(),
  note: z.string().nullable(),
  at: dateTime,
});

/** The money of the job as fixed at checkout, and what escrow holds now. */
export const disputeMoneySchema = z.object({
  priceCents: z.number().int(),
  clientFeeCents: z.number().int(),
  clientTotalCents: z.number().int(),
  pilotCommissionCents: z.number().int(),
  pilotNetCents: z.number().int(),
  heldCents: z.number().int(),
});

/** GET /api/admin/disputes/{id}: everything an operator needs to decide. */
export const adminDisputeDetailSchema = z.object({
  dispute: disputeSchema,
  /** Earlier disputes of the same job. */
  otherDisputes: z.array(disputeSchema),
  job: jobSchema,
  client: disputePartySchema,
  pilot: disputePartySchema,
  money: disputeMoneySchema.nullable(),
  deliverables: jobFileListSchema,
  evidence: jobFileListSchema,
  history: z.array(jobHistoryEntrySchema),
});
export type AdminDisputeDetail = z.infer<typeof adminDisputeDetailSchema>;
