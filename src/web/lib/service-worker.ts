/** Registers /sw.js (app shell and offline cache, push notifications). Only in the built app:
 * in development Vite serves modules the worker must not cache. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
      // No worker (private mode, blocked): the app works online as before.
    });
  // After the page's own loading, so the worker's caching never competes with it. main.tsx
  // awaits the translations first, so "load" may already have fired.
  if (document.readyState === "complete") void register();
  else window.addEventListener("load", () => void register(), { once: true });
}

/** Signing out forgets the household data the worker kept for offline use, and the writes the
 * offline outbox had not sent yet (src/web/lib/outbox.ts keeps them in this database). */
export function clearOfflineData(): void {
  navigator.serviceWorker?.controller?.postMessage({ type: "clear-data" });
  if (typeof indexedDB !== "undefined") indexedDB.deleteDatabase("hogaria-outbox");
}
