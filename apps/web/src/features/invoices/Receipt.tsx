import type { ReceiptDto } from "@skyhire/shared";
import { ArrowLeftIcon, PrinterIcon } from "lucide-react";
import { Link } from "wouter";
import { BrandLogo } from "@/components/layout/BrandLogo";
import { Button } from "@/components/ui/button";
import { formatDateTime, formatMoney } from "@/features/checkout/money";
import { TestModeBadge } from "@/features/checkout/TestModeBadge";
import { InvoiceStatusBadge } from "./InvoiceStatusBadge";

/**
 * Printing shows the receipt alone, black on white: everything else on the page (the app's bar,
 * footer, buttons) is hidden, whatever the theme.
 */
const PRINT_CSS = `
@media print {
  @page { margin: 16mm; }
  body * { visibility: hidden !important; }
  #receipt, #receipt * { visibility: visible !important; }
  #receipt { position: absolute; inset: 0 auto auto 0; width: 100%; margin: 0; border: 0;
    box-shadow: none; background: #fff !important; color: #000 !important; }
  #receipt .receipt-muted { color: #444 !important; }
}`;

/** A payment's receipt: who paid what for which job, the fee, refunds and what was charged. */
export function Receipt({ receipt }: { receipt: ReceiptDto }) {
  const netCents = receipt.totalCents - receipt.refundedCents;
  return (
    <div className="space-y-4">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          href="/client-invoices"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeftIcon className="size-4" aria-hidden />
          All payments
        </Link>
        <Button onClick={() => window.print()}>
          <PrinterIcon />
          Print receipt
        </Button>
      </div>

      <article
        id="receipt"
        aria-label={`Receipt ${receipt.receiptNumber}`}
        className="space-y-8 rounded-2xl border bg-card p-6 sm:p-10"
      >
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div className="space-y-1">
            <BrandLogo />
            <p className="receipt-muted text-sm text-muted-foreground">Receipt for your payment</p>
          </div>
          <div className="space-y-1 text-sm sm:text-right">
            <p className="font-display text-xl font-bold">{receipt.receiptNumber}</p>
            <p className="receipt-muted text-muted-foreground">
              Issued {formatDateTime(receipt.issuedAt)}
            </p>
            <div className="flex gap-2 sm:justify-end">
              <InvoiceStatusBadge status={receipt.status} />
              {receipt.testMode && <TestModeBadge />}
            </div>
          </div>
        </header>

        <section className="grid gap-6 text-sm sm:grid-cols-2">
          <div className="space-y-1">
            <h2 className="receipt-muted text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              Billed to
            </h2>
            <p className="font-medium">{receipt.billedTo.name}</p>
            {receipt.billedTo.company && <p>{receipt.billedTo.company}</p>}
            <p>{receipt.billedTo.email}</p>
          </div>
          <div className="space-y-1">
            <h2 className="receipt-muted text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              For
            </h2>
            <p className="font-medium break-words">{receipt.jobTitle}</p>
            <p>Pilot: {receipt.pilotName}</p>
            {receipt.jobLocation && <p>{receipt.jobLocation}</p>}
          </div>
        </section>

        <table className="w-full text-sm">
          <caption className="sr-only">Charges and refunds</caption>
          <thead>
            <tr className="border-b text-left">
              <th scope="col" className="receipt-muted py-2 font-medium text-muted-foreground">
                Description
              </th>
              <th
                scope="col"
                className="receipt-muted py-2 text-right font-medium text-muted-foreground"
              >
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {receipt.lines.map((line, index) => (
              <tr key={index} className="border-b last:border-0">
                <td className="py-3 pr-4 break-words">{line.label}</td>
                <td className="py-3 text-right whitespace-nowrap tabular-nums">
                  {line.amountCents < 0
                    ? `−${formatMoney(-line.amountCents)}`
                    : formatMoney(line.amountCents)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2">
              <th scope="row" className="py-3 text-left font-semibold">
                Charged {formatDateTime(receipt.paidAt)}
                {receipt.paymentMethodLabel ? ` to ${receipt.paymentMethodLabel}` : ""}
              </th>
              <td className="py-3 text-right font-semibold tabular-nums">
                {formatMoney(receipt.totalCents)}
              </td>
            </tr>
            {receipt.refundedCents > 0 && (
              <tr>
                <th scope="row" className="py-1 text-left font-semibold">
                  Net after refunds
                </th>
                <td className="py-1 text-right font-semibold tabular-nums">
                  {formatMoney(netCents)}
                </td>
              </tr>
            )}
          </tfoot>
        </table>

        <footer className="receipt-muted space-y-1 border-t pt-4 text-xs text-muted-foreground">
          <p>
            The price was held in escrow and released to the pilot only on approval of the delivery;
            the service fee is SkyHire&apos;s.
          </p>
          {receipt.testMode && <p>Test mode: no real card was charged.</p>}
        </footer>
      </article>
    </div>
  );
}
