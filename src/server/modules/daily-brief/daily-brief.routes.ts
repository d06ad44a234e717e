import { Hono } from "hono";
import { createTipWriter } from "#server/ai/assistant-tip.ts";
import type { AppContext } from "#server/app-context.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { getDailyBrief } from "#server/modules/daily-brief/daily-brief.service.ts";

/** GET /api/daily-brief: the whole brief in one request. */
export function dailyBriefRoutes({ database, config }: AppContext) {
  const tip = createTipWriter(config.ai);
  return new Hono<AppEnv>().get("/", async (c) =>
    c.json(await getDailyBrief(database.db, c.get("membership"), { tip })),
  );
}
