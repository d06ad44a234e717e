import {
  convertToModelMessages,
  createUIMessageStreamResponse,
  type ModelMessage,
  stepCountIs,
  streamText,
  type UIMessage,
  type UIMessageChunk,
} from "ai";
import {
  assistantProvider,
  buildInstructions,
  chooseAssistantModel,
  maxAssistantSteps,
} from "#server/ai/assistant.ts";
import { householdItemNames } from "#server/ai/builtin/household-words.ts";
import { householdTools } from "#server/ai/tools/household-tools.ts";
import { readVocabulary } from "#server/ai/tools/vocabulary.ts";
import { messageLocale } from "#server/ai/understanding/language.ts";
import { loadUnderstanding } from "#server/ai/understanding/model.ts";
import type { AppContext, ServiceContext } from "#server/app-context.ts";
import { ApiError, notFound, spanishError } from "#server/http/errors.ts";
import {
  activatePersona,
  type ChatHousehold,
  deleteConversationRow,
  findChatHousehold,
  findConversation,
  findConversationById,
  findPersona,
  insertConversation,
  insertMessage,
  insertPersona,
  listConversations,
  listMessages,
  listPersonas,
  listRecentMessages,
  type MessageRow,
  readMemberContext,
  readUsage,
  takeUsage,
  updateConversation,
  updatePersona,
} from "#server/modules/chat/chat.repository.ts";
import { ensureAllowed, type Membership } from "#server/modules/households/membership.ts";
import { defaultPersonaDescription } from "#server/modules/onboarding/default-persona.ts";
import {
  buildPersonaPrompt,
  type Persona,
  type PersonaValues,
  readTraits,
} from "#shared/assistant/persona.ts";
import { dateInZone } from "#shared/calendar/zoned-time.ts";
import { defaultPersonaName } from "#shared/domain/onboarding.ts";
import { effectivePlan, planLimits } from "#shared/domain/plans.ts";
import type {
  ChatMessageInput,
  ChatUsage,
  ConversationDetail,
  ConversationSummary,
  StoredChatMessage,
} from "#shared/schemas/chat.ts";

/** The service context, and what the assistant uses besides it (the AI settings, the logger, the
 * file storage its tools read photos from); channels and tests may fix the clock and the word
 * pace. */
export type ChatContext = ServiceContext &
  Pick<AppContext, "config" | "logger" | "storage"> & {
    now?: () => Date;
    builtinWordDelayMs?: number;
  };

/**
 * Loads (or, for a new corpus, trains and caches) the built-in assistant's understanding when
 * the chat is first used (chat.routes loads this module then), off the request and once per
 * process, so the first message is not slowed and a server nobody chats with never holds it.
 */
export function prepareAssistant(ctx: Pick<ChatContext, "config" | "logger">): void {
  if (ctx.config.ai.baseUrl) return;
  loadUnderstanding(ctx.config.dataDir).catch((error: unknown) => {
    ctx.logger.warn({ err: error }, "no se pudo preparar el asistente");
  });
}

/** The built-in assistant's pace: about 40 words a second, quick yet readable as it streams. */
const builtinWordDelayMs = 25;

/** Messages of the conversation the model sees; older ones stay stored but are not sent. */
const historyWindow = 20;

function monthOf(household: ChatHousehold, now: Date): string {
  return dateInZone(now, household.timeZone).slice(0, 7);
}

function monthlyLimit(household: ChatHousehold, now: Date): number | null {
  return planLimits[effectivePlan(household, now)].chatMessagesPerMonth;
}

export async function getChatUsage(ctx: ChatContext, membership: Membership): Promise<ChatUsage> {
  const { db } = ctx;
  const now = ctx.now?.() ?? new Date();
  const household = await findChatHousehold(db, membership.householdId);
  return {
    plan: effectivePlan(household, now),
    limit: monthlyLimit(household, now),
    used: await readUsage(db, membership.householdId, monthOf(household, now)),
    provider: assistantProvider(ctx.config.ai),
  };
}

// Personas

/** The household's personas, the active one first (spec §7). */
export async function listHouseholdPersonas(
  ctx: ChatContext,
  membership: Membership,
): Promise<Persona[]> {
  return listPersonas(ctx.db, membership.householdId);
}

function personaRow(values: PersonaValues) {
  const traits = {
    tone: values.tone,
    language: values.language,
    allergies: values.allergies,
    personality: values.personality,
    accent: values.accent,
  };
  return {
    name: values.name,
    description: values.description,
    traits,
    systemPrompt: buildPersonaPrompt(values.name, values.description, traits),
  };
}

export async function createPersona(
  ctx: ChatContext,
  membership: Membership,
  values: PersonaValues,
): Promise<Persona> {
  ensureAllowed(membership, "personas.manage");
  const { db } = ctx;
  const id = await insertPersona(db, membership.householdId, personaRow(values));
  if (values.isActive) await activatePersona(db, membership.householdId, id);
  return (await findPersona(db, membership.householdId, id)) as Persona;
}

export async function editPersona(
  ctx: ChatContext,
  membership: Membership,
  id: string,
  values: PersonaValues,
): Promise<Persona> {
  ensureAllowed(membership, "personas.manage");
  const { db } = ctx;
  if (!(await findPersona(db, membership.householdId, id))) throw notFound();
  await updatePersona(db, membership.householdId, id, personaRow(values));
  if (values.isActive) await activatePersona(db, membership.householdId, id);
  return (await findPersona(db, membership.householdId, id)) as Persona;
}

// Conversations

function toSummary(row: {
  id: string;
  title: string;
  personaId: string | null;
  channel: ConversationSummary["channel"];
  updatedAt: string;
}): ConversationSummary {
  return {
    id: row.id,
    title: row.title,
    personaId: row.personaId,
    channel: row.channel,
    updatedAt: row.updatedAt,
  };
}

function toStoredMessage(row: MessageRow): StoredChatMessage {
  const parts =
    Array.isArray(row.parts) && row.parts.length > 0
      ? row.parts
      : [{ type: "text", text: row.content }];
  return { id: row.id, role: row.role, parts };
}

export async function listMemberConversations(
  ctx: ChatContext,
  membership: Membership,
): Promise<ConversationSummary[]> {
  ensureAllowed(membership, "chat.use");
  return (await listConversations(ctx.db, membership.householdId, membership.userId)).map(
    toSummary,
  );
}

async function requireConversation(ctx: ChatContext, membership: Membership, id: string) {
  const conversation = await findConversation(
    ctx.db,
    membership.householdId,
    membership.userId,
    id,
  );
  if (!conversation) throw notFound();
  return conversation;
}

export async function getConversation(
  ctx: ChatContext,
  membership: Membership,
  id: string,
): Promise<ConversationDetail> {
  ensureAllowed(membership, "chat.use");
  const conversation = await requireConversation(ctx, membership, id);
  const messages = await listMessages(ctx.db, membership.householdId, id);
  return { ...toSummary(conversation), messages: messages.map(toStoredMessage) };
}

export async function renameConversation(
  ctx: ChatContext,
  membership: Membership,
  id: string,
  input: { title: string },
): Promise<ConversationSummary> {
  ensureAllowed(membership, "chat.use");
  const { title } = input;
  await requireConversation(ctx, membership, id);
  await updateConversation(ctx.db, membership.householdId, id, { title });
  return toSummary(await requireConversation(ctx, membership, id));
}

export async function deleteConversation(
  ctx: ChatContext,
  membership: Membership,
  id: string,
): Promise<void> {
  ensureAllowed(membership, "chat.use");
  await requireConversation(ctx, membership, id);
  await deleteConversationRow(ctx.db, membership.householdId, id);
}

// Sending a message

/** The persona asked for, else the conversation's, else the household's active one. */
async function choosePersona(
  ctx: ChatContext,
  membership: Membership,
  household: ChatHousehold,
  personaId: string | null | undefined,
  conversationPersonaId: string | null,
): Promise<Persona> {
  const { db } = ctx;
  if (personaId) {
    const persona = await findPersona(db, membership.householdId, personaId);
    if (!persona) throw notFound();
    return persona;
  }
  if (conversationPersonaId) {
    const persona = await findPersona(db, membership.householdId, conversationPersonaId);
    if (persona) return persona;
  }
  const [first] = await listPersonas(db, membership.householdId);
  if (first) return first;
  const now = new Date().toISOString();
  return {
    id: "",
    name: defaultPersonaName,
    description: defaultPersonaDescription,
    traits: readTraits({}, household.language),
    isActive: true,
    createdAt: now,
    updatedAt: now,
  };
}

function titleFrom(message: string): string {
  const clean = message.replace(/\s+/g, " ").trim();
  return clean.length > 60 ? `${clean.slice(0, 59).trimEnd()}…` : clean;
}

type HistoryRow = Pick<MessageRow, "role" | "content" | "parts">;

/**
 * What the model is shown of the conversation: each message with its stored parts, so that the
 * tools the assistant called — among them the action it proposed and asked about
 * (proposeAction), which «Sí» then runs — are still there on the next turn. A stored part the
 * SDK cannot replay falls back to the message's text.
 */
async function modelHistory(rows: HistoryRow[]): Promise<ModelMessage[]> {
  const replayable = rows.filter(
    (row) => row.content.trim().length > 0 || (Array.isArray(row.parts) && row.parts.length > 0),
  );
  const asText = (row: HistoryRow): ModelMessage => ({ role: row.role, content: row.content });
  const messages: ModelMessage[] = [];
  for (const row of replayable) {
    const parts = Array.isArray(row.parts) ? (row.parts as UIMessage["parts"]) : [];
    if (!parts.some((part) => part.type.startsWith("tool-"))) {
      if (row.content.trim()) messages.push(asText(row));
      continue;
    }
    try {
      messages.push(
        ...(await convertToModelMessages([{ role: row.role, parts }], {
          ignoreIncompleteToolCalls: true,
        })),
      );
    } catch {
      if (row.content.trim()) messages.push(asText(row));
    }
  }
  return messages;
}

function textOf(message: UIMessage): string {
  return message.parts
    .map((part) => (part.type === "text" ? part.text : ""))
    .join("")
    .trim();
}

/**
 * Sends one member message, already parsed with chatRequestSchema by its caller (the chat route,
 * or a WhatsApp/SMS message): checks the role and the plan's monthly limit, stores the message,
 * and answers the assistant's reply as an AI SDK UI message stream (SSE). The reply is stored
 * when it ends — also when the member stops it; a failure leaves the conversation as it was.
 */
export async function sendChatMessage(
  ctx: ChatContext,
  membership: Membership,
  request: ChatMessageInput,
  abortSignal?: AbortSignal,
): Promise<Response> {
  ensureAllowed(membership, "chat.use");
  const { db } = ctx;
  const now = ctx.now ?? (() => new Date());
  const conversationId = request.conversationId;
  const household = await findChatHousehold(db, membership.householdId);
  const conversation = await findConversationById(db, conversationId);
  if (
    conversation &&
    (conversation.householdId !== membership.householdId ||
      conversation.userId !== membership.userId)
  ) {
    throw notFound();
  }
  const persona = await choosePersona(
    ctx,
    membership,
    household,
    request.personaId,
    conversation?.personaId ?? null,
  );
  const earlier = conversation
    ? await listRecentMessages(db, membership.householdId, conversationId, historyWindow - 1)
    : [];

  // The month's count, the conversation and the message land together or not at all.
  await db.transaction().execute(async (trx) => {
    const month = monthOf(household, now());
    if (!(await takeUsage(trx, membership.householdId, month, monthlyLimit(household, now())))) {
      throw new ApiError(429, "CHAT_LIMIT_REACHED");
    }
    if (!conversation) {
      await insertConversation(trx, {
        id: conversationId,
        householdId: membership.householdId,
        userId: membership.userId,
        personaId: persona.id || null,
        title: titleFrom(request.message),
      });
    } else if (persona.id && persona.id !== conversation.personaId) {
      await updateConversation(trx, membership.householdId, conversationId, {
        personaId: persona.id,
      });
    }
    await insertMessage(trx, {
      householdId: membership.householdId,
      conversationId,
      role: "user",
      content: request.message,
      parts: [{ type: "text", text: request.message }],
    });
  });

  const member = await readMemberContext(db, membership.householdId, membership.profileId);
  const allergies = [...new Set([...persona.traits.allergies, ...member.allergies])];
  const timeout = ctx.config.ai.timeoutMs;
  const toolEnvironment = {
    db,
    membership,
    app: ctx,
    timeZone: household.timeZone,
    allergies,
    // Refusals in the language the member wrote in, as the reply is.
    language: messageLocale(request.message, persona.traits.language),
    now,
  };
  const result = streamText({
    model: chooseAssistantModel(ctx.config.ai, {
      traits: { ...persona.traits, allergies },
      timeZone: household.timeZone,
      now,
      wordDelayMs: ctx.builtinWordDelayMs ?? builtinWordDelayMs,
      dataDir: ctx.config.dataDir,
      vocabulary: () => readVocabulary(toolEnvironment),
      householdWords: householdItemNames(db, membership.householdId),
    }),
    instructions: buildInstructions(persona, {
      name: household.name,
      timeZone: household.timeZone,
      memberName: member.memberName,
      allergies,
      now: now(),
    }),
    messages: await modelHistory([
      ...earlier,
      { role: "user", content: request.message, parts: null },
    ]),
    tools: householdTools(toolEnvironment),
    stopWhen: stepCountIs(maxAssistantSteps),
    maxRetries: 0,
    abortSignal,
    timeout: { firstChunkMs: timeout, chunkMs: timeout },
    onError: ({ error }) => {
      ctx.logger.warn({ err: error, conversationId }, "el asistente falló");
    },
  });

  const stream = result.toUIMessageStream({
    onError: () => spanishError("CHAT_FAILED"),
    onEnd: async ({ responseMessage }) => {
      const content = textOf(responseMessage);
      const hasTools = responseMessage.parts.some((part) => part.type.startsWith("tool-"));
      if (!content && !hasTools) return;
      try {
        await insertMessage(db, {
          householdId: membership.householdId,
          conversationId,
          role: "assistant",
          content,
          parts: responseMessage.parts.filter((part) => part.type !== "step-start"),
        });
        await updateConversation(db, membership.householdId, conversationId, {});
      } catch (error) {
        ctx.logger.error(
          { err: error, conversationId },
          "no se pudo guardar la respuesta del asistente",
        );
      }
    },
  });
  // Only the member stops an answer silently; a model that times out is a failure to report.
  const reported = stream.pipeThrough(
    new TransformStream<UIMessageChunk, UIMessageChunk>({
      transform(chunk, controller) {
        if (chunk.type === "abort" && !abortSignal?.aborted) {
          controller.enqueue({ type: "error", errorText: spanishError("CHAT_FAILED") });
        } else {
          controller.enqueue(chunk);
        }
      },
    }),
  );
  return createUIMessageStreamResponse({
    stream: reported,
    headers: { "x-hogaria-conversation": conversationId },
  });
}
