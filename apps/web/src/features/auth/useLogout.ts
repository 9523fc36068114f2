import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { browser } from "@/lib/browser";
import { forgetSavedData } from "@/features/offline/savedData";
import { forgetPushOnSignOut } from "@/features/push/forgetPushOnSignOut";

/**
 * Spec section 4: the cache is cleared and the browser sent to / whether the call works or not.
 * This browser's push subscription is dropped first, while the session can still delete it;
 * what the account saved on this device for offline reading is removed.
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
      // First, so that clearing the cache writes nothing more for this account.
      forgetSavedData();
      queryClient.clear();
      browser.goTo("/");
    },
  });
}
