import { afterEach, describe, expect, it, vi } from "vitest";
import { fakePushBrowser, PUSH_PUBLIC_KEY, removeFakePushBrowser } from "@/test/fakePushBrowser";
import { json, mockApi } from "@/test/mockApi";
import { enablePush } from "./pushClient";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  removeFakePushBrowser();
});

describe("enablePush", () => {
  it("in a browser without push, logs a warning and returns nothing (spec section 8)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const calls = mockApi({});
    await expect(enablePush()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith("Push notifications are not supported in this browser");
    expect(calls).toEqual([]);
  });

  it("posts the browser's subscription to /api/push/subscribe, as given by the browser", async () => {
    const { state } = fakePushBrowser({ answer: "granted" });
    const calls = mockApi({
      "GET /api/push/config": () => json({ publicKey: PUSH_PUBLIC_KEY }),
      "POST /api/push/subscribe": () => json({ id: "s1", endpoint: "e", createdAt: "x" }, 201),
    });
    const subscription = await enablePush();
    expect(subscription).toBe(state.subscription);
    expect(calls.at(-1)).toMatchObject({
      method: "POST",
      url: "/api/push/subscribe",
      body: subscription!.toJSON(),
    });
  });
});
