import { z } from "zod";
import { defineContract } from "#shared/contracts/contract.ts";
import { contactMessageSchema } from "#shared/schemas/contact.ts";

/** /api/contact: the landing page's contact form (no session needed). */
export const contactContract = defineContract({
  id: "contact",
  basePath: "/api/contact",
  tag: "Contacto",
  routes: {
    send: {
      method: "post",
      path: "/",
      summary: "Enviar un mensaje al equipo de Hogaria (formulario de contacto)",
      description:
        "Sin sesión. Unos pocos mensajes por hora desde una misma dirección (429 después).",
      auth: "public",
      body: contactMessageSchema,
      responses: { 201: z.strictObject({ id: z.string() }) },
      errors: [429],
    },
  },
});
