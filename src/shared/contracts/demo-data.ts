import { z } from "zod";
import { defineContract } from "#shared/contracts/contract.ts";

/** /api/demo-data: 'Cargar datos de ejemplo'. */
export const demoDataContract = defineContract({
  id: "demoData",
  basePath: "/api/demo-data",
  tag: "Hogar",
  routes: {
    load: {
      method: "post",
      path: "/",
      summary: "Cargar datos de ejemplo en un hogar nuevo y vacío",
      description:
        "Unas semanas de una familia real (tareas, compras, despensa, calendario, comunidad), escritas por los propios miembros. Solo el dueño o un administrador; un hogar ya en uso responde 409 y no cambia. Responde cuántas cosas de cada tipo se crearon.",
      auth: "member",
      responses: {
        201: z.strictObject({
          tasks: z.number().int(),
          shoppingItems: z.number().int(),
          pantryItems: z.number().int(),
          events: z.number().int(),
          posts: z.number().int(),
        }),
      },
      errors: [403, 409],
    },
  },
});
