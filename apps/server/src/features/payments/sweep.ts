import { expireCheckouts } from "../checkout/expiry";
import { deleteOldKeys } from "../idempotency/keys";
import { voidOrphanedAuthorizations } from "./orphans";
import { runDueOperations, type RunnerContext } from "./runner";

export interface SweepReport {
  expiredCheckouts: number;
  voidedHolds: number;
  providerCalls: number;
  deletedKeys: number;
}

/**
 * The money sweep, run on a timer by every server instance (each step is safe to run on
 * several at once: conditional updates and FOR UPDATE SKIP LOCKED):
 * lapsed checkouts expire and free their jobs, card holds that will never be captured are
 * released, provider calls not yet confirmed (captures, refunds, payouts, voids) are made again
 * with their keys, and idempotency keys older than a day are forgotten.
 */
export async function sweepPayments(ctx: RunnerContext): Promise<SweepReport> {
  const now = ctx.now();
  const expiredCheckouts = await expireCheckouts(ctx.db, now);
  const voidedHolds = await voidOrphanedAuthorizations(ctx.db);
  const providerCalls = await runDueOperations(ctx);
  const deletedKeys = await deleteOldKeys(ctx.db, now);
  return { expiredCheckouts, voidedHolds, providerCalls, deletedKeys };
}
