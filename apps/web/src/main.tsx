import { startTransition, StrictMode, useEffect, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./App";
import { afterFirstPage } from "./components/layout/firstPageShown";
import { markFirstPageLoaded } from "./components/layout/PageTransition";
import { userQueryOptions } from "./features/auth/authQueries";
import { takePageSession } from "./features/auth/pageSession";
import { listenForInstallOffers } from "./features/install/installOffer";
import { importInBackground } from "./features/offline/backgroundImport";
import { startSavedData } from "./features/offline/savedData";
import { afterQueriesSettle } from "./lib/afterQueriesSettle";
import { queryClient } from "./lib/queryClient";
import { prefetchEntryData } from "./routes/entryData";
import { preloadEntryPage } from "./routes/lazyPages";
import { takePageData } from "./routes/pageData";
import { prerenderedPath } from "./routes/prerenderedPages";
import "./index.css";

// Before the first render: Chromium may offer installation at any moment after load.
listenForInstallOffers();

const root = document.getElementById("root");
if (!root) throw new Error("index.html is missing #root");
const container = root;

// Offline, the screens show what this account saw last time (before the first render).
startSavedData(queryClient);

/** Runs `onCommit` once the app's first render is on screen (a wrapper: no DOM of its own). */
function FirstCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

// index.html may be showing this page's prerendered first screen (routes/prerender.tsx),
// inert until the app takes it over. The app then hydrates it: it must render the same page,
// not the loading fallback, so it waits for the page's code first (already downloading:
// index.html preloads it).
// A signed-in page's HTML carries its session (the server's features/auth/pageSession.ts), and
// may carry that page's first screen drawn for it, with the data drawn in it: both go in the
// cache before either render.
const pageSession = takePageSession();
if (pageSession) queryClient.setQueryData(userQueryOptions.queryKey, pageSession);
takePageData(queryClient);
const prerendered = prerenderedPath(container);
if (prerendered) {
  const interactive = () => container.removeAttribute("inert");
  void preloadEntryPage(prerendered).then(() => {
    markFirstPageLoaded();
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page (the screen is already drawn meanwhile).
    startTransition(() => {
      hydrateRoot(
        container,
        <FirstCommit onCommit={interactive}>
          <StrictMode>
            <App />
          </StrictMode>
        </FirstCommit>,
      );
    });
  });
} else {
  // A page that depends on who is signed in: without the session in its HTML, ask now, while
  // React builds the first render, instead of once that render has been committed.
  if (!pageSession) void queryClient.prefetchQuery(userQueryOptions);
  prefetchEntryData(queryClient, window.location.pathname);
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The service worker (offline copy, pushes) is fetched once the first page is drawn, the
// document has loaded and the page's data has arrived, never competing with any of them (or
// when back online, if lost meanwhile): installing, it downloads the whole build.
const startServiceWorker = () =>
  afterFirstPage(() =>
    afterQueriesSettle(queryClient, () => {
      importInBackground(() => import("./features/push/serviceWorker")).then(
        (m) => m.registerServiceWorker(),
        (error: unknown) => console.error("The service worker could not be loaded", error),
      );
    }),
  );
if (document.readyState === "complete") startServiceWorker();
else window.addEventListener("load", startServiceWorker, { once: true });
