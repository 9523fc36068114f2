import { onlineManager } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";

/**
 * TanStack Query's onlineManager follows the browser's `online`/`offline` events but starts out
 * assuming a connection: a page loaded offline would then run its queries, fail and retry them.
 * It starts from `navigator.onLine` instead, so queries pause at once and resume when back.
 */
export function startFromBrowserOnlineState(): void {
  if (typeof navigator !== "undefined" && typeof navigator.onLine === "boolean") {
    onlineManager.setOnline(navigator.onLine);
  }
  offlineSinceLoad = !onlineManager.isOnline();
  onlineManager.subscribe((online) => {
    if (!online) offlineSinceLoad = true;
  });
}

let offlineSinceLoad = false;

/**
 * Whether this page has been offline since it loaded: what it shows may then be saved copies,
 * which the first connection to the server must refresh (features/realtime).
 */
export function wasOfflineSinceLoad(): boolean {
  return offlineSinceLoad;
}

export function isOnline(): boolean {
  return onlineManager.isOnline();
}

/** Whether the browser has a connection, re-rendering when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
}
