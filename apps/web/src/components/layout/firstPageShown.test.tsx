import { act, render } from "@testing-library/react";
import { Suspense, use } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Module state is one per page load: each test loads a fresh copy.
async function freshModule() {
  vi.resetModules();
  return import("./firstPageShown");
}

describe("what waits for the first page (socket, toasts, service worker)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("starts once the page's content has committed, not while it is still loading", async () => {
    const { afterFirstPage, FirstPageMark } = await freshModule();
    const started = vi.fn();
    afterFirstPage(started);
    let resolvePage!: () => void;
    const pageCode = new Promise<void>((resolve) => (resolvePage = resolve));
    function Page() {
      use(pageCode);
      return <h1>Dashboard</h1>;
    }
    const screen = await act(async () =>
      render(
        <Suspense fallback={<p>Loading page...</p>}>
          <Page />
          <FirstPageMark />
        </Suspense>,
      ),
    );
    expect(screen.getByText("Loading page...")).toBeTruthy();
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).not.toHaveBeenCalled();

    await act(async () => resolvePage());
    expect(screen.getByRole("heading", { name: "Dashboard" })).toBeTruthy();
    await vi.advanceTimersByTimeAsync(100);
    expect(started).toHaveBeenCalledOnce();
    // Later calls run at once.
    const later = vi.fn();
    afterFirstPage(later);
    expect(later).toHaveBeenCalledOnce();
  });

  it("starts after four seconds even when no page ever renders", async () => {
    const { afterFirstPage } = await freshModule();
    const started = vi.fn();
    afterFirstPage(started);
    await vi.advanceTimersByTimeAsync(3900);
    expect(started).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(started).toHaveBeenCalledOnce();
  });
});
