import { useEffect, useState, type ReactNode } from "react";
import { useLocation } from "wouter";

/** Whether a page has been shown since the document loaded (module state: one per load). */
let pageShown = false;

/**
 * The first page of a visit appears at once, like the HTML it may replace (index.html's
 * prerendered screen, which must not fade out and back in); every page after it fades and
 * scales in (CSS `animate-page-in`). Decided once per page, so re-renders never start it.
 */
function PageFrame({ children }: { children: ReactNode }) {
  const [animate] = useState(() => pageShown);
  useEffect(() => {
    pageShown = true;
  }, []);
  return <div className={animate ? "animate-page-in" : undefined}>{children}</div>;
}

/**
 * Re-mounts its content per location so each route after the first fades and scales in (the
 * global reduced-motion rule turns it off). New routes start at the top unless a hash is set.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const [location] = useLocation();

  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0 });
  }, [location]);

  return <PageFrame key={location}>{children}</PageFrame>;
}
