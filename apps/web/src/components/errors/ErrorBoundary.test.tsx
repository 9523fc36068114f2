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
