import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import { App } from "@/App";
import { markFirstPageLoaded } from "@/components/layout/PageTransition";
import { preloadEntryPage } from "./lazyPages";

export { PRERENDERED_PATHS } from "./prerenderedPages";

/**
 * Build time only (vite.config.ts, `prerenderPublicPages`, which runs it in Node with the few
 * browser globals the first render reads stubbed): the HTML of the app's first render on a
 * public entry page, as the browser's first render draws it for a visitor with no stored
 * theme: session and searches still loading, lazy parts below the fold as their placeholders.
 * index.html shows it until the app has run, and main.tsx hydrates it, so the first paint no
 * longer waits for the JavaScript and the app does not build the page's DOM a second time.
 *
 * The tree is main.tsx's (StrictMode, App) inside a router fixed on the path, so hydration
 * finds the same markup and the same ids.
 */
export async function prerender(path: string): Promise<string> {
  // Loaded first so the page renders itself, not the Suspense fallback (main.tsx waits for it
  // too before hydrating).
  await preloadEntryPage(path);
  markFirstPageLoaded();
  return renderToString(
    <Router ssrPath={path}>
      <StrictMode>
        <App />
      </StrictMode>
    </Router>,
  );
}
