import { type AppContext, serviceContext } from "#server/app-context.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import { changeAccountLocale, getMe } from "#server/modules/accounts/me.service.ts";
import { meContract } from "#shared/contracts/me.ts";

/** /api/me: the signed-in account, and its language, declared from its contract. */
export function meRoutes(deps: AppContext) {
  const ctx = serviceContext(deps);
  return routesFrom(deps, meContract, {
    get: async (_input, c) => ({ status: 200, body: await getMe(ctx, c.get("user")) }),
    language: async ({ body }, c) => ({
      status: 200,
      body: await changeAccountLocale(ctx, c.get("user"), body),
    }),
  });
}
