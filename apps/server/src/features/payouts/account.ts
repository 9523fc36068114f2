import { and, eq } from "drizzle-orm";
import type { PayoutAccountDto } from "@skyhire/shared";
import type { AppConfig } from "../../config/env";
import type { Database } from "../../db/client";
import { payoutAccounts, type User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { PaymentError } from "../payments/provider";
import { createStripeClient, toPaymentError } from "../payments/stripeProvider";

/** Where the pilot's earnings page sends them back after Stripe's onboarding. */
const EARNINGS_PATH = "/pilot/earnings";

/** GET /api/payouts/account: whether payouts can be sent, and where. */
export async function payoutAccountOf(
  db: Database,
  config: Pick<AppConfig, "stripe">,
  user: User,
): Promise<PayoutAccountDto> {
  if (!config.stripe) return { provider: "test", connected: true, label: "Test bank account" };
  const [account] = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.userId, user.id), eq(payoutAccounts.provider, "stripe")));
  return {
    provider: "stripe",
    connected: account !== undefined,
    label: account ? `Stripe account ${account.accountId}` : null,
  };
}

/**
 * POST /api/payouts/account/onboarding: with Stripe, the pilot's Express connected account
 * (created once; the key makes a retried creation the same account) and a one-time link to
 * Stripe's onboarding, where they give their bank details to Stripe, never to us.
 */
export async function startPayoutOnboarding(
  db: Database,
  config: Pick<AppConfig, "stripe">,
  user: User,
  /** Where Stripe sends the pilot back: APP_URL, or the origin they are using. */
  baseUrl: string,
): Promise<{ url: string }> {
  if (!config.stripe) {
    throw new HttpError(
      409,
      "Test mode pays out to a test bank account: there is nothing to set up.",
    );
  }
  const stripe = createStripeClient(config.stripe);
  try {
    const [existing] = await db
      .select()
      .from(payoutAccounts)
      .where(and(eq(payoutAccounts.userId, user.id), eq(payoutAccounts.provider, "stripe")));
    let accountId = existing?.accountId;
    if (!accountId) {
      const account = await stripe.accounts.create(
        {
          type: "express",
          email: user.email,
          capabilities: { transfers: { requested: true } },
          metadata: { skyhire_user_id: user.id },
        },
        { idempotencyKey: `payout_account_${user.id}` },
      );
      await db
        .insert(payoutAccounts)
        .values({ userId: user.id, provider: "stripe", accountId: account.id })
        .onConflictDoNothing();
      accountId = account.id;
    }
    const link = await stripe.accountLinks.create({
      account: accountId,
      type: "account_onboarding",
      refresh_url: `${baseUrl}${EARNINGS_PATH}?payouts=retry`,
      return_url: `${baseUrl}${EARNINGS_PATH}?payouts=connected`,
    });
    return { url: link.url };
  } catch (error) {
    const mapped = toPaymentError(error);
    if (!(mapped instanceof PaymentError)) throw mapped;
    throw new HttpError(502, `Stripe could not start the payout setup: ${mapped.message}`, {
      retryable: mapped.retryable,
    });
  }
}
