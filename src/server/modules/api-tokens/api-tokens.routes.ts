import type { AppContext } from "#server/app-context.ts";
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
  return routesFrom(deps, apiTokensContract, {
    list: async (_, c) => ({ status: 200, body: await listApiTokens(deps, c.get("membership")) }),
    create: async ({ body }, c) => ({
      status: 201,
      body: await createApiToken(deps, c.get("membership"), body),
    }),
    revoke: async ({ params }, c) => {
      await revokeApiToken(deps, c.get("membership"), params.tokenId);
      return { status: 204 };
    },
  });
}
