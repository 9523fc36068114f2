import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useInBrowser } from "./inBrowser";

function Today() {
  return <p>{useInBrowser() ? "today is the viewer's" : "today comes later"}</p>;
}

describe("useInBrowser", () => {
  it("is false when the server draws, and while the browser hydrates that drawing; true after", async () => {
    const html = renderToString(<Today />);
    expect(html).toContain("today comes later");

    const container = document.createElement("div");
    container.innerHTML = html;
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(container.textContent ?? ""));
    observer.observe(container, { subtree: true, characterData: true, childList: true });
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Today />, { onRecoverableError: (error) => errors.push(error) });
    });
    // Hydration matched the server's drawing (no recoverable error), then the browser's value.
    expect(errors).toEqual([]);
    expect(container.textContent).toBe("today is the viewer's");
    expect(seen.length).toBeGreaterThan(0);
    observer.disconnect();
  });

  it("is true from the first render of a page the browser renders itself", async () => {
    const container = document.createElement("div");
    const root = createRoot(container);
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(container.textContent ?? ""));
    observer.observe(container, { subtree: true, characterData: true, childList: true });
    await act(async () => root.render(<Today />));
    expect(seen).toEqual(["today is the viewer's"]);
    observer.disconnect();
    root.unmount();
  });
});
