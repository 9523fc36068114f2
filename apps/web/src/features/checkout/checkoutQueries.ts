import type {
  CheckoutDto,
  CheckoutPaidDto,
  PaymentsConfigDto,
  StartCheckoutRequest,
} from "@skyhire/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { invalidateJobData } from "@/features/jobs/jobQueries";
import { apiRequest } from "@/lib/api";
import type { CardDetails } from "./cardForm";
import { useIdempotentMutation } from "./useIdempotentMutation";

export const PAYMENTS_CONFIG_URL = "/api/payments/config";
export const checkoutUrl = (id: string) => `/api/checkout/${encodeURIComponent(id)}`;

/** GET /api/payments/config: provider, test mode and its cards, today's fee rates. */
export function usePaymentsConfig() {
  return useQuery<PaymentsConfigDto>({ queryKey: [PAYMENTS_CONFIG_URL] });
}

/** GET /api/checkout/{id}: the quote, the fee and the total fixed for this checkout. */
export function useCheckout(id: string | null) {
  return useQuery<CheckoutDto>({ queryKey: [checkoutUrl(id ?? "")], enabled: id !== null });
}

/** POST /api/checkout: starts paying for one pending application (reserves the job 15 min). */
export function useStartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartCheckoutRequest) =>
      apiRequest<CheckoutDto>("POST", "/api/checkout", body),
    onSuccess: (checkout) => queryClient.setQueryData([checkoutUrl(checkout.id)], checkout),
  });
}

/** FNV-1a, cut to 16 bits: tells two cards apart without storing anything that identifies one. */
function shortDigest(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return ((hash >>> 0) & 0xffff).toString(16).padStart(4, "0");
}

/** What the pay call sends: card details to the test provider, a Stripe PaymentMethod id else. */
export type PaymentInput = CardDetails | { paymentMethodId: string };

/** What makes two payment attempts "the same request": never the card number itself. */
export function cardFingerprint(payment: PaymentInput): string {
  if ("paymentMethodId" in payment) return `pm|${payment.paymentMethodId}`;
  const card = payment;
  return [
    card.cardNumber.slice(-4),
    `${card.expMonth}/${card.expYear}`,
    card.name,
    shortDigest(card.cardNumber + card.cvc),
  ].join("|");
}

/**
 * POST /api/checkout/{id}/pay with an Idempotency-Key: a retry of the same card after a lost
 * answer or a processing error reuses the key, so the card is never charged twice.
 */
export function usePayCheckout(
  checkoutId: string,
  done: { onSuccess?: (paid: CheckoutPaidDto) => void } = {},
) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    scope: `checkout:${checkoutId}`,
    fingerprint: cardFingerprint,
    run: (payment: PaymentInput, headers) =>
      apiRequest<CheckoutPaidDto>("POST", `${checkoutUrl(checkoutId)}/pay`, payment, { headers }),
    // Here rather than in mutate(): the paid checkout replaces the form that sent it.
    onSuccess: (paid) => {
      done.onSuccess?.(paid);
      queryClient.setQueryData([checkoutUrl(checkoutId)], paid.checkout);
      void invalidateJobData(queryClient);
      void queryClient.invalidateQueries({ queryKey: ["/api/invoices"] });
    },
  });
}
