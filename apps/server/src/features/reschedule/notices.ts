import {
  RESCHEDULE_REASON_LABELS,
  rescheduleAnswerer,
  siteMomentText,
  type RescheduleReason,
} from "@skyhire/shared";
import type { Transaction } from "../../db/client";
import { notifications } from "../../db/schema";
import { hiredPilot, type JobContext } from "../delivery/access";

/** The notification kinds of the reschedule handshake (mail and push read them from the row). */
export const RESCHEDULE_NOTIFICATION_KINDS = {
  proposed: "reschedule_proposed",
  accepted: "reschedule_accepted",
  declined: "reschedule_declined",
  withdrawn: "reschedule_withdrawn",
} as const;
type Kind = (typeof RESCHEDULE_NOTIFICATION_KINDS)[keyof typeof RESCHEDULE_NOTIFICATION_KINDS];

type Side = "client" | "pilot";

export interface RescheduleNotice {
  to: Side;
  kind: Kind;
  title: string;
  body: string;
}

const sideOf = (context: JobContext, side: Side) =>
  side === "client" ? context.client : hiredPilot(context);

/** "Thu, Dec 3, 2026 at 9:30 AM CST" at the job's site. */
export function momentAtSite(instant: Date, timeZone: string): string {
  return siteMomentText(instant, timeZone);
}

/** The in-app notice of a proposal, for the side that answers it. */
export function proposedNotice(
  context: JobContext,
  by: Side,
  when: string,
  reason: RescheduleReason,
): RescheduleNotice {
  return {
    to: rescheduleAnswerer(by),
    kind: RESCHEDULE_NOTIFICATION_KINDS.proposed,
    title: "New flight time proposed",
    body: `${sideOf(context, by).name} proposes to move the flight of "${context.job.title}" to ${when} (${RESCHEDULE_REASON_LABELS[reason].toLowerCase()}). Accept or decline it on the job page.`,
  };
}

/** Leaves the notices in the caller's transaction, each linking to the job page. */
export async function notifyParties(
  tx: Transaction,
  context: JobContext,
  notices: RescheduleNotice[],
  now: Date,
): Promise<void> {
  if (notices.length === 0) return;
  await tx.insert(notifications).values(
    notices.map((notice) => ({
      userId: sideOf(context, notice.to).userId,
      kind: notice.kind,
      title: notice.title,
      body: notice.body,
      link: `/jobs/${context.job.id}`,
      createdAt: now,
    })),
  );
}

export { sideOf };
