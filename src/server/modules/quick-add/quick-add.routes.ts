import { type AppContext, serviceContext } from "#server/app-context.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import { readQuickAddLine } from "#server/modules/quick-add/quick-add.service.ts";
import { quickAddContract } from "#shared/contracts/search.ts";

/** /api/quick-add/read: how a quick-add line of the tasks or the calendar reads (title, day,
 * time). The page then creates the task or event through its usual endpoint. */
export function quickAddRoutes(deps: AppContext) {
  const ctx = serviceContext(deps);
  return routesFrom(deps, quickAddContract, {
    read: async ({ query }, c) => ({
      status: 200,
      body: await readQuickAddLine(ctx, c.get("membership"), query),
    }),
  });
}
