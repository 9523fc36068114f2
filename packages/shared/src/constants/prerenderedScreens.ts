/**
 * The public entry pages' first screens, prerendered into index.html at build time as
 * `<template id="prerendered:<path>">` (and `prerendered:<path>:dark`) by apps/web/vite.config.ts.
 * An inline script in the page shows the one for the path being opened; the server sends
 * index.html only where one can show (shell.html, the document without them, elsewhere).
 * The three places read the format from here.
 */
export const PRERENDERED_ID_PREFIX = "prerendered:";

/**
 * The folder of the web build (apps/web/dist) holding the app built for Node, which renders a
 * signed-in page's first screen at request time (apps/server features/pageRender). Never
 * served, never cached by the service worker.
 */
export const SERVER_RENDER_DIR = "server-render";
export const SERVER_RENDER_ENTRY = "prerender.mjs";
export const PRERENDERED_DARK_SUFFIX = ":dark";

const TEMPLATE = new RegExp(
  `<template id="${PRERENDERED_ID_PREFIX}([^"]*)">[\\s\\S]*?</template>`,
  "g",
);

/** The template element's id for a page path in one theme. */
export function prerenderedTemplateId(path: string, dark: boolean): string {
  return `${PRERENDERED_ID_PREFIX}${path}${dark ? PRERENDERED_DARK_SUFFIX : ""}`;
}

/**
 * A page's first screen for each OS theme setting, as the document carries it: the build's
 * public pages (index.html) and the server's signed-in ones alike.
 */
export function prerenderedTemplates(path: string, light: string, dark: string): string {
  return (
    `<template id="${prerenderedTemplateId(path, false)}">${light}</template>` +
    `<template id="${prerenderedTemplateId(path, true)}">${dark}</template>`
  );
}

/**
 * The page path whose prerendered screen may show for a request's URL (path and query, as the
 * server receives it): no trailing slash, "/" for the root. Null for another page opened with a
 * query: its filters (a search on /pilots) could differ from the screen's, so the app renders
 * it itself. index.html's inline script applies the same rule in the browser.
 */
export function prerenderedScreenPath(url: string): string | null {
  const queryStart = url.indexOf("?");
  const pathname = queryStart < 0 ? url : url.slice(0, queryStart);
  const search = queryStart < 0 ? "" : url.slice(queryStart);
  const path = pathname.replace(/\/+$/, "") || "/";
  return path !== "/" && search !== "" && search !== "?" ? null : path;
}

/** The page paths an HTML document carries a prerendered screen for. */
export function prerenderedPathsIn(html: string): Set<string> {
  const ids = [...html.matchAll(TEMPLATE)].map((match) => match[1]!);
  return new Set(
    ids.map((id) =>
      id.endsWith(PRERENDERED_DARK_SUFFIX) ? id.slice(0, -PRERENDERED_DARK_SUFFIX.length) : id,
    ),
  );
}

/** The document without its prerendered screens (shell.html). */
export function withoutPrerenderedScreens(html: string): string {
  return html.replace(TEMPLATE, "");
}

/**
 * Signed-in entry pages whose first screen the server renders for the session it sends with
 * the page (apps/server features/pageRender, through apps/web routes/prerender.tsx `renderPage`):
 * the pages whose first screen needs no data but the session, so the browser's first render,
 * given that session, draws the same markup. The server shows it the same way as a public
 * page's (a template per theme); the web app's main.tsx hydrates it.
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
 * draws them with that data (apps/web routes/entryData.ts, asked of its own API with the visitor's
 * cookie) and hands the data to the page, so the browser's first render, given it, draws the
 * same markup. `visitors`: drawn for someone signed out too. Ids are plain (letters, digits,
 * dashes): anything else is left for the browser to draw and report.
 */
const DRAWN_WITH_DATA = [
  { path: /^\/jobs\/[\w-]+$/, visitors: false },
  { path: /^\/pilots\/[\w-]+$/, visitors: true },
  { path: /^\/messages$/, visitors: false },
];

/**
 * Whether the server draws `path`'s first screen (without its trailing slash) for a visit:
 * the server asks its render worker only then, and the worker checks it again.
 */
export function drawnByServer(path: string, signedIn: boolean): boolean {
  if (signedIn && SIGNED_IN_RENDERED_PATHS.includes(path)) return true;
  return DRAWN_WITH_DATA.some((page) => page.path.test(path) && (signedIn || page.visitors));
}
