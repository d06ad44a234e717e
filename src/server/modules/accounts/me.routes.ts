import type { AppContext } from "#server/app-context.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import { changeAccountLocale, getMe } from "#server/modules/accounts/me.service.ts";
import { meContract } from "#shared/contracts/me.ts";

/** /api/me: the signed-in account, and its language, declared from its contract. */
export function meRoutes(deps: AppContext) {
  const { db } = deps.database;
  return routesFrom(deps, meContract, {
    get: async (_input, c) => ({ status: 200, body: await getMe(db, c.get("user")) }),
    language: async ({ body }, c) => ({
      status: 200,
      body: await changeAccountLocale(db, deps.live, c.get("user").id, body.locale),
    }),
  });
}
