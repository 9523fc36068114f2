import type {
  CapabilitiesRequest,
  ClientProfileRequest,
  PilotProfileRequest,
} from "@skyhire/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { applySessionResponse } from "@/features/auth/sessionCache";
import { apiRequest } from "@/lib/api";

/** A PUT whose answer is the current-user body, which then replaces the cached user. */
function useSessionPut<T>(url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) =>
      applySessionResponse(queryClient, await apiRequest("PUT", url, input)),
  });
}

/** PUT /api/me/capabilities. */
export function useSaveCapabilities() {
  return useSessionPut<CapabilitiesRequest>("/api/me/capabilities");
}

/** PUT /api/profiles/pilot: creates or updates the pilot profile. */
export function useSavePilotProfile() {
  return useSessionPut<PilotProfileRequest>("/api/profiles/pilot");
}

/** PUT /api/profiles/client: creates or updates the client profile. */
export function useSaveClientProfile() {
  return useSessionPut<ClientProfileRequest>("/api/profiles/client");
}
