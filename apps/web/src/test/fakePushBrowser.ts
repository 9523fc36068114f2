import { vi } from "vitest";
import { applicationServerKey } from "@/features/push/pushClient";

// A real VAPID public key shape: 65 bytes, 0x04 first.
export const PUSH_PUBLIC_KEY = `BN${"A".repeat(85)}`;
export const PUSH_ENDPOINT = "https://fcm.googleapis.com/fcm/send/device-1";

export class FakeSubscription {
  readonly endpoint = PUSH_ENDPOINT;
  readonly options: { applicationServerKey: ArrayBuffer };
  unsubscribe = vi.fn(async () => true);
  constructor(key: Uint8Array) {
    this.options = { applicationServerKey: key.slice().buffer };
  }
  toJSON() {
    return {
      endpoint: this.endpoint,
      expirationTime: null,
      keys: { p256dh: "B-key", auth: "auth" },
    };
  }
}

export interface FakeBrowser {
  /** What Notification.permission says before anything is asked. */
  permission?: NotificationPermission;
  /** The user's answer to the prompt. */
  answer?: NotificationPermission;
  subscribed?: boolean;
  /** Headless Chromium has no push service: subscribe() rejects. */
  subscribeFails?: boolean;
}

/** Stubs the Notification, Push and Service Worker APIs the way a browser offers them. */
export function fakePushBrowser({
  permission = "default",
  answer = "granted",
  subscribed = false,
  subscribeFails = false,
}: FakeBrowser = {}) {
  const state = {
    permission,
    subscription: subscribed ? new FakeSubscription(applicationServerKey(PUSH_PUBLIC_KEY)) : null,
  };
  const pushManager = {
    getSubscription: vi.fn(async () => state.subscription),
    subscribe: vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
      if (subscribeFails) {
        throw new DOMException("Registration failed - push service not available", "AbortError");
      }
      state.subscription = new FakeSubscription(options.applicationServerKey);
      return state.subscription;
    }),
  };
  const registration = { active: {}, pushManager };
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: {
      getRegistration: vi.fn(async () => registration),
      register: vi.fn(async () => registration),
      ready: Promise.resolve(registration),
    },
  });
  vi.stubGlobal("PushManager", class {});
  vi.stubGlobal("Notification", {
    get permission() {
      return state.permission;
    },
    requestPermission: vi.fn(async () => {
      state.permission = answer;
      return answer;
    }),
  });
  return { state, pushManager };
}

/** Takes the stubbed service worker away again (the globals go with vi.unstubAllGlobals). */
export function removeFakePushBrowser() {
  Reflect.deleteProperty(navigator, "serviceWorker");
}
