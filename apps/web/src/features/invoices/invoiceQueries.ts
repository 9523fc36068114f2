import type { InvoiceListDto, ReceiptDto } from "@skyhire/shared";
import { useQuery } from "@tanstack/react-query";

export const INVOICES_URL = "/api/invoices";
/** Every payment as a spreadsheet (an attachment). */
export const INVOICES_CSV_URL = "/api/invoices.csv";

/** GET /api/invoices: every payment, fee and refund of the caller as a client. */
export function useInvoices() {
  return useQuery<InvoiceListDto>({ queryKey: [INVOICES_URL] });
}

/** GET /api/invoices/{checkoutId}: one printable receipt. */
export function useReceipt(id: string) {
  return useQuery<ReceiptDto>({ queryKey: [`${INVOICES_URL}/${encodeURIComponent(id)}`] });
}
