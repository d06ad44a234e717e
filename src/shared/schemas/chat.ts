import { z } from "zod";
import { planIds } from "#shared/domain/plans.ts";
import { idField } from "#shared/schemas/fields.ts";

export const chatMessageLimit = 4000;
export const conversationTitleLimit = 80;

/** What the chat page sends for each message: the server keeps the history. */
export const chatRequestSchema = z.object({
  /** The conversation's id, a UUID the page makes; a new id starts a new conversation. (It is
   * echoed in a response header, so nothing but a UUID's characters may reach it.) */
  conversationId: z.uuid({ error: "invalidInput" }),
  personaId: idField.nullish(),
  message: z
    .string({ error: "messageRequired" })
    .trim()
    .min(1, "messageRequired")
    .max(chatMessageLimit, "tooLong"),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

export const renameConversationSchema = z.object({
  title: z
    .string({ error: "conversationTitleRequired" })
    .trim()
    .min(1, "conversationTitleRequired")
    .max(conversationTitleLimit, "tooLong"),
});

/** A message as the chat route reads it (after trimming), whichever way it came in. */
export type ChatMessageInput = z.output<typeof chatRequestSchema>;

/** Where a conversation is held besides the web chat (issue 17). */
export const conversationChannels = ["whatsapp", "sms"] as const;
export type ConversationChannel = (typeof conversationChannels)[number];

const conversationSummaryFields = {
  id: z.string(),
  title: z.string(),
  personaId: z.string().nullable(),
  /** null for a web chat conversation; the channel a WhatsApp or SMS conversation came over. */
  channel: z.enum(conversationChannels).nullable(),
  updatedAt: z.string(),
};
export const conversationSummarySchema = z.strictObject(conversationSummaryFields).meta({
  id: "ConversationSummary",
  description: "Una conversación con el asistente, sin sus mensajes.",
});
export type ConversationSummary = z.output<typeof conversationSummarySchema>;

/** A stored message as the AI SDK's UIMessage: text and tool parts. */
export const storedChatMessageSchema = z.strictObject({
  id: z.string(),
  role: z.enum(["user", "assistant"]),
  parts: z.array(z.unknown()),
});
export type StoredChatMessage = z.output<typeof storedChatMessageSchema>;

export const conversationDetailSchema = z.strictObject({
  ...conversationSummaryFields,
  messages: z.array(storedChatMessageSchema),
});
export type ConversationDetail = z.output<typeof conversationDetailSchema>;

export const chatUsageSchema = z.strictObject({
  plan: z.enum(planIds),
  /** null means unlimited. */
  limit: z.number().int().nullable(),
  used: z.number().int(),
  /** "openai-compatible" when a model is configured, else the built-in assistant. */
  provider: z.enum(["builtin", "openai-compatible"]),
});
export type ChatUsage = z.output<typeof chatUsageSchema>;
