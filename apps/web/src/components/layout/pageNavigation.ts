import { flushSync } from "react-dom";
import type { AroundNavHandler } from "wouter";

/**
 * wouter's `aroundNav` for the whole app: a move to another page runs as a view transition, so
 * the leaving page fades and scales out (pageTransition.css) while the new one comes in. Not
 * for a change of the query or hash alone (filters, pagination: the same page), not with
 * prefers-reduced-motion, and not in browsers without view transitions (the page just enters).
 */
export const pageNavigation: AroundNavHandler = (navigate, to, options) => {
  if (!leavesPage(to) || !("startViewTransition" in document) || prefersReducedMotion()) {
    navigate(to, options);
    return;
  }
  // The new page must be in the DOM when the callback returns: the browser snapshots it then.
  document.startViewTransition(() => flushSync(() => navigate(to, options)));
};

function leavesPage(to: string): boolean {
  return new URL(to, window.location.href).pathname !== window.location.pathname;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}
