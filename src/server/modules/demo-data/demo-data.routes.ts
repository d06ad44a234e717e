import { Hono } from "hono";
import type { AppContext } from "#server/app-context.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { loadDemoData } from "#server/modules/demo-data/demo-data.service.ts";

/** POST /api/demo-data: fills an empty household with example data. */
export function demoDataRoutes(deps: AppContext) {
  return new Hono<AppEnv>().post("/", async (c) =>
    c.json(await loadDemoData(deps, c.get("membership")), 201),
  );
}
