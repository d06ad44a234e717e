import { z } from "zod";
import { defineContract } from "#shared/contracts/contract.ts";
import {
  confirmPhoneLinkSchema,
  phoneLinkStateSchema,
  startPhoneLinkSchema,
} from "#shared/schemas/channels.ts";

/** /api/channels/phone: the signed-in member's own number for WhatsApp and SMS. */
export const phoneLinkContract = defineContract({
  id: "phoneLink",
  basePath: "/api/channels",
  tag: "WhatsApp y SMS",
  routes: {
    get: {
      method: "get",
      path: "/phone",
      summary: "El número del miembro para hablar con Hogaria por WhatsApp o SMS, si lo vinculó",
      auth: "member",
      responses: { 200: phoneLinkStateSchema },
    },
    start: {
      method: "post",
      path: "/phone",
      summary: "Vincular un número: envía un código por WhatsApp o SMS",
      description:
        "409 si el número ya es de otra cuenta o el canal no está disponible; 429 si se pidieron demasiados códigos; 503 si el proveedor no pudo enviarlo.",
      auth: "member",
      body: startPhoneLinkSchema,
      responses: { 200: phoneLinkStateSchema },
      errors: [403, 409, 429, 503],
    },
    confirm: {
      method: "post",
      path: "/phone/confirm",
      summary: "Confirmar el número con el código recibido",
      description:
        "400 si el código no coincide; 410 si venció; 409 si no hay un código pendiente.",
      auth: "member",
      body: confirmPhoneLinkSchema,
      responses: { 200: phoneLinkStateSchema },
      errors: [409, 410],
    },
    unlink: {
      method: "delete",
      path: "/phone",
      summary: "Desvincular el número",
      auth: "member",
      responses: { 204: null },
    },
  },
});

/** /api/channels/…: the messaging providers' webhooks, without a session — their signature is
 * the key. Each answers at once; the assistant's reply goes out afterwards. */
export const channelWebhooksContract = defineContract({
  id: "channelWebhooks",
  basePath: "/api/channels",
  tag: "WhatsApp y SMS",
  routes: {
    twilioInbound: {
      method: "post",
      path: "/twilio/inbound",
      summary: "Webhook de Twilio: un mensaje de WhatsApp o SMS que llega a Hogaria",
      description:
        "Firmado con `X-Twilio-Signature` (403 sin firma válida). Responde TwiML vacío al momento; la respuesta del asistente sale después por Twilio.",
      auth: "public",
      form: z.object({
        MessageSid: z.string(),
        From: z.string(),
        Body: z.string().optional(),
        NumMedia: z.string().optional(),
      }),
      produces: "text/xml",
      responses: { 200: z.string() },
      errors: [400, 403],
    },
    whatsappVerify: {
      method: "get",
      path: "/whatsapp/webhook",
      summary: "Verificación del webhook de WhatsApp Cloud (Meta): devuelve `hub.challenge`",
      description:
        "Con `?hub.mode=subscribe&hub.verify_token=…&hub.challenge=…`; 403 si el token no coincide.",
      auth: "public",
      produces: "text/plain",
      responses: { 200: z.string() },
      errors: [403],
    },
    whatsappInbound: {
      method: "post",
      path: "/whatsapp/webhook",
      summary: "Webhook de WhatsApp Cloud (Meta): mensajes que llegan a Hogaria",
      description:
        "El cuerpo JSON de Meta, firmado con `X-Hub-Signature-256` (403 sin firma válida). Responde `EVENT_RECEIVED` al momento.",
      auth: "public",
      produces: "text/plain",
      responses: { 200: z.string() },
      errors: [400, 403],
    },
  },
});
