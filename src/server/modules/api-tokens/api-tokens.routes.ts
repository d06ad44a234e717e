import { type AppContext, serviceContext } from "#server/app-context.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import {
  createApiToken,
  listApiTokens,
  revokeApiToken,
} from "#server/modules/api-tokens/api-tokens.service.ts";
import { apiTokensContract } from "#shared/contracts/api-tokens.ts";

/** /api/api-tokens: the signed-in member's personal API tokens, declared from its contract.
 * Session only: api-token-auth.ts refuses a token before these routes. */
export function apiTokenRoutes(deps: AppContext) {
  const ctx = serviceContext(deps);
  return routesFrom(deps, apiTokensContract, {
    list: async (_, c) => ({ status: 200, body: await listApiTokens(ctx, c.get("membership")) }),
    create: async ({ body }, c) => ({
      status: 201,
      body: await createApiToken(ctx, c.get("membership"), body),
    }),
    revoke: async ({ params }, c) => {
      await revokeApiToken(ctx, c.get("membership"), params.tokenId);
      return { status: 204 };
    },
  });
}
