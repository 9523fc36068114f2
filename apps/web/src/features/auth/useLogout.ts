import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { browser } from "@/lib/browser";
import { forgetPushOnSignOut } from "@/features/push/forgetPushOnSignOut";

/**
 * Spec section 4: the cache is cleared and the browser sent to / whether the call works or not.
 * This browser's push subscription is dropped first, while the session can still delete it.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await forgetPushOnSignOut();
      return apiRequest("POST", "/api/auth/logout");
    },
    onError: (error) => console.error("Logout failed; signing out locally anyway.", error),
    onSettled: () => {
      queryClient.clear();
      browser.goTo("/");
    },
  });
}
