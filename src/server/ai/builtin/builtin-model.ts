import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4Prompt,
  LanguageModelV4StreamPart,
} from "@ai-sdk/provider";
import { conversationalReply, toolReply } from "#server/ai/builtin/replies.ts";
import { understand } from "#server/ai/builtin/understand.ts";
import type { PersonaTraits } from "#shared/assistant/persona.ts";
import { dateInZone } from "#shared/calendar/zoned-time.ts";

/**
 * The built-in assistant as an AI SDK language model: no key, no network. Its first step reads
 * the member's message and calls the household tools it understood; once the tools answered, the
 * second step words the reply in the persona's voice. Being a model, it runs through the very
 * same streamText pipeline (tools, steps, streaming, persistence) as a real one.
 */
export interface BuiltinOptions {
  traits: PersonaTraits;
  timeZone: string;
  now?: () => Date;
  /** Pause between streamed words, so the answer reads as it is written (0 in tests). */
  wordDelayMs?: number;
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

function toolOutputsAfter(prompt: LanguageModelV4Prompt, index: number) {
  const outputs: ({ ok: boolean } & Record<string, unknown>)[] = [];
  for (const message of prompt.slice(index + 1)) {
    if (message.role !== "tool") continue;
    for (const part of message.content) {
      if (part.type !== "tool-result") continue;
      const value = part.output.type === "json" ? part.output.value : null;
      outputs.push(
        value && typeof value === "object" && !Array.isArray(value)
          ? (value as { ok: boolean } & Record<string, unknown>)
          : { ok: false, code: "TOOL_ERROR", message: "No se pudo completar la acción." },
      );
    }
  }
  return outputs;
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

  function plan(callOptions: LanguageModelV4CallOptions): LanguageModelV4StreamPart[] {
    const { text, index } = lastUserText(callOptions.prompt);
    const preferred = options.traits.language === "pt-BR" ? "pt" : options.traits.language;
    const understood = understand(text, dateInZone(now(), options.timeZone), preferred);
    const outputs = toolOutputsAfter(callOptions.prompt, index);
    const available = new Set((callOptions.tools ?? []).map((tool) => tool.name));
    if (outputs.length === 0 && understood.calls.length > 0) {
      const calls = understood.calls.filter((call) => available.has(call.toolName));
      if (calls.length > 0) {
        return [
          ...calls.map(
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
    }
    const reply =
      outputs.length > 0
        ? toolReply(understood.intent, understood.language, options.traits, outputs)
        : conversationalReply(
            understood.calls.length > 0 ? "unknown" : understood.intent,
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
      const parts = plan(callOptions);
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
