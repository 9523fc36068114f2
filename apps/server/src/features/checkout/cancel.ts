import { CHECKOUT_ALREADY_PAID_MESSAGE, type CheckoutDto } from "@skyhire/shared";
import type { Database } from "../../db/client";
import type { User } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import type { ProviderRegistry } from "../payments/runner";
import { cancelPendingCheckouts, expireIfLapsed } from "./expiry";
import { ownCheckout, ownCheckoutView, toCheckoutDto } from "./view";

/** GET /api/checkout/{id}: the caller's checkout; a lapsed one shows as expired. */
export async function getCheckout(
  db: Database,
  providers: ProviderRegistry,
  user: User,
  id: string,
  now: Date,
): Promise<CheckoutDto> {
  await expireIfLapsed(db, await ownCheckout(db, user, id), now);
  return toCheckoutDto(await ownCheckoutView(db, user, id), providers);
}

/**
 * POST /api/checkout/{id}/cancel: the client leaves a pending checkout (to hire someone else
 * at once instead of waiting 15 minutes). A paid one can't be cancelled here: cancelling the
 * job refunds it.
 */
export async function cancelCheckout(
  db: Database,
  providers: ProviderRegistry,
  user: User,
  id: string,
  now: Date,
): Promise<CheckoutDto> {
  const checkout = await expireIfLapsed(db, await ownCheckout(db, user, id), now);
  if (checkout.status === "paid") throw new HttpError(409, CHECKOUT_ALREADY_PAID_MESSAGE);
  await cancelPendingCheckouts(db, { checkoutId: id }, now);
  return toCheckoutDto(await ownCheckoutView(db, user, id), providers);
}
