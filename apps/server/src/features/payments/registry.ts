import type { AppConfig } from "../../config/env";
import type { Database } from "../../db/client";
import type { PaymentProvider } from "./provider";
import type { ProviderRegistry } from "./runner";
import { createStripeProvider } from "./stripeProvider";
import { createTestProvider, type TestProviderOptions } from "./testProvider";

/**
 * Stripe when STRIPE_SECRET_KEY is set, else the built-in test provider. The test provider
 * stays reachable for operations on payments it took before a switch to Stripe.
 */
export function createProviderRegistry(
  config: Pick<AppConfig, "stripe">,
  db: Database,
  testOptions: TestProviderOptions = {},
): ProviderRegistry {
  const test = createTestProvider(db, testOptions);
  const stripe = config.stripe ? createStripeProvider(config.stripe) : null;
  const byName: Record<string, PaymentProvider | null> = { test, stripe };
  return {
    active: stripe ?? test,
    get: (name) => byName[name] ?? null,
  };
}
