import {
  DEFAULT_CLIENT_FEE_BPS,
  DEFAULT_PILOT_COMMISSION_BPS,
  feeBreakdown,
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

/**
 * Gives the seeded deals the money trail real ones have, through the real ledger functions:
 * a paid checkout (with the test processor's captured charge, so a demo refund works), the
 * charge into escrow, the release for completed jobs, both reviews of rated completed jobs and
 * an open dispute for disputed ones. Runs inside the seed's transaction, after the rows exist.
 */
export async function seedMoney(tx: Transaction, rows: SeedRows): Promise<void> {
  const clientUser = new Map(rows.clientProfiles.map((c) => [c.id, c.userId]));
  const pilotUser = new Map(rows.pilotProfiles.map((p) => [p.id, p.userId]));
  const accepted = new Map(
    rows.applications.filter((a) => a.status === "accepted").map((a) => [a.jobId, a]),
  );
  const rates = {
    clientFeeBps: DEFAULT_CLIENT_FEE_BPS,
    pilotCommissionBps: DEFAULT_PILOT_COMMISSION_BPS,
  };

  let n = 0;
  for (const job of rows.jobs) {
    const status = job.status ?? "open";
    const application = accepted.get(job.id);
    if (!PAID_STATUSES.includes(status) || !application || !job.pilotProfileId) continue;
    const clientUserId = clientUser.get(job.clientProfileId);
    const pilotUserId = pilotUser.get(job.pilotProfileId);
    if (!clientUserId || !pilotUserId) throw new Error(`seed job ${job.id} lost its parties`);

    const fees = feeBreakdown(application.quoteCents ?? job.budgetCents, rates);
    // Paid when the proposal was taken, and never after the job was done.
    const applied = application.updatedAt ?? job.createdAt ?? new Date();
    const paidAt = job.completedAt && job.completedAt < applied ? job.completedAt : applied;
    const paymentId = `pi_seed_${String(++n).padStart(4, "0")}`;
    await tx.insert(schema.testProviderPayments).values({
      id: paymentId,
      kind: "payment",
      amountCents: fees.clientTotal,
      currency: "usd",
      status: "captured",
      cardLast4: "4242",
    });
    await tx.insert(schema.checkouts).values({
      jobId: job.id,
      applicationId: application.id,
      clientUserId,
      pilotProfileId: job.pilotProfileId,
      priceCents: fees.price,
      clientFeeCents: fees.clientFee,
      clientTotalCents: fees.clientTotal,
      pilotCommissionCents: fees.pilotCommission,
      pilotNetCents: fees.pilotNet,
      status: "paid",
      expiresAt: new Date(paidAt.getTime() + CHECKOUT_MINUTES * 60_000),
      paidAt,
      provider: "test",
      providerPaymentId: paymentId,
      paymentMethodLabel: cardLabel("Visa", "4242"),
      createdAt: paidAt,
    });
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

    if (status === "completed") {
      const at = job.completedAt ?? job.updatedAt ?? new Date();
      await releaseEscrow(tx, job.id, { at });
      if (job.rating) {
        await tx.insert(schema.reviews).values([
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
        ]);
      }
    }
    if (status === "disputed") {
      await tx.insert(schema.disputes).values({
        jobId: job.id,
        openedByUserId: clientUserId,
        reason:
          "Half of the requested progress photos are missing and the orthomosaic has visible gaps over the east lot.",
        createdAt: job.updatedAt ?? new Date(),
      });
    }
  }
}

const CLIENT_REVIEWS: Record<number, string> = {
  5: "Excellent flying and fast delivery; the shots were exactly what we needed.",
  4: "Good footage and on time. A couple of angles needed a re-edit.",
  3: "The job got done, but delivery was later than agreed.",
};
