import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "@skyhire/shared";
import type { ReactNode } from "react";
import type { ToastVariant } from "@/components/ui/toast";

export type ToastItem = {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  open: boolean;
};

export type ToastState = { toasts: ToastItem[] };

export type ToastAction =
  | { type: "ADD"; toast: ToastItem }
  | { type: "UPDATE"; toast: Partial<ToastItem> & { id: string } }
  | { type: "DISMISS"; toastId?: string }
  | { type: "REMOVE"; toastId?: string };

/**
 * Pure state transitions. New toasts go first and the list is cut to TOAST_LIMIT, so only one
 * is ever visible (spec section 9). Dismiss closes (for the exit animation); remove deletes.
 */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case "ADD":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "UPDATE":
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case "DISMISS":
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case "REMOVE":
      return {
        toasts:
          action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

type Listener = (state: ToastState) => void;

/** A tiny store outside React so any module (mutations, auth flows) can raise a toast. */
export function createToastStore(removeDelayMs: number = TOAST_REMOVE_DELAY_MS) {
  let state: ToastState = { toasts: [] };
  let counter = 0;
  const listeners = new Set<Listener>();
  const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

  function dispatch(action: ToastAction) {
    state = toastReducer(state, action);
    listeners.forEach((listener) => listener(state));
  }

  // Dismissed toasts stay in state until this delay passes, then they are removed.
  function scheduleRemoval(id: string) {
    if (removeTimers.has(id)) return;
    removeTimers.set(
      id,
      setTimeout(() => {
        removeTimers.delete(id);
        dispatch({ type: "REMOVE", toastId: id });
      }, removeDelayMs),
    );
  }

  function dismiss(toastId?: string) {
    const ids = toastId === undefined ? state.toasts.map((t) => t.id) : [toastId];
    ids.forEach(scheduleRemoval);
    dispatch({ type: "DISMISS", toastId });
  }

  function toast(input: Omit<ToastItem, "id" | "open">) {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = String(counter);
    dispatch({ type: "ADD", toast: { ...input, id, open: true } });
    return { id, dismiss: () => dismiss(id) };
  }

  return {
    toast,
    dismiss,
    getState: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The app-wide store. */
export const toastStore = createToastStore();
export const toast = toastStore.toast;
