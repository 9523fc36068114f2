import { desc, eq } from "drizzle-orm";
import type { DisputeDto } from "@skyhire/shared";
import type { Database } from "../../db/client";
import { disputes, users, type User } from "../../db/schema";
import { applyJobEvent } from "../jobs/lifecycle";
import { hiredPilot, jobForViewer, requireRole } from "../delivery/access";
import {
  adminDisputeLink,
  AFTER_HIRE_NOTIFICATION_KINDS,
  clientDeliveryLink,
  notifyAfterHire,
  pilotJobPageLink,
  type AfterHireNotice,
} from "../delivery/notices";
import { toDisputeDto } from "./disputeDto";

export const ONLY_PARTIES_DISPUTE_MESSAGE = "Only the job's client and pilot can open a dispute.";

/**
 * POST /api/jobs/{id}/disputes: the client or the hired pilot stops the flow (in_progress or
 * ready_for_review → disputed). From here nothing is released: approval and the automatic
 * approval are refused by the lifecycle table until an operator resolves it. The other party
 * and every operator are told.
 */
export async function openDispute(
  db: Database,
  user: User,
  jobId: string,
  reason: string,
  now: Date,
): Promise<DisputeDto> {
  return db.transaction(async (tx) => {
    const viewed = await jobForViewer(tx, user, jobId, { lock: true });
    requireRole(viewed, ["client", "pilot"], ONLY_PARTIES_DISPUTE_MESSAGE);
    const side = viewed.role === "client" ? "client" : "pilot";
    await applyJobEvent(tx, {
      job: viewed.job,
      event: "dispute",
      actor: side,
      actorUserId: user.id,
      now,
      note: reason,
    });
    const [dispute] = await tx
      .insert(disputes)
      .values({ jobId, openedByUserId: user.id, reason, createdAt: now })
      .returning();
    if (!dispute) throw new Error("insert of the dispute returned no row");

    const pilot = hiredPilot(viewed);
    const opener = side === "client" ? viewed.client.name : pilot.name;
    const other =
      side === "client"
        ? { userId: pilot.userId, link: pilotJobPageLink(jobId) }
        : { userId: viewed.client.userId, link: clientDeliveryLink(jobId) };
    const operators = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, "admin"))
      .orderBy(desc(users.createdAt));
    const notices: AfterHireNotice[] = [
      {
        userId: other.userId,
        kind: AFTER_HIRE_NOTIFICATION_KINDS.disputeOpened,
        title: "Dispute opened",
        body: `${opener} opened a dispute on "${viewed.job.title}". The payment stays in escrow until an operator decides. Add your evidence on the job.`,
        link: other.link,
      },
      ...operators
        .filter((operator) => operator.id !== user.id)
        .map((operator) => ({
          userId: operator.id,
          kind: AFTER_HIRE_NOTIFICATION_KINDS.disputeOpened,
          title: "New dispute to resolve",
          body: `${opener} disputed "${viewed.job.title}".`,
          link: adminDisputeLink(dispute.id),
        })),
    ];
    await notifyAfterHire(tx, notices, now);
    return toDisputeDto(dispute, viewed.client.userId);
  });
}
