/* Hogaria's service worker (issue 10, docs/notifications.md).
 * - App shell: the page and its hashed assets are kept, so the app opens without a network.
 * - Offline data: the last answers of a few read-only API calls (session, me, shopping list) are
 *   kept and served when the network is gone, so the shopping list can be read in the shop.
 * - Push: shows reminders and opens the page they are about. */

const version = "v2";
const shellCache = `hogaria-shell-${version}`;
const assetCache = `hogaria-assets-${version}`;
const dataCache = `hogaria-data-${version}`;
const caches_ = [shellCache, assetCache, dataCache];

/** Public pages are prerendered, each its own HTML (ADR 004); every signed-in route answers the
 * same app shell, which is the one page kept for offline use, under this URL. */
const appShellUrl = "/shopping";
const prerenderedPaths = /^\/(demo|auth|legal\/.*|ayuda|desarrolladores)?$/;
const shellFiles = [appShellUrl, "/manifest.webmanifest", "/favicon.svg", "/icons/icon-192.png"];
/** GET /api/… answers kept for offline reading (network first, then the last copy). */
const offlineReadable = [/^\/api\/auth\/get-session$/, /^\/api\/me$/, /^\/api\/shopping(\/.*)?$/];

const offlinePage = `<!doctype html><html lang="es"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="#0f766e">
<title>Sin conexión — Hogaria</title>
<style>body{font-family:system-ui,sans-serif;max-width:480px;margin:64px auto;padding:0 16px;color:#1f2937;text-align:center}
h1{color:#0f766e;font-size:24px}a{display:inline-block;margin-top:16px;background:#0f766e;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none}</style>
</head><body><main><img src="/icons/icon-192.png" width="96" height="96" alt="">
<h1>Sin conexión</h1><p>No hay internet en este momento. Puedes ver la última lista de compras que abriste en este dispositivo.</p>
<a href="/shopping">Ver la lista de compras</a></main></body></html>`;

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(shellCache);
      await cache.addAll(shellFiles);
      // The shell's scripts and styles, found in the page itself (their names carry a hash).
      const page = await (await cache.match(appShellUrl)).text();
      const assets = [...page.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
      await (await caches.open(assetCache)).addAll(assets);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("hogaria-") && !caches_.includes(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  // Signing out or in: the previous member's household data must not stay on the device.
  if (event.data?.type === "clear-data") event.waitUntil(caches.delete(dataCache));
});

const offlineJson = () =>
  new Response(JSON.stringify({ error: { code: "OFFLINE", message: "Sin conexión a internet" } }), {
    status: 503,
    headers: { "content-type": "application/json; charset=utf-8" },
  });

async function networkFirst(request, cacheName, fallback) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      caches.open(cacheName).then((cache) => cache.put(request, copy));
    }
    return response;
  } catch {
    return (await caches.match(request, { cacheName })) ?? fallback();
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    caches.open(assetCache).then((cache) => cache.put(request, copy));
  }
  return response;
}

async function navigation(request) {
  try {
    const response = await fetch(request);
    // Every signed-in route answers the same shell: keep the newest copy.
    const isShell = !prerenderedPaths.test(new URL(request.url).pathname);
    if (isShell && response.ok && response.headers.get("content-type")?.includes("text/html")) {
      const copy = response.clone();
      caches.open(shellCache).then((cache) => cache.put(appShellUrl, copy));
    }
    return response;
  } catch {
    return (
      (await caches.match(appShellUrl, { cacheName: shellCache })) ??
      new Response(offlinePage, { headers: { "content-type": "text/html; charset=utf-8" } })
    );
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (url.pathname === "/offline") {
    event.respondWith(
      new Response(offlinePage, { headers: { "content-type": "text/html; charset=utf-8" } }),
    );
    return;
  }
  if (url.pathname.startsWith("/api/")) {
    if (offlineReadable.some((pattern) => pattern.test(url.pathname))) {
      event.respondWith(networkFirst(request, dataCache, offlineJson));
    }
    return; // Everything else (live updates, mutations) goes to the network untouched.
  }
  if (request.mode === "navigate") {
    event.respondWith(navigation(request));
    return;
  }
  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (shellFiles.includes(url.pathname) || url.pathname.startsWith("/icons/")) {
    event.respondWith(networkFirst(request, shellCache, () => new Response("", { status: 504 })));
  }
});

self.addEventListener("push", (event) => {
  let message = { title: "Hogaria", body: "", link: "/dashboard", tag: undefined };
  try {
    message = { ...message, ...event.data.json() };
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
  const link = event.notification.data?.link ?? "/dashboard";
  const target = new URL(link.startsWith("/") ? link : "/dashboard", self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        return open.navigate(target);
      }
      return self.clients.openWindow(target);
    })(),
  );
});
