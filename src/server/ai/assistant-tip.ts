import { generateText } from "ai";
import { type DailyTipInput, fallbackTipIn, generateDailyTip } from "#server/ai/daily-tip.ts";
import { createOpenAICompatibleModel } from "#server/ai/providers/openai-compatible.ts";
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

/**
 * Who writes the daily brief's tip: the configured model when AI_BASE_URL is set, else the
 * built-in writer. Any failure answers the §9 fallback (the brief also times a slow writer out).
 */
export function createTipWriter(ai: Config["ai"]): (input: DailyTipInput) => Promise<string> {
  const { baseUrl } = ai;
  if (!baseUrl) return generateDailyTip;
  const model = createOpenAICompatibleModel({ baseUrl, apiKey: ai.apiKey, model: ai.model });
  return async (input) => {
    try {
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
