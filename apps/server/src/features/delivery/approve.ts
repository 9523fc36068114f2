import { eq } from "drizzle-orm";
import { DELIVERY_AUTO_APPROVE_DAYS, type JobDto } from "@skyhire/shared";
import type { Database, Transaction } from "../../db/client";
import { jobs, type User } from "../../db/schema";
import { releaseEscrow, type Settlement } from "../escrow";
import { dollars } from "../jobs/notify";
import { toJobDto } from "../jobs/jobDto";
import { applyJobEvent } from "../jobs/lifecycle";
import { hiredPilot, jobForViewer, requireRole, type JobContext } from "./access";
import {
  AFTER_HIRE_NOTIFICATION_KINDS,
  clientDeliveryLink,
  notifyAfterHire,
  pilotJobPageLink,
} from "./notices";

export const ONLY_CLIENT_APPROVES_MESSAGE = "Only the job's client can approve the delivery.";

/**
 * Approval by the client (POST /api/jobs/{id}/approve) or on their behalf after 14 days
 * (actor "system"): ready_for_review → completed and the escrow released to the pilot's
 * balance and the platform, in the caller's transaction with the job row already locked.
 * A disputed job is refused by the lifecycle table, so nothing is released while a dispute
 * is open; the locked escrow makes a second approval (another tab, the scheduler) a 409.
 */
export async function approveDelivery(
  tx: Transaction,
  context: JobContext,
  actor: { kind: "client"; userId: string } | { kind: "system" },
  now: Date,
): Promise<{ job: JobDto; settlement: Settlement }> {
  // The lifecycle check comes first: a job that was never hired (open, cancelled) is a 409,
  // not a missing pilot (the property test found approving an open job answered 500).
  await applyJobEvent(tx, {
    job: context.job,
    event: "approve",
    actor: actor.kind,
    actorUserId: actor.kind === "client" ? actor.userId : null,
    now,
    note:
      actor.kind === "system"
        ? `Approved automatically: no answer within ${DELIVERY_AUTO_APPROVE_DAYS} days`
        : null,
  });
  const [completed] = await tx
    .update(jobs)
    .set({ completedAt: now })
    .where(eq(jobs.id, context.job.id))
    .returning();
  if (!completed) throw new Error(`job ${context.job.id} vanished while approving`);
  const pilot = hiredPilot(context);
  const settlement = await releaseEscrow(tx, context.job.id);

  const automatic = actor.kind === "system";
  const paid = dollars(settlement.pilotNetCents);
  await notifyAfterHire(
    tx,
    [
      {
        userId: pilot.userId,
        kind: automatic
          ? AFTER_HIRE_NOTIFICATION_KINDS.deliveryAutoApproved
          : AFTER_HIRE_NOTIFICATION_KINDS.deliveryApproved,
        title: "Delivery approved: payment released",
        body: automatic
          ? `"${context.job.title}" was approved automatically ${DELIVERY_AUTO_APPROVE_DAYS} days after delivery. ${paid} was added to your balance.`
          : `${context.client.name} approved "${context.job.title}". ${paid} was added to your balance.`,
        link: pilotJobPageLink(context.job.id),
      },
      ...(automatic
        ? [
            {
              userId: context.client.userId,
              kind: AFTER_HIRE_NOTIFICATION_KINDS.deliveryAutoApproved,
              title: "Delivery approved automatically",
              body: `"${context.job.title}" was approved ${DELIVERY_AUTO_APPROVE_DAYS} days after delivery and the payment released to ${pilot.name}.`,
              link: clientDeliveryLink(context.job.id),
            },
          ]
        : []),
    ],
    now,
  );
  return {
    job: toJobDto({ ...completed, pendingApplications: context.job.pendingApplications }),
    settlement,
  };
}

/** POST /api/jobs/{id}/approve: the client's own approval, under the job row's lock. */
export async function approveAsClient(
  db: Database,
  user: User,
  jobId: string,
  now: Date,
): Promise<JobDto> {
  return db.transaction(async (tx) => {
    const viewed = await jobForViewer(tx, user, jobId, { lock: true });
    requireRole(viewed, ["client"], ONLY_CLIENT_APPROVES_MESSAGE);
    const { job } = await approveDelivery(tx, viewed, { kind: "client", userId: user.id }, now);
    return job;
  });
}
