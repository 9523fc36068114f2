import { useSyncExternalStore } from "react";
import { toastStore } from "./toastStore";

/** The current toasts plus the functions to raise and dismiss them. */
export function useToast() {
  const state = useSyncExternalStore(toastStore.subscribe, toastStore.getState);
  return { ...state, toast: toastStore.toast, dismiss: toastStore.dismiss };
}
