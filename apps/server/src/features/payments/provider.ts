/** The payment providers SkyHire can take money through. */
export type ProviderName = "test" | "stripe";

/** How the client pays: card details typed into the test provider, or a Stripe PaymentMethod. */
export type PaymentMethodInput =
  | { kind: "card"; number: string; expMonth: number; expYear: number; cvc: string; name: string }
  | { kind: "stripe"; paymentMethodId: string };

export interface AuthorizeInput {
  amountCents: number;
  currency: "usd";
  method: PaymentMethodInput;
  /** The same key always means the same authorization: a retry never holds the card twice. */
  idempotencyKey: string;
  description: string;
  /** Our id of what is being paid (the checkout), kept with the payment at the provider. */
  reference: string;
}

export interface Authorization {
  /** The provider's payment id: captured, cancelled or refunded later. */
  paymentId: string;
  /** "Visa •••• 4242", for receipts. */
  methodLabel: string;
}

export interface CaptureInput {
  paymentId: string;
  amountCents: number;
  idempotencyKey: string;
}

export interface VoidInput {
  paymentId: string;
  idempotencyKey: string;
}

export interface RefundInput {
  paymentId: string;
  amountCents: number;
  idempotencyKey: string;
  reference: string;
}

export interface PayoutInput {
  amountCents: number;
  currency: "usd";
  /** Where the money goes: a Stripe connected account, or the test provider's bank label. */
  destination: string;
  idempotencyKey: string;
  reference: string;
}

/**
 * One interface over card processors. Every call takes an idempotency key, so a call retried
 * after a timeout or a crash is the same call at the provider, never a second one.
 *
 * - authorize: hold the client's total on the card (nothing is charged yet).
 * - capture: charge what was held, once the hire has committed.
 * - void: release a hold that will not be captured (the hire lost a race or lapsed).
 * - refund: send captured money back to the card.
 * - payout: send a pilot's earnings to their bank or connected account.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** Test mode: no real money moves; screens that take payment say so. */
  readonly testMode: boolean;
  authorize(input: AuthorizeInput): Promise<Authorization>;
  capture(input: CaptureInput): Promise<void>;
  void(input: VoidInput): Promise<void>;
  refund(input: RefundInput): Promise<{ refundId: string }>;
  payout(input: PayoutInput): Promise<{ payoutId: string }>;
}

export type PaymentErrorCode =
  | "card_declined"
  | "incorrect_number"
  | "expired_card"
  | "authentication_required"
  | "processing_error"
  | "invalid_request"
  | "idempotency_conflict";

/**
 * A provider's refusal. `message` is written for the client (the processor's own words for
 * card errors); `retryable` says whether the same call may succeed later (network, rate limit,
 * processing errors) or never will (a decline, an invalid request).
 */
export class PaymentError extends Error {
  override name = "PaymentError";
  constructor(
    readonly code: PaymentErrorCode,
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}
