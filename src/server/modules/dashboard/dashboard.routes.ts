import { Hono } from "hono";
import type { AppContext } from "#server/app-context.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { getDashboard } from "#server/modules/dashboard/dashboard.service.ts";

/** GET /api/dashboard: the cards and the daily summary in one request. */
export function dashboardRoutes({ database }: AppContext) {
  return new Hono<AppEnv>().get("/", async (c) =>
    c.json(await getDashboard(database.db, c.get("membership"))),
  );
}
