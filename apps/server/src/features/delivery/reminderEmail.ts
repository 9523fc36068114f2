import { DELIVERY_AUTO_APPROVE_DAYS, PRODUCT_NAME } from "@skyhire/shared";
import type { MailMessage } from "../mail/mailer";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Day 12 of 14: the client still has to approve or ask for changes. */
export function approvalReminderEmail(input: {
  to: string;
  clientName: string;
  jobTitle: string;
  pilotName: string;
  autoApprovesAt: Date;
  link: string;
}): MailMessage {
  const when = input.autoApprovesAt.toUTCString();
  const text = [
    `Hello ${input.clientName},`,
    "",
    `${input.pilotName} delivered "${input.jobTitle}" and it is waiting for your review.`,
    `If you don't approve it or ask for changes, it will be approved automatically on ${when}`,
    `(${DELIVERY_AUTO_APPROVE_DAYS} days after delivery) and the payment held in escrow released to the pilot.`,
    "",
    `Review the delivery: ${input.link}`,
  ].join("\n");
  const html = `<p>Hello ${escapeHtml(input.clientName)},</p>
<p>${escapeHtml(input.pilotName)} delivered &ldquo;${escapeHtml(input.jobTitle)}&rdquo; and it is waiting for your review.</p>
<p>If you don't approve it or ask for changes, it will be approved automatically on ${escapeHtml(when)}
(${DELIVERY_AUTO_APPROVE_DAYS} days after delivery) and the payment held in escrow released to the pilot.</p>
<p><a href="${escapeHtml(input.link)}">Review the delivery</a></p>`;
  return {
    to: input.to,
    subject: `${PRODUCT_NAME}: please review the delivery of "${input.jobTitle}"`,
    text,
    html,
  };
}
