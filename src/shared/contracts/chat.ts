import { z } from "zod";
import { personaInputSchema, personaSchema } from "#shared/assistant/persona.ts";
import { defineContract, idParams } from "#shared/contracts/contract.ts";
import {
  chatRequestSchema,
  chatUsageSchema,
  conversationDetailSchema,
  conversationSummarySchema,
  renameConversationSchema,
} from "#shared/schemas/chat.ts";

/** /api/chat: the assistant (streamed replies), the member's conversations and the personas. */
export const chatContract = defineContract({
  id: "chat",
  basePath: "/api/chat",
  tag: "Asistente",
  routes: {
    send: {
      method: "post",
      path: "/",
      summary: "Enviar un mensaje al asistente; la respuesta llega en streaming",
      description:
        "Responde un stream de mensajes de interfaz del AI SDK (Server-Sent Events, cabecera `x-vercel-ai-ui-message-stream: v1`). Un `conversationId` nuevo (un UUID del cliente) empieza una conversación; el servidor guarda el historial. Cuenta para el límite mensual del plan (429 al pasarlo).",
      auth: "member",
      body: chatRequestSchema,
      produces: "text/event-stream",
      responses: { 200: z.string() },
      errors: [403, 404, 429],
    },
    usage: {
      method: "get",
      path: "/usage",
      summary: "Cuántos mensajes lleva el hogar este mes y su límite",
      auth: "member",
      responses: { 200: chatUsageSchema },
    },
    personas: {
      method: "get",
      path: "/personas",
      summary: "Las personalidades del asistente del hogar",
      auth: "member",
      responses: { 200: z.array(personaSchema) },
    },
    createPersona: {
      method: "post",
      path: "/personas",
      summary: "Crear una personalidad del asistente",
      auth: "member",
      body: personaInputSchema,
      responses: { 201: personaSchema },
      errors: [403],
    },
    editPersona: {
      method: "put",
      path: "/personas/:id",
      summary: "Cambiar una personalidad del asistente",
      auth: "member",
      params: idParams,
      body: personaInputSchema,
      responses: { 200: personaSchema },
      errors: [403, 404],
    },
    conversations: {
      method: "get",
      path: "/conversations",
      summary: "Las conversaciones del miembro, la más reciente primero",
      auth: "member",
      responses: { 200: z.array(conversationSummarySchema) },
    },
    conversation: {
      method: "get",
      path: "/conversations/:id",
      summary: "Una conversación del miembro con sus mensajes",
      auth: "member",
      params: idParams,
      responses: { 200: conversationDetailSchema },
      errors: [404],
    },
    renameConversation: {
      method: "patch",
      path: "/conversations/:id",
      summary: "Cambiar el título de una conversación",
      auth: "member",
      params: idParams,
      body: renameConversationSchema,
      responses: { 200: conversationSummarySchema },
      errors: [404],
    },
    deleteConversation: {
      method: "delete",
      path: "/conversations/:id",
      summary: "Eliminar una conversación",
      auth: "member",
      params: idParams,
      responses: { 204: null },
      errors: [404],
    },
  },
});
