import { and, asc, eq } from "drizzle-orm";
import { DELIVERY_AUTO_APPROVE_DAYS, type DeliveryState } from "@skyhire/shared";
import type { Database } from "../../db/client";
import { jobEvents, type User } from "../../db/schema";
import { jobForViewer } from "./access";
import { deliverablesInRound } from "./rounds";

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a delivery made at `deliveredAt` is approved on the client's behalf. */
export function autoApprovalDue(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + DELIVERY_AUTO_APPROVE_DAYS * DAY_MS);
}

/** GET /api/jobs/{id}/delivery: the round, the approval clock and every change request. */
export async function deliveryState(
  db: Database,
  user: User,
  jobId: string,
): Promise<DeliveryState> {
  const viewed = await jobForViewer(db, user, jobId);
  const { job } = viewed;
  const requests = await db
    .select({ note: jobEvents.note, at: jobEvents.createdAt })
    .from(jobEvents)
    .where(and(eq(jobEvents.jobId, jobId), eq(jobEvents.event, "request_changes")))
    .orderBy(asc(jobEvents.createdAt), asc(jobEvents.id));
  const round = requests.length + 1;
  return {
    jobId,
    status: job.status,
    viewerRole: viewed.role,
    round,
    deliveredAt: job.deliveredAt?.toISOString() ?? null,
    autoApprovesAt:
      job.status === "ready_for_review" && job.deliveredAt
        ? autoApprovalDue(job.deliveredAt).toISOString()
        : null,
    completedAt: job.completedAt?.toISOString() ?? null,
    currentRoundFiles: await deliverablesInRound(db, jobId, round),
    changeRequests: requests.map((r, i) => ({
      round: i + 1,
      reason: r.note ?? "",
      at: r.at.toISOString(),
    })),
  };
}
