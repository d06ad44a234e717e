import type { AppContext } from "#server/app-context.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import { getDashboard } from "#server/modules/dashboard/dashboard.service.ts";
import { dashboardContract } from "#shared/contracts/daily-brief.ts";

/** GET /api/dashboard: the cards and the daily summary in one request. */
export function dashboardRoutes(deps: AppContext) {
  return routesFrom(deps, dashboardContract, {
    read: async (_input, c) => ({
      status: 200,
      body: await getDashboard(deps.database.db, c.get("membership")),
    }),
  });
}
