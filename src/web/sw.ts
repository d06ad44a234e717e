/// <reference lib="webworker" />
/* Hogaria's service worker, built by vite-plugin-pwa with Workbox (ADR 010; push: issue 10,
 * docs/notifications.md).
 * - Code: every script and style of the build is precached, so any signed-in route opens
 *   without a network, also one never visited on this device.
 * - Pages: every signed-in route answers the same app shell; its newest copy is kept.
 * - Data: the answers of the household's API reads are kept (network first, the last copy
 *   without a network), so every screen shows what it last showed. Writes never pass through
 *   here: the offline outbox (src/web/lib/outbox.ts) keeps and replays them.
 * - Push: shows reminders and opens the page they are about. */
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

const shellCache = "hogaria-shell-v3";
const dataCache = "hogaria-data-v3";
const assetCache = "hogaria-assets-v3";
const ownCaches = [shellCache, dataCache, assetCache];

/** Public pages are prerendered, each its own HTML (ADR 004); every signed-in route answers the
 * same app shell, kept under this URL. */
const appShellUrl = "/shopping";
const prerenderedPaths = /^\/(demo|auth|legal\/.*|ayuda|desarrolladores)?$/;
/** API reads that are not a screen's data: live streams, downloads, files, other people's
 * calendar apps. */
const notKept = /^\/api\/(live|files|calendar\/feed|settings\/export|auth\/(?!get-session$))/;

const offlinePage = `<!doctype html><html lang="es"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="#0f766e">
<title>Sin conexión — Hogaria</title>
<style>body{font-family:system-ui,sans-serif;max-width:480px;margin:64px auto;padding:0 16px;color:#1f2937;text-align:center}
h1{color:#0f766e;font-size:24px}a{display:inline-block;margin-top:16px;background:#0f766e;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none}</style>
</head><body><main><img src="/icons/icon-192.png" width="96" height="96" alt="">
<h1>Sin conexión</h1><p>No hay internet en este momento. Puedes ver la última lista de compras que abriste en este dispositivo.</p>
<a href="/shopping">Ver la lista de compras</a></main></body></html>`;

const html = (body: string) =>
  new Response(body, { headers: { "content-type": "text/html; charset=utf-8" } });

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener("install", (event) => {
  // The shell is there for the first offline visit even if no signed-in page was opened since.
  event.waitUntil(
    caches
      .open(shellCache)
      .then((cache) => cache.add(appShellUrl))
      .catch(() => {})
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      // The hand-written worker's caches (hogaria-*-v2) and any older ones.
      for (const name of await caches.keys()) {
        if (name.startsWith("hogaria-") && !ownCaches.includes(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  // Signing out or in: the previous member's household data must not stay on the device.
  if (event.data?.type === "clear-data") event.waitUntil(caches.delete(dataCache));
});

registerRoute(
  ({ url }) => url.pathname === "/offline",
  async () => html(offlinePage),
);

registerRoute(
  new NavigationRoute(async ({ request }) => {
    try {
      const response = await fetch(request);
      const isShell = !prerenderedPaths.test(new URL(request.url).pathname);
      if (isShell && response.ok && response.headers.get("content-type")?.includes("text/html")) {
        const copy = response.clone();
        void caches.open(shellCache).then((cache) => cache.put(appShellUrl, copy));
      }
      return response;
    } catch {
      return (await caches.match(appShellUrl, { cacheName: shellCache })) ?? html(offlinePage);
    }
  }),
);

registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin &&
    request.method === "GET" &&
    url.pathname.startsWith("/api/") &&
    !notKept.test(url.pathname),
  new NetworkFirst({
    cacheName: dataCache,
    // A basement with one bar of signal: the last copy after 6 s, the network's answer kept.
    networkTimeoutSeconds: 6,
    plugins: [
      {
        cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
        handlerDidError: async () =>
          new Response(
            JSON.stringify({ error: { code: "OFFLINE", message: "Sin conexión a internet" } }),
            { status: 503, headers: { "content-type": "application/json; charset=utf-8" } },
          ),
      },
    ],
  }),
);

// Scripts not precached (public pages'): their names carry a hash, so a kept copy is right.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
  new CacheFirst({ cacheName: assetCache }),
);

interface PushMessage {
  title: string;
  body: string;
  link: string;
  tag?: string;
}

self.addEventListener("push", (event) => {
  let message: PushMessage = { title: "Hogaria", body: "", link: "/dashboard" };
  try {
    message = { ...message, ...(event.data?.json() as Partial<PushMessage>) };
  } catch {
    if (event.data) message.body = event.data.text();
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      lang: "es",
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { link: message.link },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const link: string = event.notification.data?.link ?? "/dashboard";
  const target = new URL(link.startsWith("/") ? link : "/dashboard", self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(target);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
