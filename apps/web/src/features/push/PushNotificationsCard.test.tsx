import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, mockApi } from "@/test/mockApi";
import { clientSession, renderApp } from "@/test/renderApp";
import { PUSH_PROBLEM_TEXT, PUSH_TEXT, PushNotificationsCard } from "./PushNotificationsCard";
import {
  fakePushBrowser as fakeBrowser,
  removeFakePushBrowser,
  PUSH_ENDPOINT as ENDPOINT,
  PUSH_PUBLIC_KEY as PUBLIC_KEY,
} from "@/test/fakePushBrowser";
import { applicationServerKey } from "./pushClient";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  removeFakePushBrowser();
});

const api = (overrides: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    "GET /api/push/config": () => json({ publicKey: PUBLIC_KEY }),
    "POST /api/push/subscribe": () =>
      json({ id: "s1", endpoint: ENDPOINT, createdAt: "2026-05-10T00:00:00.000Z" }, 201),
    "DELETE /api/push/subscriptions": () => new Response(null, { status: 204 }),
    ...overrides,
  });

function renderCard() {
  renderApp(<PushNotificationsCard />, { path: "/notifications", session: clientSession() });
  return screen.getByRole("switch", { name: "Push notifications" });
}

describe("Push notifications switch", () => {
  it("says so in a browser without push support, and cannot be turned on", async () => {
    const calls = api();
    const toggle = renderCard();
    expect(await screen.findByText(PUSH_TEXT.unsupported)).toBeInTheDocument();
    expect(toggle).toBeDisabled();
    expect(toggle).not.toBeChecked();
    expect(calls).toEqual([]);
  });

  it("on iPhone outside the Home Screen app, explains how to get pushes", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1",
    );
    api();
    const toggle = renderCard();
    expect(await screen.findByText(PUSH_TEXT["needs-home-screen"])).toBeInTheDocument();
    expect(toggle).toBeDisabled();
  });

  it("asks permission, subscribes with the server's key and saves the subscription", async () => {
    const { pushManager } = fakeBrowser();
    const calls = api();
    const toggle = renderCard();
    expect(await screen.findByText(PUSH_TEXT.off)).toBeInTheDocument();

    await userEvent.click(toggle);
    expect(await screen.findByText(PUSH_TEXT.on)).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(Notification.requestPermission).toHaveBeenCalledOnce();
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(PUBLIC_KEY),
    });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      "GET /api/push/config",
      "POST /api/push/subscribe",
    ]);
    expect(calls[1]!.body).toEqual({
      endpoint: ENDPOINT,
      expirationTime: null,
      keys: { p256dh: "B-key", auth: "auth" },
    });
  });

  it("explains how to unblock when the user blocks notifications", async () => {
    const { pushManager } = fakeBrowser({ answer: "denied" });
    const calls = api();
    const toggle = renderCard();
    await screen.findByText(PUSH_TEXT.off);
    await userEvent.click(toggle);
    expect(await screen.findByText(PUSH_TEXT.denied)).toBeInTheDocument();
    expect(toggle).toBeDisabled();
    expect(toggle).not.toBeChecked();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it("shows the blocked state straight away when notifications were blocked before", async () => {
    fakeBrowser({ permission: "denied" });
    api();
    const toggle = renderCard();
    expect(await screen.findByText(PUSH_TEXT.denied)).toBeInTheDocument();
    expect(toggle).toBeDisabled();
  });

  it("stays off when the prompt is closed without an answer, and may ask again", async () => {
    fakeBrowser({ answer: "default" });
    api();
    const toggle = renderCard();
    await screen.findByText(PUSH_TEXT.off);
    await userEvent.click(toggle);
    expect(await screen.findByText(PUSH_PROBLEM_TEXT.dismissed)).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeEnabled();
  });

  it("says plainly when the browser cannot reach a push service (headless Chromium)", async () => {
    fakeBrowser({ subscribeFails: true });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const calls = api();
    const toggle = renderCard();
    await screen.findByText(PUSH_TEXT.off);
    await userEvent.click(toggle);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      PUSH_PROBLEM_TEXT["subscribe-failed"],
    );
    expect(toggle).not.toBeChecked();
    expect(calls.map((c) => c.method)).not.toContain("POST");
    warn.mockRestore();
  });

  it("reports a subscription the server could not save", async () => {
    fakeBrowser();
    api({ "POST /api/push/subscribe": () => json({ message: "Boom" }, 500) });
    const toggle = renderCard();
    await screen.findByText(PUSH_TEXT.off);
    await userEvent.click(toggle);
    expect(await screen.findByRole("alert")).toHaveTextContent(PUSH_PROBLEM_TEXT["save-failed"]);
    expect(toggle).not.toBeChecked();
  });

  it("shows on for a subscribed browser; off unsubscribes and forgets it on the server", async () => {
    const { state } = fakeBrowser({ permission: "granted", subscribed: true });
    const subscription = state.subscription!;
    const calls = api();
    const toggle = renderCard();
    expect(await screen.findByText(PUSH_TEXT.on)).toBeInTheDocument();
    expect(toggle).toBeChecked();
    // Saved again in passing, in case the server lost it.
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(["POST /api/push/subscribe"]),
    );

    await userEvent.click(toggle);
    expect(await screen.findByText(PUSH_TEXT.off)).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      method: "DELETE",
      url: "/api/push/subscriptions",
      body: { endpoint: ENDPOINT },
    });
    expect(subscription.unsubscribe).toHaveBeenCalledOnce();
  });
});

describe("applicationServerKey", () => {
  it("decodes URL-safe base64 without padding", () => {
    expect([...applicationServerKey("_-8")]).toEqual([255, 239]);
    expect(applicationServerKey(PUBLIC_KEY)).toHaveLength(65);
  });
});
