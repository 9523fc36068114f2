import type { EarningsDto, PayoutDto, PayoutListDto, PayoutRequest } from "@skyhire/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useIdempotentMutation } from "@/features/checkout/useIdempotentMutation";
import { apiRequest } from "@/lib/api";

export const EARNINGS_URL = "/api/earnings";
export const EARNINGS_CSV_URL = "/api/earnings.csv";
export const PAYOUTS_URL = "/api/payouts";

/** GET /api/earnings: balance, escrow, paid out, the monthly series and every earning job. */
export function useEarnings() {
  return useQuery<EarningsDto>({ queryKey: [EARNINGS_URL] });
}

/** GET /api/payouts: payout history, newest first, and what can be withdrawn now. */
export function usePayouts() {
  return useQuery<PayoutListDto>({ queryKey: [PAYOUTS_URL] });
}

/**
 * POST /api/payouts with an Idempotency-Key: asking again after a lost answer reuses the key,
 * so the balance is paid out once.
 */
export function useRequestPayout(done: { onSuccess?: (payout: PayoutDto) => void } = {}) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    scope: "payout",
    fingerprint: (body: PayoutRequest) => String(body.amount ?? "all"),
    run: (body: PayoutRequest, headers) =>
      apiRequest<PayoutDto>("POST", PAYOUTS_URL, body, { headers }),
    onSuccess: (payout) => done.onSuccess?.(payout),
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) => queryKey[0] === EARNINGS_URL || queryKey[0] === PAYOUTS_URL,
      }),
  });
}
