import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { checkouts, type Checkout } from "../../db/schema";

/**
 * The sweep: every pending checkout past its 15 minutes becomes expired, which frees its job
 * for another checkout. Rows are taken FOR UPDATE SKIP LOCKED and updated only while still
 * pending, so several server instances sweeping at once never fight over a row, and a payment
 * committing at the same moment (it updates the row WHERE status = 'pending') either wins
 * before the sweep or finds the checkout expired.
 */
export async function expireCheckouts(db: Database, now: Date): Promise<number> {
  const lapsed = sql`(select ${checkouts.id} from ${checkouts}
    where ${checkouts.status} = 'pending' and ${checkouts.expiresAt} <= ${now.toISOString()}
    limit 500 for update skip locked)`;
  const expired = await db
    .update(checkouts)
    .set({ status: "expired", updatedAt: now })
    .where(and(inArray(checkouts.id, lapsed), eq(checkouts.status, "pending")))
    .returning({ id: checkouts.id });
  return expired.length;
}

/** The same rule checked on the spot (pay, start): a lapsed checkout is expired now. */
export async function expireIfLapsed(
  db: Database | Transaction,
  checkout: Checkout,
  now: Date,
): Promise<Checkout> {
  if (checkout.status !== "pending" || checkout.expiresAt > now) return checkout;
  const [expired] = await db
    .update(checkouts)
    .set({ status: "expired", updatedAt: now })
    .where(
      and(
        eq(checkouts.id, checkout.id),
        eq(checkouts.status, "pending"),
        lte(checkouts.expiresAt, now),
      ),
    )
    .returning();
  if (expired) return expired;
  const [current] = await db.select().from(checkouts).where(eq(checkouts.id, checkout.id));
  return current ?? checkout;
}

/** Expires a job's lapsed pending checkout, so a new one may reserve the job. */
export async function expireLapsedForJob(
  db: Database | Transaction,
  jobId: string,
  now: Date,
): Promise<void> {
  await db
    .update(checkouts)
    .set({ status: "expired", updatedAt: now })
    .where(
      and(
        eq(checkouts.jobId, jobId),
        eq(checkouts.status, "pending"),
        lte(checkouts.expiresAt, now),
      ),
    );
}

/**
 * Closes a job's pending checkout that can no longer be paid (the job was cancelled, the quote
 * changed, the application was withdrawn): the job is free and nothing can be charged on it.
 */
export async function cancelPendingCheckouts(
  db: Database | Transaction,
  where: { jobId: string } | { checkoutId: string },
  now: Date,
): Promise<void> {
  await db
    .update(checkouts)
    .set({ status: "cancelled", updatedAt: now })
    .where(
      and(
        "jobId" in where ? eq(checkouts.jobId, where.jobId) : eq(checkouts.id, where.checkoutId),
        eq(checkouts.status, "pending"),
      ),
    );
}
