import type { JobDto } from "@skyhire/shared";
import type { Database } from "../../db/client";
import type { User } from "../../db/schema";
import { toJobDto } from "../jobs/jobDto";
import { applyJobEvent } from "../jobs/lifecycle";
import { hiredPilot, jobForViewer, requireRole } from "./access";
import { AFTER_HIRE_NOTIFICATION_KINDS, clientDeliveryLink, notifyAfterHire } from "./notices";

export const ONLY_PILOT_STARTS_MESSAGE = "Only the hired pilot can start the mission.";

/** POST /api/jobs/{id}/start: the hired pilot begins the mission (assigned → in_progress). */
export async function startMission(
  db: Database,
  user: User,
  jobId: string,
  now: Date,
): Promise<JobDto> {
  return db.transaction(async (tx) => {
    const viewed = await jobForViewer(tx, user, jobId, { lock: true });
    requireRole(viewed, ["pilot"], ONLY_PILOT_STARTS_MESSAGE);
    const started = await applyJobEvent(tx, {
      job: viewed.job,
      event: "start",
      actor: "pilot",
      actorUserId: user.id,
      now,
    });
    await notifyAfterHire(
      tx,
      [
        {
          userId: viewed.client.userId,
          kind: AFTER_HIRE_NOTIFICATION_KINDS.missionStarted,
          title: "Mission started",
          body: `${hiredPilot(viewed).name} started work on "${viewed.job.title}".`,
          link: clientDeliveryLink(jobId),
        },
      ],
      now,
    );
    return toJobDto({ ...started, pendingApplications: viewed.job.pendingApplications });
  });
}
