import { afterEach, describe, expect, it, vi } from "vitest";
import { registerServiceWorker } from "./serviceWorker";

function fakeContainer(register: () => Promise<unknown>) {
  const old = { unregister: vi.fn(async () => true) };
  const listeners: Record<string, (event: MessageEvent) => void> = {};
  const container = {
    register: vi.fn(register),
    getRegistrations: vi.fn(async () => [old]),
    addEventListener: vi.fn((type: string, listener: (event: MessageEvent) => void) => {
      listeners[type] = listener;
    }),
  };
  Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: container });
  return { container, old, listeners };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("registerServiceWorker", () => {
  it("registers /sw.js with scope /", async () => {
    const registration = { addEventListener: vi.fn() };
    const { container, old } = fakeContainer(async () => registration);
    await registerServiceWorker({ enabled: true });
    expect(container.register).toHaveBeenCalledWith("/sw.js", { scope: "/" });
    expect(old.unregister).not.toHaveBeenCalled();
  });

  it("logs a failed registration, removes existing registrations and carries on", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { old } = fakeContainer(async () => {
      throw new Error("SecurityError");
    });
    await expect(registerServiceWorker({ enabled: true })).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith("Service worker registration failed", expect.any(Error));
    expect(old.unregister).toHaveBeenCalledOnce();
  });

  it("tries again once back online when it failed offline", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const registration = { addEventListener: vi.fn() };
    const { container } = fakeContainer(async () => {
      throw new TypeError("An unknown error occurred when fetching the script.");
    });
    await registerServiceWorker({ enabled: true });
    expect(container.register).toHaveBeenCalledOnce();

    container.register.mockImplementation(async () => registration);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event("online"));
    await vi.waitFor(() => expect(container.register).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(registration.addEventListener).toHaveBeenCalled());
    window.dispatchEvent(new Event("online"));
    expect(container.register).toHaveBeenCalledTimes(2); // once, not on every return
  });

  it("gives up after 5 seconds", async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { old } = fakeContainer(() => new Promise(() => undefined));
    const done = registerServiceWorker({ enabled: true });
    await vi.advanceTimersByTimeAsync(5_000);
    await done;
    expect(error).toHaveBeenCalledWith(
      "Service worker registration failed",
      expect.objectContaining({ message: "Service worker registration timed out" }),
    );
    expect(old.unregister).toHaveBeenCalledOnce();
  });

  it("opens the link of a clicked push in this tab, in-app paths only", async () => {
    const { listeners } = fakeContainer(async () => ({ addEventListener: vi.fn() }));
    await registerServiceWorker({ enabled: true });
    const onMessage = listeners.message!;
    onMessage(new MessageEvent("message", { data: { type: "navigate", link: "/jobs/42" } }));
    expect(window.location.pathname).toBe("/jobs/42");
    onMessage(
      new MessageEvent("message", { data: { type: "navigate", link: "//evil.example/x" } }),
    );
    onMessage(
      new MessageEvent("message", { data: { type: "navigate", link: "https://evil.example" } }),
    );
    expect(window.location.pathname).toBe("/jobs/42");
  });

  it("does nothing on the development server", async () => {
    const { container } = fakeContainer(async () => ({}));
    await registerServiceWorker({ enabled: false });
    expect(container.register).not.toHaveBeenCalled();
  });
});
