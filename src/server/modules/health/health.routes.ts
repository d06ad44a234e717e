import type { AppContext } from "#server/app-context.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import { checkHealth } from "#server/modules/health/health.service.ts";
import { healthContract } from "#shared/contracts/health.ts";

/** For load balancers and the footer's service-status link: is the database answering? */
export function healthRoutes(deps: Pick<AppContext, "database" | "config">) {
  return routesFrom(deps, healthContract, {
    check: async (_input, c) => {
      const report = await checkHealth(deps.database);
      // The report in both cases: 503 tells a load balancer to stop sending traffic here.
      return report.status === "ok" ? { status: 200, body: report } : c.json(report, 503);
    },
  });
}
