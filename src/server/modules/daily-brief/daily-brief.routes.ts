import { createTipWriter } from "#server/ai/assistant-tip.ts";
import { type AppContext, serviceContext } from "#server/app-context.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import { getDailyBrief } from "#server/modules/daily-brief/daily-brief.service.ts";
import { dailyBriefContract } from "#shared/contracts/daily-brief.ts";

/** GET /api/daily-brief: the whole brief in one request. */
export function dailyBriefRoutes(deps: AppContext) {
  const tip = createTipWriter(deps.config.ai);
  const ctx = serviceContext(deps);
  return routesFrom(deps, dailyBriefContract, {
    read: async (_input, c) => ({
      status: 200,
      body: await getDailyBrief(ctx, c.get("membership"), { tip }),
    }),
  });
}
