import { Hono } from "hono";
import type { Db } from "#server/db/executor.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { readJson } from "#server/http/validation.ts";
import { changeAccountLocale, getMe } from "#server/modules/accounts/me.service.ts";
import type { LiveEvents } from "#server/modules/live/live-events.ts";
import { accountLocaleSchema } from "#shared/schemas/account-locale.ts";

/** /api/me: the signed-in account, and its language. */
export function meRoutes(db: Db, live: LiveEvents) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await getMe(db, c.get("user"))))
    .put("/language", async (c) => {
      const { locale } = await readJson(c, accountLocaleSchema);
      return c.json(await changeAccountLocale(db, live, c.get("user").id, locale));
    });
}
