import { z } from "zod";
import { idField } from "#shared/schemas/shopping.ts";

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

/** Where a conversation is held besides the web chat (issue 17). */
export type ConversationChannel = "whatsapp" | "sms";

export interface ConversationSummary {
  id: string;
  title: string;
  personaId: string | null;
  /** null for a web chat conversation; the channel a WhatsApp or SMS conversation came over. */
  channel: ConversationChannel | null;
  updatedAt: string;
}

/** A stored message as the AI SDK's UIMessage: text and tool parts. */
export interface StoredChatMessage {
  id: string;
  role: "user" | "assistant";
  parts: unknown[];
}

export interface ConversationDetail extends ConversationSummary {
  messages: StoredChatMessage[];
}

export interface ChatUsage {
  plan: "gratis" | "familiar" | "pro";
  /** null means unlimited. */
  limit: number | null;
  used: number;
  /** "openai-compatible" when a model is configured, else the built-in assistant. */
  provider: "builtin" | "openai-compatible";
}
