declare global {
  interface Window {
    /** Set by end-to-end tests (Playwright `addInitScript`) to force a rendering error. */
    __SKYHIRE_TEST_THROW__?: boolean;
  }
}

/**
 * Lets end-to-end tests exercise the error fallback without a special build: while
 * `window.__SKYHIRE_TEST_THROW__ === true` this component throws during render. It is rendered
 * inside the route ErrorBoundary and renders nothing otherwise. Nothing in the app sets the flag.
 */
export function TestCrashTrigger() {
  if (typeof window !== "undefined" && window.__SKYHIRE_TEST_THROW__ === true) {
    throw new Error("Test crash requested via window.__SKYHIRE_TEST_THROW__");
  }
  return null;
}
