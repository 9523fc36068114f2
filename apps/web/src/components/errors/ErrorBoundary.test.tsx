import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./ErrorBoundary";
import { TestCrashTrigger } from "./TestCrashTrigger";

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  delete window.__SKYHIRE_TEST_THROW__;
  vi.restoreAllMocks();
});

function Page() {
  return (
    <>
      <TestCrashTrigger />
      <p>Page content</p>
    </>
  );
}

describe("ErrorBoundary", () => {
  it("shows the fallback on a rendering error and logs it", () => {
    window.__SKYHIRE_TEST_THROW__ = true;
    render(
      <ErrorBoundary>
        <Page />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "An unexpected error occurred. This has been logged and our team will investigate.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText("Page content")).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(
      "Rendering error caught by ErrorBoundary:",
      expect.any(Error),
      expect.anything(),
    );
  });

  it("Try Again clears the error and renders the children again", async () => {
    window.__SKYHIRE_TEST_THROW__ = true;
    render(
      <ErrorBoundary>
        <Page />
      </ErrorBoundary>,
    );
    window.__SKYHIRE_TEST_THROW__ = false;
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(screen.getByText("Page content")).toBeInTheDocument();
    expect(screen.queryByText("Something went wrong")).not.toBeInTheDocument();
  });

  it("Reload Page reloads", async () => {
    window.__SKYHIRE_TEST_THROW__ = true;
    const onReload = vi.fn();
    render(
      <ErrorBoundary onReload={onReload}>
        <Page />
      </ErrorBoundary>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Reload Page" }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it("recovers when the reset key (location) changes", () => {
    window.__SKYHIRE_TEST_THROW__ = true;
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <Page />
      </ErrorBoundary>,
    );
    window.__SKYHIRE_TEST_THROW__ = false;
    rerender(
      <ErrorBoundary resetKey="/b">
        <Page />
      </ErrorBoundary>,
    );
    expect(screen.getByText("Page content")).toBeInTheDocument();
  });

  it("renders children untouched without the test flag", () => {
    render(
      <ErrorBoundary>
        <Page />
      </ErrorBoundary>,
    );
    expect(screen.getByText("Page content")).toBeInTheDocument();
  });
});

describe("a screen whose code cannot be downloaded", () => {
  const chunkError = new TypeError(
    "Failed to fetch dynamically imported module: http://localhost/assets/JobsPage-x.js",
  );
  function Unloadable(): never {
    throw chunkError;
  }
  afterEach(() => sessionStorage.clear());

  it("offline, says it needs a connection instead of the error fallback", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const onReload = vi.fn();
    render(
      <ErrorBoundary onReload={onReload}>
        <Unloadable />
      </ErrorBoundary>,
    );
    expect(screen.getByText("You're offline: this needs a connection")).toBeInTheDocument();
    expect(screen.queryByText("Something went wrong")).not.toBeInTheDocument();
    expect(onReload).not.toHaveBeenCalled();
  });

  it("online, reloads the page once, then shows the fallback", () => {
    const onReload = vi.fn();
    const first = render(
      <ErrorBoundary onReload={onReload}>
        <Unloadable />
      </ErrorBoundary>,
    );
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(screen.getByText("Loading page...")).toBeInTheDocument();
    first.unmount();

    // The reloaded page fails again: no loop.
    render(
      <ErrorBoundary onReload={onReload}>
        <Unloadable />
      </ErrorBoundary>,
    );
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
  });
});
