import { z } from "zod";
import { defineContract } from "#shared/contracts/contract.ts";
import { householdImportResultSchema } from "#shared/schemas/household-import.ts";
import {
  deleteAccountSchema,
  deleteHouseholdSchema,
  householdExportSchema,
  householdSettingsSchema,
  settingsSchema,
} from "#shared/schemas/settings.ts";

/** /api/settings: the household's settings, plan, data export, leaving and deleting it. */
export const settingsContract = defineContract({
  id: "settings",
  basePath: "/api/settings",
  tag: "Configuración",
  routes: {
    get: {
      method: "get",
      path: "/",
      summary: "La configuración del hogar, su plan y el rol de quien lee",
      auth: "member",
      responses: { 200: settingsSchema },
    },
    updateHousehold: {
      method: "patch",
      path: "/household",
      summary: "Cambiar el nombre, idioma, zona horaria o tono del asistente del hogar",
      description: "Solo cambian los campos enviados; el asistente sigue el idioma y el tono.",
      auth: "member",
      body: householdSettingsSchema,
      responses: { 200: settingsSchema },
      errors: [403],
    },
    export: {
      method: "get",
      path: "/export",
      summary: "Descargar todos los datos del hogar (JSON)",
      description:
        "Llega como archivo adjunto (`content-disposition`); es lo que lee `POST /api/household-import`.",
      auth: "member",
      responses: { 200: householdExportSchema },
      errors: [403],
    },
    leave: {
      method: "post",
      path: "/leave",
      summary: "Salir del hogar (quien es dueño transfiere antes el hogar)",
      auth: "member",
      responses: { 204: null },
      errors: [409],
    },
    deleteHousehold: {
      method: "delete",
      path: "/household",
      summary: "Eliminar el hogar y todo lo que tiene, confirmando con su nombre",
      auth: "member",
      body: deleteHouseholdSchema,
      responses: { 204: null },
      errors: [403],
    },
  },
});

/** /api/account: deleting the account works with or without a household. */
export const accountDeletionContract = defineContract({
  id: "account",
  basePath: "/api/account",
  tag: "Cuenta",
  routes: {
    remove: {
      method: "delete",
      path: "/",
      summary: "Eliminar la cuenta, confirmando con su correo",
      auth: "session",
      body: deleteAccountSchema,
      responses: { 204: null },
      errors: [409],
    },
  },
});

/** /api/household-import: restoring an export. Needs a session, not a household: restoring into
 * a new one is the point. */
export const householdImportContract = defineContract({
  id: "householdImport",
  basePath: "/api/household-import",
  tag: "Configuración",
  routes: {
    restore: {
      method: "post",
      path: "/",
      summary: "Restaurar una copia descargada como un hogar nuevo",
      description:
        "Un formulario multipart: `file` (el JSON de `GET /api/settings/export`) y, si reemplaza un hogar ya configurado (su dueño, a solas en él), `confirmation` con su nombre.",
      auth: "session",
      form: z.strictObject({
        file: z.file(),
        confirmation: z.string().optional(),
      }),
      responses: { 201: householdImportResultSchema },
      errors: [403, 409],
    },
  },
});
