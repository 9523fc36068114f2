import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminCredentials } from "@skyhire/shared";
import { apiRequest } from "@/lib/api";
import { queueViewQuery, type QueueView } from "./queueAddress";

const URL = "/api/admin/credentials";

/**
 * GET /api/admin/credentials: a page of the queue (oldest first) or of the reviewed ones
 * (latest first), by pilot when `q` is set. The page stays on screen while the next loads.
 */
export function useCredentialQueue(view: QueueView) {
  const query = queueViewQuery(view);
  return useQuery<AdminCredentials>({
    queryKey: [query ? `${URL}?${query}` : URL],
    placeholderData: keepPreviousData,
  });
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
