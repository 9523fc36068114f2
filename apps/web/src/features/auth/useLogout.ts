import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

/** Browser navigation is its own function so tests can observe it. */
export const browser = {
  goTo(url: string) {
    window.location.assign(url);
  },
};

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
