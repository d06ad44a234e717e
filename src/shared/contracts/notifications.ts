import { z } from "zod";
import { defineContract, type ResponseBody } from "#shared/contracts/contract.ts";
import { idField } from "#shared/schemas/fields.ts";
import {
  deliveryHistoryItemSchema,
  notificationListSchema,
  notificationPreferencesSchema,
  notificationSettingsViewSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from "#shared/schemas/notifications.ts";

/** /api/notifications: the member's notification centre, reminder preferences and devices. */
export const notificationsContract = defineContract({
  id: "notifications",
  basePath: "/api/notifications",
  tag: "Avisos",
  routes: {
    list: {
      method: "get",
      path: "/",
      summary: "Los avisos del miembro, el más nuevo primero, y cuántos no leyó",
      auth: "member",
      query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(30) }),
      responses: { 200: notificationListSchema },
    },
    readAll: {
      method: "post",
      path: "/read-all",
      summary: "Marcar todos los avisos como leídos",
      auth: "member",
      responses: { 200: z.strictObject({ updated: z.number().int() }) },
    },
    read: {
      method: "post",
      path: "/:id/read",
      summary: "Marcar un aviso como leído",
      auth: "member",
      params: z.strictObject({ id: idField }),
      responses: { 204: null },
      errors: [400, 404],
    },
    settings: {
      method: "get",
      path: "/settings",
      summary: "Preferencias de recordatorios del miembro y qué canales puede usar este servidor",
      auth: "member",
      responses: { 200: notificationSettingsViewSchema },
    },
    updateSettings: {
      method: "put",
      path: "/settings",
      summary:
        "Cambiar las preferencias de recordatorios (canales, anticipación, horas de silencio)",
      auth: "member",
      body: notificationPreferencesSchema,
      responses: { 200: notificationSettingsViewSchema },
    },
    deliveries: {
      method: "get",
      path: "/deliveries",
      summary: "Historial de envíos de recordatorios del miembro, el más nuevo primero",
      auth: "member",
      responses: { 200: z.strictObject({ deliveries: z.array(deliveryHistoryItemSchema) }) },
    },
    subscribePush: {
      method: "post",
      path: "/push-subscriptions",
      summary: "Recibir avisos push en este navegador (su PushSubscription)",
      description: "Solo direcciones https públicas de un servicio push.",
      auth: "member",
      body: pushSubscriptionSchema,
      responses: { 201: null },
    },
    unsubscribePush: {
      method: "delete",
      path: "/push-subscriptions",
      summary: "Dejar de recibir avisos push en este navegador",
      auth: "member",
      body: pushUnsubscribeSchema,
      responses: { 204: null },
    },
  },
});

/** /api/notifications/unsubscribe: the reminder email's link, signed, no session needed. */
export const unsubscribeContract = defineContract({
  id: "unsubscribe",
  basePath: "/api/notifications/unsubscribe",
  tag: "Avisos",
  routes: {
    page: {
      method: "get",
      path: "/",
      summary:
        "Página del enlace «Dejar de recibir» de un correo: muestra un botón, no cambia nada",
      description:
        "`?token=` es el token firmado del correo. Los escáneres de correo siguen enlaces: solo el botón (POST) da de baja.",
      auth: "public",
      produces: "text/html",
      responses: { 200: z.string() },
    },
    unsubscribe: {
      method: "post",
      path: "/",
      summary: "Dejar de recibir recordatorios por correo (botón de la página o un clic, RFC 8058)",
      description:
        "`?token=` es el token firmado del correo. Responde una página: 200 hecho, 400 si el token no vale.",
      auth: "public",
      produces: "text/html",
      responses: { 200: z.string(), 400: z.string() },
    },
  },
});

type NotificationRoutes = typeof notificationsContract.routes;
export type ReadAllAnswer = ResponseBody<NotificationRoutes["readAll"]>;
export type DeliveryHistory = ResponseBody<NotificationRoutes["deliveries"]>;
