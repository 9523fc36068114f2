import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";
import { jobs } from "./jobs";
import { checkouts, ledgerTransfers, payouts } from "./ledger";
import { users } from "./users";

export const providerOperationKindEnum = pgEnum("provider_operation_kind", [
  "authorize",
  "capture",
  "void",
  "refund",
  "payout",
]);

export const providerOperationStatusEnum = pgEnum("provider_operation_status", [
  "pending",
  "succeeded",
  "failed",
]);

/**
 * Every call to the payment provider, written down before it is made. The ledger records what
 * the platform owes; this table records what the provider was asked to do about it, so a call
 * that never happened (a crash after the ledger commit, a provider outage) is retried by the
 * sweep with the same idempotency key until the provider confirms it, and never made twice.
 */
export const providerOperations = pgTable(
  "provider_operations",
  {
    id: id(),
    /** "test" or "stripe": the provider that holds the payment. */
    provider: text("provider").notNull(),
    kind: providerOperationKindEnum("kind").notNull(),
    /** Sent to the provider with the call; unique, so one operation is never queued twice. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    /** The provider's payment (PaymentIntent) the call acts on: capture, void, refund. */
    paymentRef: text("payment_ref"),
    /** Where a payout goes (the test provider's bank label, a Stripe connected account). */
    destination: text("destination"),
    checkoutId: uuid("checkout_id").references(() => checkouts.id, { onDelete: "restrict" }),
    payoutId: uuid("payout_id").references(() => payouts.id, { onDelete: "restrict" }),
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "restrict" }),
    /** The ledger transfer this call carries out (refunds, payouts). */
    transferId: uuid("transfer_id").references(() => ledgerTransfers.id, {
      onDelete: "restrict",
    }),
    /** The client whose card or the pilot whose bank account is concerned. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "restrict" }),
    status: providerOperationStatusEnum("status").notNull().default("pending"),
    /** The provider's id of what the call created (payment, refund, transfer). */
    resultId: text("result_id"),
    /** Last four digits or a label of the payment method, for receipts. */
    methodLabel: text("method_label"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("provider_operations_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index("provider_operations_checkout_id_idx").on(t.checkoutId),
    index("provider_operations_payout_id_idx").on(t.payoutId),
    index("provider_operations_job_id_idx").on(t.jobId),
    check("provider_operations_amount_non_negative", sql`${t.amountCents} >= 0`),
  ],
);

/** Where a pilot's payouts go with a real provider (a Stripe connected account). */
export const payoutAccounts = pgTable(
  "payout_accounts",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    accountId: text("account_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.provider] })],
);

/**
 * The built-in test provider's own books: what a card processor would keep on its side. In the
 * database so that it survives a server restart exactly like a real processor does (the crash
 * test relies on it), and so several server instances share it.
 */
export const testProviderPayments = pgTable("test_provider_payments", {
  id: text("id").primaryKey(),
  /** payment (a card authorization), refund or payout. */
  kind: text("kind").notNull(),
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull(),
  /** payment: authorized, captured, voided; refund and payout: succeeded. */
  status: text("status").notNull(),
  /** A refund's payment. */
  paymentId: text("payment_id"),
  cardLast4: text("card_last4"),
  refundedCents: integer("refunded_cents").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The test provider's idempotency: one stored outcome per key, like a processor's API. */
export const testProviderRequests = pgTable("test_provider_requests", {
  idempotencyKey: text("idempotency_key").primaryKey(),
  operation: text("operation").notNull(),
  fingerprint: text("fingerprint").notNull(),
  /** Retryable failures seen so far for this key (the needs-a-retry card fails once). */
  failedAttempts: integer("failed_attempts").notNull().default(0),
  /** The final answer ({ ok } or { error }), returned again to a retry with the same key. */
  response: jsonb("response"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type ProviderOperation = typeof providerOperations.$inferSelect;
export type NewProviderOperation = typeof providerOperations.$inferInsert;
