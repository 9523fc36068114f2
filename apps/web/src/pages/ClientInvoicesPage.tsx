import { DownloadIcon, FileSearchIcon, ReceiptIcon } from "lucide-react";
import { useSearchParams } from "wouter";
import { EmptyState } from "@/components/page/EmptyState";
import { LinkButton } from "@/components/page/LinkButton";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";
import { QueryView } from "@/components/page/QueryView";
import { buttonVariants } from "@/components/ui/button";
import { INVOICES_CSV_URL, useInvoices, useReceipt } from "@/features/invoices/invoiceQueries";
import { InvoiceList } from "@/features/invoices/InvoiceList";
import { Receipt } from "@/features/invoices/Receipt";
import { ApiError } from "@/lib/api";

function ReceiptView({ id }: { id: string }) {
  const receipt = useReceipt(id);
  if (receipt.error instanceof ApiError && [400, 404].includes(receipt.error.status)) {
    return (
      <EmptyState
        icon={FileSearchIcon}
        title="This receipt isn't available"
        action={<LinkButton href="/client-invoices">All payments</LinkButton>}
      >
        The link may be mistyped, or the payment belongs to another account.
      </EmptyState>
    );
  }
  return (
    <QueryView query={receipt} errorMessage="We couldn't load this receipt.">
      {(data) => <Receipt receipt={data} />}
    </QueryView>
  );
}

function Payments() {
  const invoices = useInvoices();
  if (invoices.error instanceof ApiError && invoices.error.status === 403) {
    return (
      <EmptyState
        icon={ReceiptIcon}
        title="Hiring isn't enabled on your account"
        action={<LinkButton href="/settings/capabilities">Review your capabilities</LinkButton>}
      >
        Invoices list what you paid to hire pilots.
      </EmptyState>
    );
  }
  return (
    <QueryView query={invoices} errorMessage="We couldn't load your payments.">
      {(data) => <InvoiceList data={data} />}
    </QueryView>
  );
}

/** The CSV of every payment, offered once the list loaded (not to accounts that can't hire). */
function CsvDownload() {
  const invoices = useInvoices();
  if (!invoices.data || invoices.data.invoices.length === 0) return null;
  return (
    <a href={INVOICES_CSV_URL} download className={buttonVariants({ variant: "outline" })}>
      <DownloadIcon />
      Download CSV
    </a>
  );
}

/** /client-invoices: every payment, fee and refund; ?receipt={id} shows one printable receipt. */
export default function ClientInvoicesPage() {
  const [params] = useSearchParams();
  const receiptId = params.get("receipt");
  return (
    <PageContainer className={receiptId ? "max-w-3xl" : undefined}>
      {receiptId ? (
        <ReceiptView id={receiptId} />
      ) : (
        <>
          <PageHeader
            eyebrow="Invoices"
            title="Payments and receipts"
            description="Every payment you made to hire a pilot, its service fee and any refund, each with a printable receipt."
            actions={<CsvDownload />}
          />
          <Payments />
        </>
      )}
    </PageContainer>
  );
}
