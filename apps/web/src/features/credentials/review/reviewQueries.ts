import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminCredentials } from "@skyhire/shared";
import { apiRequest } from "@/lib/api";

export type QueueFilter = "pending" | "reviewed";
const URL = "/api/admin/credentials";

/** GET /api/admin/credentials: the queue (oldest first) or the latest reviewed. */
export function useCredentialQueue(status: QueueFilter) {
  return useQuery<AdminCredentials>({ queryKey: [`${URL}?status=${status}`] });
}

export const adminDocumentUrl = (id: string) => `${URL}/${encodeURIComponent(id)}/document`;

type Decision = { id: string; approve: true } | { id: string; approve: false; reason: string };

/** POST /api/admin/credentials/{id}/approve or /reject; the queue is read again after. */
export function useReviewCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      decision.approve
        ? apiRequest<null>("POST", `${URL}/${encodeURIComponent(decision.id)}/approve`)
        : apiRequest<null>("POST", `${URL}/${encodeURIComponent(decision.id)}/reject`, {
            reason: decision.reason,
          }),
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) => String(queryKey[0]).startsWith(URL),
      }),
  });
}
