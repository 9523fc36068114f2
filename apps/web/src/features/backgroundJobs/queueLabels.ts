/** What each queue does, in the operator's words (the server's names stay in the table too). */
const QUEUE_LABELS: Record<string, string> = {
  "delivery-due-tasks": "Delivery reminders, auto-approvals and credential expiry",
  "payments-sweep": "Payment sweep: lapsed checkouts, card holds, provider calls",
  "push-outbox": "Web push notifications",
  "email-outbox": "Notification emails",
};

export function queueLabel(queue: string): string {
  return QUEUE_LABELS[queue] ?? queue;
}
