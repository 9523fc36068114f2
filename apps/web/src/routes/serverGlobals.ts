/**
 * Node only: the first module of the prerender bundle (routes/prerender.tsx imports it first,
 * so it runs before any of the app's modules). It stands in for the few browser globals a first
 * render reads, as a browser with nothing stored draws it: no stored theme, the OS setting
 * light or dark (`drawDark`: a screen each, the theme toggle's icon follows it), not on a page
 * path (lazyPages starts no download), nothing near the viewport yet (below-the-fold sections
 * wait for it: useNearViewport). Used at build time (vite.config.ts) and in the server's render
 * worker (apps/server features/pageRender), never in a browser.
 */
let dark = false;

/** The OS setting the next render reads. */
export function drawDark(value: boolean): void {
  dark = value;
}

const scope = globalThis as Record<string, unknown>;
scope.window = {
  location: { pathname: "", search: "", hash: "" },
  matchMedia: () => ({ matches: dark, addEventListener() {}, removeEventListener() {} }),
};
scope.localStorage = { getItem: () => null, setItem() {}, removeItem() {} };
scope.IntersectionObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
