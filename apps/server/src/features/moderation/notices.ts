import type { Database, Transaction } from "../../db/client";
import { notifications } from "../../db/schema";

/** Notification kinds of moderation (in-app; push and email follow every notification). */
export const MODERATION_NOTIFICATION_KINDS = {
  jobHidden: "job_hidden",
  jobRestored: "job_restored",
  reportOutcome: "report_outcome",
} as const;
export type ModerationNotificationKind =
  (typeof MODERATION_NOTIFICATION_KINDS)[keyof typeof MODERATION_NOTIFICATION_KINDS];

export interface ModerationNotice {
  userId: string;
  kind: ModerationNotificationKind;
  title: string;
  body: string;
  link: string;
}

/** In the caller's transaction, like every notification: a rolled-back action tells nobody. */
export async function notifyModeration(
  tx: Database | Transaction,
  notice: ModerationNotice,
  now: Date,
): Promise<void> {
  await tx.insert(notifications).values({ ...notice, createdAt: now });
}
