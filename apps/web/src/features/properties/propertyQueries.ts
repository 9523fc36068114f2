import type { PropertyDto, PropertyRequest, PropertySummary } from "@skyhire/shared";
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { PROPERTIES_KEY } from "@/features/jobs/jobQueries";
import { apiRequest } from "@/lib/api";

export const PROPERTY_SUMMARY_KEY = ["/api/properties/summary"];
const propertyUrl = (id: string) => `/api/properties/${encodeURIComponent(id)}`;

/** GET /api/properties: the client's properties, each with its jobs. */
export function useProperties() {
  return useQuery<PropertyDto[]>({ queryKey: PROPERTIES_KEY });
}

/** GET /api/properties/summary (spec section 3 "Property summary"). */
export function usePropertySummary() {
  return useQuery<PropertySummary>({ queryKey: PROPERTY_SUMMARY_KEY });
}

/** The list and the summary both change with any property change. */
function refreshProperties(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      typeof queryKey[0] === "string" && queryKey[0].startsWith("/api/properties"),
  });
}

function usePropertyMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => refreshProperties(queryClient) });
}

/** POST /api/properties */
export function useCreateProperty() {
  return usePropertyMutation((input: PropertyRequest) =>
    apiRequest<PropertyDto>("POST", "/api/properties", input),
  );
}

/** PATCH /api/properties/{id} */
export function useUpdateProperty() {
  return usePropertyMutation(({ id, patch }: { id: string; patch: PropertyRequest }) =>
    apiRequest<PropertyDto>("PATCH", propertyUrl(id), patch),
  );
}

/** DELETE /api/properties/{id}: the jobs stay, unlinked. */
export function useDeleteProperty() {
  return usePropertyMutation((id: string) => apiRequest<void>("DELETE", propertyUrl(id)));
}
