import { eq } from "drizzle-orm";
import {
  DELIVERY_NEEDS_FILES_MESSAGE,
  FLIGHT_LOG_REQUIRED_MESSAGE,
  type JobDto,
} from "@skyhire/shared";
import type { Database } from "../../db/client";
import { jobs, type User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { flightCount } from "../flightLogs/writeLogs";
import { toJobDto } from "../jobs/jobDto";
import { applyJobEvent } from "../jobs/lifecycle";
import { hiredPilot, jobForViewer, requireRole } from "./access";
import { AFTER_HIRE_NOTIFICATION_KINDS, clientDeliveryLink, notifyAfterHire } from "./notices";
import { currentDeliveryRound, deliverablesInRound } from "./rounds";

export const ONLY_PILOT_DELIVERS_MESSAGE = "Only the hired pilot can deliver the work.";

/**
 * POST /api/jobs/{id}/deliver: the pilot hands the current round's files to the client
 * (in_progress → ready_for_review). The job row is locked first, so an upload or a removal
 * racing this either lands before the count or is refused after it. The 14-day approval clock
 * starts now and the day-12 reminder is re-armed for this delivery. The job needs at least one
 * logged flight.
 */
export async function deliverWork(
  db: Database,
  user: User,
  jobId: string,
  now: Date,
): Promise<JobDto> {
  return db.transaction(async (tx) => {
    const viewed = await jobForViewer(tx, user, jobId, { lock: true });
    requireRole(viewed, ["pilot"], ONLY_PILOT_DELIVERS_MESSAGE);
    const round = await currentDeliveryRound(tx, jobId);
    // The lifecycle refusal (not in progress) speaks before the missing files.
    if (
      viewed.job.status === "in_progress" &&
      (await deliverablesInRound(tx, jobId, round)) === 0
    ) {
      throw new HttpError(409, DELIVERY_NEEDS_FILES_MESSAGE);
    }
    // Every delivery comes with the flights that made it (the job's flight log).
    if (viewed.job.status === "in_progress" && (await flightCount(tx, jobId)) === 0) {
      throw new HttpError(409, FLIGHT_LOG_REQUIRED_MESSAGE);
    }
    await applyJobEvent(tx, {
      job: viewed.job,
      event: "deliver",
      actor: "pilot",
      actorUserId: user.id,
      now,
      note: round > 1 ? `Delivery ${round}` : null,
    });
    const [delivered] = await tx
      .update(jobs)
      .set({ deliveredAt: now, approvalReminderSentAt: null })
      .where(eq(jobs.id, jobId))
      .returning();
    if (!delivered) throw new Error(`job ${jobId} vanished while delivering`);

    await notifyAfterHire(
      tx,
      [
        {
          userId: viewed.client.userId,
          kind: AFTER_HIRE_NOTIFICATION_KINDS.deliveryReady,
          title: round > 1 ? "Revised delivery ready for review" : "Delivery ready for review",
          body: `${hiredPilot(viewed).name} delivered "${viewed.job.title}". Review the files and approve, or ask for changes.`,
          link: clientDeliveryLink(jobId),
        },
      ],
      now,
    );
    return toJobDto({ ...delivered, pendingApplications: viewed.job.pendingApplications });
  });
}
