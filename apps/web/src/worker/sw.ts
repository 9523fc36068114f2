/// <reference lib="webworker" />
// SkyHire's service worker, served at /sw.js with scope / (spec section 7). It precaches the
// app shell and every route chunk of this build (Workbox, manifest injected by vite-plugin-pwa),
// answers navigations with the cached shell when the network is gone, and shows web pushes.
// It never caches API answers: they carry a user's cookie (the page keeps what a person saw,
// per account, in features/offline/savedData.ts).
import { cacheNames, clientsClaim, setCacheNameDetails } from "workbox-core";
import { matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { buildIdOf, type ManifestEntry, PRECACHE_PREFIX, staleCaches } from "./buildCaches";
import { listenForPushes } from "./push";

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: ManifestEntry[] };

const manifest = self.__WB_MANIFEST;
// Named per build: the old build's cache keeps serving the page that still runs it until this
// worker takes over, then goes.
setCacheNameDetails({ prefix: PRECACHE_PREFIX, precache: "build", suffix: buildIdOf(manifest) });
const SHELL = "/index.html";

// A new build takes over as soon as its files are cached; the page then shows the spec's
// update notice (features/push/serviceWorker.ts) and a chunk the old page asks for that is gone
// reloads it once (features/offline/chunkErrors.ts).
self.addEventListener("install", () => void self.skipWaiting());
clientsClaim();

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(staleCaches(names, cacheNames.precache).map((name) => caches.delete(name)));
    })(),
  );
});

precacheAndRoute(manifest);

// Pages come from the server while there is a network (its headers and answers stay the
// source of truth); offline, every in-app path gets the cached shell, which routes itself.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const shell = await matchPrecache(SHELL);
        if (shell) return shell;
        throw error;
      }
    },
    { denylist: [/^\/api\//, /^\/ws/] },
  ),
);

listenForPushes();
