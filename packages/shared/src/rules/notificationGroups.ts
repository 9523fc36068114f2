/**
 * Which event group each notification kind belongs to. Users choose channels per group
 * (notification settings), never per kind, so a new kind only needs a row here; a kind missing
 * from the table is still grouped by its prefix, and anything else lands in "account", whose
 * email is on by default: an unknown event is never silently dropped.
 */
export const NOTIFICATION_GROUPS = [
  "hiring",
  "work",
  "payments",
  "disputes",
  "reviews",
  "messages",
  "flight_ops",
  "account",
] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

export interface NotificationGroupInfo {
  label: string;
  /** What the user hears about, on the settings page and in the email's reason line. */
  description: string;
  /** Channels a user starts with. In-app is always on. */
  defaults: { email: boolean; push: boolean };
  /** Messages do not create notifications (they have their own badge), so no push for them. */
  pushAvailable: boolean;
}

export const NOTIFICATION_GROUP_INFO: Record<NotificationGroup, NotificationGroupInfo> = {
  hiring: {
    label: "Applications and hiring",
    description:
      "applications, counter-offers and their answers, invitations, hires and cancelled jobs",
    defaults: { email: true, push: true },
    pushAvailable: true,
  },
  work: {
    label: "Work and delivery",
    description: "missions started, deliveries, change requests, approvals and approval reminders",
    defaults: { email: true, push: true },
    pushAvailable: true,
  },
  payments: {
    label: "Payments and payouts",
    description: "payments for your jobs and payouts to your bank",
    defaults: { email: true, push: true },
    pushAvailable: true,
  },
  disputes: {
    label: "Disputes",
    description: "disputes opened on your jobs and how they were resolved",
    defaults: { email: true, push: true },
    pushAvailable: true,
  },
  reviews: {
    label: "Reviews",
    description: "reviews other people leave you",
    defaults: { email: true, push: true },
    pushAvailable: true,
  },
  messages: {
    label: "Messages",
    description:
      "messages you have not read within 10 minutes, at most one email per conversation an hour",
    defaults: { email: true, push: false },
    pushAvailable: false,
  },
  flight_ops: {
    label: "Flight operations",
    description: "planned flight times, airspace authorizations and schedule changes",
    defaults: { email: true, push: true },
    pushAvailable: true,
  },
  account: {
    label: "Account and safety",
    description: "your credentials, your account and anything else about your safety on SkyHire",
    defaults: { email: true, push: true },
    pushAvailable: true,
  },
};

/** The kind the message digests are sent under (messages leave no notification row). */
export const MESSAGE_DIGEST_KIND = "message_received";

/** Every kind the server inserts today, with its group (a test holds the server to it). */
export const NOTIFICATION_KIND_GROUPS: Record<string, NotificationGroup> = {
  application_received: "hiring",
  application_accepted: "hiring",
  application_rejected: "hiring",
  application_countered: "hiring",
  counter_accepted: "hiring",
  counter_declined: "hiring",
  job_invitation: "hiring",
  job_cancelled: "hiring",
  mission_started: "work",
  delivery_ready: "work",
  changes_requested: "work",
  delivery_approved: "work",
  delivery_auto_approved: "work",
  approval_reminder: "work",
  checkout_paid: "payments",
  payout_sent: "payments",
  payout_failed: "payments",
  dispute_opened: "disputes",
  dispute_resolved: "disputes",
  review_received: "reviews",
  [MESSAGE_DIGEST_KIND]: "messages",
  flight_planned: "flight_ops",
  airspace_authorization_recorded: "flight_ops",
  credential_verified: "account",
  credential_rejected: "account",
  credential_expiry_reminder: "account",
  credential_expired: "account",
  // Moderation: a job taken off the board or put back, and the outcome of a report.
  job_hidden: "account",
  job_restored: "account",
  report_outcome: "account",
};

/** Kinds added later without a row above still find their group by how they are named. */
const PREFIX_GROUPS: [RegExp, NotificationGroup][] = [
  [/^(application|counter|job_invitation|invitation|hire)/, "hiring"],
  [/^(mission|delivery|changes|approval)/, "work"],
  [/^(payout|checkout|payment|refund|invoice)/, "payments"],
  [/^dispute/, "disputes"],
  [/^review/, "reviews"],
  [/^message/, "messages"],
  [/^(flight|airspace|reschedul|schedule)/, "flight_ops"],
];

export function notificationGroupOf(kind: string): NotificationGroup {
  const known = Object.hasOwn(NOTIFICATION_KIND_GROUPS, kind)
    ? NOTIFICATION_KIND_GROUPS[kind]
    : undefined;
  if (known) return known;
  return PREFIX_GROUPS.find(([pattern]) => pattern.test(kind))?.[1] ?? "account";
}

/** What a user stored: only the switches they changed from the defaults. */
export type StoredChannelChoices = Partial<
  Record<NotificationGroup, { email?: boolean; push?: boolean }>
>;

export interface ChannelSwitches {
  email: boolean;
  push: boolean;
}

/** A group's switches: the user's choice where they made one, else the default. */
export function channelSwitches(
  stored: StoredChannelChoices,
  group: NotificationGroup,
): ChannelSwitches {
  const info = NOTIFICATION_GROUP_INFO[group];
  const choice = stored[group] ?? {};
  return {
    email: choice.email ?? info.defaults.email,
    push: info.pushAvailable && (choice.push ?? info.defaults.push),
  };
}

/** Whether an email of `group` may go out now; a pause holds every group's email. */
export function emailAllowed(
  stored: StoredChannelChoices,
  emailPausedUntil: Date | null,
  group: NotificationGroup,
  now: Date,
): boolean {
  if (emailPausedUntil && emailPausedUntil.getTime() > now.getTime()) return false;
  return channelSwitches(stored, group).email;
}
