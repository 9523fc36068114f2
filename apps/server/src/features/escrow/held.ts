import { and, eq } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { checkouts, ledgerAccounts, pilotProfiles, type Checkout } from "../../db/schema";
import { HttpError } from "../../plugins/errors";

export interface Escrow {
  /** What the job's escrow account holds now, in cents. */
  heldCents: number;
  /** The paid checkout that funded it (its fee breakdown is the deal); null before payment. */
  checkout: Checkout | null;
}

export const NOTHING_HELD_MESSAGE = "This job has no payment held in escrow.";
export const ALREADY_SETTLED_MESSAGE = "This job's escrow has already been settled.";

/** What a job's escrow holds and the checkout that paid it, without locking anything. */
export async function escrowOf(tx: Transaction, jobId: string): Promise<Escrow> {
  const [account] = await tx
    .select({ balance: ledgerAccounts.balanceCents })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, "escrow"), eq(ledgerAccounts.jobId, jobId)));
  return { heldCents: account?.balance ?? 0, checkout: await paidCheckout(tx, jobId) };
}

async function paidCheckout(tx: Transaction, jobId: string): Promise<Checkout | null> {
  const [checkout] = await tx
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.jobId, jobId), eq(checkouts.status, "paid")));
  return checkout ?? null;
}

/** A fully funded escrow, locked for settling, with the parties it pays. */
export interface LockedEscrow {
  checkout: Checkout;
  pilotUserId: string;
}

/**
 * Locks the job's escrow account row (FOR UPDATE) and checks it still holds the whole client
 * total. Two settlements of one job at once (two approvals, an approval racing the automatic
 * release, two operators) queue on that row lock; the second then reads the balance the first
 * left (0) and is refused, so money leaves an escrow exactly once. The no-overdraft CHECK on
 * escrow balances would refuse it anyway; this gives a clear 409 instead of a database error.
 */
export async function lockFundedEscrow(tx: Transaction, jobId: string): Promise<LockedEscrow> {
  const [account] = await tx
    .select({ balance: ledgerAccounts.balanceCents })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, "escrow"), eq(ledgerAccounts.jobId, jobId)))
    .for("update");
  const checkout = await paidCheckout(tx, jobId);
  if (!account || !checkout) throw new HttpError(409, NOTHING_HELD_MESSAGE);
  if (account.balance !== checkout.clientTotalCents) {
    throw new HttpError(409, ALREADY_SETTLED_MESSAGE);
  }
  const [pilot] = await tx
    .select({ userId: pilotProfiles.userId })
    .from(pilotProfiles)
    .where(eq(pilotProfiles.id, checkout.pilotProfileId));
  if (!pilot)
    throw new Error(`pilot profile ${checkout.pilotProfileId} of a paid checkout is gone`);
  return { checkout, pilotUserId: pilot.userId };
}
