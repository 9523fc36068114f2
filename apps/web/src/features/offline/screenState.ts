import { useQueryClient, type Query } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import { useOnline } from "./onlineStatus";

export type OfflineScreenState = {
  /** Something on screen was never loaded and waits for the connection. */
  needsConnection: boolean;
  /** When the oldest data on screen was fetched (epoch ms), or null when none is shown. */
  savedAt: number | null;
};

/** What the queries the screen is using (those with an observer) say while offline. */
export function offlineScreenState(queries: readonly Query[]): OfflineScreenState {
  let needsConnection = false;
  let savedAt: number | null = null;
  for (const query of queries) {
    if (!query.isActive()) continue;
    const { data, dataUpdatedAt, fetchStatus } = query.state;
    if (data === undefined) {
      if (fetchStatus === "paused") needsConnection = true;
    } else if (dataUpdatedAt > 0) {
      savedAt = savedAt === null ? dataUpdatedAt : Math.min(savedAt, dataUpdatedAt);
    }
  }
  return { needsConnection, savedAt };
}

/** The screen's offline state, or null while online. */
export function useOfflineScreenState(): OfflineScreenState | null {
  const online = useOnline();
  const cache = useQueryClient().getQueryCache();
  // The snapshot is a string so that React sees a change only when the answer changes.
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const snapshot = useSyncExternalStore(
    subscribe,
    () => (online ? "" : JSON.stringify(offlineScreenState(cache.getAll()))),
    () => "",
  );
  return snapshot ? (JSON.parse(snapshot) as OfflineScreenState) : null;
}

/** "10:42 AM" today, "Nov 24, 10:42 AM" before. */
export function savedTimeLabel(savedAt: number, now = Date.now()): string {
  const saved = new Date(savedAt);
  const sameDay = saved.toDateString() === new Date(now).toDateString();
  return new Intl.DateTimeFormat(undefined, {
    ...(sameDay ? {} : { month: "short", day: "numeric" }),
    hour: "numeric",
    minute: "2-digit",
  }).format(saved);
}
