/**
 * Public entry pages whose first screen index.html carries prerendered (vite.config.ts). The
 * inline script that shows one marks #root with `data-prerendered`; main.tsx then loads that
 * page's code before the first render, so the first commit draws the same screen instead of a
 * loading fallback.
 */
export const PRERENDERED_PATHS = ["/", "/pilots", "/login", "/register"];

/**
 * Signed-in entry pages whose first screen the server renders for the session it sends with
 * the page (apps/server features/pageRender, through routes/prerender.tsx `renderSignedIn`):
 * the pages whose first screen needs no data but the session, so the browser's first render,
 * given that session, draws the same markup. The server shows it the same way as a public
 * page's (a template per theme); main.tsx hydrates it.
 */
export const SIGNED_IN_RENDERED_PATHS = [
  "/dashboard",
  "/pilot-dashboard",
  "/client-dashboard",
  "/job-board",
];

/** The path whose prerendered screen the browser is showing, if any. */
export function prerenderedPath(root: HTMLElement): string | null {
  return root.dataset.prerendered ?? null;
}
