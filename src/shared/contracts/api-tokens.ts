import { z } from "zod";
import { defineContract } from "#shared/contracts/contract.ts";
import {
  apiTokenViewSchema,
  createApiTokenSchema,
  createdApiTokenSchema,
} from "#shared/schemas/api-tokens.ts";

/** /api/api-tokens: the signed-in member's personal API tokens (decision 024). Session only: a
 * token cannot list, create or revoke tokens. */
export const apiTokensContract = defineContract({
  id: "apiTokens",
  basePath: "/api/api-tokens",
  tag: "Tokens de API",
  routes: {
    list: {
      method: "get",
      path: "/",
      summary: "Tus tokens de API personales (nunca su secreto)",
      auth: "member",
      responses: { 200: z.array(apiTokenViewSchema) },
    },
    create: {
      method: "post",
      path: "/",
      summary: "Crear un token de API personal",
      description:
        'La respuesta trae el token (`secret`, «hgr_…») por única vez: Hogaria guarda solo su SHA-256. Úsalo como `Authorization: Bearer hgr_…`; actúa como tú, en tu hogar y con tu rol actual. Con `scope: "read"` toda escritura responde 403. Hasta 20 por miembro (409).',
      auth: "member",
      body: createApiTokenSchema,
      responses: { 201: createdApiTokenSchema },
      errors: [409],
    },
    revoke: {
      method: "delete",
      path: "/:tokenId",
      summary: "Revocar un token de API: deja de funcionar al instante",
      auth: "member",
      params: z.strictObject({ tokenId: z.string() }),
      responses: { 204: null },
      errors: [404],
    },
  },
});
