import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { SignOutButton } from "@/features/auth/SignOutButton";
import { LandingTopBar } from "@/features/landing/LandingTopBar";
import { browser } from "@/lib/browser";
import { fakePushBrowser, PUSH_ENDPOINT, removeFakePushBrowser } from "@/test/fakePushBrowser";
import { json, mockApi } from "@/test/mockApi";
import { clientSession, renderApp } from "@/test/renderApp";
import { forgetPushOnSignOut } from "./forgetPushOnSignOut";

let goTo: MockInstance<(url: string) => void>;
beforeEach(() => {
  goTo = vi.spyOn(browser, "goTo").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  removeFakePushBrowser();
});

const api = (overrides: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    "DELETE /api/push/subscriptions": () => new Response(null, { status: 204 }),
    "POST /api/auth/logout": () => json({ ok: true }),
    ...overrides,
  });

const calls = (list: { method: string; url: string }[]) => list.map((c) => `${c.method} ${c.url}`);

async function signOutFromDrawer() {
  renderApp(<SignOutButton />, { session: clientSession() });
  await userEvent.click(screen.getByRole("button", { name: "Sign Out" }));
  await waitFor(() => expect(goTo).toHaveBeenCalledWith("/"));
}

describe("signing out of a browser subscribed to pushes", () => {
  it("forgets the subscription on the server and unsubscribes, before the session ends", async () => {
    const { state } = fakePushBrowser({ permission: "granted", subscribed: true });
    const subscription = state.subscription!;
    const made = api();
    await signOutFromDrawer();
    expect(calls(made)).toEqual(["DELETE /api/push/subscriptions", "POST /api/auth/logout"]);
    expect(made[0]!.body).toEqual({ endpoint: PUSH_ENDPOINT });
    expect(subscription.unsubscribe).toHaveBeenCalledOnce();
  });

  it("still signs out when neither the server nor the browser can drop it", async () => {
    const { state } = fakePushBrowser({ permission: "granted", subscribed: true });
    state.subscription!.unsubscribe.mockRejectedValueOnce(new Error("push service down"));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const made = api({
      "DELETE /api/push/subscriptions": () => json({ message: "Boom" }, 500),
    });
    await signOutFromDrawer();
    expect(calls(made)).toEqual(["DELETE /api/push/subscriptions", "POST /api/auth/logout"]);
    expect(warn).toHaveBeenCalled();
  });

  it("makes no extra call when this browser has no subscription", async () => {
    fakePushBrowser({ permission: "granted", subscribed: false });
    const made = api();
    await signOutFromDrawer();
    expect(calls(made)).toEqual(["POST /api/auth/logout"]);
  });

  it("does the same from the landing page before it navigates to /api/logout", async () => {
    const { state } = fakePushBrowser({ permission: "granted", subscribed: true });
    const made = api();
    renderApp(<LandingTopBar />, { session: clientSession() });
    await userEvent.click(screen.getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("/api/logout"));
    expect(calls(made)).toEqual(["DELETE /api/push/subscriptions"]);
    expect(state.subscription!.unsubscribe).toHaveBeenCalledOnce();
  });

  it("gives up on a server that never answers, so the sign-out is not held up", async () => {
    const { state } = fakePushBrowser({ permission: "granted", subscribed: true });
    api({ "DELETE /api/push/subscriptions": () => new Promise<Response>(() => {}) });
    await expect(forgetPushOnSignOut(10)).resolves.toBeUndefined();
    expect(state.subscription!.unsubscribe).toHaveBeenCalledOnce();
  });
});
