import { z } from "zod";
import { storableText } from "./storableText";
import { applicationSchema, jobSchema } from "./jobs";

/** Money-moving requests carry this header; a retry with the same key moves nothing twice. */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
export const IDEMPOTENCY_KEY_REQUIRED_MESSAGE =
  "This request moves money: send an Idempotency-Key header (a new random value per attempt).";
export const IDEMPOTENCY_KEY_INVALID_MESSAGE = `The Idempotency-Key header must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible characters.`;
export const IDEMPOTENCY_KEY_IN_PROGRESS_MESSAGE = "A request with this key is still in progress";
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  "This Idempotency-Key was already used for a different request.";
/** Response header set on an answer replayed from a stored first result. */
export const IDEMPOTENT_REPLAY_HEADER = "Idempotent-Replayed";

/** How long a checkout reserves a job for the client who started it. */
export const CHECKOUT_MINUTES = 15;
export const CHECKOUT_IN_PROGRESS_MESSAGE = "Another checkout for this job is in progress";
export const CHECKOUT_NOT_FOUND_MESSAGE = "Checkout not found";
export const CHECKOUT_EXPIRED_MESSAGE =
  "This checkout expired after 15 minutes; start again from the applicant to pay.";
export const CHECKOUT_ALREADY_PAID_MESSAGE = "This checkout has already been paid.";
export const CHECKOUT_CANCELLED_MESSAGE = "This checkout was cancelled.";

/** The test provider's card numbers, as a card processor's sandbox documents them. */
export const TEST_CARDS = [
  { number: "4242424242424242", outcome: "succeeds", label: "Visa, succeeds" },
  { number: "4000000000000002", outcome: "declined", label: "Visa, declined" },
  {
    number: "4000000000000119",
    outcome: "retry",
    label: "Visa, processing error once, then succeeds when retried",
  },
] as const;
export const CARD_DECLINED_MESSAGE = "Your card was declined.";
export const CARD_PROCESSING_ERROR_MESSAGE =
  "An error occurred while processing your card. Try again in a little bit.";

const dateTime = z.iso.datetime({ offset: true });
const cents = z.number().int();

/** GET /api/payments/config: which provider takes payment and what the screens must say. */
export const paymentsConfigSchema = z.object({
  provider: z.enum(["test", "stripe"]),
  /** True for the built-in test provider and Stripe test keys: screens say 'Test mode'. */
  testMode: z.boolean(),
  /** Stripe.js key for tokenizing cards in the browser; null with the test provider. */
  publishableKey: z.string().nullable(),
  /** The test provider's card numbers (empty with Stripe). */
  testCards: z.array(
    z.object({
      number: z.string(),
      outcome: z.enum(["succeeds", "declined", "retry"]),
      label: z.string(),
    }),
  ),
  /** Today's fee settings; each checkout fixes its own amounts when it is created. */
  fees: z.object({ clientFeeBps: z.number().int(), pilotCommissionBps: z.number().int() }),
});
export type PaymentsConfigDto = z.infer<typeof paymentsConfigSchema>;

/** POST /api/checkout: the client starts paying for one pending application. */
export const startCheckoutRequestSchema = z.object({
  applicationId: z.uuid("Not a valid application id"),
});
export type StartCheckoutRequest = z.infer<typeof startCheckoutRequestSchema>;

export const CHECKOUT_STATUSES = ["pending", "paid", "expired", "cancelled"] as const;

/** A checkout as the paying client sees it: the quote, the fee and the total, fixed. */
export const checkoutSchema = z.object({
  id: z.uuid(),
  status: z.enum(CHECKOUT_STATUSES),
  jobId: z.uuid(),
  jobTitle: z.string(),
  applicationId: z.uuid(),
  pilotProfileId: z.uuid(),
  pilotName: z.string(),
  proposedDate: dateTime.nullable(),
  currency: z.literal("usd"),
  /** The accepted quote. */
  priceCents: cents,
  serviceFeeCents: cents,
  /** What the card is charged: price + service fee. Held in escrow until approval. */
  totalCents: cents,
  /** Pending checkouts lapse at this time and free the job. */
  expiresAt: dateTime,
  paidAt: dateTime.nullable(),
  paymentMethodLabel: z.string().nullable(),
  provider: z.enum(["test", "stripe"]),
  testMode: z.boolean(),
});
export type CheckoutDto = z.infer<typeof checkoutSchema>;

const testCardNumber = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^\d{12,19}$/, "Enter the card number (12 to 19 digits)"));

/** POST /api/checkout/{id}/pay with the built-in test provider: card details as typed. */
export const testCardPaymentSchema = z.object({
  cardNumber: testCardNumber,
  expMonth: z.number().int("Month must be 1 to 12").min(1, "Month must be 1 to 12").max(12),
  /** Four digits (2031) or two (31). */
  expYear: z
    .number()
    .int("Enter the expiry year")
    .min(0, "Enter the expiry year")
    .max(2199, "Enter the expiry year")
    .transform((year) => (year < 100 ? 2000 + year : year))
    .pipe(z.number().min(2000, "Enter the expiry year")),
  cvc: z.string().regex(/^\d{3,4}$/, "The security code is 3 or 4 digits"),
  name: storableText().trim().min(1, "Enter the name on the card").max(100),
});

/** With Stripe, Stripe.js tokenizes the card in the browser; only its PaymentMethod id is sent. */
export const stripePaymentSchema = z.object({
  paymentMethodId: z.string().regex(/^pm_[A-Za-z0-9_]+$/, "Not a Stripe PaymentMethod id"),
});

export const payCheckoutRequestSchema = z.union([testCardPaymentSchema, stripePaymentSchema]);
export type PayCheckoutRequest = z.input<typeof payCheckoutRequestSchema>;

/** The paid checkout with the hire it made: the job assigned, the application accepted. */
export const checkoutPaidSchema = z.object({
  checkout: checkoutSchema,
  job: jobSchema,
  application: applicationSchema,
});
export type CheckoutPaidDto = z.infer<typeof checkoutPaidSchema>;

/** POST /api/payouts: the amount in cents to withdraw; all of the available balance when omitted. */
export const payoutRequestSchema = z.object({
  amount: z
    .number({ message: "Amount must be a number of cents" })
    .int("Amount must be whole cents")
    .positive("Amount must be more than $0.00")
    .optional(),
});
export type PayoutRequest = z.infer<typeof payoutRequestSchema>;
export const NOTHING_TO_PAY_OUT_MESSAGE = "There is no available balance to pay out.";
export function payoutTooLargeForBalanceMessage(availableCents: number): string {
  return `You can withdraw at most your available balance ($${(availableCents / 100).toFixed(2)}).`;
}

export const payoutSchema = z.object({
  id: z.uuid(),
  amountCents: cents,
  /** pending: sent to the provider; paid: confirmed; failed: the money is back in the balance. */
  status: z.enum(["pending", "paid", "failed"]),
  provider: z.string().nullable(),
  providerPayoutId: z.string().nullable(),
  failureMessage: z.string().nullable(),
  createdAt: dateTime,
  updatedAt: dateTime,
});
export type PayoutDto = z.infer<typeof payoutSchema>;

/** GET /api/payouts: the pilot's payouts, newest first, with what can be withdrawn now. */
export const payoutListSchema = z.object({
  availableCents: cents,
  payouts: z.array(payoutSchema),
});
export type PayoutListDto = z.infer<typeof payoutListSchema>;

/** GET /api/payouts/account: where payouts go; Stripe needs a connected account first. */
export const payoutAccountSchema = z.object({
  provider: z.enum(["test", "stripe"]),
  connected: z.boolean(),
  label: z.string().nullable(),
});
export type PayoutAccountDto = z.infer<typeof payoutAccountSchema>;

/** POST /api/payouts/account/onboarding: Stripe's one-time onboarding link. */
export const payoutOnboardingSchema = z.object({ url: z.url() });

export const refundSchema = z.object({
  id: z.uuid(),
  /** Printed on the receipt: R-XXXXXXXX. */
  receiptNumber: z.string(),
  amountCents: cents,
  /** pending: queued with the provider; succeeded: back on the card; failed: operators act. */
  status: z.enum(["pending", "succeeded", "failed"]),
  reason: z.string(),
  createdAt: dateTime,
});
export type RefundDto = z.infer<typeof refundSchema>;

/** One payment by the client (a paid checkout) with its fee and any refunds. */
export const invoiceSchema = z.object({
  /** The checkout id; GET /api/invoices/{id} answers its receipt. */
  id: z.uuid(),
  /** Printed on the receipt: P-XXXXXXXX. */
  receiptNumber: z.string(),
  jobId: z.uuid(),
  jobTitle: z.string(),
  pilotName: z.string(),
  paidAt: dateTime,
  priceCents: cents,
  serviceFeeCents: cents,
  totalCents: cents,
  refundedCents: cents,
  paymentMethodLabel: z.string().nullable(),
  status: z.enum(["paid", "partially_refunded", "refunded"]),
  refunds: z.array(refundSchema),
});
export type InvoiceDto = z.infer<typeof invoiceSchema>;

/** GET /api/invoices: every payment of the caller as a client, newest first, with totals. */
export const invoiceListSchema = z.object({
  totals: z.object({
    paidCents: cents,
    serviceFeesCents: cents,
    refundedCents: cents,
  }),
  invoices: z.array(invoiceSchema),
});
export type InvoiceListDto = z.infer<typeof invoiceListSchema>;

/** GET /api/invoices/{checkoutId}: what a printable receipt shows. */
export const receiptSchema = invoiceSchema.extend({
  issuedAt: dateTime,
  billedTo: z.object({ name: z.string(), company: z.string().nullable(), email: z.string() }),
  jobLocation: z.string().nullable(),
  lines: z.array(z.object({ label: z.string(), amountCents: cents })),
  provider: z.enum(["test", "stripe"]),
  testMode: z.boolean(),
});
export type ReceiptDto = z.infer<typeof receiptSchema>;

export const earningsJobSchema = z.object({
  jobId: z.uuid(),
  title: z.string(),
  completedAt: dateTime,
  /** The agreed price, or the part of it a dispute awarded. */
  priceCents: cents,
  commissionCents: cents,
  netCents: cents,
  source: z.enum(["approved", "dispute"]),
});
export type EarningsJobDto = z.infer<typeof earningsJobSchema>;

/** GET /api/earnings: the pilot's money, from the ledger. */
export const earningsSchema = z.object({
  /** Can be withdrawn now. */
  availableCents: cents,
  /** Held in escrow for the pilot's hired jobs not yet approved (their net share). */
  pendingEscrowCents: cents,
  /** Sent to the bank (payouts paid or on their way). */
  paidOutCents: cents,
  /** Every net earning ever credited. */
  lifetimeNetCents: cents,
  /** Net earned per calendar month (UTC), the last 12 months, oldest first ("2026-03"). */
  monthly: z.array(z.object({ month: z.string(), netCents: cents })),
  jobs: z.array(earningsJobSchema),
});
export type EarningsDto = z.infer<typeof earningsSchema>;

/** GET /api/admin/ledger: whether the books balance, and where the money sits. */
export const adminLedgerSchema = z.object({
  health: z.object({
    totalOfEntries: cents,
    unbalancedTransfers: z.number().int(),
    overdrawnAccounts: z.number().int(),
    driftedAccounts: z.number().int(),
    escrowHeld: cents,
    escrowExpected: cents,
  }),
  /** True when every check above holds. */
  balanced: z.boolean(),
  accounts: z.array(
    z.object({
      kind: z.enum([
        "client_funding",
        "escrow",
        "pilot_balance",
        "platform_fees",
        "refunds",
        "payouts",
      ]),
      accounts: z.number().int(),
      totalCents: cents,
    }),
  ),
  /** Provider calls not yet confirmed (retried by the sweep) and ones that gave up. */
  providerOperations: z.object({ pending: z.number().int(), failed: z.number().int() }),
});
export type AdminLedgerDto = z.infer<typeof adminLedgerSchema>;
