import { createTipWriter } from "#server/ai/assistant-tip.ts";
import { type AppContext, serviceContext } from "#server/app-context.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import { createBriefCache } from "#server/modules/daily-brief/brief-cache.ts";
import { makeDailyBrief } from "#server/modules/daily-brief/daily-brief.service.ts";
import { dailyBriefContract } from "#shared/contracts/daily-brief.ts";

/** GET /api/daily-brief: the whole brief in one request, made again only after a change (or
 * when the client asks with `Cache-Control: no-cache`). */
export function dailyBriefRoutes(deps: AppContext) {
  const tip = createTipWriter(deps.config.ai);
  const ctx = serviceContext(deps);
  const briefs = createBriefCache(deps.live);
  return routesFrom(deps, dailyBriefContract, {
    read: async (_input, c) => {
      const membership = c.get("membership");
      const now = new Date();
      const anew = c.req.header("cache-control")?.includes("no-cache") ?? false;
      const make = () => makeDailyBrief(ctx, membership, { now, tip });
      return { status: 200, body: await briefs.read(membership, now, make, { anew }) };
    },
  });
}
