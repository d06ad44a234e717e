import { z } from "zod";
import { defineContract } from "#shared/contracts/contract.ts";
import { profileSchema, profileUpdateSchema } from "#shared/schemas/profiles.ts";

/** /api/profiles/me: the signed-in member's own profile and photo. */
export const profilesContract = defineContract({
  id: "profiles",
  basePath: "/api/profiles",
  tag: "Miembros",
  routes: {
    get: {
      method: "get",
      path: "/me",
      summary: "Mi perfil en el hogar",
      auth: "member",
      responses: { 200: profileSchema },
      errors: [404],
    },
    update: {
      method: "patch",
      path: "/me",
      summary: "Editar mi perfil: nombre, teléfono, fecha de nacimiento y preferencias",
      description:
        "Solo cambian los campos enviados. El idioma de las preferencias pasa a ser el de la cuenta.",
      auth: "member",
      body: profileUpdateSchema,
      responses: { 200: profileSchema },
    },
    avatar: {
      method: "post",
      path: "/me/avatar",
      summary: "Cambiar mi foto (una imagen de hasta 5 MB)",
      description:
        "Un formulario multipart con el campo `avatar`. Se reescala y se quitan sus metadatos; solo la ven los miembros del hogar.",
      auth: "member",
      form: z.strictObject({ avatar: z.file() }),
      responses: { 200: profileSchema },
      errors: [404],
    },
  },
});
