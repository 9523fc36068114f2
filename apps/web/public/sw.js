// SkyHire's service worker: shows web pushes and opens their link when clicked. It does not
// cache or intercept requests (no fetch handler), so the app always loads from the network.

const ICON = "/icons/icon-192x192.png";
const BADGE = "/icons/badge-72x72.png";
const FALLBACK_LINK = "/notifications";

self.addEventListener("install", () => {
  // Nothing to precache: take over from an older worker at once.
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

/** Only paths of this app: a push must never send the user to another site. */
function inAppLink(link) {
  return typeof link === "string" && link.startsWith("/") && !link.startsWith("//")
    ? link
    : FALLBACK_LINK;
}

function readPush(data) {
  if (!data) return {};
  try {
    return data.json();
  } catch {
    return { body: data.text() };
  }
}

// The server sends { title, body, link, tag } (apps/server/src/features/push/payload.ts).
self.addEventListener("push", (event) => {
  const push = readPush(event.data);
  const options = {
    body: typeof push.body === "string" ? push.body : "",
    icon: ICON,
    badge: BADGE,
    data: { link: inAppLink(push.link) },
  };
  if (typeof push.tag === "string" && push.tag) {
    // Replaces the earlier notice about the same thing, and still alerts.
    options.tag = push.tag;
    options.renotify = true;
  }
  const title = typeof push.title === "string" && push.title ? push.title : "SkyHire";
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const link = inAppLink(event.notification.data && event.notification.data.link);
  const url = new URL(link, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const same = tabs.find((tab) => tab.url === url);
      if (same) return same.focus();
      const tab = tabs.find((t) => new URL(t.url).origin === self.location.origin);
      if (tab) {
        // The open tab moves to the link itself (serviceWorker.ts), without a reload.
        const focused = await tab.focus();
        focused.postMessage({ type: "navigate", link });
        return focused;
      }
      return self.clients.openWindow(url);
    })(),
  );
});

// The browser replaced the subscription (expired or rotated): save the new one for the same
// user, and forget the old one.
self.addEventListener("pushsubscriptionchange", (event) => {
  event.waitUntil(
    (async () => {
      const old = event.oldSubscription;
      const fresh =
        event.newSubscription ||
        (old &&
          (await self.registration.pushManager.subscribe({
            userVisibleOnly: true,
            applicationServerKey: old.options.applicationServerKey,
          })));
      const send = (method, body) =>
        fetch(`/api/push/subscriptions`, {
          method,
          credentials: "include",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify(body),
        });
      if (fresh) await send("POST", fresh.toJSON());
      if (old && (!fresh || old.endpoint !== fresh.endpoint)) {
        await send("DELETE", { endpoint: old.endpoint });
      }
    })(),
  );
});
