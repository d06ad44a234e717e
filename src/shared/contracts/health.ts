import { z } from "zod";
import { defineContract } from "#shared/contracts/contract.ts";

const engine = z.enum(["sqlite", "postgres"]);

/** /api/health: for load balancers and the footer's service-status link. */
export const healthContract = defineContract({
  id: "health",
  basePath: "/api/health",
  tag: "Estado",
  routes: {
    check: {
      method: "get",
      path: "/",
      summary: "¿Responde la base de datos, y en cuánto tiempo?",
      description: "Sin sesión. 503 con el mismo informe cuando la base de datos no responde.",
      auth: "public",
      responses: {
        200: z.strictObject({
          status: z.literal("ok"),
          database: z.strictObject({
            engine,
            status: z.literal("ok"),
            /** To a tenth of a millisecond. */
            latencyMs: z.number(),
          }),
        }),
        503: z.strictObject({
          status: z.literal("error"),
          database: z.strictObject({ engine, status: z.literal("error") }),
        }),
      },
    },
  },
});
