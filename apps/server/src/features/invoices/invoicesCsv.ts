import type { InvoiceListDto } from "@skyhire/shared";
import { csvDollars, toCsv } from "./csv";

const STATUS_LABEL: Record<InvoiceListDto["invoices"][number]["status"], string> = {
  paid: "Paid",
  partially_refunded: "Partially refunded",
  refunded: "Refunded",
};

/** GET /api/invoices.csv: every payment as a client, one row each, amounts in dollars. */
export function invoicesCsv(list: InvoiceListDto): string {
  const header = [
    "Date",
    "Receipt",
    "Job",
    "Job ID",
    "Pilot",
    "Price (USD)",
    "Service fee (USD)",
    "Total (USD)",
    "Refunded (USD)",
    "Status",
    "Payment method",
  ];
  const rows = list.invoices.map((invoice) => [
    invoice.paidAt.slice(0, 10),
    invoice.receiptNumber,
    invoice.jobTitle,
    invoice.jobId,
    invoice.pilotName,
    csvDollars(invoice.priceCents),
    csvDollars(invoice.serviceFeeCents),
    csvDollars(invoice.totalCents),
    csvDollars(invoice.refundedCents),
    STATUS_LABEL[invoice.status],
    invoice.paymentMethodLabel ?? "",
  ]);
  return toCsv([header, ...rows]);
}
