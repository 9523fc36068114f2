import { NOTIFICATION_GROUP_INFO, PRODUCT_NAME, type NotificationGroup } from "@skyhire/shared";

/**
 * The words of each group's emails. Edit here: the layout (layout.ts) adds the product name,
 * the button, the reason line and the unsubscribe links; templates.test.ts snapshots the text.
 */
export interface GroupTemplate {
  /** The button under the notification's text. */
  buttonLabel: string;
  /** Completes "You get this email because …". */
  because: string;
}

const reasonFor = (group: NotificationGroup) =>
  `you have email turned on for ${NOTIFICATION_GROUP_INFO[group].label} on ${PRODUCT_NAME}`;

export const GROUP_TEMPLATES: Record<NotificationGroup, GroupTemplate> = {
  hiring: { buttonLabel: "Open the job", because: reasonFor("hiring") },
  work: { buttonLabel: "Open the job", because: reasonFor("work") },
  payments: { buttonLabel: "See the payment", because: reasonFor("payments") },
  disputes: { buttonLabel: "Open the dispute", because: reasonFor("disputes") },
  reviews: { buttonLabel: "Read the review", because: reasonFor("reviews") },
  messages: { buttonLabel: "Reply", because: reasonFor("messages") },
  flight_ops: { buttonLabel: "Open the flight plan", because: reasonFor("flight_ops") },
  account: { buttonLabel: "Open SkyHire", because: reasonFor("account") },
};

/** The subject and first lines of a message digest. */
export function messageDigestWords(senderName: string, count: number, jobTitle: string | null) {
  const about = jobTitle ? `About "${jobTitle}": y` : "Y";
  return {
    subject:
      count === 1 ? `New message from ${senderName}` : `${count} new messages from ${senderName}`,
    heading:
      count === 1 ? `${senderName} sent you a message` : `${senderName} sent you ${count} messages`,
    intro: `${about}ou have not read ${count === 1 ? "it" : "them"} on ${PRODUCT_NAME} yet.`,
  };
}
