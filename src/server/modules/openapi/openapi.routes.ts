import type { AppContext } from "#server/app-context.ts";
import { routesFrom } from "#server/http/contract-routes.ts";
import { describedModules } from "#server/modules/openapi/described-modules.ts";
import { type OpenApiDocument, openApiDocument } from "#server/modules/openapi/openapi-document.ts";
import { openApiContract } from "#shared/contracts/openapi.ts";

/** GET /api/openapi.json, public: built once, on first ask. */
export function openApiRoutes(deps: AppContext) {
  let document: OpenApiDocument | undefined;
  return routesFrom(deps, openApiContract, {
    document: () => {
      document ??= openApiDocument(describedModules, { serverUrl: deps.config.publicUrl });
      return { status: 200, body: document };
    },
  });
}
