import { and, eq } from "drizzle-orm";
import {
  DISPUTE_ALREADY_RESOLVED_MESSAGE,
  DISPUTE_NOT_FOUND_MESSAGE,
  payoutTooLargeMessage,
  type AdminDisputeDetail,
  type ResolveDisputeRequest,
} from "@skyhire/shared";
import type { Database } from "../../db/client";
import { disputes, jobs, type User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { hiredPilot, loadJobContext } from "../delivery/access";
import {
  AFTER_HIRE_NOTIFICATION_KINDS,
  clientDeliveryLink,
  notifyAfterHire,
  pilotJobPageLink,
} from "../delivery/notices";
import { escrowOf, NOTHING_HELD_MESSAGE, splitDisputedEscrow } from "../escrow";
import { applyJobEvent } from "../jobs/lifecycle";
import { dollars } from "../jobs/notify";
import { recordAudit } from "../moderation/audit";
import { disputeDetail } from "./disputeDetail";

export const OWN_DISPUTE_MESSAGE = "Operators can't resolve a dispute on their own job.";

/**
 * POST /api/admin/disputes/{id}/resolve (Idempotency-Key): an operator awards the pilot
 * `payoutOfPriceCents` of the agreed price (0..price). In one transaction, with the dispute and
 * the job row locked: the job moves disputed → completed (resolve_with_payout, any payout) or
 * → cancelled (resolve_with_refund, none), the escrow is split by splitDisputedEscrow (refund
 * queued to the client's card), the dispute records the decision, and both parties are told.
 * A second decision on the same dispute finds it resolved and answers 409.
 */
export async function resolveDispute(
  db: Database,
  operator: User,
  disputeId: string,
  { payoutOfPriceCents, note }: ResolveDisputeRequest,
  now: Date,
): Promise<AdminDisputeDetail> {
  await db.transaction(async (tx) => {
    const [dispute] = await tx
      .select()
      .from(disputes)
      .where(eq(disputes.id, disputeId))
      .for("update");
    if (!dispute) throw new HttpError(404, DISPUTE_NOT_FOUND_MESSAGE);
    if (dispute.status !== "open") throw new HttpError(409, DISPUTE_ALREADY_RESOLVED_MESSAGE);
    const context = await loadJobContext(tx, dispute.jobId, { lock: true });
    if (!context) throw new HttpError(404, DISPUTE_NOT_FOUND_MESSAGE);
    const pilot = hiredPilot(context);
    if (operator.id === context.client.userId || operator.id === pilot.userId) {
      throw new HttpError(403, OWN_DISPUTE_MESSAGE);
    }
    const { checkout } = await escrowOf(tx, dispute.jobId);
    if (!checkout) throw new HttpError(409, NOTHING_HELD_MESSAGE);
    if (payoutOfPriceCents > checkout.priceCents) {
      throw new HttpError(400, payoutTooLargeMessage(checkout.priceCents), [
        { path: "body.payoutOfPriceCents", message: payoutTooLargeMessage(checkout.priceCents) },
      ]);
    }

    const payout = payoutOfPriceCents > 0;
    await applyJobEvent(tx, {
      job: context.job,
      event: payout ? "resolve_with_payout" : "resolve_with_refund",
      actor: "admin",
      actorUserId: operator.id,
      now,
      note,
    });
    if (payout) await tx.update(jobs).set({ completedAt: now }).where(eq(jobs.id, dispute.jobId));
    const settlement = await splitDisputedEscrow(tx, dispute.jobId, payoutOfPriceCents);
    await tx
      .update(disputes)
      .set({
        status: "resolved",
        payoutOfPriceCents,
        resolutionNote: note,
        resolvedByUserId: operator.id,
        resolvedAt: now,
      })
      .where(and(eq(disputes.id, disputeId), eq(disputes.status, "open")));
    await recordAudit(tx, {
      operatorUserId: operator.id,
      action: "dispute_resolve",
      targetType: "dispute",
      targetId: disputeId,
      reason: note,
      details: {
        jobId: dispute.jobId,
        payoutOfPriceCents,
        refundCents: settlement.refundCents,
        pilotNetCents: settlement.pilotNetCents,
      },
      at: now,
    });

    const title = `"${context.job.title}"`;
    await notifyAfterHire(
      tx,
      [
        {
          userId: context.client.userId,
          kind: AFTER_HIRE_NOTIFICATION_KINDS.disputeResolved,
          title: "Dispute resolved",
          body:
            settlement.refundCents > 0
              ? `The dispute on ${title} was resolved: ${dollars(settlement.refundCents)} is refunded to your card. ${note}`
              : `The dispute on ${title} was resolved in the pilot's favour. ${note}`,
          link: clientDeliveryLink(dispute.jobId),
        },
        {
          userId: pilot.userId,
          kind: AFTER_HIRE_NOTIFICATION_KINDS.disputeResolved,
          title: "Dispute resolved",
          body:
            settlement.pilotNetCents > 0
              ? `The dispute on ${title} was resolved: ${dollars(settlement.pilotNetCents)} was added to your balance. ${note}`
              : `The dispute on ${title} was resolved with a full refund to the client. ${note}`,
          link: pilotJobPageLink(dispute.jobId),
        },
      ],
      now,
    );
  });
  return disputeDetail(db, disputeId);
}
