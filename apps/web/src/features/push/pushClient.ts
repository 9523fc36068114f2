import type { PushConfig, PushSubscriptionItem } from "@skyhire/shared";
import { ApiError, apiRequest } from "@/lib/api";
import { isAppleMobile, isStandalone } from "@/lib/device";

/** Where this browser stands with push notifications, before any choice is made. */
export type PushSupport =
  | "supported"
  /** No service worker, Push API or Notification API. */
  | "unsupported"
  /** iPhone and iPad deliver pushes only to apps added to the Home Screen. */
  | "needs-home-screen";

export function pushSupport(): PushSupport {
  const supported =
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window;
  if (supported) return "supported";
  if (typeof window !== "undefined" && isAppleMobile() && !isStandalone()) {
    return "needs-home-screen";
  }
  return "unsupported";
}

/** The user's answer to the notification prompt so far: "default" means not asked (or dismissed). */
export function notificationPermission(): NotificationPermission {
  return "Notification" in window ? Notification.permission : "denied";
}

/** The user blocked notifications (now or earlier); only the browser's settings can undo it. */
export class PushPermissionDeniedError extends Error {
  override name = "PushPermissionDeniedError";
}
/** The user closed the prompt without answering. */
export class PushPermissionDismissedError extends Error {
  override name = "PushPermissionDismissedError";
}
/** The browser could not subscribe (no push service reachable, e.g. headless Chromium). */
export class PushSubscribeError extends Error {
  override name = "PushSubscribeError";
}

const REGISTRATION_TIMEOUT_MS = 5_000;

/** The service worker (/sw.js) the pushes arrive at; registered at start-up, or here. */
async function serviceWorker(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration("/");
  const registration =
    existing ?? (await navigator.serviceWorker.register("/sw.js", { scope: "/" }));
  if (registration.active) return registration;
  // A worker still installing: wait for it to be ready, but not forever.
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) =>
      setTimeout(
        () => reject(new PushSubscribeError("The service worker did not start in time.")),
        REGISTRATION_TIMEOUT_MS,
      ),
    ),
  ]);
}

/** The push subscription this browser holds for the app, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== "supported") return null;
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The VAPID key as the Push API wants it. */
export function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const held = subscription.options?.applicationServerKey;
  if (!held) return true;
  const bytes = new Uint8Array(held);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

/**
 * Tells the server about this browser's subscription (an upsert: safe to repeat), at the path
 * the spec's client posts to (section 7); /api/push/subscriptions is the same operation.
 */
export function saveSubscription(subscription: PushSubscription): Promise<PushSubscriptionItem> {
  return apiRequest<PushSubscriptionItem>("POST", "/api/push/subscribe", subscription.toJSON());
}

/**
 * Asks permission, subscribes this browser with the server's public key and saves the
 * subscription for the signed-in user. In a browser without push it logs a warning and returns
 * nothing (spec section 8), so a caller never has to catch for that case.
 */
export async function enablePush(): Promise<PushSubscription | undefined> {
  if (pushSupport() !== "supported") {
    console.warn("Push notifications are not supported in this browser");
    return undefined;
  }
  const permission = await Notification.requestPermission();
  if (permission === "denied") throw new PushPermissionDeniedError("Notifications are blocked.");
  if (permission !== "granted") {
    throw new PushPermissionDismissedError("Notifications were not allowed.");
  }
  const { publicKey } = await apiRequest<PushConfig>("GET", "/api/push/config");
  const key = applicationServerKey(publicKey);

  let subscription: PushSubscription;
  try {
    const registration = await serviceWorker();
    const existing = await registration.pushManager.getSubscription();
    // A subscription made with another key (the server's keys changed) cannot be used.
    if (existing && !sameKey(existing, key)) await existing.unsubscribe();
    subscription =
      existing && sameKey(existing, key)
        ? existing
        : await registration.pushManager.subscribe({
            userVisibleOnly: true,
            applicationServerKey: key,
          });
  } catch (error) {
    if (error instanceof PushSubscribeError) throw error;
    console.warn("Push subscription failed", error);
    throw new PushSubscribeError(error instanceof Error ? error.message : String(error));
  }
  await saveSubscription(subscription);
  return subscription;
}

/** Unsubscribes this browser and forgets it on the server. */
export async function disablePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  try {
    await apiRequest("DELETE", "/api/push/subscriptions", { endpoint: subscription.endpoint });
  } catch (error) {
    // Already forgotten (the push service said it was gone): nothing left to delete.
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  await subscription.unsubscribe();
}
