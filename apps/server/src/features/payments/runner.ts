import { and, eq, ne, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { providerOperations, type ProviderOperation } from "../../db/schema";
import { markPayoutFailed, markPayoutPaid } from "../payouts/settle";
import { PaymentError, type PaymentProvider, type ProviderName } from "./provider";

export interface ProviderRegistry {
  /** The provider new payments go through. */
  active: PaymentProvider;
  /** The provider that holds an earlier payment (it may differ after a switch to Stripe). */
  get(name: string): PaymentProvider | null;
}

export interface RunnerContext {
  db: Database;
  providers: ProviderRegistry;
  now: () => Date;
  log: FastifyBaseLogger;
  /**
   * While a call is in flight, other instances leave the operation alone this long; a process
   * that died mid-call leaves it to lapse, then the call is made again with the same key.
   */
  leaseMs: number;
}

/** Retryable failures are tried again with growing delays, then given up for an operator. */
const MAX_ATTEMPTS = 20;
const backoffMs = (attempts: number) => Math.min(5_000 * 2 ** (attempts - 1), 3_600_000);

/**
 * Takes one due operation (or the given one), pushing its next attempt past the in-flight lease
 * so that other server instances skip it (FOR UPDATE SKIP LOCKED: two sweeps never take the
 * same row). A process that dies mid-call leaves the lease to lapse; the call is then made
 * again with the same idempotency key, which the provider answers with the first result.
 */
async function claim(ctx: RunnerContext, id?: string): Promise<ProviderOperation | null> {
  const now = ctx.now();
  const due = sql`(select ${providerOperations.id} from ${providerOperations}
    where ${providerOperations.status} = 'pending'
      and ${providerOperations.kind} <> 'authorize'
      ${
        id
          ? // Right after queueing: run it unless another instance already took it.
            sql`and ${providerOperations.id} = ${id} and (${providerOperations.attempts} = 0
              or ${providerOperations.nextAttemptAt} <= ${now.toISOString()})`
          : sql`and ${providerOperations.nextAttemptAt} <= ${now.toISOString()}`
      }
    order by ${providerOperations.createdAt}
    limit 1
    for update skip locked)`;
  const [op] = await ctx.db
    .update(providerOperations)
    .set({
      attempts: sql`${providerOperations.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + ctx.leaseMs),
      updatedAt: now,
    })
    .where(eq(providerOperations.id, due))
    .returning();
  return op ?? null;
}

/** Runs due operations until none is left (or `limit` ran); answers how many ran. */
export async function runDueOperations(ctx: RunnerContext, limit = 100): Promise<number> {
  let ran = 0;
  while (ran < limit) {
    const op = await claim(ctx);
    if (!op) break;
    await execute(ctx, op);
    ran += 1;
  }
  return ran;
}

/** Runs one operation now if it is still due (right after the transaction that queued it). */
export async function runOperationNow(ctx: RunnerContext, id: string): Promise<ProviderOperation> {
  const op = await claim(ctx, id);
  if (op) await execute(ctx, op);
  const [latest] = await ctx.db
    .select()
    .from(providerOperations)
    .where(eq(providerOperations.id, id));
  if (!latest) throw new Error(`provider operation ${id} vanished`);
  return latest;
}

async function execute(ctx: RunnerContext, op: ProviderOperation): Promise<void> {
  const provider = ctx.providers.get(op.provider);
  try {
    if (!provider) {
      throw new PaymentError(
        "processing_error",
        `The ${op.provider} provider is not configured.`,
        true,
      );
    }
    const resultId = await call(ctx, provider, op);
    if (resultId === DEFER) {
      await reschedule(ctx, op, null, 5_000, false);
      return;
    }
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(providerOperations)
        .set({ status: "succeeded", resultId, lastError: null, updatedAt: ctx.now() })
        .where(and(eq(providerOperations.id, op.id), eq(providerOperations.status, "pending")));
      if (op.kind === "payout" && op.payoutId)
        await markPayoutPaid(tx, op.payoutId, resultId, ctx.now());
    });
  } catch (error) {
    const retryable = !(error instanceof PaymentError) || error.retryable;
    const message = error instanceof Error ? error.message : String(error);
    if (retryable && op.attempts < MAX_ATTEMPTS) {
      ctx.log.warn(
        { err: error, operation: op.id, kind: op.kind },
        "Provider call failed; will retry",
      );
      await reschedule(ctx, op, message, backoffMs(op.attempts), true);
      return;
    }
    ctx.log.error({ err: error, operation: op.id, kind: op.kind }, "Provider call failed for good");
    await fail(ctx, op, message);
  }
}

const DEFER = Symbol("defer");

async function call(
  ctx: RunnerContext,
  provider: PaymentProvider,
  op: ProviderOperation,
): Promise<string | null | typeof DEFER> {
  const paymentId = op.paymentRef ?? "";
  switch (op.kind) {
    case "capture":
      await provider.capture({
        paymentId,
        amountCents: op.amountCents,
        idempotencyKey: op.idempotencyKey,
      });
      return paymentId;
    case "void":
      await provider.void({ paymentId, idempotencyKey: op.idempotencyKey });
      return paymentId;
    case "refund": {
      // Money can only go back once it was taken: wait for the capture of the same payment.
      const capture = await captureOf(ctx, op);
      if (capture?.status === "pending") return DEFER;
      if (capture?.status === "failed") {
        throw new PaymentError(
          "invalid_request",
          "The payment was never captured: nothing to refund.",
          false,
        );
      }
      const { refundId } = await provider.refund({
        paymentId,
        amountCents: op.amountCents,
        idempotencyKey: op.idempotencyKey,
        reference: op.transferId ?? op.id,
      });
      return refundId;
    }
    case "payout": {
      const { payoutId } = await provider.payout({
        amountCents: op.amountCents,
        currency: "usd",
        destination: op.destination ?? "",
        idempotencyKey: op.idempotencyKey,
        reference: op.payoutId ?? op.id,
      });
      return payoutId;
    }
    default:
      throw new Error(`provider operation kind ${op.kind} is not run by the queue`);
  }
}

async function captureOf(ctx: RunnerContext, op: ProviderOperation) {
  if (!op.paymentRef) return null;
  const [capture] = await ctx.db
    .select({ status: providerOperations.status })
    .from(providerOperations)
    .where(
      and(
        eq(providerOperations.kind, "capture"),
        eq(providerOperations.paymentRef, op.paymentRef),
        ne(providerOperations.id, op.id),
      ),
    );
  return capture ?? null;
}

async function reschedule(
  ctx: RunnerContext,
  op: ProviderOperation,
  message: string | null,
  delayMs: number,
  countsAsAttempt: boolean,
) {
  await ctx.db
    .update(providerOperations)
    .set({
      nextAttemptAt: new Date(ctx.now().getTime() + delayMs),
      ...(message === null ? {} : { lastError: message }),
      ...(countsAsAttempt ? {} : { attempts: sql`${providerOperations.attempts} - 1` }),
      updatedAt: ctx.now(),
    })
    .where(and(eq(providerOperations.id, op.id), eq(providerOperations.status, "pending")));
}

/**
 * Gives an operation up. A failed payout puts the money back in the pilot's balance with a
 * correcting transfer, in the same transaction as the failure is recorded.
 */
async function fail(ctx: RunnerContext, op: ProviderOperation, message: string) {
  await ctx.db.transaction(async (tx) => {
    const [failed] = await tx
      .update(providerOperations)
      .set({ status: "failed", lastError: message, updatedAt: ctx.now() })
      .where(and(eq(providerOperations.id, op.id), eq(providerOperations.status, "pending")))
      .returning({ id: providerOperations.id });
    if (failed && op.kind === "payout" && op.payoutId) {
      await markPayoutFailed(tx, op.payoutId, message, ctx.now());
    }
  });
}

/** Counts for the operator area. */
export async function operationCounts(db: Database): Promise<{ pending: number; failed: number }> {
  const rows = await db
    .select({ status: providerOperations.status, count: sql<number>`count(*)::int` })
    .from(providerOperations)
    .where(ne(providerOperations.kind, "authorize"))
    .groupBy(providerOperations.status);
  const count = (status: string) => rows.find((r) => r.status === status)?.count ?? 0;
  return { pending: count("pending"), failed: count("failed") };
}

export type { ProviderName };
