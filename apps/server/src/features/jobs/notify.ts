import type { Database, Transaction } from "../../db/client";
import { notifications } from "../../db/schema";

/** Kinds of the notifications jobs and applications leave for the other party. */
export const NOTIFICATION_KINDS = {
  applicationReceived: "application_received",
  applicationAccepted: "application_accepted",
  applicationRejected: "application_rejected",
  applicationCountered: "application_countered",
  counterAccepted: "counter_accepted",
  counterDeclined: "counter_declined",
  jobInvitation: "job_invitation",
  jobCancelled: "job_cancelled",
} as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[keyof typeof NOTIFICATION_KINDS];

export interface Notice {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** In-app path the notification opens. */
  link: string;
}

/** Pilots follow a job on its page. */
export const pilotJobLink = (jobId: string) => `/jobs/${jobId}`;
/** Clients answer applicants where they compare them: their jobs, opened at this one. */
export const clientJobLink = (jobId: string) => `/client-jobs?job=${jobId}`;

/** Whole dollars as a person writes them: $1,250. */
export function dollars(cents: number): string {
  return `$${Math.round(cents / 100).toLocaleString("en-US")}`;
}

/**
 * Leaves notifications in the caller's transaction, so nobody hears of a change that was
 * rolled back.
 */
export async function notify(tx: Database | Transaction, notices: Notice[], now: Date) {
  if (notices.length === 0) return;
  await tx.insert(notifications).values(notices.map((n) => ({ ...n, createdAt: now })));
}
