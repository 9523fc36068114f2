import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "../../db/client";
import { providerOperations } from "../../db/schema";
import { markPayoutFailed } from "../payouts/settle";

/**
 * What Stripe tells us after the fact. Calls are confirmed synchronously when they are made;
 * these events catch what changes later: a refund that the card network bounced, a transfer to
 * a pilot that was reversed, a hold that Stripe cancelled before we captured it.
 */
export async function handleStripeEvent(db: Database, event: Stripe.Event, now: Date) {
  switch (event.type) {
    case "refund.failed":
    case "refund.updated":
    case "charge.refund.updated": {
      const refund = event.data.object as Stripe.Refund;
      if (refund.status !== "failed" && refund.status !== "canceled") return "ignored";
      await db
        .update(providerOperations)
        .set({
          status: "failed",
          lastError: `Refund ${refund.status}: ${refund.failure_reason ?? "no reason given"}`,
          updatedAt: now,
        })
        .where(
          and(eq(providerOperations.kind, "refund"), eq(providerOperations.resultId, refund.id)),
        );
      return "refund_failed";
    }
    case "transfer.reversed": {
      const transfer = event.data.object as Stripe.Transfer;
      const [op] = await db
        .select()
        .from(providerOperations)
        .where(
          and(eq(providerOperations.kind, "payout"), eq(providerOperations.resultId, transfer.id)),
        );
      if (!op?.payoutId) return "ignored";
      await db.transaction(async (tx) => {
        await tx
          .update(providerOperations)
          .set({ status: "failed", lastError: "Transfer reversed by Stripe", updatedAt: now })
          .where(eq(providerOperations.id, op.id));
        // A reversal after the payout was confirmed: reopen it so it can be marked failed.
        await markPayoutFailed(tx, op.payoutId!, "The transfer was reversed.", now, {
          evenIfPaid: true,
        });
      });
      return "payout_reversed";
    }
    case "payment_intent.canceled": {
      const intent = event.data.object as Stripe.PaymentIntent;
      await db
        .update(providerOperations)
        .set({
          status: "failed",
          lastError: "Stripe cancelled the authorization before capture",
          updatedAt: now,
        })
        .where(
          and(
            eq(providerOperations.kind, "capture"),
            eq(providerOperations.paymentRef, intent.id),
            eq(providerOperations.status, "pending"),
          ),
        );
      return "capture_failed";
    }
    default:
      return "ignored";
  }
}
