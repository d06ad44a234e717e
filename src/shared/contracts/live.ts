import { z } from "zod";
import { defineContract } from "#shared/contracts/contract.ts";

/** /api/live: every change in the member's household, as it happens. */
export const liveContract = defineContract({
  id: "live",
  basePath: "/api/live",
  tag: "Cambios en vivo",
  routes: {
    stream: {
      method: "get",
      path: "/",
      summary: "Cambios del hogar en vivo (Server-Sent Events)",
      description:
        "Empieza con un evento `ready`; luego un evento `change` por cambio, con `{ topic, action, id?, actorId }` en `data` (el tema dice qué volver a leer: `tasks`, `shopping`, `calendar`…), y un comentario `: ping` cada 25 s. Si el miembro sale del hogar o cambia su rol, el stream termina y el cliente vuelve a conectar.",
      auth: "member",
      produces: "text/event-stream",
      responses: { 200: z.string() },
    },
  },
});
