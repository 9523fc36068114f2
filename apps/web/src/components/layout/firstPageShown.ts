import { useEffect, useSyncExternalStore, type ReactNode } from "react";

/**
 * Whether the visit's first page has been drawn, and what waits for it. The real-time socket,
 * the toast area and the service worker are not part of any first screen: loading and running
 * their code before it made a signed-in page's largest paint wait for them (a CPU profile of
 * /dashboard at 4x slowdown: the socket's code and the shared schemas it brings ran before the
 * dashboard's first commit). They start once the first page has committed and the browser is
 * idle, or after SAFETY_MS whatever happens (a page that never renders must not leave a tab
 * without its socket or toasts).
 */
const SAFETY_MS = 4000;

let shown = false;
const listeners = new Set<() => void>();

function markShown(): void {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
}

/** Called when the first page's content (not a loading screen) has committed. */
export function markFirstPageShown(): void {
  if (shown) return;
  const idle = window.requestIdleCallback as typeof window.requestIdleCallback | undefined;
  if (idle) idle(markShown, { timeout: 1000 });
  else setTimeout(markShown, 50);
}

if (typeof window !== "undefined") setTimeout(markShown, SAFETY_MS);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Renders `children` once the first page is drawn and the browser was idle (see above). Only
 * this element re-renders when that happens, not the screen around it.
 */
export function AfterFirstPage({ children }: { children: ReactNode }): ReactNode {
  const afterFirstPage = useSyncExternalStore(
    subscribe,
    () => shown,
    () => false,
  );
  return afterFirstPage ? children : null;
}

/** Runs `start` once, after the first page (see above). */
export function afterFirstPage(start: () => void): void {
  if (shown) return start();
  const listener = () => {
    listeners.delete(listener);
    start();
  };
  listeners.add(listener);
}

/** Rendered beside a page's content: marks the first page shown when that content commits. */
export function FirstPageMark(): null {
  useEffect(markFirstPageShown, []);
  return null;
}
