import { z } from "zod";
import { defineContract, idParams, type ResponseBody } from "#shared/contracts/contract.ts";
import {
  calendarEventSchema,
  calendarRangeSchema,
  calendarSubscriptionSchema,
  calendarViewSchema,
  eventInputSchema,
  icsImportResultSchema,
  icsImportSchema,
} from "#shared/schemas/calendar.ts";

const eventAnswer = z.strictObject({ event: calendarEventSchema });

/** /api/calendar: the household calendar (members only). */
export const calendarContract = defineContract({
  id: "calendar",
  basePath: "/api/calendar",
  tag: "Calendario",
  routes: {
    view: {
      method: "get",
      path: "/",
      summary: "Eventos (cada repetición en su día) y tareas con fecha entre dos días",
      description: "`from` y `to` son días del calendario del hogar, incluidos; hasta 400 días.",
      auth: "member",
      query: calendarRangeSchema,
      responses: { 200: calendarViewSchema },
    },
    createEvent: {
      method: "post",
      path: "/events",
      summary: "Crear un evento",
      description:
        "Un evento de todo el día toma días (`end` es el último, incluido); uno con hora toma instantes ISO.",
      auth: "member",
      body: eventInputSchema,
      responses: { 201: eventAnswer },
      errors: [403],
    },
    updateEvent: {
      method: "put",
      path: "/events/:id",
      summary: "Cambiar un evento (en uno que se repite, cambia toda la serie)",
      auth: "member",
      params: idParams,
      body: eventInputSchema,
      responses: { 200: eventAnswer },
      errors: [403, 404],
    },
    deleteEvent: {
      method: "delete",
      path: "/events/:id",
      summary: "Eliminar un evento (se puede deshacer desde Eliminados)",
      auth: "member",
      params: idParams,
      responses: { 204: null },
      errors: [403, 404],
    },
    importIcs: {
      method: "post",
      path: "/import",
      summary: "Importar eventos de un archivo .ics",
      description: "Un evento ya importado (mismo UID) se actualiza en lugar de duplicarse.",
      auth: "member",
      body: icsImportSchema,
      responses: { 200: icsImportResultSchema },
      errors: [403],
    },
    subscription: {
      method: "get",
      path: "/subscription",
      summary: "Dirección privada del calendario para suscribirse desde Google, Apple u Outlook",
      auth: "member",
      responses: { 200: calendarSubscriptionSchema },
    },
    regenerateSubscription: {
      method: "post",
      path: "/subscription",
      summary: "Cambiar la dirección privada del calendario (la anterior deja de funcionar)",
      auth: "member",
      responses: { 200: calendarSubscriptionSchema },
      errors: [403],
    },
  },
});

/** GET /api/calendar/feed/<token>.ics: the private subscription feed. */
export const calendarFeedContract = defineContract({
  id: "calendarFeed",
  basePath: "/api/calendar/feed",
  tag: "Calendario",
  routes: {
    feed: {
      method: "get",
      path: "/:file",
      summary: "El calendario del hogar en formato iCalendar, para apps de calendario",
      description:
        "Sin sesión: `file` es `<token>.ics`, con el token de la dirección privada, que es la única llave. Un token desconocido o cambiado responde 404.",
      auth: "public",
      params: z.strictObject({ file: z.string() }),
      produces: "text/calendar",
      responses: { 200: z.string() },
      errors: [404],
    },
  },
});

type CalendarRoutes = typeof calendarContract.routes;
export type EventAnswer = ResponseBody<CalendarRoutes["createEvent"]>;
