import { type AppContext, serviceContext } from "#server/app-context.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import { loadDemoData } from "#server/modules/demo-data/demo-data.service.ts";
import { demoDataContract } from "#shared/contracts/demo-data.ts";

/** POST /api/demo-data: fills an empty household with example data. */
export function demoDataRoutes(deps: AppContext) {
  const ctx = serviceContext(deps);
  return routesFrom(deps, demoDataContract, {
    load: async (_input, c) => ({
      status: 201,
      body: await loadDemoData(ctx, c.get("membership")),
    }),
  });
}
