import type { InvoiceListDto } from "@skyhire/shared";
import { ReceiptIcon } from "lucide-react";
import { Link } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { formatMoney } from "@/features/checkout/money";
import { formatDay } from "@/features/jobs/jobDates";
import { InvoiceStatusBadge } from "./InvoiceStatusBadge";

function Tile({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div className="min-w-0 rounded-2xl border bg-card p-3 sm:p-5">
      <p className="text-xs text-muted-foreground sm:text-sm">{label}</p>
      <p className="mt-1 font-display text-sm font-bold whitespace-nowrap tabular-nums min-[400px]:text-base sm:text-2xl">
        {value}
      </p>
      <p className="mt-1 hidden text-xs text-muted-foreground sm:block">{hint}</p>
    </div>
  );
}

/** Totals, then every payment with its fee and refunds, each opening its receipt. */
export function InvoiceList({ data }: { data: InvoiceListDto }) {
  const { totals, invoices } = data;
  if (invoices.length === 0) {
    return (
      <EmptyState
        icon={ReceiptIcon}
        title="No payments yet"
        action={<LinkButton href="/client-jobs">My Projects</LinkButton>}
      >
        When you hire a pilot, the payment, its service fee and any refund are listed here with a
        printable receipt.
      </EmptyState>
    );
  }
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-3 gap-2 sm:gap-4">
        <Tile label="Paid" value={formatMoney(totals.paidCents)} hint="Charged to your cards" />
        <Tile
          label="Service fees"
          value={formatMoney(totals.serviceFeesCents)}
          hint="Included in what you paid"
        />
        <Tile
          label="Refunded"
          value={formatMoney(totals.refundedCents)}
          hint="Sent back to your cards"
        />
      </div>
      <ul className="divide-y rounded-2xl border bg-card" aria-label="Payments">
        {invoices.map((invoice) => (
          <li key={invoice.id}>
            <Link
              href={`/client-invoices?receipt=${invoice.id}`}
              className="grid gap-3 p-5 transition-colors hover:bg-accent/60 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
            >
              <div className="min-w-0 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-semibold break-words">{invoice.jobTitle}</p>
                  <InvoiceStatusBadge status={invoice.status} />
                </div>
                <p className="text-sm text-muted-foreground">
                  {invoice.receiptNumber} · {formatDay(invoice.paidAt)} · {invoice.pilotName}
                  {invoice.paymentMethodLabel ? ` · ${invoice.paymentMethodLabel}` : ""}
                </p>
              </div>
              <dl className="grid grid-cols-3 gap-4 text-sm sm:text-right">
                <div>
                  <dt className="text-xs text-muted-foreground">Price</dt>
                  <dd className="tabular-nums">{formatMoney(invoice.priceCents)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-muted-foreground">Fee</dt>
                  <dd className="tabular-nums">{formatMoney(invoice.serviceFeeCents)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-muted-foreground">
                    {invoice.refundedCents > 0 ? "Paid / refunded" : "Total"}
                  </dt>
                  <dd className="font-semibold tabular-nums">
                    {formatMoney(invoice.totalCents)}
                    {invoice.refundedCents > 0 && (
                      <span className="block font-normal text-muted-foreground">
                        −{formatMoney(invoice.refundedCents)}
                      </span>
                    )}
                  </dd>
                </div>
              </dl>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
