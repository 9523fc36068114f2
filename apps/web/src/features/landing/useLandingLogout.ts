import { useState } from "react";
import { browser } from "@/lib/browser";

/** The landing page signs out by navigating to /api/logout (spec section 4), not by a call. */
export function useLandingLogout() {
  const [isPending, setPending] = useState(false);
  return {
    isPending,
    logout() {
      setPending(true);
      browser.goTo("/api/logout");
    },
  };
}
