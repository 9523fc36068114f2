import type { CrmClientDetail, CrmClientList, CrmDetailsRequest, CrmNote } from "@skyhire/shared";
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

const detailUrl = (id: string) => `/api/crm/clients/${encodeURIComponent(id)}`;

/** GET /api/crm/clients?...: the URL is the key; the last list stays up while the next loads. */
export function useCrmClients(url: string) {
  return useQuery<CrmClientList>({ queryKey: [url], placeholderData: keepPreviousData });
}

/** GET /api/crm/clients/{id}: the relationship, its history and the pilot's notes. */
export function useCrmClient(id: string) {
  return useQuery<CrmClientDetail>({ queryKey: [detailUrl(id)], enabled: id !== "" });
}

/** A note or a tag changes counts and sorting in the list as well as the panel. */
function refreshCrm(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      typeof queryKey[0] === "string" && queryKey[0].startsWith("/api/crm/"),
  });
}

function useCrmMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => refreshCrm(queryClient) });
}

/** POST /api/crm/clients/{id}/notes */
export function useAddNote(clientId: string) {
  return useCrmMutation((body: string) =>
    apiRequest<CrmNote>("POST", `${detailUrl(clientId)}/notes`, { body }),
  );
}

/** PATCH /api/crm/notes/{id} */
export function useEditNote() {
  return useCrmMutation(({ id, body }: { id: string; body: string }) =>
    apiRequest<CrmNote>("PATCH", `/api/crm/notes/${encodeURIComponent(id)}`, { body }),
  );
}

/** DELETE /api/crm/notes/{id} */
export function useDeleteNote() {
  return useCrmMutation((id: string) =>
    apiRequest<void>("DELETE", `/api/crm/notes/${encodeURIComponent(id)}`),
  );
}

/** PUT /api/crm/clients/{id}/details */
export function useSaveDetails(clientId: string) {
  return useCrmMutation((input: CrmDetailsRequest) =>
    apiRequest<CrmDetailsRequest>("PUT", `${detailUrl(clientId)}/details`, input),
  );
}
