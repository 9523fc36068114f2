import {
  CREDENTIAL_KIND_LABELS,
  type CredentialKind,
  type CredentialReminderDay,
} from "@skyhire/shared";
import type { Database, Transaction } from "../../db/client";
import { notifications } from "../../db/schema";

export const CREDENTIAL_NOTIFICATION_KINDS = {
  verified: "credential_verified",
  rejected: "credential_rejected",
  reminder: "credential_expiry_reminder",
  expired: "credential_expired",
} as const;

/** Where the pilot manages credentials. */
export const CREDENTIALS_LINK = "/pilot/profile#credentials";

export interface CredentialNotice {
  userId: string;
  kind: (typeof CREDENTIAL_NOTIFICATION_KINDS)[keyof typeof CREDENTIAL_NOTIFICATION_KINDS];
  title: string;
  body: string;
}

/**
 * In the caller's transaction; the notifications_push_outbox trigger queues the push with it,
 * so a rolled-back decision neither shows nor pushes anything.
 */
export async function notifyPilot(
  tx: Database | Transaction,
  notice: CredentialNotice,
  now: Date,
): Promise<void> {
  await tx.insert(notifications).values(credentialNotificationRow(notice, now));
}

/** The notification row of a credential notice (the demo seed inserts many at once). */
export function credentialNotificationRow(notice: CredentialNotice, now: Date) {
  return { ...notice, link: CREDENTIALS_LINK, createdAt: now };
}

export function decisionNotice(
  userId: string,
  kind: CredentialKind,
  decision: { approved: true } | { approved: false; reason: string },
): CredentialNotice {
  const label = CREDENTIAL_KIND_LABELS[kind];
  return decision.approved
    ? {
        userId,
        kind: CREDENTIAL_NOTIFICATION_KINDS.verified,
        title: `${label} verified`,
        body: `An operator verified your ${label.toLowerCase()}. Clients now see its badge on your profile.`,
      }
    : {
        userId,
        kind: CREDENTIAL_NOTIFICATION_KINDS.rejected,
        title: `${label} rejected`,
        body: `An operator could not verify your ${label.toLowerCase()}: ${decision.reason} Upload it again from your profile.`,
      };
}

export function reminderNotice(
  userId: string,
  kind: CredentialKind,
  day: CredentialReminderDay,
  validThrough: string,
): CredentialNotice {
  const label = CREDENTIAL_KIND_LABELS[kind];
  return {
    userId,
    kind: CREDENTIAL_NOTIFICATION_KINDS.reminder,
    title: `${label} expires in ${day} days or less`,
    body: `Your ${label.toLowerCase()} is good through ${validThrough}. Upload the renewed one before then to keep applying to jobs.`,
  };
}

export function expiredNotice(userId: string, kind: CredentialKind, validThrough: string) {
  const label = CREDENTIAL_KIND_LABELS[kind];
  return {
    userId,
    kind: CREDENTIAL_NOTIFICATION_KINDS.expired,
    title: `${label} expired`,
    body: `Your ${label.toLowerCase()} was good through ${validThrough}. Upload the renewed one to apply to jobs again.`,
  } satisfies CredentialNotice;
}
