import { and, desc, eq, inArray } from "drizzle-orm";
import type { InvoiceDto, InvoiceListDto, ReceiptDto, RefundDto } from "@skyhire/shared";
import type { Database } from "../../db/client";
import {
  checkouts,
  clientProfiles,
  jobs,
  ledgerTransfers,
  pilotProfiles,
  providerOperations,
  users,
  type User,
} from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import type { ProviderRegistry } from "../payments/runner";
import { paymentReceiptNumber, refundReceiptNumber } from "./receiptNumbers";

export const INVOICE_NOT_FOUND_MESSAGE = "Invoice not found";

const REFUND_REASONS: Record<string, string> = {
  refund: "Full refund",
  dispute_split: "Dispute settlement",
};

/**
 * The caller's payments as a client (paid checkouts), newest first, each with its refunds.
 * Refunds come from the provider queue, which holds one row per ledger refund (keyed by the
 * transfer), with its state at the provider.
 */
async function invoicesOf(
  db: Database,
  userId: string,
  checkoutId?: string,
): Promise<InvoiceDto[]> {
  const rows = await db
    .select({
      checkout: checkouts,
      jobTitle: jobs.title,
      businessName: pilotProfiles.businessName,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(checkouts)
    .innerJoin(jobs, eq(jobs.id, checkouts.jobId))
    .innerJoin(pilotProfiles, eq(pilotProfiles.id, checkouts.pilotProfileId))
    .innerJoin(users, eq(users.id, pilotProfiles.userId))
    .where(
      and(
        eq(checkouts.clientUserId, userId),
        eq(checkouts.status, "paid"),
        checkoutId ? eq(checkouts.id, checkoutId) : undefined,
      ),
    )
    .orderBy(desc(checkouts.paidAt), desc(checkouts.id));
  if (rows.length === 0) return [];

  const refunds = await db
    .select({
      op: providerOperations,
      kind: ledgerTransfers.kind,
      at: ledgerTransfers.createdAt,
    })
    .from(providerOperations)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, providerOperations.transferId))
    .where(
      and(
        eq(providerOperations.kind, "refund"),
        inArray(
          providerOperations.checkoutId,
          rows.map((r) => r.checkout.id),
        ),
      ),
    )
    .orderBy(ledgerTransfers.createdAt);

  return rows.map(({ checkout, jobTitle, businessName, firstName, lastName }) => {
    const own: RefundDto[] = refunds
      .filter((r) => r.op.checkoutId === checkout.id)
      .map((r) => ({
        id: r.op.transferId!,
        receiptNumber: refundReceiptNumber(r.op.transferId!),
        amountCents: r.op.amountCents,
        status: r.op.status,
        reason: REFUND_REASONS[r.kind] ?? "Refund",
        createdAt: r.at.toISOString(),
      }));
    const refundedCents = own.reduce((sum, r) => sum + r.amountCents, 0);
    return {
      id: checkout.id,
      receiptNumber: paymentReceiptNumber(checkout.id),
      jobId: checkout.jobId,
      jobTitle,
      pilotName: businessName || `${firstName} ${lastName}`.trim(),
      paidAt: (checkout.paidAt ?? checkout.updatedAt).toISOString(),
      priceCents: checkout.priceCents,
      serviceFeeCents: checkout.clientFeeCents,
      totalCents: checkout.clientTotalCents,
      refundedCents,
      paymentMethodLabel: checkout.paymentMethodLabel,
      status:
        refundedCents === 0
          ? "paid"
          : refundedCents >= checkout.clientTotalCents
            ? "refunded"
            : "partially_refunded",
      refunds: own,
    };
  });
}

/** GET /api/invoices */
export async function listInvoices(db: Database, user: User): Promise<InvoiceListDto> {
  const invoices = await invoicesOf(db, user.id);
  return {
    totals: {
      paidCents: invoices.reduce((sum, i) => sum + i.totalCents, 0),
      serviceFeesCents: invoices.reduce((sum, i) => sum + i.serviceFeeCents, 0),
      refundedCents: invoices.reduce((sum, i) => sum + i.refundedCents, 0),
    },
    invoices,
  };
}

/** GET /api/invoices/{checkoutId}: a printable receipt of one of the caller's payments. */
export async function getReceipt(
  db: Database,
  providers: ProviderRegistry,
  user: User,
  checkoutId: string,
): Promise<ReceiptDto> {
  const [invoice] = await invoicesOf(db, user.id, checkoutId);
  if (!invoice) throw new HttpError(404, INVOICE_NOT_FOUND_MESSAGE);
  const [details] = await db
    .select({
      provider: checkouts.provider,
      location: jobs.location,
      companyName: clientProfiles.companyName,
    })
    .from(checkouts)
    .innerJoin(jobs, eq(jobs.id, checkouts.jobId))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, checkouts.clientUserId))
    .where(eq(checkouts.id, checkoutId));
  const provider = (details?.provider && providers.get(details.provider)) || providers.active;
  return {
    ...invoice,
    issuedAt: invoice.paidAt,
    billedTo: {
      name: `${user.firstName} ${user.lastName}`.trim(),
      company: details?.companyName ?? null,
      email: user.email,
    },
    jobLocation: details?.location ?? null,
    lines: [
      {
        label: `Drone services: ${invoice.jobTitle} (${invoice.pilotName})`,
        amountCents: invoice.priceCents,
      },
      { label: "SkyHire service fee", amountCents: invoice.serviceFeeCents },
      ...invoice.refunds.map((r) => ({
        label: `${r.reason} ${r.receiptNumber}${r.status === "pending" ? " (processing)" : r.status === "failed" ? " (failed, our team is on it)" : ""}`,
        amountCents: -r.amountCents,
      })),
    ],
    provider: provider.name,
    testMode: provider.testMode,
  };
}
