import { and, eq } from "drizzle-orm";
import {
  CHECKOUT_IN_PROGRESS_MESSAGE,
  CHECKOUT_MINUTES,
  feeBreakdown,
  nextApplicationStatus,
  nextJobStatus,
  transitionRefusedMessage,
  type CheckoutDto,
  type FeeRates,
} from "@skyhire/shared";
import type { Database } from "../../db/client";
import { checkouts, type User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { applicationToClient } from "../applications/access";
import { assertCredentialsAllow } from "../credentials/enforce";
import type { ProviderRegistry } from "../payments/runner";
import { expireLapsedForJob } from "./expiry";
import { ownCheckoutView, toCheckoutDto } from "./view";

export interface CheckoutSettings {
  db: Database;
  fees: FeeRates;
  providers: ProviderRegistry;
  now: Date;
}

function isUniqueViolation(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === "23505") return true;
  }
  return false;
}

/**
 * POST /api/checkout: the client starts paying for a pending application of their open job.
 * The quote and the fees are fixed now (fee settings may change later; this deal does not),
 * and the checkout reserves the job for 15 minutes: the partial unique index
 * checkouts_one_pending_per_job refuses a second pending checkout, from any tab or instance.
 * Starting again on the same application while its checkout is pending answers that checkout.
 */
export async function startCheckout(
  { db, fees, providers, now }: CheckoutSettings,
  user: User,
  applicationId: string,
): Promise<{ created: boolean; checkout: CheckoutDto }> {
  const { application, job } = await applicationToClient(db, user, applicationId);
  if (!nextApplicationStatus(application.status, "accept", "client")) {
    throw new HttpError(409, transitionRefusedMessage("application", application.status, "accept"));
  }
  if (!nextJobStatus(job.status, "hire", "client")) {
    throw new HttpError(409, transitionRefusedMessage("job", job.status, "hire"));
  }
  await assertCredentialsAllow(db, application.pilotProfileId, job, "hire", now);
  await expireLapsedForJob(db, job.id, now);

  const [pending] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.jobId, job.id), eq(checkouts.status, "pending")));
  if (pending) {
    if (pending.applicationId === application.id && pending.clientUserId === user.id) {
      return {
        created: false,
        checkout: toCheckoutDto(await ownCheckoutView(db, user, pending.id), providers),
      };
    }
    throw new HttpError(409, CHECKOUT_IN_PROGRESS_MESSAGE);
  }

  const deal = feeBreakdown(application.quoteCents ?? 0, fees);
  const inserted = await db
    .insert(checkouts)
    .values({
      jobId: job.id,
      applicationId: application.id,
      clientUserId: user.id,
      pilotProfileId: application.pilotProfileId,
      priceCents: deal.price,
      clientFeeCents: deal.clientFee,
      clientTotalCents: deal.clientTotal,
      pilotCommissionCents: deal.pilotCommission,
      pilotNetCents: deal.pilotNet,
      status: "pending",
      expiresAt: new Date(now.getTime() + CHECKOUT_MINUTES * 60_000),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: checkouts.id })
    .catch((error: unknown) => {
      // Another tab or instance reserved the job a moment ago.
      if (isUniqueViolation(error)) throw new HttpError(409, CHECKOUT_IN_PROGRESS_MESSAGE);
      throw error;
    });
  const id = inserted[0]!.id;
  return { created: true, checkout: toCheckoutDto(await ownCheckoutView(db, user, id), providers) };
}
