import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";
import { applications, jobs } from "./jobs";
import { pilotProfiles } from "./profiles";
import { users } from "./users";

/**
 * Double-entry bookkeeping. Every movement of money is one transfer whose entries sum to zero
 * (a deferred trigger checks it at commit); transfers and entries are never updated or deleted
 * (triggers refuse it; mistakes are fixed by a correcting transfer). Account balances are kept
 * by a trigger on entries, and a CHECK keeps escrow and pilot balances from going negative, so
 * no code path can overdraw them. Amounts are integer cents.
 *
 * - client_funding (per client): money that came in from the client's card; goes negative.
 * - escrow (per job): what is held until the client approves.
 * - pilot_balance (per pilot user): earned, not yet paid out.
 * - platform_fees (one): service fees and commissions.
 * - refunds (per client): money sent back to the client's card.
 * - payouts (per pilot user): money sent to the pilot's bank.
 */
export const ledgerAccountKindEnum = pgEnum("ledger_account_kind", [
  "client_funding",
  "escrow",
  "pilot_balance",
  "platform_fees",
  "refunds",
  "payouts",
]);

const cents = (name: string) => bigint(name, { mode: "number" });

export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: id(),
    kind: ledgerAccountKindEnum("kind").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "restrict" }),
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "restrict" }),
    /** Maintained by the ledger_entries trigger only. */
    balanceCents: cents("balance_cents").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique("ledger_accounts_owner_unique").on(t.kind, t.userId, t.jobId).nullsNotDistinct(),
    check(
      "ledger_accounts_no_overdraft",
      sql`${t.kind} not in ('escrow', 'pilot_balance') or ${t.balanceCents} >= 0`,
    ),
  ],
);

export const ledgerTransfers = pgTable(
  "ledger_transfers",
  {
    id: id(),
    /** charge, release, refund, dispute_split, payout, correction */
    kind: text("kind").notNull(),
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "restrict" }),
    /** Set on a correcting transfer: the one it fixes. */
    correctsTransferId: uuid("corrects_transfer_id"),
    memo: text("memo"),
    createdAt: createdAt(),
  },
  (t) => [index("ledger_transfers_job_id_idx").on(t.jobId)],
);

export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: id(),
    transferId: uuid("transfer_id")
      .notNull()
      .references(() => ledgerTransfers.id, { onDelete: "restrict" }),
    accountId: uuid("account_id")
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: "restrict" }),
    /** Positive adds to the account, negative takes from it. */
    amountCents: cents("amount_cents").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("ledger_entries_transfer_id_idx").on(t.transferId),
    index("ledger_entries_account_id_idx").on(t.accountId),
    check("ledger_entries_not_zero", sql`${t.amountCents} <> 0`),
  ],
);

export const checkoutStatusEnum = pgEnum("checkout_status", [
  "pending",
  "paid",
  "expired",
  "cancelled",
]);

/**
 * A client paying for one accepted quote. The fee breakdown is fixed here, so changing the fee
 * settings never changes a deal already made. While pending (15 minutes) it reserves the job:
 * one pending and one paid checkout per job at most.
 */
export const checkouts = pgTable(
  "checkouts",
  {
    id: id(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "restrict" }),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "restrict" }),
    clientUserId: uuid("client_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    pilotProfileId: uuid("pilot_profile_id")
      .notNull()
      .references(() => pilotProfiles.id, { onDelete: "restrict" }),
    priceCents: integer("price_cents").notNull(),
    clientFeeCents: integer("client_fee_cents").notNull(),
    clientTotalCents: integer("client_total_cents").notNull(),
    pilotCommissionCents: integer("pilot_commission_cents").notNull(),
    pilotNetCents: integer("pilot_net_cents").notNull(),
    status: checkoutStatusEnum("status").notNull().default("pending"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** "test" or "stripe". */
    provider: text("provider"),
    /** The provider's id of the captured charge, for refunds. */
    providerPaymentId: text("provider_payment_id"),
    /** Last four digits or a provider label, for receipts. */
    paymentMethodLabel: text("payment_method_label"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("checkouts_one_pending_per_job")
      .on(t.jobId)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex("checkouts_one_paid_per_job")
      .on(t.jobId)
      .where(sql`${t.status} = 'paid'`),
    index("checkouts_client_user_id_idx").on(t.clientUserId),
    index("checkouts_pending_expiry_idx")
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    check(
      "checkouts_amounts_add_up",
      sql`${t.clientTotalCents} = ${t.priceCents} + ${t.clientFeeCents} and ${t.pilotNetCents} = ${t.priceCents} - ${t.pilotCommissionCents}`,
    ),
  ],
);

export const payoutStatusEnum = pgEnum("payout_status", ["pending", "paid", "failed"]);

/** A pilot's withdrawal of their available balance through the payment provider. */
export const payouts = pgTable(
  "payouts",
  {
    id: id(),
    pilotUserId: uuid("pilot_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    amountCents: integer("amount_cents").notNull(),
    status: payoutStatusEnum("status").notNull().default("pending"),
    provider: text("provider"),
    providerPayoutId: text("provider_payout_id"),
    transferId: uuid("transfer_id").references(() => ledgerTransfers.id),
    failureMessage: text("failure_message"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("payouts_pilot_user_id_idx").on(t.pilotUserId, t.createdAt),
    check("payouts_amount_positive", sql`${t.amountCents} > 0`),
  ],
);

/**
 * One row per idempotency key a user sent with a money-moving request. The first request
 * claims the key; a retry with the same key gets the stored answer and moves nothing again.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** Method, path and a hash of the body: the same key with another request is refused. */
    requestFingerprint: text("request_fingerprint").notNull(),
    /** started until the answer is stored. */
    state: text("state").notNull().default("started"),
    responseStatus: integer("response_status"),
    responseBody: jsonb("response_body"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export type LedgerAccount = typeof ledgerAccounts.$inferSelect;
export type LedgerTransfer = typeof ledgerTransfers.$inferSelect;
export type LedgerEntry = typeof ledgerEntries.$inferSelect;
export type Checkout = typeof checkouts.$inferSelect;
export type Payout = typeof payouts.$inferSelect;
