import { and, asc, desc, eq, ne } from "drizzle-orm";
import { DISPUTE_NOT_FOUND_MESSAGE, type AdminDisputeDetail } from "@skyhire/shared";
import type { Database } from "../../db/client";
import { disputes, jobEvents, jobFiles, jobs, users } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { toJobFileDto } from "../delivery/fileDto";
import { toDisputeDto } from "../disputes/disputeDto";
import { escrowOf } from "../escrow";
import { jobColumns, toJobDto } from "../jobs/jobDto";
import { disputeRows, partiesOf } from "./disputeParties";

/**
 * GET /api/admin/disputes/{id}: the dispute with everything an operator decides on: the job,
 * both parties with their emails, the money as fixed at checkout and what escrow holds, every
 * delivered file and piece of evidence, earlier disputes, and the job's whole history.
 */
export async function disputeDetail(db: Database, disputeId: string): Promise<AdminDisputeDetail> {
  const [row] = await disputeRows(db).where(eq(disputes.id, disputeId));
  if (!row) throw new HttpError(404, DISPUTE_NOT_FOUND_MESSAGE);
  const jobId = row.dispute.jobId;
  const clientUserId = row.clientUserId;

  const [[job], files, others, history] = await Promise.all([
    db.select(jobColumns).from(jobs).where(eq(jobs.id, jobId)),
    db
      .select()
      .from(jobFiles)
      .where(eq(jobFiles.jobId, jobId))
      .orderBy(asc(jobFiles.deliveryRound), asc(jobFiles.createdAt), asc(jobFiles.id)),
    db
      .select()
      .from(disputes)
      .where(and(eq(disputes.jobId, jobId), ne(disputes.id, disputeId)))
      .orderBy(desc(disputes.createdAt)),
    db
      .select({
        event: jobEvents.event,
        fromStatus: jobEvents.fromStatus,
        toStatus: jobEvents.toStatus,
        note: jobEvents.note,
        at: jobEvents.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(jobEvents)
      .leftJoin(users, eq(users.id, jobEvents.actorUserId))
      .where(eq(jobEvents.jobId, jobId))
      .orderBy(asc(jobEvents.createdAt), asc(jobEvents.id)),
  ]);
  if (!job) throw new HttpError(404, DISPUTE_NOT_FOUND_MESSAGE);
  const escrow = await db.transaction((tx) => escrowOf(tx, jobId));

  const fileDtos = files.map((file) => toJobFileDto(file, clientUserId));
  const { checkout } = escrow;
  return {
    dispute: toDisputeDto(row.dispute, clientUserId),
    otherDisputes: others.map((other) => toDisputeDto(other, clientUserId)),
    job: toJobDto(job),
    ...partiesOf(row),
    money: checkout
      ? {
          priceCents: checkout.priceCents,
          clientFeeCents: checkout.clientFeeCents,
          clientTotalCents: checkout.clientTotalCents,
          pilotCommissionCents: checkout.pilotCommissionCents,
          pilotNetCents: checkout.pilotNetCents,
          heldCents: escrow.heldCents,
        }
      : null,
    deliverables: fileDtos.filter((f) => f.purpose === "deliverable"),
    evidence: fileDtos.filter((f) => f.purpose === "dispute_evidence"),
    history: history.map((h) => ({
      event: h.event,
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      actor: h.firstName === null ? null : `${h.firstName} ${h.lastName}`.trim(),
      note: h.note,
      at: h.at.toISOString(),
    })),
  };
}
