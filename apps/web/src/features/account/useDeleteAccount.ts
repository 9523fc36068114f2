import type { DeleteAccountRequest } from "@skyhire/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { forgetSavedData } from "@/features/offline/savedData";
import { currentSubscription } from "@/features/push/pushClient";
import { apiRequest } from "@/lib/api";
import { browser } from "@/lib/browser";
import { markAccountDeleted } from "./accountDeletedNotice";

/** Drops this browser's push subscription locally (the server already deleted its row). */
async function unsubscribePush(): Promise<void> {
  try {
    await (await currentSubscription())?.unsubscribe();
  } catch (error) {
    console.warn("Could not unsubscribe this browser from pushes", error);
  }
}

/**
 * POST /api/account/delete. Once it succeeds the account is gone and every session with it:
 * this browser forgets what it saved for the account, then lands on / with a goodbye toast.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteAccountRequest) => apiRequest("POST", "/api/account/delete", body),
    onSuccess: async () => {
      await unsubscribePush();
      forgetSavedData();
      queryClient.clear();
      markAccountDeleted();
      browser.goTo("/");
    },
  });
}
