import { z } from "zod";
import { defineContract } from "#shared/contracts/contract.ts";

/** /api/openapi.json: this API's own description. */
export const openApiContract = defineContract({
  id: "openapi",
  basePath: "/api/openapi.json",
  tag: "Referencia",
  routes: {
    document: {
      method: "get",
      path: "/",
      summary: "Descripción OpenAPI 3.1 de esta API",
      auth: "public",
      responses: {
        200: z.looseObject({
          openapi: z.literal("3.1.0"),
          paths: z.record(z.string(), z.unknown()),
        }),
      },
    },
  },
});
