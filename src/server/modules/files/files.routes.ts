import type { AppContext } from "#server/app-context.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import { notFound } from "#server/http/errors.ts";
import { filesContract } from "#shared/contracts/files.ts";

/** GET /api/files/<householdId>/<area>/<file>: only members of that household may read it, and
 * nothing uploaded is ever served as something a browser would run. Declared from its
 * contract; the file goes back as a whole Response. */
export function fileRoutes(deps: Pick<AppContext, "config" | "storage">) {
  const { storage } = deps;
  return routesFrom(deps, filesContract, {
    read: async (_input, c) => {
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
    },
  });
}
