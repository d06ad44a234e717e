import { Hono } from "hono";
import type { AppContext } from "#server/app-context.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { parseWith } from "#server/http/validation.ts";
import { searchHousehold } from "#server/modules/search/search.service.ts";
import { searchQuerySchema } from "#shared/schemas/search.ts";

/** /api/search?q=: one box that finds anything of the household. */
export function searchRoutes({ database }: AppContext) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const { q } = parseWith(searchQuerySchema, { q: c.req.query("q") });
    return c.json(await searchHousehold(database.db, c.get("membership"), q));
  });
}
