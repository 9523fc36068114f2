import "./serverGlobals";
import { StrictMode, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { Router } from "wouter";
import { App } from "@/App";
import { markFirstPageLoaded } from "@/components/layout/PageTransition";
import { drawnByServer } from "@skyhire/shared";
import type { QueryKey } from "@tanstack/react-query";
import { userQueryOptions, toAuthSession } from "@/features/auth/authQueries";
import { unwrapData } from "@/lib/api";
import { queryClient } from "@/lib/queryClient";
import { entryDataKeys } from "./entryData";
import { preloadEntryPage } from "./lazyPages";
import { drawDark } from "./serverGlobals";

export { PRERENDERED_PATHS } from "./prerenderedPages";

/**
 * Node only. The HTML of the app's first render on an entry page, as the browser's first render
 * draws it: the data it was given, everything else still loading, lazy parts as their
 * placeholders (`renderToString`) or drawn (`drawWhole`). index.html (or the page the server
 * sends) shows it until the app has run, and main.tsx hydrates it, so the first paint no longer
 * waits for the JavaScript and the app does not build the page's DOM a second time. A screen
 * for each OS theme setting: [light, dark].
 *
 * The tree is main.tsx's (StrictMode, App) inside a router fixed on the path, so hydration
 * finds the same markup and the same ids.
 */
async function renderScreens<Screen>(
  path: string,
  before: () => void,
  draw: (app: () => ReactElement) => Screen | Promise<Screen>,
): Promise<[Screen, Screen]> {
  // Loaded first so the page renders itself, not the Suspense fallback (main.tsx waits for it
  // too before hydrating).
  await preloadEntryPage(path);
  markFirstPageLoaded();
  const app = () => (
    <Router ssrPath={path}>
      <StrictMode>
        <App />
      </StrictMode>
    </Router>
  );
  const drawIn = (dark: boolean) => {
    drawDark(dark);
    before();
    return draw(app);
  };
  return [await drawIn(false), await drawIn(true)];
}

// What renderToString leaves where a part suspended (its code not loaded yet): a boundary the
// browser must render itself, which hydration reports as an error (#419) and draws again.
const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";

/**
 * The page with its lazy parts drawn: when one was still without its code, React's static
 * renderer is run once for nothing but to load the code of every part it meets (React keeps a
 * lazy part's loaded module), and the page is drawn again. Null when a part still did not
 * draw (it waits for something else): the browser then draws the page.
 */
async function drawWhole(app: () => ReactElement): Promise<string | null> {
  const first = renderToString(app());
  if (!first.includes(CLIENT_RENDERED_BOUNDARY)) return first;
  const { prelude } = await prerenderToNodeStream(app(), { signal: AbortSignal.timeout(500) });
  prelude.resume();
  const again = renderToString(app());
  return again.includes(CLIENT_RENDERED_BOUNDARY) ? null : again;
}

// One request-time drawing at a time: each sets the shared query cache and theme it draws
// with, and a whole page's drawing waits for code.
let drawing: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = drawing.then(work, work);
  drawing = turn.catch(() => undefined);
  return turn;
}

/**
 * Build time (vite.config.ts, `prerenderPublicPages`): a public entry page as a visitor's first
 * render draws it (no session yet, searches pending).
 */
export function prerender(path: string): Promise<[string, string]> {
  return renderScreens(
    path,
    () => queryClient.clear(),
    (app) => renderToString(app()),
  );
}

/** A page drawn at request time: its screens, and the data drawn in them for its cache. */
export type DrawnPage = { screens: [string, string]; data: [QueryKey, unknown][] };

/**
 * At request time, in the server's render worker (apps/server features/pageRender): an entry
 * page's first screen for the session the page carries (`sessionAnswer`, what
 * GET /api/auth/user answers, which main.tsx puts in the cache before hydrating; null for a
 * visitor), with the page's own first data where it has some (routes/entryData.ts), which
 * `load` asks the API for as the browser would (its JSON body, or undefined when it did not
 * answer 200). That data goes with the page for main.tsx to put in the cache too; any other
 * data is still loading in the screens, as in the browser's first render. Null for a path not
 * drawn here, a session the app would not accept or data that did not come.
 */
export async function renderPage(
  path: string,
  sessionAnswer: unknown,
  load: (url: string) => Promise<unknown>,
): Promise<DrawnPage | null> {
  const session = sessionAnswer === null ? null : toAuthSession(sessionAnswer);
  if (sessionAnswer !== null && !session) return null;
  if (!drawnByServer(path, session !== null)) return null;
  const keys = entryDataKeys(path);
  const answers = await Promise.all(keys.map((key) => load(key.map(String).join("/"))));
  if (answers.some((answer) => answer === undefined)) return null;
  const data = keys.map((key, i): [QueryKey, unknown] => [key, unwrapData(answers[i])]);
  const before = () => {
    queryClient.clear();
    if (session) queryClient.setQueryData(userQueryOptions.queryKey, session);
    for (const [key, value] of data) queryClient.setQueryData(key, value);
  };
  const [light, dark] = await oneAtATime(() => renderScreens(path, before, drawWhole));
  return light === null || dark === null ? null : { screens: [light, dark], data };
}
