import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { Context } from "hono";
import type { Logger } from "#server/logger.ts";
import { isKnownPath } from "#shared/routing/paths.ts";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".ics": "text/calendar; charset=utf-8",
};

async function readIfFile(file: string): Promise<Buffer | undefined> {
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ? readFile(file) : undefined;
}

/** Serves the built web app: hashed assets cached for a year, a prerendered page when the build
 * made one, and the app shell for every other route (404 status for paths the app doesn't know).
 * Pages name their own absolute URL (canonical, Open Graph) through `%PUBLIC_URL%` (ADR 004). */
export function staticFiles(webRoot: string, logger: Logger, publicUrl = "") {
  return async (c: Context) => {
    let requested: string;
    try {
      requested = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text("Not found", 404);
    }
    const file = path.join(webRoot, path.normalize(requested));
    // Inside the web root, not in a folder beside it whose name merely starts the same way.
    if (file !== webRoot && !file.startsWith(`${webRoot}${path.sep}`))
      return c.text("Not found", 404);
    if (requested.includes("\u0000")) return c.text("Not found", 404);

    const extension = path.extname(file);
    if (extension && extension !== ".html") {
      const body = await readIfFile(file);
      if (!body) return c.text("Not found", 404);
      const immutable = requested.startsWith("/assets/");
      return c.body(new Uint8Array(body), 200, {
        "content-type": contentTypes[extension] ?? "application/octet-stream",
        "cache-control": immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      });
    }

    const prerendered = await readIfFile(path.join(file, "index.html"));
    const known = isKnownPath(requested);
    const shell =
      (await readIfFile(path.join(webRoot, "app-shell.html"))) ??
      (await readIfFile(path.join(webRoot, "index.html")));
    const page = (known && prerendered) || shell;
    if (!page) return c.text("La aplicación web no está construida: ejecuta npm run build", 503);
    if (!known) logger.warn({ path: requested }, "ruta inexistente");
    const html = page.toString("utf8").replaceAll("%PUBLIC_URL%", publicUrl);
    return c.body(html, known ? 200 : 404, {
      "content-type": contentTypes[".html"] ?? "text/html",
      "cache-control": "no-cache",
    });
  };
}
