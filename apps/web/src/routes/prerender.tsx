import "./serverGlobals";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import { App } from "@/App";
import { markFirstPageLoaded } from "@/components/layout/PageTransition";
import { userQueryOptions, toAuthSession } from "@/features/auth/authQueries";
import { queryClient } from "@/lib/queryClient";
import { preloadEntryPage } from "./lazyPages";
import { SIGNED_IN_RENDERED_PATHS } from "./prerenderedPages";
import { drawDark } from "./serverGlobals";

export { PRERENDERED_PATHS } from "./prerenderedPages";

/**
 * Node only. The HTML of the app's first render on an entry page, as the browser's first render
 * draws it: lazy parts below the fold as their placeholders, data still loading. index.html (or
 * the page the server sends) shows it until the app has run, and main.tsx hydrates it, so the
 * first paint no longer waits for the JavaScript and the app does not build the page's DOM a
 * second time. A screen for each OS theme setting: [light, dark].
 *
 * The tree is main.tsx's (StrictMode, App) inside a router fixed on the path, so hydration
 * finds the same markup and the same ids.
 */
async function renderScreens(path: string, before: () => void): Promise<[string, string]> {
  // Loaded first so the page renders itself, not the Suspense fallback (main.tsx waits for it
  // too before hydrating).
  await preloadEntryPage(path);
  markFirstPageLoaded();
  const draw = (dark: boolean) => {
    drawDark(dark);
    before();
    return renderToString(
      <Router ssrPath={path}>
        <StrictMode>
          <App />
        </StrictMode>
      </Router>,
    );
  };
  // Both in one synchronous stretch: no other render can change the shared query cache between.
  return [draw(false), draw(true)];
}

/**
 * Build time (vite.config.ts, `prerenderPublicPages`): a public entry page as a visitor's first
 * render draws it (no session yet, searches pending).
 */
export function prerender(path: string): Promise<[string, string]> {
  return renderScreens(path, () => queryClient.clear());
}

/**
 * At request time, in the server's render worker (apps/server features/pageRender): a signed-in
 * entry page's first screen for the session the page carries (`sessionAnswer`, what
 * GET /api/auth/user answers, which main.tsx puts in the cache before hydrating). The page's
 * own data is still loading in it, as in the browser's first render. Null for a path that is
 * not rendered here or a session the app would not accept.
 */
export async function renderSignedIn(
  path: string,
  sessionAnswer: unknown,
): Promise<[string, string] | null> {
  const session = toAuthSession(sessionAnswer);
  if (!session || !SIGNED_IN_RENDERED_PATHS.includes(path)) return null;
  return renderScreens(path, () => {
    queryClient.clear();
    queryClient.setQueryData(userQueryOptions.queryKey, session);
  });
}
