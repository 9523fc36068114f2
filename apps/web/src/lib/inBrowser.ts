import { useSyncExternalStore } from "react";

const noChanges = () => () => {};

/**
 * False while the server draws a page (routes/prerender.tsx) and while the browser hydrates
 * that drawing; true otherwise, and right after hydration. What depends on the viewer's own
 * clock or time zone (today on a calendar) is drawn only when this is true: the server knows
 * neither, and hydration keeps the server's attributes without checking them, so a "today"
 * drawn on the server's day would stay on the wrong day. A page the browser renders itself
 * reads true from its first render.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
