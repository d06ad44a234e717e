import { z } from "zod";
import { defineContract } from "#shared/contracts/contract.ts";

/** /api/files: what members uploaded (photos, attachments, avatars), for their household only. */
export const filesContract = defineContract({
  id: "files",
  basePath: "/api/files",
  tag: "Archivos",
  routes: {
    read: {
      method: "get",
      path: "/*",
      summary: "Descargar un archivo subido al hogar",
      description:
        "La dirección es la que dan las respuestas (`photoUrl`, `photoUrls`, `attachments[].url`, `avatarUrl`): `/api/files/<hogar>/<área>/<archivo>`. Solo los miembros de ese hogar la leen; otro hogar o un archivo que no existe responde 404. Las imágenes se muestran en línea; lo demás se descarga, nunca se ejecuta en el navegador.",
      auth: "member",
      produces: "application/octet-stream",
      responses: { 200: z.string() },
      errors: [404],
    },
  },
});
