import type { AppContext } from "#server/app-context.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import { searchHousehold } from "#server/modules/search/search.service.ts";
import { searchContract } from "#shared/contracts/search.ts";

/** /api/search?q=: one box that finds anything of the household. */
export function searchRoutes(deps: AppContext) {
  return routesFrom(deps, searchContract, {
    find: async ({ query }, c) => ({
      status: 200,
      body: await searchHousehold(deps.database.db, c.get("membership"), query.q),
    }),
  });
}
