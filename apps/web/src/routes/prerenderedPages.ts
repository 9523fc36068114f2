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

/**
 * Entry pages whose first screen is their own data (the job, the pilot's profile, the
 * conversation list; never an open conversation, whose address has a query): the server
 * draws them with that data (routes/entryData.ts, asked of its own API with the request's
 * cookie) and hands the data to the page, so the browser's first render, given it, draws the
 * same markup. `visitors`: drawn for someone signed out too. Ids are plain (letters, digits,
 * dashes): anything else is left for the browser to draw and report.
 */
const DRAWN_WITH_DATA = [
  { path: /^\/jobs\/[\w-]+$/, visitors: false },
  { path: /^\/pilots\/[\w-]+$/, visitors: true },
  { path: /^\/messages$/, visitors: false },
];

/** Whether the server draws `path`'s first screen (without its trailing slash) for a visit. */
export function drawnByServer(path: string, signedIn: boolean): boolean {
  if (signedIn && SIGNED_IN_RENDERED_PATHS.includes(path)) return true;
  return DRAWN_WITH_DATA.some((page) => page.path.test(path) && (signedIn || page.visitors));
}

/** The path whose prerendered screen the browser is showing, if any. */
export function prerenderedPath(root: HTMLElement): string | null {
  return root.dataset.prerendered ?? null;
}
