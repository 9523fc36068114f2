import Stripe from "stripe";
import type { StripeSettings } from "../../config/env";
import {
  PaymentError,
  type AuthorizeInput,
  type Authorization,
  type CaptureInput,
  type PaymentProvider,
  type PayoutInput,
  type RefundInput,
  type VoidInput,
} from "./provider";

/** The Stripe client, pointed at STRIPE_API_BASE when set (tests run a local server there). */
export function createStripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return new Stripe(settings.secretKey, {
    // Our own retries go through the provider operations queue with the same keys.
    maxNetworkRetries: 1,
    // With one network retry a call ends within the 30 s lease of IDEMPOTENCY_LEASE_SECONDS.
    timeout: 10_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}

/**
 * Stripe, used when STRIPE_SECRET_KEY is set. The model is "separate charges and transfers"
 * with PaymentIntents in manual capture:
 *
 * - At checkout the client's card is authorized (capture_method: manual), before the hire
 *   transaction. If the hire then fails (another checkout won, the checkout lapsed), the hold
 *   is cancelled and never shows as a charge; nothing has to be refunded.
 * - Right after the hire commits, the PaymentIntent is captured: the money sits in the
 *   platform's Stripe balance, which is the escrow. Holding it as an uncaptured authorization
 *   until approval is not possible: authorizations lapse after about 7 days, deliveries and
 *   reviews can take weeks.
 * - Pilots are paid with Transfers to their connected account when they request a payout, from
 *   the balance the ledger says is theirs. Destination charges would send money to the pilot at
 *   payment time, before anything was delivered, which is what escrow must prevent.
 */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = createStripeClient(settings);

  return {
    name: "stripe",
    testMode: settings.secretKey.includes("_test_"),

    async authorize(input: AuthorizeInput): Promise<Authorization> {
      if (input.method.kind !== "stripe") {
        throw new PaymentError(
          "invalid_request",
          "Card details go to Stripe directly: send a PaymentMethod id from Stripe.js.",
          false,
        );
      }
      const intent = await call(() =>
        stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            payment_method: input.method.kind === "stripe" ? input.method.paymentMethodId : "",
            // Cards only in effect: no payment method that would redirect the client away.
            automatic_payment_methods: { enabled: true, allow_redirects: "never" },
            capture_method: "manual",
            confirm: true,
            description: input.description,
            metadata: { checkout_id: input.reference },
            expand: ["payment_method"],
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      if (intent.status !== "requires_capture") {
        if (intent.status === "requires_action") {
          // 3-D Secure needs a browser step this checkout does not run; release the attempt.
          await call(() =>
            stripe.paymentIntents.cancel(
              intent.id,
              {},
              { idempotencyKey: `${input.idempotencyKey}_cancel` },
            ),
          ).catch(() => undefined);
          throw new PaymentError(
            "authentication_required",
            "Your bank asks for extra authentication on this card, which checkout can't do yet. Try another card.",
            false,
          );
        }
        throw new PaymentError("card_declined", "Your card was declined.", false);
      }
      return { paymentId: intent.id, methodLabel: methodLabel(intent.payment_method) };
    },

    async capture(input: CaptureInput): Promise<void> {
      await call(() =>
        stripe.paymentIntents.capture(
          input.paymentId,
          { amount_to_capture: input.amountCents },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
    },

    async void(input: VoidInput): Promise<void> {
      await call(() =>
        stripe.paymentIntents.cancel(input.paymentId, {}, { idempotencyKey: input.idempotencyKey }),
      );
    },

    async refund(input: RefundInput): Promise<{ refundId: string }> {
      const refund = await call(() =>
        stripe.refunds.create(
          {
            payment_intent: input.paymentId,
            amount: input.amountCents,
            metadata: { skyhire_reference: input.reference },
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return { refundId: refund.id };
    },

    async payout(input: PayoutInput): Promise<{ payoutId: string }> {
      const transfer = await call(() =>
        stripe.transfers.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            destination: input.destination,
            metadata: { payout_id: input.reference },
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return { payoutId: transfer.id };
    },
  };
}

type ExpandedMethod = string | { card?: { brand?: string; last4?: string } | null } | null;

function methodLabel(method: ExpandedMethod): string {
  const card = typeof method === "object" && method ? method.card : null;
  if (!card?.last4) return "Card";
  const brand = card.brand ? card.brand[0]!.toUpperCase() + card.brand.slice(1) : "Card";
  return `${brand} •••• ${card.last4}`;
}

/** Stripe's errors as PaymentErrors: card errors speak to the client, outages are retryable. */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toPaymentError(error);
  }
}

export function toPaymentError(error: unknown): Error {
  if (error instanceof Stripe.errors.StripeCardError) {
    return new PaymentError("card_declined", error.message, false);
  }
  if (error instanceof Stripe.errors.StripeIdempotencyError) {
    return new PaymentError("idempotency_conflict", error.message, false);
  }
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    error instanceof Stripe.errors.StripeAPIError
  ) {
    return new PaymentError(
      "processing_error",
      "The payment provider could not be reached. Try again in a little bit.",
      true,
    );
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    return new PaymentError("invalid_request", error.message, false);
  }
  return error instanceof Error ? error : new Error(String(error));
}
