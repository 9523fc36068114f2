import { daysBetween, type IsoDate } from "./calendarDates";

/** An operator's review of a submitted credential. */
export const CREDENTIAL_REVIEW_STATUSES = ["pending", "verified", "rejected"] as const;
export type CredentialReviewStatus = (typeof CREDENTIAL_REVIEW_STATUSES)[number];

/** What a pilot and an operator see of a credential. */
export const CREDENTIAL_STATES = [
  "pending_review",
  "verified",
  "rejected",
  "expiring",
  "expired",
] as const;
export type CredentialState = (typeof CREDENTIAL_STATES)[number];

export const CREDENTIAL_STATE_LABELS: Record<CredentialState, string> = {
  pending_review: "pending review",
  verified: "verified",
  rejected: "rejected",
  expiring: "expiring",
  expired: "expired",
};

/** A verified credential is "expiring" from this many days before its last valid day. */
export const CREDENTIAL_EXPIRING_DAYS = 30;
/** The pilot is reminded this many days before the last valid day, once each. */
export const CREDENTIAL_REMINDER_DAYS = [30, 7] as const;
export type CredentialReminderDay = (typeof CREDENTIAL_REMINDER_DAYS)[number];

export interface CredentialStatusFacts {
  reviewStatus: CredentialReviewStatus;
  /** The last day the credential is good for (currency end, policy expiry). */
  validThrough: IsoDate;
}

/**
 * Pending and rejected speak for themselves; a verified credential is expired after its last
 * valid day and expiring within CREDENTIAL_EXPIRING_DAYS of it (the last day itself included).
 */
export function credentialState(facts: CredentialStatusFacts, today: IsoDate): CredentialState {
  if (facts.reviewStatus === "pending") return "pending_review";
  if (facts.reviewStatus === "rejected") return "rejected";
  const daysLeft = daysBetween(today, facts.validThrough);
  if (daysLeft < 0) return "expired";
  if (daysLeft <= CREDENTIAL_EXPIRING_DAYS) return "expiring";
  return "verified";
}

/** Verified and still good on `date` (expiring still counts). */
export function credentialUsable(facts: CredentialStatusFacts, date: IsoDate): boolean {
  return facts.reviewStatus === "verified" && date <= facts.validThrough;
}

/**
 * The reminder due on `today` for a verified credential, the nearer one when both are (a run
 * that missed the 30-day one on day 8 sends the 7-day one); null when none is.
 */
export function reminderDue(
  facts: CredentialStatusFacts,
  today: IsoDate,
): CredentialReminderDay | null {
  if (facts.reviewStatus !== "verified") return null;
  const daysLeft = daysBetween(today, facts.validThrough);
  if (daysLeft < 0) return null;
  if (daysLeft <= 7) return 7;
  if (daysLeft <= 30) return 30;
  return null;
}
