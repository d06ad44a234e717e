import { type DailyTipInput, fallbackTipIn, generateDailyTip } from "#server/ai/daily-tip.ts";
import type { Config } from "#server/config.ts";
import { localeOf, translator } from "#server/i18n/translator.ts";

/** Spec §9: the brief's tip fits two lines. */
export const tipMaxLines = 2;
const tipMaxCharacters = 180;

/** Keeps the first two non-empty lines of what a model wrote, without list marks or quotes. */
export function clampTip(text: string): string {
  const lines = text
    .split("\n")
    .map((line) =>
      line
        .replace(/^\s*(?:[-*•]|\d+[.)])\s*/, "")
        .replace(/^["«“]|["»”]$/g, "")
        .trim(),
    )
    .filter((line) => line.length > 0)
    .slice(0, tipMaxLines);
  const tip = lines.join("\n");
  return tip.length > tipMaxCharacters ? `${tip.slice(0, tipMaxCharacters - 1).trimEnd()}…` : tip;
}

interface Writer {
  generateText: typeof import("ai").generateText;
  model: import("@ai-sdk/provider").LanguageModelV4;
}

async function loadModelWriter(ai: Config["ai"], baseUrl: string): Promise<Writer> {
  const [{ generateText }, { createOpenAICompatibleModel }] = await Promise.all([
    import("ai"),
    import("#server/ai/providers/openai-compatible.ts"),
  ]);
  return {
    generateText,
    model: createOpenAICompatibleModel({ baseUrl, apiKey: ai.apiKey, model: ai.model }),
  };
}

/**
 * Who writes the daily brief's tip: the configured model when AI_BASE_URL is set, else the
 * built-in writer. Any failure answers the §9 fallback (the brief also times a slow writer out).
 */
export function createTipWriter(ai: Config["ai"]): (input: DailyTipInput) => Promise<string> {
  const { baseUrl } = ai;
  if (!baseUrl) return generateDailyTip;
  // The AI SDK loads with the first tip a model writes, not at start (ADR 021: memory).
  let writer: Promise<Writer> | undefined;
  const loadWriter = () => {
    writer ??= loadModelWriter(ai, baseUrl).catch((error: unknown) => {
      writer = undefined;
      throw error;
    });
    return writer;
  };
  return async (input) => {
    try {
      const { generateText, model } = await loadWriter();
      const { text } = await generateText({
        model,
        maxRetries: 0,
        timeout: ai.timeoutMs,
        instructions: translator(localeOf(input.language), "tips")("writer"),
        prompt: JSON.stringify({
          hogar: input.householdName,
          fecha: input.date,
          momento: input.timeOfDay,
          eventosDeHoy: input.events,
          tareasUrgentes: input.urgentTasks,
          porComprar: input.itemsToBuy.map((item) => item.name),
        }),
      });
      return clampTip(text) || fallbackTipIn(input.language);
    } catch {
      return fallbackTipIn(input.language);
    }
  };
}
