import { useState } from "react";
import { forgetSavedData } from "@/features/offline/savedData";
import { forgetPushOnSignOut } from "@/features/push/forgetPushOnSignOut";
import { browser } from "@/lib/browser";

/** The landing page signs out by navigating to /api/logout (spec section 4), not by a call. */
export function useLandingLogout() {
  const [isPending, setPending] = useState(false);
  return {
    isPending,
    logout() {
      setPending(true);
      // What the account saved for offline reading goes at once, whatever the server answers.
      forgetSavedData();
      // The push subscription goes first, while the session can still delete it; never fails.
      void forgetPushOnSignOut().then(() => browser.goTo("/api/logout"));
    },
  };
}
