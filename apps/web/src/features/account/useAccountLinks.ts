import { useMutation, useQueryClient } from "@tanstack/react-query";
import { applySessionResponse } from "@/features/auth/sessionCache";
import { apiRequest } from "@/lib/api";
import { browser } from "@/lib/browser";

/** POST /api/auth/link-account, then the browser goes to the provider to confirm. */
export function useLinkAccount() {
  return useMutation({
    mutationFn: (provider: string) =>
      apiRequest<{ redirectUrl?: string }>("POST", "/api/auth/link-account", { provider }),
    onSuccess: ({ redirectUrl }) => {
      if (redirectUrl) browser.goTo(redirectUrl);
    },
  });
}

/** DELETE /api/auth/unlink-account/:provider; the answer is the refreshed current user. */
export function useUnlinkAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (provider: string) => {
      const body = await apiRequest(
        "DELETE",
        `/api/auth/unlink-account/${encodeURIComponent(provider)}`,
      );
      return applySessionResponse(queryClient, body);
    },
  });
}
