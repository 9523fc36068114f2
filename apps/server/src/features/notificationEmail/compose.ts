import { NOTIFICATION_GROUP_INFO, type NotificationGroup } from "@skyhire/shared";
import type { MailMessage } from "../mail/mailer";
import { unsubscribeToken } from "../notificationPreferences/unsubscribeToken";
import { layout, type EmailContent } from "./layout";
import { GROUP_TEMPLATES, messageDigestWords } from "./templates";

export const NOTIFICATION_SETTINGS_PATH = "/settings/notifications";
const LINK_MAX = 500;

export interface Recipient {
  userId: string;
  email: string;
  firstName: string;
}

export interface LinkContext {
  /** APP_URL (or the loopback default): links in mail are absolute. */
  baseUrl: string;
  sessionSecret: string;
}

/** Only in-app paths: an email must never send the user to another site. */
export function inAppPath(link: string | null): string {
  if (!link || !link.startsWith("/") || link.startsWith("//") || link.length > LINK_MAX) {
    return "/notifications";
  }
  return link;
}

function unsubscribeUrl(ctx: LinkContext, userId: string, group: NotificationGroup) {
  const token = unsubscribeToken(ctx.sessionSecret, userId, group);
  return `${ctx.baseUrl}/api/notification-preferences/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The layout plus the RFC 8058 one-click unsubscribe headers for the group. */
function message(
  ctx: LinkContext,
  to: Recipient,
  group: NotificationGroup,
  content: Omit<EmailContent, "reason" | "settingsUrl" | "unsubscribeUrl" | "unsubscribeLabel">,
): MailMessage {
  const unsubscribe = unsubscribeUrl(ctx, to.userId, group);
  const label = NOTIFICATION_GROUP_INFO[group].label;
  const mail = layout({
    ...content,
    reason: `You get this email because ${GROUP_TEMPLATES[group].because}.`,
    settingsUrl: `${ctx.baseUrl}${NOTIFICATION_SETTINGS_PATH}`,
    unsubscribeUrl: unsubscribe,
    unsubscribeLabel: `Unsubscribe from ${label} emails`,
  });
  return {
    to: to.email,
    ...mail,
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

export function notificationEmail(
  ctx: LinkContext,
  to: Recipient,
  group: NotificationGroup,
  notification: { title: string; body: string | null; link: string | null },
): MailMessage {
  return message(ctx, to, group, {
    subject: notification.title,
    heading: notification.title,
    paragraphs: [`Hello ${to.firstName},`, ...(notification.body ? [notification.body] : [])],
    button: {
      label: GROUP_TEMPLATES[group].buttonLabel,
      url: `${ctx.baseUrl}${inAppPath(notification.link)}`,
    },
  });
}

/** A digest quotes at most this many messages, each cut to this length. */
export const DIGEST_MAX_MESSAGES = 10;
const QUOTE_MAX_CHARS = 600;

export function messageDigestEmail(
  ctx: LinkContext,
  to: Recipient,
  digest: {
    conversationId: string;
    senderName: string;
    jobTitle: string | null;
    /** Oldest first. */
    messages: { body: string }[];
  },
): MailMessage {
  const words = messageDigestWords(digest.senderName, digest.messages.length, digest.jobTitle);
  const shown = digest.messages.slice(-DIGEST_MAX_MESSAGES);
  const more = digest.messages.length - shown.length;
  return message(ctx, to, "messages", {
    subject: words.subject,
    heading: words.heading,
    paragraphs: [
      `Hello ${to.firstName},`,
      more > 0 ? `${words.intro} The ${shown.length} newest:` : words.intro,
    ],
    quotes: shown.map((m) => ({
      by: digest.senderName,
      text: m.body.length > QUOTE_MAX_CHARS ? `${m.body.slice(0, QUOTE_MAX_CHARS - 1)}…` : m.body,
    })),
    button: {
      label: GROUP_TEMPLATES.messages.buttonLabel,
      url: `${ctx.baseUrl}/messages?c=${digest.conversationId}`,
    },
  });
}
