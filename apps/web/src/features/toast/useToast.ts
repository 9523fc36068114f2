import { useSyncExternalStore } from "react";
import { toastStore, type ToastState } from "./toastStore";

// No toast has been raised on a page the server draws, nor while the browser hydrates it.
const NO_TOASTS: ToastState = { toasts: [] };

/** The current toasts plus the functions to raise and dismiss them. */
export function useToast() {
  const state = useSyncExternalStore(toastStore.subscribe, toastStore.getState, () => NO_TOASTS);
  return { ...state, toast: toastStore.toast, dismiss: toastStore.dismiss };
}
