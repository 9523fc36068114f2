import type { Database, Transaction } from "../../db/client";
import { notifications } from "../../db/schema";
import { clientJobLink, pilotJobLink } from "../jobs/notify";

/**
 * Kinds of the notifications the flow after the hire leaves. Kept apart from the jobs
 * feature's list, whose type is closed to its own kinds.
 */
export const AFTER_HIRE_NOTIFICATION_KINDS = {
  missionStarted: "mission_started",
  deliveryReady: "delivery_ready",
  changesRequested: "changes_requested",
  deliveryApproved: "delivery_approved",
  deliveryAutoApproved: "delivery_auto_approved",
  approvalReminder: "approval_reminder",
  disputeOpened: "dispute_opened",
  disputeResolved: "dispute_resolved",
  reviewReceived: "review_received",
} as const;
export type AfterHireNotificationKind =
  (typeof AFTER_HIRE_NOTIFICATION_KINDS)[keyof typeof AFTER_HIRE_NOTIFICATION_KINDS];

export interface AfterHireNotice {
  userId: string;
  kind: AfterHireNotificationKind;
  title: string;
  body: string;
  link: string;
}

/** The client reviews and approves deliveries where they manage the job. */
export const clientDeliveryLink = clientJobLink;
/** The pilot uploads at /upload/{jobId} (spec section 2). */
export const pilotUploadLink = (jobId: string) => `/upload/${jobId}`;
export const pilotJobPageLink = pilotJobLink;
/** The operator area's page of one dispute. */
export const adminDisputeLink = (disputeId: string) => `/admin/disputes/${disputeId}`;

/** Leaves notifications in the caller's transaction: nobody hears of a rolled-back change. */
export async function notifyAfterHire(
  tx: Database | Transaction,
  notices: AfterHireNotice[],
  now: Date,
): Promise<void> {
  if (notices.length === 0) return;
  await tx.insert(notifications).values(notices.map((n) => ({ ...n, createdAt: now })));
}
