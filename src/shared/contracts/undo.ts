import { z } from "zod";
import { defineContract } from "#shared/contracts/contract.ts";

/** /api/deleted: «Deshacer» puts back an item the member just deleted. */
export const undoContract = defineContract({
  id: "undo",
  basePath: "/api/deleted",
  tag: "Deshacer",
  routes: {
    restore: {
      method: "post",
      path: "/:kind/:id/restore",
      summary: "Deshacer un borrado: devuelve lo que el miembro acaba de eliminar",
      description:
        "`kind`: `tasks`, `shopping-items`, `pantry-items` o `events`. Un tipo desconocido, un id ajeno o un borrado de otra persona responden 404; pasado el plazo, o si ya no existe aquello a lo que pertenecía (su lista), 409 `UNDO_EXPIRED`.",
      auth: "member",
      // Any text: an unknown kind answers 404 like an unknown id, never 400.
      params: z.strictObject({ kind: z.string(), id: z.string() }),
      responses: { 204: null },
      errors: [403, 404, 409],
    },
  },
});
