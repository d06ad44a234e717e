import { type AppContext, serviceContext } from "#server/app-context.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import { searchHousehold } from "#server/modules/search/search.service.ts";
import { searchContract } from "#shared/contracts/search.ts";

/** /api/search?q=: one box that finds anything of the household. */
export function searchRoutes(deps: AppContext) {
  const ctx = serviceContext(deps);
  return routesFrom(deps, searchContract, {
    find: async ({ query }, c) => ({
      status: 200,
      body: await searchHousehold(ctx, c.get("membership"), query.q),
    }),
  });
}
