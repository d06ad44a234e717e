import { z } from "zod";
import { defineContract } from "#shared/contracts/contract.ts";
import { uiLocales } from "#shared/domain/locale.ts";
import { accountLocaleSchema } from "#shared/schemas/account-locale.ts";
import { meSchema } from "#shared/schemas/me.ts";

/** /api/me: the signed-in account, and its language. */
export const meContract = defineContract({
  id: "me",
  basePath: "/api/me",
  tag: "Cuenta",
  routes: {
    get: {
      method: "get",
      path: "/",
      summary: "La cuenta con sesión, su hogar y si le falta terminar 'Configura tu hogar'",
      description:
        "`membership` es null antes de tener hogar; `onboarding.step` dice en qué paso retomar.",
      auth: "session",
      responses: { 200: meSchema },
    },
    language: {
      method: "put",
      path: "/language",
      summary: "Cambiar el idioma de la cuenta (en todos sus dispositivos)",
      auth: "session",
      body: accountLocaleSchema,
      responses: { 200: z.strictObject({ locale: z.enum(uiLocales) }) },
    },
  },
});
