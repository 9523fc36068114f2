import { eq } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { providerOperations, type NewProviderOperation } from "../../db/schema";

export type QueuedOperation = Omit<
  NewProviderOperation,
  "id" | "status" | "attempts" | "nextAttemptAt" | "createdAt" | "updatedAt"
>;

type Waker = () => void;
const wakers = new Set<Waker>();

/**
 * Writes down a provider call inside the caller's transaction (a refund after a ledger refund,
 * a capture after a hire, a payout): if the transaction rolls back, the call was never asked
 * for; once it commits, the runner makes it, now and after any crash, with the operation's
 * idempotency key. A second queueing of the same key is ignored (the first one stands).
 *
 * `callerRunsIt`: the caller makes the call itself right after committing (runOperationNow:
 * a capture, a void, a payout, whose answer should say how it went). No wake-up then: a
 * wake-up landing between the commit and the caller's claim would take the call away, and
 * the caller would answer "pending" while it is being made.
 */
export async function queueProviderOperation(
  tx: Transaction | Database,
  operation: QueuedOperation,
  { callerRunsIt = false }: { callerRunsIt?: boolean } = {},
): Promise<string> {
  await tx.insert(providerOperations).values(operation).onConflictDoNothing();
  const [queued] = await tx
    .select({ id: providerOperations.id })
    .from(providerOperations)
    .where(eq(providerOperations.idempotencyKey, operation.idempotencyKey));
  if (!queued) throw new Error(`provider operation ${operation.idempotencyKey} vanished`);
  if (!callerRunsIt) wakeProviderWork();
  return queued.id;
}

/**
 * Asks every running app (normally one) to run due provider operations soon. The wake-up is
 * delayed a little so the caller's transaction has committed by then; if it rolled back, the
 * runner finds nothing to do. The periodic sweep runs the queue anyway, so a lost wake-up
 * only delays a call.
 */
export function wakeProviderWork(): void {
  for (const wake of wakers) wake();
}

/** Registers an app's runner for wake-ups; returns the unregister function. */
export function onProviderWork(wake: Waker): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}
