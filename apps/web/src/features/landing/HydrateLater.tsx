import { Suspense, type ReactNode } from "react";

/**
 * A landing section below the first screen, hydrated in its own pass after the page's first
 * screen (a Suspense boundary, which never shows its empty fallback: nothing in it suspends).
 * The prerendered page (index.html) is on screen meanwhile; splitting the hydration keeps each
 * piece of main-thread work short, so a phone stays responsive while the page comes alive.
 * For sections that do not show the session, which may arrive between the passes.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
