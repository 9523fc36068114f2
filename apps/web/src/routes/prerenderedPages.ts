/**
 * Public entry pages whose first screen index.html carries prerendered (vite.config.ts). The
 * inline script that shows one marks #root with `data-prerendered`; main.tsx then loads that
 * page's code before the first render, so the first commit draws the same screen instead of a
 * loading fallback.
 */
export const PRERENDERED_PATHS = ["/", "/pilots", "/login", "/register"];

/** The path whose prerendered screen the browser is showing, if any. */
export function prerenderedPath(root: HTMLElement): string | null {
  return root.dataset.prerendered ?? null;
}
