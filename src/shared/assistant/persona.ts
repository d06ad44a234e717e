import { z } from "zod";
import { type AssistantTone, assistantTones } from "#shared/domain/preferences.ts";

/** Spec §9's personalities and accents, as personas keep them in personality_traits. */
export const personalities = ["friendly", "coach", "practical", "formal"] as const;
export type Personality = (typeof personalities)[number];

export const accents = [
  "neutral",
  "mexican",
  "argentine",
  "brazilian",
  "colombian",
  "uruguayan",
] as const;
export type Accent = (typeof accents)[number];

/** Languages a persona answers in (the household's, by default). */
export const personaLanguages = ["es", "en", "pt-BR"] as const;
export type PersonaLanguage = (typeof personaLanguages)[number];

/** assistant_personas.personality_traits (spec §3), with §9's personality and accent. */
export const personaTraitsSchema = z.strictObject({
  tone: z.enum(assistantTones),
  language: z.enum(personaLanguages),
  allergies: z.array(z.string()),
  personality: z.enum(personalities),
  accent: z.enum(accents),
});
export type PersonaTraits = z.output<typeof personaTraitsSchema>;

export const personaSchema = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    traits: personaTraitsSchema,
    isActive: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Persona", description: "Una personalidad del asistente." });
export type Persona = z.output<typeof personaSchema>;

/** Traits as old rows or onboarding stored them: what is missing gets the household's defaults. */
export function readTraits(value: unknown, fallbackLanguage = "es"): PersonaTraits {
  const raw = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  const pick = <T extends string>(options: readonly T[], candidate: unknown, fallback: T): T =>
    options.includes(candidate as T) ? (candidate as T) : fallback;
  return {
    tone: pick(assistantTones, raw.tone, "friendly"),
    language: pick(personaLanguages, raw.language, pick(personaLanguages, fallbackLanguage, "es")),
    allergies: Array.isArray(raw.allergies)
      ? raw.allergies.filter((item): item is string => typeof item === "string").slice(0, 30)
      : [],
    personality: pick(personalities, raw.personality, "friendly"),
    accent: pick(accents, raw.accent, "neutral"),
  };
}

export const personaLimits = { name: 60, description: 300, allergy: 60, allergies: 30 } as const;

export const personaInputSchema = z.object({
  name: z
    .string({ error: "personaNameRequired" })
    .trim()
    .min(1, "personaNameRequired")
    .max(personaLimits.name, "tooLong"),
  description: z
    .string({ error: "invalidInput" })
    .trim()
    .max(personaLimits.description, "tooLong")
    .nullish()
    .transform((value) => value || null),
  tone: z.enum(assistantTones, { error: "invalidInput" }).default("friendly"),
  personality: z.enum(personalities, { error: "invalidInput" }).default("friendly"),
  accent: z.enum(accents, { error: "invalidInput" }).default("neutral"),
  language: z.enum(personaLanguages, { error: "invalidInput" }).default("es"),
  allergies: z
    .array(z.string().trim().min(1).max(personaLimits.allergy, "tooLong"), {
      error: "invalidInput",
    })
    .max(personaLimits.allergies, "tooLong")
    .default([]),
  /** true makes it the household's default persona (the selector shows it first). */
  isActive: z.boolean({ error: "invalidInput" }).optional(),
});
export type PersonaInput = z.input<typeof personaInputSchema>;
export type PersonaValues = z.output<typeof personaInputSchema>;

const toneLines: Record<AssistantTone, string> = {
  friendly:
    "Habla con calidez y cercanía, como alguien de confianza de la familia: trato de tú, frases amables y algún emoji ocasional.",
  professional:
    "Habla con un tono profesional, claro y respetuoso: trato de usted, frases precisas y sin emojis.",
  casual:
    "Habla relajado e informal, como un amigo de la casa: frases cortas y naturales, con humor ligero.",
};

const personalityLines: Record<Personality, string> = {
  friendly: "Tu personalidad: Ayudante Amigable, paciente y atento.",
  coach: "Tu personalidad: Coach Motivacional; anima a la familia y celebra cada logro.",
  practical: "Tu personalidad: Organizador Práctico; ve al grano con listas y pasos concretos.",
  formal: "Tu personalidad: Asistente Formal, cortés y preciso.",
};

const accentLines: Record<Accent, string> = {
  neutral: "Usa un español latinoamericano neutro.",
  mexican: "Habla con acento y modismos mexicanos (¡órale!, ¡qué padre!, ahorita), sin exagerar.",
  argentine:
    "Habla con acento rioplatense argentino: voseo (vos tenés, querés) y modismos como ¡dale! o che.",
  brazilian:
    "Habla con el calor brasileño: algún giro en portugués (tudo bem, beleza) cuando encaje.",
  colombian: "Habla con acento colombiano: cordial y amable (con mucho gusto, ¡qué chévere!).",
  uruguayan: "Habla con acento uruguayo: voseo y expresiones como ¡ta! o bo.",
};

const languageLines: Record<PersonaLanguage, string> = {
  es: "Responde en español, salvo que te escriban en otro idioma.",
  en: "Answer in English, unless you are written to in another language.",
  "pt-BR": "Responda em português do Brasil, a menos que escrevam em outro idioma.",
};

/** The system prompt of a persona, built from its traits (spec §3's system_prompt). */
export function buildPersonaPrompt(
  name: string,
  description: string | null,
  traits: PersonaTraits,
): string {
  const allergies =
    traits.allergies.length > 0
      ? `En el hogar hay alergias a: ${traits.allergies.join(", ")}. Nunca sugieras recetas, productos ni compras que las contengan, y avisa si algo podría contenerlas.`
      : "No hay alergias registradas en el hogar; si mencionan alguna, tenla en cuenta.";
  return [
    `Eres ${name}, el asistente de un hogar latinoamericano en Hogaria.`,
    description ? `Descripción: ${description}` : null,
    "Ayudas a la familia con la agenda, los recordatorios, las tareas, la lista de compras, la despensa y los servicios del hogar, usando las herramientas disponibles para leer y cambiar los datos del hogar.",
    toneLines[traits.tone],
    personalityLines[traits.personality],
    accentLines[traits.accent],
    languageLines[traits.language],
    allergies,
    "Sé breve y práctico; usa fechas locales y semanas que empiezan el lunes. No inventes datos del hogar ni acciones: si no sabes algo o no pudiste hacerlo, dilo.",
  ]
    .filter((line): line is string => line !== null)
    .join("\n");
}
