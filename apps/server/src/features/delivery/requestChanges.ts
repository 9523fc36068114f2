import type { JobDto } from "@skyhire/shared";
import type { Database } from "../../db/client";
import type { User } from "../../db/schema";
import { toJobDto } from "../jobs/jobDto";
import { applyJobEvent } from "../jobs/lifecycle";
import { hiredPilot, jobForViewer, requireRole } from "./access";
import { AFTER_HIRE_NOTIFICATION_KINDS, notifyAfterHire, pilotUploadLink } from "./notices";
import { currentDeliveryRound } from "./rounds";

export const ONLY_CLIENT_REQUESTS_CHANGES_MESSAGE =
  "Only the job's client can ask for changes to a delivery.";

/**
 * POST /api/jobs/{id}/request-changes: the client sends the delivery back with a reason
 * (ready_for_review → in_progress). The reason is the history note of the event, and the
 * event itself opens the next delivery round (see rounds.ts).
 */
export async function requestChanges(
  db: Database,
  user: User,
  jobId: string,
  reason: string,
  now: Date,
): Promise<JobDto> {
  return db.transaction(async (tx) => {
    const viewed = await jobForViewer(tx, user, jobId, { lock: true });
    requireRole(viewed, ["client"], ONLY_CLIENT_REQUESTS_CHANGES_MESSAGE);
    const sentBack = await applyJobEvent(tx, {
      job: viewed.job,
      event: "request_changes",
      actor: "client",
      actorUserId: user.id,
      now,
      note: reason,
    });
    const round = await currentDeliveryRound(tx, jobId);
    await notifyAfterHire(
      tx,
      [
        {
          userId: hiredPilot(viewed).userId,
          kind: AFTER_HIRE_NOTIFICATION_KINDS.changesRequested,
          title: "Changes requested",
          body: `${viewed.client.name} asked for changes to "${viewed.job.title}": “${reason}” Upload delivery ${round} when it's ready.`,
          link: pilotUploadLink(jobId),
        },
      ],
      now,
    );
    return toJobDto({ ...sentBack, pendingApplications: viewed.job.pendingApplications });
  });
}
