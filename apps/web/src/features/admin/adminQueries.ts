import type {
  AdminDisputeDetail,
  AdminLedgerDto,
  adminDisputesPageSchema,
  ResolveDisputeRequest,
} from "@skyhire/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { useIdempotentMutation } from "@/features/checkout/useIdempotentMutation";
import { invalidateJobData } from "@/features/jobs/jobQueries";
import { apiRequest } from "@/lib/api";

export type AdminDisputesPage = z.infer<typeof adminDisputesPageSchema>;
export type DisputeFilter = "open" | "resolved" | "all";

const ADMIN_DISPUTES_URL = "/api/admin/disputes";
export const ADMIN_LEDGER_URL = "/api/admin/ledger";
const disputeUrl = (id: string) => `${ADMIN_DISPUTES_URL}/${encodeURIComponent(id)}`;

/** GET /api/admin/disputes: open ones first (oldest waiting first), then resolved ones. */
export function useAdminDisputes(status: DisputeFilter, page: number) {
  return useQuery<AdminDisputesPage>({
    queryKey: [`${ADMIN_DISPUTES_URL}?status=${status}&page=${page}`],
  });
}

/** GET /api/admin/disputes/{id}: job, parties, money, files, evidence, history. */
export function useAdminDispute(id: string) {
  return useQuery<AdminDisputeDetail>({ queryKey: [disputeUrl(id)] });
}

/** GET /api/admin/ledger: whether the books balance and where the money sits. */
export function useAdminLedger() {
  return useQuery<AdminLedgerDto>({ queryKey: [ADMIN_LEDGER_URL] });
}

/**
 * POST /api/admin/disputes/{id}/resolve with an Idempotency-Key: a retry after a lost answer
 * reuses the key, so the escrow is split once.
 */
export function useResolveDispute(
  id: string,
  done: { onSuccess?: (detail: AdminDisputeDetail) => void } = {},
) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    scope: `resolve:${id}`,
    fingerprint: (body: ResolveDisputeRequest) => `${body.payoutOfPriceCents}|${body.note}`,
    run: (body: ResolveDisputeRequest, headers) =>
      apiRequest<AdminDisputeDetail>("POST", `${disputeUrl(id)}/resolve`, body, { headers }),
    // Here rather than in mutate(): the resolved dispute replaces the panel that resolved it.
    onSuccess: (detail) => {
      done.onSuccess?.(detail);
      queryClient.setQueryData([disputeUrl(id)], detail);
    },
    onSettled: () => {
      void invalidateJobData(queryClient);
      return queryClient.invalidateQueries({
        predicate: ({ queryKey }) => {
          const url = String(queryKey[0]);
          return url.startsWith(ADMIN_DISPUTES_URL) || url === ADMIN_LEDGER_URL;
        },
      });
    },
  });
}
