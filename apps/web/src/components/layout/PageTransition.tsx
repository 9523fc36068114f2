import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation } from "wouter";
import "./pageTransition.css";

/** Whether a page has been shown since the document loaded (module state: one per load). */
let pageShown = false;
/** Set before the first render when the first page's code is already in (main.tsx). */
let firstPageLoaded = false;

/**
 * The first page's code is in before the app's first render: index.html's prerendered screen
 * of that page is being hydrated (main.tsx), or rendered at build time (routes/prerender.tsx).
 * That page then renders without a Suspense boundary of its own: React hydrates a boundary
 * only after the rest of the app, whose effects have by then started the session request, so
 * the page could meet a session the prerendered screen does not show, and be drawn anew.
 */
export function markFirstPageLoaded(): void {
  firstPageLoaded = true;
}

/**
 * The first page of a visit appears at once, like the HTML it may replace (index.html's
 * prerendered screen, which must not fade out and back in); every page after it fades and
 * scales in (CSS `animate-page-in`). Decided once per page, so re-renders never start it. The
 * frame is also what fades and scales out when a page is left (pageNavigation.ts).
 */
function PageFrame({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [animate] = useState(() => pageShown);
  const [bare] = useState(() => !pageShown && firstPageLoaded);
  useEffect(() => {
    pageShown = true;
  }, []);
  return (
    <div className={animate ? "page-frame animate-page-in" : "page-frame"}>
      {bare ? children : <Suspense fallback={fallback}>{children}</Suspense>}
    </div>
  );
}

/**
 * Re-mounts its content per location so each route after the first fades and scales in (the
 * global reduced-motion rule turns it off), with `fallback` while a page's code loads. New
 * routes start at the top unless a hash is set.
 */
export function PageTransition({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback: ReactNode;
}) {
  const [location] = useLocation();
  const firstLocation = useRef(location);

  useEffect(() => {
    // The document's first page is where the browser put it; scrolling there anyway forced a
    // layout before that page's first paint (seen in a CPU profile of /dashboard).
    if (location === firstLocation.current) return;
    firstLocation.current = "";
    if (!window.location.hash) window.scrollTo({ top: 0 });
  }, [location]);

  return (
    <PageFrame key={location} fallback={fallback}>
      {children}
    </PageFrame>
  );
}
