import { PRODUCT_NAME } from "@skyhire/shared";
import { navigate } from "wouter/use-browser-location";

/** Spec section 9: registration gives up after 5 s. */
const REGISTRATION_TIMEOUT_MS = 5_000;

export const UPDATE_NOTICE = {
  title: `${PRODUCT_NAME} Updated`,
  body: "New features are available! Refresh to get the latest version.",
};

/**
 * Registers /sw.js with scope / (spec section 7), which shows pushes. A registration that
 * fails or takes over 5 s is logged, every registration is removed and the app goes on
 * without one (spec section 8). One that failed while the browser was offline (the network
 * lost before the worker's script came) is tried again once it is back online: that worker
 * is what keeps the app's offline copy. Not on the Vite dev server, whose reloads a worker
 * would outlive.
 */
export async function registerServiceWorker({
  enabled = !import.meta.env.DEV,
}: { enabled?: boolean } = {}): Promise<void> {
  if (!enabled || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker.addEventListener("message", followWorkerNavigation);
  await register();
}

async function register(): Promise<void> {
  try {
    const registration = await Promise.race([
      navigator.serviceWorker.register("/sw.js", { scope: "/" }),
      new Promise<never>((_, reject) =>
        setTimeout(
          () => reject(new Error("Service worker registration timed out")),
          REGISTRATION_TIMEOUT_MS,
        ),
      ),
    ]);
    watchForUpdates(registration);
  } catch (error) {
    console.error("Service worker registration failed", error);
    const registrations = await navigator.serviceWorker.getRegistrations().catch(() => []);
    await Promise.all(registrations.map((r) => r.unregister().catch(() => false)));
    if (!navigator.onLine) window.addEventListener("online", () => void register(), { once: true });
  }
}

/** A click on a push opens its link in this tab (sw.js asks): an in-app move, no reload. */
function followWorkerNavigation(event: MessageEvent) {
  const data = event.data as { type?: string; link?: unknown } | null;
  if (data?.type !== "navigate" || typeof data.link !== "string") return;
  if (!data.link.startsWith("/") || data.link.startsWith("//")) return;
  navigate(data.link);
}

/**
 * Spec section 4, update notice: a new worker installed while an old one controls the page,
 * and notifications are allowed: say so; a click reloads.
 */
function watchForUpdates(registration: ServiceWorkerRegistration) {
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state !== "installed" || !navigator.serviceWorker.controller) return;
      if (!("Notification" in window) || Notification.permission !== "granted") return;
      try {
        const notice = new Notification(UPDATE_NOTICE.title, {
          body: UPDATE_NOTICE.body,
          icon: "/icons/icon-192x192.png",
        });
        notice.onclick = () => window.location.reload();
      } catch {
        // Android Chrome shows notifications only through the worker; the notice is a nicety.
      }
    });
  });
}
