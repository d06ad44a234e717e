import { type AppContext, serviceContext } from "#server/app-context.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import { getDashboard } from "#server/modules/dashboard/dashboard.service.ts";
import { dashboardContract } from "#shared/contracts/daily-brief.ts";

/** GET /api/dashboard: the cards and the daily summary in one request. */
export function dashboardRoutes(deps: AppContext) {
  const ctx = serviceContext(deps);
  return routesFrom(deps, dashboardContract, {
    read: async (_input, c) => ({
      status: 200,
      body: await getDashboard(ctx, c.get("membership")),
    }),
  });
}
