import { and, eq } from "drizzle-orm";
import { CHECKOUT_NOT_FOUND_MESSAGE, type CheckoutDto } from "@skyhire/shared";
import type { Database, Transaction } from "../../db/client";
import {
  applications,
  checkouts,
  jobs,
  pilotProfiles,
  users,
  type Checkout,
  type User,
} from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import type { ProviderRegistry } from "../payments/runner";

export interface CheckoutView {
  checkout: Checkout;
  jobTitle: string;
  pilotName: string;
  proposedDate: Date | null;
}

async function loadView(db: Database | Transaction, id: string): Promise<CheckoutView | null> {
  const [row] = await db
    .select({
      checkout: checkouts,
      jobTitle: jobs.title,
      businessName: pilotProfiles.businessName,
      firstName: users.firstName,
      lastName: users.lastName,
      proposedDate: applications.proposedDate,
    })
    .from(checkouts)
    .innerJoin(jobs, eq(jobs.id, checkouts.jobId))
    .innerJoin(applications, eq(applications.id, checkouts.applicationId))
    .innerJoin(pilotProfiles, eq(pilotProfiles.id, checkouts.pilotProfileId))
    .innerJoin(users, eq(users.id, pilotProfiles.userId))
    .where(eq(checkouts.id, id));
  if (!row) return null;
  return {
    checkout: row.checkout,
    jobTitle: row.jobTitle,
    pilotName: row.businessName || `${row.firstName} ${row.lastName}`.trim(),
    proposedDate: row.proposedDate,
  };
}

/** The caller's own checkout; anyone else's is answered like one that does not exist. */
export async function ownCheckoutView(
  db: Database | Transaction,
  user: User,
  id: string,
): Promise<CheckoutView> {
  const view = await loadView(db, id);
  if (!view || view.checkout.clientUserId !== user.id) {
    throw new HttpError(404, CHECKOUT_NOT_FOUND_MESSAGE);
  }
  return view;
}

/** A checkout id the caller owns, as a plain row (404 otherwise). */
export async function ownCheckout(db: Database, user: User, id: string): Promise<Checkout> {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.id, id), eq(checkouts.clientUserId, user.id)));
  if (!row) throw new HttpError(404, CHECKOUT_NOT_FOUND_MESSAGE);
  return row;
}

export function toCheckoutDto(
  { checkout, jobTitle, pilotName, proposedDate }: CheckoutView,
  providers: ProviderRegistry,
): CheckoutDto {
  const provider = (checkout.provider && providers.get(checkout.provider)) || providers.active;
  return {
    id: checkout.id,
    status: checkout.status,
    jobId: checkout.jobId,
    jobTitle,
    applicationId: checkout.applicationId,
    pilotProfileId: checkout.pilotProfileId,
    pilotName,
    proposedDate: proposedDate ? proposedDate.toISOString() : null,
    currency: "usd",
    priceCents: checkout.priceCents,
    serviceFeeCents: checkout.clientFeeCents,
    totalCents: checkout.clientTotalCents,
    expiresAt: checkout.expiresAt.toISOString(),
    paidAt: checkout.paidAt ? checkout.paidAt.toISOString() : null,
    paymentMethodLabel: checkout.paymentMethodLabel,
    provider: provider.name,
    testMode: provider.testMode,
  };
}
