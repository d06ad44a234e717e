import type { LanguageModelV4 } from "@ai-sdk/provider";
import { type BuiltinOptions, createBuiltinModel } from "#server/ai/builtin/builtin-model.ts";
import { createOpenAICompatibleModel } from "#server/ai/providers/openai-compatible.ts";
import type { Config } from "#server/config.ts";
import { buildPersonaPrompt, type Persona } from "#shared/assistant/persona.ts";
import { dateTimeFormat } from "#shared/calendar/date-time-format.ts";
import { dateInZone, timeInZone } from "#shared/calendar/zoned-time.ts";

/** Most model calls for one message: read, act, then answer — and room for a second action. */
export const maxAssistantSteps = 5;

export type AssistantProvider = "builtin" | "openai-compatible";

export function assistantProvider(ai: Config["ai"]): AssistantProvider {
  return ai.baseUrl ? "openai-compatible" : "builtin";
}

/** One configured model per configuration: building it compiles its response schemas, which
 * every message would otherwise pay for before its first token. */
const configuredModels = new WeakMap<Config["ai"], LanguageModelV4>();

/** The configured model when AI_BASE_URL is set, else the built-in assistant. */
export function chooseAssistantModel(ai: Config["ai"], builtin: BuiltinOptions): LanguageModelV4 {
  if (!ai.baseUrl) return createBuiltinModel(builtin);
  let model = configuredModels.get(ai);
  if (!model) {
    model = createOpenAICompatibleModel({
      baseUrl: ai.baseUrl,
      apiKey: ai.apiKey,
      model: ai.model,
    });
    configuredModels.set(ai, model);
  }
  return model;
}

export interface HouseholdSnapshot {
  name: string;
  timeZone: string;
  memberName: string;
  allergies: string[];
  now: Date;
}

/** The persona's prompt and a compact picture of the household: the model reads the rest
 * through the tools, so the prompt stays small and never holds another household's data. */
export function buildInstructions(persona: Persona, household: HouseholdSnapshot): string {
  const today = dateInZone(household.now, household.timeZone);
  const weekday = dateTimeFormat("es", { weekday: "long", timeZone: household.timeZone }).format(
    household.now,
  );
  return [
    buildPersonaPrompt(persona.name, persona.description, persona.traits),
    "",
    "Contexto del hogar:",
    `- Hogar: ${household.name}. Te escribe: ${household.memberName}.`,
    `- Hoy es ${weekday} ${today}, son las ${timeInZone(household.now, household.timeZone)} (${household.timeZone}).`,
    household.allergies.length > 0
      ? `- Alergias: ${household.allergies.join(", ")}.`
      : "- Alergias: ninguna registrada.",
    "- Usa las herramientas para consultar o cambiar compras, tareas, despensa, agenda, servicios y el menú de la semana (comidas); las fechas van como YYYY-MM-DD y las horas HH:mm en la hora local del hogar.",
    "- Para agregar a la lista los ingredientes de la semana, primero propónlo con proposeAction y hazlo solo después del «Sí».",
    "- Después de usar una herramienta, cuenta en una o dos frases lo que hiciste. Si una herramienta falla, explica por qué sin inventar.",
  ].join("\n");
}
