/// <reference lib="webworker" />
// Web pushes: show them, open their link when clicked, keep the subscription when the browser
// replaces it. The server sends { title, body, link, tag } (apps/server/src/features/push/payload.ts).

declare let self: ServiceWorkerGlobalScope;

const ICON = "/icons/icon-192x192.png";
const BADGE = "/icons/badge-72x72.png";
const FALLBACK_LINK = "/notifications";

/** Only paths of this app: a push must never send the user to another site. */
function inAppLink(link: unknown): string {
  return typeof link === "string" && link.startsWith("/") && !link.startsWith("//")
    ? link
    : FALLBACK_LINK;
}

type PushBody = { title?: unknown; body?: unknown; link?: unknown; tag?: unknown };

function readPush(data: PushMessageData | null): PushBody {
  if (!data) return {};
  try {
    return data.json() as PushBody;
  } catch {
    return { body: data.text() };
  }
}

export function listenForPushes(): void {
  self.addEventListener("push", (event) => {
    const push = readPush(event.data);
    const options: NotificationOptions & { renotify?: boolean } = {
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
    const data = event.notification.data as { link?: unknown } | null;
    const link = inAppLink(data?.link);
    const url = new URL(link, self.location.origin).href;
    event.waitUntil(
      (async () => {
        const tabs = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
        const same = tabs.find((tab) => tab.url === url);
        if (same) return same.focus();
        const tab = tabs.find((t) => new URL(t.url).origin === self.location.origin);
        if (tab) {
          // The open tab moves to the link itself (features/push/serviceWorker.ts), no reload.
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
    const change = event as ExtendableEvent & {
      oldSubscription?: PushSubscription | null;
      newSubscription?: PushSubscription | null;
    };
    change.waitUntil(
      (async () => {
        const old = change.oldSubscription ?? null;
        const fresh =
          change.newSubscription ??
          (old
            ? await self.registration.pushManager.subscribe({
                userVisibleOnly: true,
                applicationServerKey: old.options.applicationServerKey,
              })
            : null);
        const send = (method: string, body: unknown) =>
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
}
