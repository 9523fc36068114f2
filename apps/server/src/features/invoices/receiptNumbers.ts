/** Short numbers printed on receipts, derived from the rows they describe (stable, unique enough to quote). */
export const paymentReceiptNumber = (checkoutId: string) =>
  `P-${checkoutId.replace(/-/g, "").slice(0, 10).toUpperCase()}`;
export const refundReceiptNumber = (transferId: string) =>
  `R-${transferId.replace(/-/g, "").slice(0, 10).toUpperCase()}`;
