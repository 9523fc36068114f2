import {
  DEFAULT_CLIENT_FEE_BPS,
  DEFAULT_PILOT_COMMISSION_BPS,
  feeBreakdown,
  type FeeBreakdown,
  type JobStatus,
} from "@skyhire/shared";
import type { Transaction } from "../db/client";
import * as schema from "../db/schema";
import { releaseEscrow } from "../features/escrow";
import { postTransfer } from "../features/ledger/transfers";
import { cardLabel } from "../features/payments/cards";
import type { SeedRows } from "./rows";

/** Jobs past hiring were paid for at checkout; completed ones were also released. */
const PAID_STATUSES: readonly JobStatus[] = [
  "assigned",
  "in_progress",
  "ready_for_review",
  "completed",
  "disputed",
];
const CHECKOUT_MINUTES = 15;

/** A seeded job that was paid for: who paid whom, how much and when. */
interface PaidDeal {
  job: SeedRows["jobs"][number];
  status: JobStatus;
  applicationId: string;
  clientUserId: string;
  pilotProfileId: string;
  pilotUserId: string;
  fees: FeeBreakdown;
  paidAt: Date;
  paymentId: string;
}

/**
 * Gives the seeded deals the money trail real ones have, through the real ledger functions:
 * a paid checkout (with the test processor's captured charge, so a demo refund works), the
 * charge into escrow, the release for completed jobs, both reviews of rated completed jobs and
 * an open dispute for disputed ones. Runs inside the seed's transaction, after the rows exist.
 * Rows that no rule reads back in between (charges, checkouts, reviews, disputes) go in one
 * INSERT each; the transfers are posted job by job, in job order, as before.
 */
export async function seedMoney(tx: Transaction, rows: SeedRows): Promise<void> {
  const deals = paidDeals(rows);
  if (deals.length === 0) return;
  await tx.insert(schema.testProviderPayments).values(deals.map(testProcessorCharge));
  await tx.insert(schema.checkouts).values(deals.map(paidCheckout));
  for (const deal of deals) {
    const { job, fees, paidAt, clientUserId } = deal;
    await postTransfer(tx, {
      kind: "charge",
      jobId: job.id,
      memo: "Checkout paid: held in escrow",
      at: paidAt,
      legs: [
        { account: { kind: "client_funding", userId: clientUserId }, amount: -fees.clientTotal },
        { account: { kind: "escrow", jobId: job.id }, amount: fees.clientTotal },
      ],
    });
    if (deal.status === "completed") await releaseEscrow(tx, job.id, { at: completedAt(job) });
  }
  const reviews = deals.flatMap(reviewsOf);
  if (reviews.length > 0) await tx.insert(schema.reviews).values(reviews);
  const disputes = deals.filter((d) => d.status === "disputed").map(openDispute);
  if (disputes.length > 0) await tx.insert(schema.disputes).values(disputes);
}

function paidDeals(rows: SeedRows): PaidDeal[] {
  const clientUser = new Map(rows.clientProfiles.map((c) => [c.id, c.userId]));
  const pilotUser = new Map(rows.pilotProfiles.map((p) => [p.id, p.userId]));
  const accepted = new Map(
    rows.applications.filter((a) => a.status === "accepted").map((a) => [a.jobId, a]),
  );
  const rates = {
    clientFeeBps: DEFAULT_CLIENT_FEE_BPS,
    pilotCommissionBps: DEFAULT_PILOT_COMMISSION_BPS,
  };
  const deals: PaidDeal[] = [];
  for (const job of rows.jobs) {
    const status = job.status ?? "open";
    const application = accepted.get(job.id);
    if (!PAID_STATUSES.includes(status) || !application || !job.pilotProfileId) continue;
    const clientUserId = clientUser.get(job.clientProfileId);
    const pilotUserId = pilotUser.get(job.pilotProfileId);
    if (!clientUserId || !pilotUserId) throw new Error(`seed job ${job.id} lost its parties`);
    // Paid when the proposal was taken, and never after the job was done.
    const applied = application.updatedAt ?? job.createdAt ?? new Date();
    const paidAt = job.completedAt && job.completedAt < applied ? job.completedAt : applied;
    deals.push({
      job,
      status,
      applicationId: application.id,
      clientUserId,
      pilotProfileId: job.pilotProfileId,
      pilotUserId,
      fees: feeBreakdown(application.quoteCents ?? job.budgetCents, rates),
      paidAt,
      paymentId: `pi_seed_${String(deals.length + 1).padStart(4, "0")}`,
    });
  }
  return deals;
}

function testProcessorCharge(deal: PaidDeal): typeof schema.testProviderPayments.$inferInsert {
  return {
    id: deal.paymentId,
    kind: "payment",
    amountCents: deal.fees.clientTotal,
    currency: "usd",
    status: "captured",
    cardLast4: "4242",
  };
}

function paidCheckout(deal: PaidDeal): typeof schema.checkouts.$inferInsert {
  const { fees, paidAt } = deal;
  return {
    jobId: deal.job.id,
    applicationId: deal.applicationId,
    clientUserId: deal.clientUserId,
    pilotProfileId: deal.pilotProfileId,
    priceCents: fees.price,
    clientFeeCents: fees.clientFee,
    clientTotalCents: fees.clientTotal,
    pilotCommissionCents: fees.pilotCommission,
    pilotNetCents: fees.pilotNet,
    status: "paid",
    expiresAt: new Date(paidAt.getTime() + CHECKOUT_MINUTES * 60_000),
    paidAt,
    provider: "test",
    providerPaymentId: deal.paymentId,
    paymentMethodLabel: cardLabel("Visa", "4242"),
    createdAt: paidAt,
  };
}

const completedAt = (job: PaidDeal["job"]) => job.completedAt ?? job.updatedAt ?? new Date();

function reviewsOf(deal: PaidDeal): (typeof schema.reviews.$inferInsert)[] {
  const { job, clientUserId, pilotUserId } = deal;
  if (deal.status !== "completed" || !job.rating) return [];
  const at = completedAt(job);
  return [
    {
      jobId: job.id,
      reviewerRole: "client",
      reviewerUserId: clientUserId,
      revieweeUserId: pilotUserId,
      rating: job.rating,
      body: CLIENT_REVIEWS[job.rating] ?? null,
      createdAt: at,
    },
    {
      jobId: job.id,
      reviewerRole: "pilot",
      reviewerUserId: pilotUserId,
      revieweeUserId: clientUserId,
      rating: 5,
      body: "Clear brief, easy site access and quick approval. Happy to fly for them again.",
      createdAt: at,
    },
  ];
}

function openDispute(deal: PaidDeal): typeof schema.disputes.$inferInsert {
  return {
    jobId: deal.job.id,
    openedByUserId: deal.clientUserId,
    reason:
      "Half of the requested progress photos are missing and the orthomosaic has visible gaps over the east lot.",
    createdAt: deal.job.updatedAt ?? new Date(),
  };
}

const CLIENT_REVIEWS: Record<number, string> = {
  5: "Excellent flying and fast delivery; the shots were exactly what we needed.",
  4: "Good footage and on time. A couple of angles needed a re-edit.",
  3: "The job got done, but delivery was later than agreed.",
};
