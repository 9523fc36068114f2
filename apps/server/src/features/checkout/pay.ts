import { createHash } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import {
  ACCOUNT_DELETED_MESSAGE,
  CHECKOUT_ALREADY_PAID_MESSAGE,
  CHECKOUT_CANCELLED_MESSAGE,
  CHECKOUT_EXPIRED_MESSAGE,
  nextJobStatus,
  PILOT_ACCOUNT_DELETED_MESSAGE,
  transitionRefusedMessage,
  type CheckoutPaidDto,
} from "@skyhire/shared";
import type { z } from "zod";
import type { payCheckoutRequestSchema } from "@skyhire/shared";
import type { Database } from "../../db/client";
import {
  applications,
  checkouts,
  jobs,
  providerOperations,
  type Checkout,
  type User,
} from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { lockLiveAccounts } from "../account/accountLocks";
import { applicationToClient } from "../applications/access";
import { toApplicationDto } from "../applications/applicationDto";
import { hireInTransaction } from "../applications/hire";
import { jobColumns } from "../jobs/jobDto";
import { toJobDto } from "../jobs/jobDto";
import { postTransfer } from "../ledger/transfers";
import { PaymentError, type PaymentMethodInput } from "../payments/provider";
import { queueProviderOperation } from "../payments/queue";
import { runOperationNow, type RunnerContext } from "../payments/runner";
import { cancelPendingCheckouts, expireIfLapsed } from "./expiry";
import { ownCheckout, ownCheckoutView, toCheckoutDto } from "./view";

export type PayCheckoutBody = z.output<typeof payCheckoutRequestSchema>;

export const QUOTE_CHANGED_MESSAGE =
  "The pilot changed their quote after checkout started: start checkout again to see the new price.";

/** What a checkout's payment needs from the app. */
export interface PayContext {
  db: Database;
  runner: RunnerContext;
  now: Date;
}

function methodOf(body: PayCheckoutBody): PaymentMethodInput {
  if ("paymentMethodId" in body) return { kind: "stripe", paymentMethodId: body.paymentMethodId };
  return {
    kind: "card",
    number: body.cardNumber,
    expMonth: body.expMonth,
    expYear: body.expYear,
    cvc: body.cvc,
    name: body.name,
  };
}

/** One authorization per (checkout, client's Idempotency-Key): a retry reuses it. */
function authorizationKey(checkoutId: string, requestKey: string): string {
  const hash = createHash("sha256").update(requestKey).digest("hex").slice(0, 32);
  return `authorize_${checkoutId}_${hash}`;
}

/**
 * POST /api/checkout/{id}/pay. In order:
 *
 * 1. The checkout must be the caller's, pending and not lapsed (checked here, then again in
 *    the transaction), the job open, the application pending at the checkout's price.
 * 2. The card is authorized for the client total through the provider, with a key derived from
 *    the request's Idempotency-Key (a retry after a crash holds the card once). A decline
 *    answers 402 with the provider's message and changes nothing else.
 * 3. ONE transaction: the checkout becomes paid (only if still pending and in time), the charge
 *    transfer moves the total from the client's funding account into the job's escrow, the
 *    hire is made (job assigned, application accepted, others rejected, notifications), and
 *    the capture is queued.
 * 4. After commit the capture runs; if it fails now, the sweep retries it with the same key.
 *
 * If the transaction is refused (another payment or the sweep got there first, the job was
 * cancelled, the quote changed), the checkout is closed and the hold released: the card is
 * never charged for a hire that did not happen.
 */
export async function payCheckout(
  ctx: PayContext,
  user: User,
  checkoutId: string,
  body: PayCheckoutBody,
  requestKey: string,
): Promise<CheckoutPaidDto> {
  const { db, now } = ctx;
  const providers = ctx.runner.providers;
  const key = authorizationKey(checkoutId, requestKey);
  const checkout = await expireIfLapsed(db, await ownCheckout(db, user, checkoutId), now);

  if (checkout.status === "paid") {
    // The request that paid it, run again after its process died before answering.
    const [authorization] = await db
      .select({ resultId: providerOperations.resultId })
      .from(providerOperations)
      .where(eq(providerOperations.idempotencyKey, key));
    if (authorization?.resultId && authorization.resultId === checkout.providerPaymentId) {
      return paidAnswer(ctx, user, checkout.id);
    }
    throw new HttpError(409, CHECKOUT_ALREADY_PAID_MESSAGE);
  }
  if (checkout.status === "expired") throw new HttpError(409, CHECKOUT_EXPIRED_MESSAGE);
  if (checkout.status === "cancelled") throw new HttpError(409, CHECKOUT_CANCELLED_MESSAGE);

  const context = await applicationToClient(db, user, checkout.applicationId);
  if (!nextJobStatus(context.job.status, "hire", "client")) {
    await cancelPendingCheckouts(db, { checkoutId: checkout.id }, now);
    throw new HttpError(409, transitionRefusedMessage("job", context.job.status, "hire"));
  }

  const provider = providers.active;
  await db
    .insert(providerOperations)
    .values({
      provider: provider.name,
      kind: "authorize",
      idempotencyKey: key,
      amountCents: checkout.clientTotalCents,
      checkoutId: checkout.id,
      jobId: checkout.jobId,
      userId: user.id,
    })
    .onConflictDoNothing();

  let authorization;
  try {
    authorization = await provider.authorize({
      amountCents: checkout.clientTotalCents,
      currency: "usd",
      method: methodOf(body),
      idempotencyKey: key,
      description: `SkyHire: ${context.job.title}`,
      reference: checkout.id,
    });
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    await db
      .update(providerOperations)
      .set({ status: "failed", lastError: error.message, updatedAt: now })
      .where(
        and(eq(providerOperations.idempotencyKey, key), eq(providerOperations.status, "pending")),
      );
    const status = error.code === "invalid_request" ? 400 : 402;
    throw new HttpError(status, error.message, { code: error.code, retryable: error.retryable });
  }
  await db
    .update(providerOperations)
    .set({
      status: "succeeded",
      resultId: authorization.paymentId,
      paymentRef: authorization.paymentId,
      methodLabel: authorization.methodLabel,
      lastError: null,
      updatedAt: now,
    })
    .where(eq(providerOperations.idempotencyKey, key));

  let captureId: string;
  try {
    captureId = await db.transaction(async (tx) => {
      // First, before any other row: a deletion of either person holds their row until it
      // commits, and then no money may go into escrow for them (features/account).
      await lockLiveAccounts(tx, [user.id, context.pilot.userId], (id) =>
        id === user.id ? ACCOUNT_DELETED_MESSAGE : PILOT_ACCOUNT_DELETED_MESSAGE,
      );
      const [paid] = await tx
        .update(checkouts)
        .set({
          status: "paid",
          paidAt: now,
          provider: provider.name,
          providerPaymentId: authorization.paymentId,
          paymentMethodLabel: authorization.methodLabel,
          updatedAt: now,
        })
        .where(
          and(
            eq(checkouts.id, checkout.id),
            eq(checkouts.status, "pending"),
            gt(checkouts.expiresAt, now),
          ),
        )
        .returning();
      if (!paid) throw new HttpError(409, await refusalOf(tx, checkout.id, now));

      const [application] = await tx
        .select()
        .from(applications)
        .where(eq(applications.id, checkout.applicationId))
        .for("update");
      if (application?.status === "pending" && application.quoteCents !== checkout.priceCents) {
        throw new HttpError(409, QUOTE_CHANGED_MESSAGE);
      }

      await postTransfer(tx, {
        kind: "charge",
        jobId: checkout.jobId,
        memo: `Checkout ${checkout.id} paid: held in escrow`,
        legs: [
          {
            account: { kind: "client_funding", userId: user.id },
            amount: -checkout.clientTotalCents,
          },
          { account: { kind: "escrow", jobId: checkout.jobId }, amount: checkout.clientTotalCents },
        ],
      });
      await hireInTransaction(
        tx,
        { ...context, application: application ?? context.application },
        user.id,
        now,
      );
      return queueProviderOperation(
        tx,
        {
          provider: provider.name,
          kind: "capture",
          idempotencyKey: `capture_${checkout.id}`,
          amountCents: checkout.clientTotalCents,
          paymentRef: authorization.paymentId,
          checkoutId: checkout.id,
          jobId: checkout.jobId,
          userId: user.id,
        },
        { callerRunsIt: true },
      );
    });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) {
      await releaseHold(ctx, checkout, authorization.paymentId);
    }
    throw error;
  }

  await runOperationNow(ctx.runner, captureId).catch((error: unknown) => {
    // Queued: the sweep captures it later with the same key.
    ctx.runner.log.error({ err: error, checkout: checkout.id }, "Capture after payment failed");
  });
  return paidAnswer(ctx, user, checkout.id);
}

async function refusalOf(
  tx: Parameters<Parameters<Database["transaction"]>[0]>[0],
  id: string,
  now: Date,
) {
  const [current] = await tx.select().from(checkouts).where(eq(checkouts.id, id));
  if (current?.status === "paid") return CHECKOUT_ALREADY_PAID_MESSAGE;
  if (current?.status === "cancelled") return CHECKOUT_CANCELLED_MESSAGE;
  if (current && current.expiresAt <= now) return CHECKOUT_EXPIRED_MESSAGE;
  return CHECKOUT_EXPIRED_MESSAGE;
}

/** The payment can never complete: close the checkout and cancel the card hold now. */
async function releaseHold(ctx: PayContext, checkout: Checkout, paymentId: string) {
  const { db, now } = ctx;
  // A lapsed checkout shows as expired; one that can't be paid for another reason, cancelled.
  await expireIfLapsed(db, checkout, now);
  await cancelPendingCheckouts(db, { checkoutId: checkout.id }, now);
  const id = await queueProviderOperation(
    db,
    {
      provider: ctx.runner.providers.active.name,
      kind: "void",
      idempotencyKey: `void_${paymentId}`,
      amountCents: checkout.clientTotalCents,
      paymentRef: paymentId,
      checkoutId: checkout.id,
      jobId: checkout.jobId,
      userId: checkout.clientUserId,
    },
    { callerRunsIt: true },
  );
  await runOperationNow(ctx.runner, id).catch((error: unknown) => {
    ctx.runner.log.error({ err: error, checkout: checkout.id }, "Releasing a card hold failed");
  });
}

async function paidAnswer(
  ctx: PayContext,
  user: User,
  checkoutId: string,
): Promise<CheckoutPaidDto> {
  const view = await ownCheckoutView(ctx.db, user, checkoutId);
  const [job] = await ctx.db.select(jobColumns).from(jobs).where(eq(jobs.id, view.checkout.jobId));
  const [application] = await ctx.db
    .select()
    .from(applications)
    .where(eq(applications.id, view.checkout.applicationId));
  if (!job || !application)
    throw new Error(`paid checkout ${checkoutId} lost its job or application`);
  return {
    checkout: toCheckoutDto(view, ctx.runner.providers),
    job: toJobDto(job),
    application: toApplicationDto(application),
  };
}
