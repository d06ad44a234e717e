import { v7 as uuidv7 } from "uuid";
import { translateApiError } from "#server/ai/tools/tool-messages.ts";
import { ApiError } from "#server/http/errors.ts";
import { parseWith } from "#server/http/validation.ts";
import { channelTexts } from "#server/modules/channels/channel-texts.ts";
import {
  findChannelConversation,
  markConversationChannel,
} from "#server/modules/channels/channels.repository.ts";
import type { ChatContext } from "#server/modules/chat/chat.service.ts";
import type { Membership } from "#server/modules/households/membership.ts";
import type { UiLocale } from "#shared/domain/locale.ts";
import { chatMessageLimit, chatRequestSchema } from "#shared/schemas/chat.ts";

export interface ChannelAnswer {
  text: string;
  toolResults: { toolName: string; output: unknown }[];
  conversationId: string;
}

/** A message longer than the chat takes is cut at the last word that fits. */
export function fitChatMessage(text: string): { message: string; trimmed: boolean } {
  const clean = text.trim();
  if (clean.length <= chatMessageLimit) return { message: clean, trimmed: false };
  const head = clean.slice(0, chatMessageLimit);
  const cut = head.lastIndexOf(" ");
  return {
    message: (cut > chatMessageLimit / 2 ? head.slice(0, cut) : head).trim(),
    trimmed: true,
  };
}

/** The UI message stream's chunks (SSE `data:` lines) as objects. */
async function readChunks(response: Response): Promise<Record<string, unknown>[]> {
  const text = await response.text();
  const chunks: Record<string, unknown>[] = [];
  for (const line of text.split("\n")) {
    if (!line.startsWith("data: ")) continue;
    const data = line.slice(6).trim();
    if (data === "[DONE]") continue;
    try {
      chunks.push(JSON.parse(data) as Record<string, unknown>);
    } catch {
      // Not a chunk of ours.
    }
  }
  return chunks;
}

/**
 * Runs one message from a channel through the web chat's own pipeline (permission, plan limit,
 * persona, household tools, storage), as the member, in their channel conversation — which
 * their web chat lists too — and gives back the final text and the tools' results instead of a
 * stream. Refusals (role, monthly limit) come back as a sentence in the member's language.
 */
export async function runChannelMessage(
  ctx: ChatContext,
  membership: Membership,
  input: { channel: "whatsapp" | "sms"; text: string; locale: UiLocale },
): Promise<ChannelAnswer> {
  const { db } = ctx;
  const conversationId =
    (await findChannelConversation(db, membership.householdId, membership.userId, input.channel)) ??
    uuidv7();
  const { message, trimmed } = fitChatMessage(input.text);
  let response: Response;
  try {
    // Read as the chat route reads a message (a blank one is refused the same way).
    const request = parseWith(chatRequestSchema, { conversationId, message });
    // The assistant loads with the first message a channel brings, not at start (ADR 021).
    const { sendChatMessage } = await import("#server/modules/chat/chat.service.ts");
    response = await sendChatMessage({ ...ctx, builtinWordDelayMs: 0 }, membership, request);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      return { text: translateApiError(error, input.locale), toolResults: [], conversationId };
    }
    throw error;
  }
  const chunks = await readChunks(response);
  await markConversationChannel(db, membership.householdId, conversationId, input.channel);
  let text = "";
  const toolResults: ChannelAnswer["toolResults"] = [];
  const toolNames = new Map<string, string>();
  for (const chunk of chunks) {
    if (chunk.type === "text-delta" && typeof chunk.delta === "string") text += chunk.delta;
    if (chunk.type === "text-end") text += "\n";
    if (chunk.type === "tool-input-available" || chunk.type === "tool-input-start") {
      toolNames.set(String(chunk.toolCallId), String(chunk.toolName));
    }
    if (chunk.type === "tool-output-available") {
      toolResults.push({
        toolName: toolNames.get(String(chunk.toolCallId)) ?? "",
        output: chunk.output,
      });
    }
    if (chunk.type === "error" && typeof chunk.errorText === "string") text += chunk.errorText;
  }
  text = text.replace(/\n{3,}/g, "\n\n").trim();
  if (trimmed) text = `${text}\n\n${channelTexts(input.locale).trimmed}`.trim();
  return { text, toolResults, conversationId };
}
