import type { EquipmentItem, EquipmentPatch, EquipmentRequest } from "@skyhire/shared";
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { USER_QUERY_KEY } from "@/features/auth/authQueries";
import { apiRequest } from "@/lib/api";

export const EQUIPMENT_KEY = ["/api/equipment"] as const;
const equipmentUrl = (id: string) => `/api/equipment/${encodeURIComponent(id)}`;

/** GET /api/equipment: the pilot's whole kit, main items first. */
export function useEquipment(options: { enabled?: boolean } = {}) {
  return useQuery<EquipmentItem[]>({ queryKey: EQUIPMENT_KEY, enabled: options.enabled ?? true });
}

/**
 * Everything that shows the kit: the list and main kit, the profile builder, the current user
 * (the checklist counts items) and public profiles.
 */
export function refreshEquipment(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({
      predicate: ({ queryKey }) =>
        typeof queryKey[0] === "string" &&
        (queryKey[0].startsWith("/api/equipment") ||
          queryKey[0].startsWith("/api/profiles/pilot") ||
          queryKey[0].startsWith("/api/pilots/")),
    }),
    queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  ]);
}

function useEquipmentMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => refreshEquipment(queryClient) });
}

/** POST /api/equipment */
export function useAddEquipment() {
  return useEquipmentMutation((input: EquipmentRequest) =>
    apiRequest<EquipmentItem>("POST", "/api/equipment", input),
  );
}

/** PATCH /api/equipment/{id} */
export function useUpdateEquipment() {
  return useEquipmentMutation(({ id, patch }: { id: string; patch: EquipmentPatch }) =>
    apiRequest<EquipmentItem>("PATCH", equipmentUrl(id), patch),
  );
}

/** DELETE /api/equipment/{id} */
export function useRemoveEquipment() {
  return useEquipmentMutation((id: string) => apiRequest<void>("DELETE", equipmentUrl(id)));
}
