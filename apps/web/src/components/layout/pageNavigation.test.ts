import { afterEach, describe, expect, it, vi } from "vitest";
import { pageNavigation } from "./pageNavigation";

/** jsdom has no view transitions: a stand-in that runs the update at once. */
function stubViewTransitions() {
  const start = vi.fn((update: () => void) => update());
  Object.defineProperty(document, "startViewTransition", { configurable: true, value: start });
  return start;
}

function stubReducedMotion(reduce: boolean) {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query) =>
      ({ matches: reduce && query === "(prefers-reduced-motion: reduce)" }) as MediaQueryList,
  );
}

afterEach(() => {
  Reflect.deleteProperty(document, "startViewTransition");
  vi.restoreAllMocks();
  window.history.replaceState(null, "", "/");
});

describe("pageNavigation", () => {
  it("moves to another page inside a view transition, so the old page can fade out", () => {
    const start = stubViewTransitions();
    stubReducedMotion(false);
    const navigate = vi.fn();
    pageNavigation(navigate, "/pilots", { replace: false });
    expect(start).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith("/pilots", { replace: false });
  });

  it("changes only the query of the same page without a transition", () => {
    window.history.replaceState(null, "", "/pilots");
    const start = stubViewTransitions();
    stubReducedMotion(false);
    const navigate = vi.fn();
    pageNavigation(navigate, "/pilots?service=wedding");
    expect(start).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith("/pilots?service=wedding", undefined);
  });

  it("with prefers-reduced-motion, just navigates", () => {
    const start = stubViewTransitions();
    stubReducedMotion(true);
    const navigate = vi.fn();
    pageNavigation(navigate, "/login");
    expect(start).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledOnce();
  });

  it("in a browser without view transitions, just navigates", () => {
    stubReducedMotion(false);
    const navigate = vi.fn();
    pageNavigation(navigate, "/login");
    expect(navigate).toHaveBeenCalledWith("/login", undefined);
  });
});
