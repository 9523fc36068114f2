import { and, eq } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { rescheduleProposals } from "../../db/schema";

/**
 * A cancelled job has no flight left to move: its open proposal is closed as withdrawn (by
 * nobody: `respondedByUserId` stays null), in the cancellation's transaction, so neither side
 * is left with an answer that can no longer be given. The job's cancellation notice already
 * tells both sides; no separate notice for the proposal.
 */
export async function withdrawOpenReschedules(tx: Transaction, jobId: string, now: Date) {
  await tx
    .update(rescheduleProposals)
    .set({ status: "withdrawn", respondedAt: now })
    .where(and(eq(rescheduleProposals.jobId, jobId), eq(rescheduleProposals.status, "open")));
}
