import { Hono } from "hono";
import type { AppEnv } from "#server/http/app-env.ts";
import { notFound } from "#server/http/errors.ts";
import type { Storage } from "#server/modules/files/storage.ts";

/** GET /api/files/<householdId>/<area>/<file>: only members of that household may read it, and
 * nothing uploaded is ever served as something a browser would run. */
export function fileRoutes(storage: Storage) {
  return new Hono<AppEnv>().get("/*", async (c) => {
    const key = c.req.path.replace(/^\/api\/files\//, "");
    const { householdId } = c.get("membership");
    if (!key.startsWith(`${householdId}/`)) throw notFound();
    const file = await storage.get(key).catch(() => null);
    if (!file) throw notFound();
    const image = file.contentType.startsWith("image/");
    return c.body(new Uint8Array(file.bytes), 200, {
      "content-type": file.contentType,
      "content-disposition": image ? "inline" : "attachment",
      "content-security-policy": "default-src 'none'; sandbox",
      "x-content-type-options": "nosniff",
      "cache-control": "private, max-age=86400",
    });
  });
}
