import type { Transaction } from "../../db/client";
import { notifications, type Payout } from "../../db/schema";
import { dollars } from "../jobs/notify";

export const PAYOUT_NOTIFICATION_KINDS = {
  sent: "payout_sent",
  failed: "payout_failed",
} as const;

/** Where the pilot follows their balance and payouts. */
export const EARNINGS_LINK = "/pilot/earnings";

/** In the payout's transaction: the pilot hears of a settled payout once, and of no other. */
export async function notifyPayout(
  tx: Transaction,
  payout: Pick<Payout, "pilotUserId" | "amountCents">,
  outcome: { sent: true } | { sent: false; reason: string },
  now: Date,
): Promise<void> {
  const amount = dollars(payout.amountCents);
  await tx.insert(notifications).values(
    outcome.sent
      ? {
          userId: payout.pilotUserId,
          kind: PAYOUT_NOTIFICATION_KINDS.sent,
          title: "Payout sent",
          body: `${amount} is on its way to your bank account.`,
          link: EARNINGS_LINK,
          createdAt: now,
        }
      : {
          userId: payout.pilotUserId,
          kind: PAYOUT_NOTIFICATION_KINDS.failed,
          title: "Payout failed",
          body: `${amount} could not be paid out and is back in your balance: ${outcome.reason}`,
          link: EARNINGS_LINK,
          createdAt: now,
        },
  );
}
