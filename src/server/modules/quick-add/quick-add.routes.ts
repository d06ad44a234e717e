import { Hono } from "hono";
import type { AppContext } from "#server/app-context.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { parseWith } from "#server/http/validation.ts";
import { readQuickAddLine } from "#server/modules/quick-add/quick-add.service.ts";
import { quickLineQuerySchema } from "#shared/schemas/quick-add.ts";

/** /api/quick-add/read: how a quick-add line of the tasks or the calendar reads (title, day,
 * time). The page then creates the task or event through its usual endpoint. */
export function quickAddRoutes({ database }: AppContext) {
  return new Hono<AppEnv>().get("/read", async (c) => {
    const query = parseWith(quickLineQuerySchema, {
      text: c.req.query("text"),
      language: c.req.query("language"),
    });
    return c.json(await readQuickAddLine(database.db, c.get("membership"), query));
  });
}
