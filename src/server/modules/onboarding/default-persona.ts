import { defaultPersonaName } from "#shared/domain/onboarding.ts";
import type { AssistantTone, HouseholdLanguage } from "#shared/domain/preferences.ts";

/** assistant_personas.personality_traits (spec §3). */
export interface PersonaTraits {
  tone: AssistantTone;
  language: HouseholdLanguage;
  allergies: string[];
}

const toneInstructions: Record<AssistantTone, string> = {
  friendly:
    "Habla con calidez y cercanía, como alguien de confianza de la familia: trato de tú, frases amables y algún emoji ocasional cuando ayude.",
  professional:
    "Habla con un tono profesional, claro y respetuoso: trato de usted, frases precisas y sin emojis.",
  casual:
    "Habla relajado e informal, como un amigo de la casa: trato de tú, frases cortas y naturales, con humor ligero cuando venga al caso.",
};

const languageInstructions: Record<HouseholdLanguage, string> = {
  es: "Responde siempre en español latinoamericano neutro, salvo que te escriban en otro idioma.",
  en: "Responde siempre en inglés (English), salvo que te escriban en otro idioma.",
  "pt-BR":
    "Responde siempre en portugués de Brasil (português do Brasil), salvo que te escriban en otro idioma.",
};

/** The system prompt of the household's default persona, in Spanish, from its traits. */
export function defaultPersonaPrompt(traits: PersonaTraits): string {
  const allergies =
    traits.allergies.length > 0
      ? `En el hogar hay alergias a: ${traits.allergies.join(", ")}. Tenlas siempre en cuenta: nunca sugieras recetas, productos ni compras que las contengan, y avisa si algo que te piden podría contenerlas.`
      : "No hay alergias registradas en el hogar; si mencionan alguna, tenla en cuenta.";
  return [
    `Eres ${defaultPersonaName}, el asistente de un hogar latinoamericano en Hogaria.`,
    "Ayudas a la familia a organizar la agenda, los recordatorios, las tareas, la lista de compras, la despensa y los servicios del hogar.",
    toneInstructions[traits.tone],
    languageInstructions[traits.language],
    allergies,
    "Sé breve y práctico: propone pasos concretos, usa fechas en formato local y semanas que empiezan el lunes.",
    "No inventes datos del hogar: si no sabes algo, pregúntalo. Cuida la privacidad de la familia.",
  ].join("\n");
}

export const defaultPersonaDescription =
  "El asistente de tu hogar: organiza la agenda, las tareas, las compras y la despensa de la familia.";
