import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4Prompt,
  LanguageModelV4StreamPart,
} from "@ai-sdk/provider";
import { type HouseholdWords, inHouseholdWords } from "#server/ai/builtin/household-words.ts";
import {
  mayTellADishMade,
  mealToldCooked,
  refersToHousehold,
  resolveReferences,
} from "#server/ai/builtin/references.ts";
import {
  chatReply,
  proposalQuestion,
  resultsReply,
  type ToolResult,
} from "#server/ai/builtin/replies.ts";
import type { HouseholdVocabulary } from "#server/ai/tools/vocabulary.ts";
import type { Language } from "#server/ai/understanding/corpus.ts";
import type { Proposal, Understanding } from "#server/ai/understanding/engine.ts";
import { understand } from "#server/ai/understanding/model.ts";
import type { PersonaTraits } from "#shared/assistant/persona.ts";
import { dateInZone } from "#shared/calendar/zoned-time.ts";

/**
 * The built-in assistant as an AI SDK language model: no key, no network. Its first step reads
 * the member's message (src/server/ai/understanding) and calls the household tools it understood
 * — or proposeAction when it is not sure; once the tools answered, the second step words the
 * reply from their results in the persona's voice and the request's language. Being a model, it
 * runs through the very same streamText pipeline (tools, steps, streaming, persistence) as a
 * real one.
 */
export interface BuiltinOptions {
  traits: PersonaTraits;
  timeZone: string;
  now?: () => Date;
  /** Pause between streamed words, so the answer reads as it is written (0 in tests). */
  wordDelayMs?: number;
  /** Where the trained understanding is cached (DATA_DIR). */
  dataDir?: string;
  /** The household's task and event names, read when a message refers to one of them. */
  vocabulary?: () => Promise<HouseholdVocabulary>;
  /** The household's names for things, so that tools are called in its words ("eggs" →
   * «Huevos»); names stay as said without it. */
  householdWords?: HouseholdWords;
}

function lastUserText(prompt: LanguageModelV4Prompt): { text: string; index: number } {
  for (let index = prompt.length - 1; index >= 0; index--) {
    const message = prompt[index];
    if (message?.role === "user") {
      const text = message.content
        .map((part) => (part.type === "text" ? part.text : ""))
        .join(" ")
        .trim();
      return { text, index };
    }
  }
  return { text: "", index: -1 };
}

/** The tool calls and results after the member's message: what this turn already did. */
function resultsAfter(prompt: LanguageModelV4Prompt, index: number): ToolResult[] {
  const inputs = new Map<string, { toolName: string; input: Record<string, unknown> }>();
  const results: ToolResult[] = [];
  for (const message of prompt.slice(index + 1)) {
    if (message.role === "assistant") {
      for (const part of message.content) {
        if (part.type === "tool-call") {
          inputs.set(part.toolCallId, { toolName: part.toolName, input: asRecord(part.input) });
        }
      }
    }
    if (message.role !== "tool") continue;
    for (const part of message.content) {
      if (part.type !== "tool-result") continue;
      const value = part.output.type === "json" ? part.output.value : null;
      const call = inputs.get(part.toolCallId);
      results.push({
        toolName: part.toolName,
        input: call?.input ?? {},
        output:
          value && typeof value === "object" && !Array.isArray(value)
            ? (value as { ok: boolean } & Record<string, unknown>)
            : { ok: false, code: "TOOL_ERROR", message: "" },
      });
    }
  }
  return results;
}

function asRecord(value: unknown): Record<string, unknown> {
  if (typeof value === "string") {
    try {
      return asRecord(JSON.parse(value));
    } catch {
      return {};
    }
  }
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function textOf(message: LanguageModelV4Prompt[number] | undefined): string {
  if (!message || message.role === "system" || message.role === "tool") return "";
  return message.content
    .map((part) => (part.type === "text" ? part.text : ""))
    .join(" ")
    .trim();
}

/**
 * The action proposed in the assistant's turn just before the member's message, if any: its
 * proposeAction call when the history keeps tool calls, else the same reading of the message
 * that led to it, when the assistant's words were that proposal's question.
 */
async function pendingProposal(
  prompt: LanguageModelV4Prompt,
  index: number,
  understandEarlier: (text: string) => Promise<Understanding>,
): Promise<Proposal | null> {
  let asked = "";
  for (let at = index - 1; at >= 0; at--) {
    const message = prompt[at];
    if (message?.role === "user") {
      if (!asked) return null;
      const earlier = await understandEarlier(textOf(message));
      const call = earlier.calls[0];
      const input = call ? asRecord(call.input) : {};
      return earlier.outcome === "confirm" &&
        typeof input.tool === "string" &&
        typeof input.question === "string" &&
        asked.includes(input.question)
        ? { tool: input.tool, args: asRecord(input.args) }
        : null;
    }
    if (message?.role !== "assistant") continue;
    for (const part of message.content) {
      if (part.type === "tool-call" && part.toolName === "proposeAction") {
        const input = asRecord(part.input);
        if (typeof input.tool === "string") return { tool: input.tool, args: asRecord(input.args) };
      }
    }
    asked = `${textOf(message)} ${asked}`;
  }
  return null;
}

const usage = {
  inputTokens: {
    total: undefined,
    noCache: undefined,
    cacheRead: undefined,
    cacheWrite: undefined,
  },
  outputTokens: { total: undefined, text: undefined, reasoning: undefined },
};

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** Words with their following space: "¡Listo! Agregué" streams as "¡Listo! " then "Agregué". */
export function splitIntoTokens(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

export function createBuiltinModel(options: BuiltinOptions): LanguageModelV4 {
  const now = options.now ?? (() => new Date());
  const delay = options.wordDelayMs ?? 0;

  async function plan(
    callOptions: LanguageModelV4CallOptions,
  ): Promise<LanguageModelV4StreamPart[]> {
    const { text, index } = lastUserText(callOptions.prompt);
    const fallback: Language = options.traits.language === "pt-BR" ? "pt" : options.traits.language;
    const available = new Set((callOptions.tools ?? []).map((tool) => tool.name));
    const results = resultsAfter(callOptions.prompt, index);
    const reading = {
      today: dateInZone(now(), options.timeZone),
      fallback,
      available,
      ask: proposalQuestion,
      dataDir: options.dataDir,
    };
    // The household's own names for what a message refers to, once per message (first step).
    const named = async (said: Understanding, message = text): Promise<Understanding> => {
      if (results.length > 0) return said;
      const refers = refersToHousehold(said);
      const household =
        options.vocabulary && (refers || mayTellADishMade(message, said))
          ? await options.vocabulary()
          : null;
      // "ya está pronta la sopa de verduras": a dish of the plan said made (references.ts).
      const cooked = household ? mealToldCooked(message, said, household) : null;
      const understood =
        household && (cooked || refers)
          ? resolveReferences(cooked ?? said, household, proposalQuestion)
          : said;
      const calls = await inHouseholdWords(
        understood.calls,
        options.householdWords,
        understood.language,
        (proposal) => proposalQuestion(proposal, understood.language),
      );
      return { ...understood, calls };
    };
    const understood = await named(
      await understand(text, {
        ...reading,
        pending: await pendingProposal(callOptions.prompt, index, async (earlier) =>
          named(await understand(earlier, reading), earlier),
        ),
      }),
    );
    if (results.length === 0 && understood.calls.length > 0) {
      return [
        ...understood.calls.map(
          (call, position): LanguageModelV4StreamPart => ({
            type: "tool-call",
            toolCallId: `builtin-${Date.now().toString(36)}-${position}`,
            toolName: call.toolName,
            input: JSON.stringify(call.input),
          }),
        ),
        { type: "finish", usage, finishReason: { unified: "tool-calls", raw: "tool-calls" } },
      ];
    }
    const reply =
      results.length > 0
        ? resultsReply(results, understood.language, options.traits, understood.intents)
        : chatReply(
            understood.outcome === "act" || understood.outcome === "confirm"
              ? "unclear"
              : understood.outcome,
            understood.language,
            options.traits,
          );
    const id = "builtin-text";
    return [
      { type: "text-start", id },
      ...splitIntoTokens(reply).map(
        (delta): LanguageModelV4StreamPart => ({ type: "text-delta", id, delta }),
      ),
      { type: "text-end", id },
      { type: "finish", usage, finishReason: { unified: "stop", raw: "stop" } },
    ];
  }

  return {
    specificationVersion: "v4",
    provider: "hogaria",
    modelId: "hogaria-builtin",
    supportedUrls: {},
    async doGenerate() {
      throw new Error("The built-in assistant only streams.");
    },
    async doStream(callOptions) {
      const parts = await plan(callOptions);
      const signal = callOptions.abortSignal;
      const stream = new ReadableStream<LanguageModelV4StreamPart>({
        async start(controller) {
          controller.enqueue({ type: "stream-start", warnings: [] });
          try {
            for (const part of parts) {
              if (delay > 0 && part.type === "text-delta") await sleep(delay, signal);
              controller.enqueue(part);
            }
            controller.close();
          } catch (error) {
            controller.error(error);
          }
        },
      });
      return { stream };
    },
  };
}
