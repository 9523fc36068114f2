import { useEffect } from "react";
import { toast } from "@/features/toast/toastStore";

/** Survives the full-page move to / after a deletion, for this tab only. */
const FLAG_KEY = "skyhire-account-deleted";

export function markAccountDeleted(): void {
  try {
    sessionStorage.setItem(FLAG_KEY, "1");
  } catch {
    // Storage refused (private mode): the landing page simply shows no goodbye.
  }
}

/** On the landing page: the goodbye toast, once, right after an account was deleted here. */
export function useAccountDeletedNotice(): void {
  useEffect(() => {
    let deleted = false;
    try {
      deleted = sessionStorage.getItem(FLAG_KEY) === "1";
      sessionStorage.removeItem(FLAG_KEY);
    } catch {
      return;
    }
    if (!deleted) return;
    toast({
      title: "Your account has been deleted",
      description:
        "You're signed out everywhere. Payment records we must keep no longer name you. Thanks for flying with SkyHire.",
    });
  }, []);
}
