import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { browser } from "@/lib/browser";

/** Spec section 4: the cache is cleared and the browser sent to / whether the call works or not. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/auth/logout"),
    onError: (error) => console.error("Logout failed; signing out locally anyway.", error),
    onSettled: () => {
      queryClient.clear();
      browser.goTo("/");
    },
  });
}
