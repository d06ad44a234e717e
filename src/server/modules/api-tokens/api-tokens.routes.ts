import { Hono } from "hono";
import type { AppContext } from "#server/app-context.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { readJson } from "#server/http/validation.ts";
import {
  createApiToken,
  listApiTokens,
  revokeApiToken,
} from "#server/modules/api-tokens/api-tokens.service.ts";
import { createApiTokenSchema } from "#shared/schemas/api-tokens.ts";

/** /api/api-tokens: the signed-in member's personal API tokens. Session only: a token cannot
 * list, create or revoke tokens (api-token-auth.ts refuses it before these routes). */
export function apiTokenRoutes(app: AppContext) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await listApiTokens(app, c.get("membership"))))
    .post("/", async (c) => {
      const input = await readJson(c, createApiTokenSchema);
      return c.json(await createApiToken(app, c.get("membership"), input), 201);
    })
    .delete("/:tokenId", async (c) => {
      await revokeApiToken(app, c.get("membership"), c.req.param("tokenId"));
      return c.body(null, 204);
    });
}
