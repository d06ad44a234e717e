import { ApiError, spanishError } from "#server/http/errors.ts";
import type { ToolFailure } from "#shared/assistant/tool-results.ts";
import enErrors from "#shared/i18n/locales/en/errors.json" with { type: "json" };
import enValidation from "#shared/i18n/locales/en/validation.json" with { type: "json" };
import esValidation from "#shared/i18n/locales/es/validation.json" with { type: "json" };
import ptErrors from "#shared/i18n/locales/pt-BR/errors.json" with { type: "json" };
import ptValidation from "#shared/i18n/locales/pt-BR/validation.json" with { type: "json" };

/** The language a tool's refusals are written in: the caller's. */
export type ToolLanguage = "es" | "en" | "pt-BR";

type Texts = Record<string, string>;
const errorTexts: Record<Exclude<ToolLanguage, "es">, Texts> = { en: enErrors, "pt-BR": ptErrors };
const validationTexts: Record<Exclude<ToolLanguage, "es">, Texts> = {
  en: enValidation,
  "pt-BR": ptValidation,
};
const spanishValidationKeys = new Map(
  Object.entries(esValidation as Texts).map(([key, text]) => [text, key]),
);

/** A service's refusal (403, 404, 400…) in the caller's language: services speak Spanish, the
 * same keys exist in English and Portuguese. */
export function translateApiError(error: ApiError, language: ToolLanguage): string {
  if (language === "es") return error.message;
  if (error.message === spanishError(error.code)) {
    return errorTexts[language][error.code] ?? error.message;
  }
  const key = spanishValidationKeys.get(error.message);
  return (
    (key && validationTexts[language][key]) ?? errorTexts[language][error.code] ?? error.message
  );
}

const quote = (text: string, language: ToolLanguage) =>
  language === "en" ? `“${text}”` : `«${text}»`;

function list(names: string[], language: ToolLanguage): string {
  return new Intl.ListFormat(language, { type: "conjunction" }).format(names);
}

const say = {
  noTask: {
    es: (name: string) => `No encontré una tarea que diga ${name}.`,
    en: (name: string) => `I couldn't find a task called ${name}.`,
    "pt-BR": (name: string) => `Não encontrei uma tarefa chamada ${name}.`,
  },
  noOpenTask: {
    es: (name: string) => `No encontré una tarea pendiente que diga ${name}.`,
    en: (name: string) => `I couldn't find an open task called ${name}.`,
    "pt-BR": (name: string) => `Não encontrei uma tarefa pendente chamada ${name}.`,
  },
  noDoneTask: {
    es: (name: string) => `No encontré una tarea completada que diga ${name}.`,
    en: (name: string) => `I couldn't find a completed task called ${name}.`,
    "pt-BR": (name: string) => `Não encontrei uma tarefa concluída chamada ${name}.`,
  },
  noEvent: {
    es: (name: string) => `No encontré un evento que diga ${name} en la agenda.`,
    en: (name: string) => `I couldn't find an event called ${name} on the calendar.`,
    "pt-BR": (name: string) => `Não encontrei um evento chamado ${name} na agenda.`,
  },
  noPantryItem: {
    es: (name: string) => `No encontré ${name} en la despensa.`,
    en: (name: string) => `I couldn't find ${name} in the pantry.`,
    "pt-BR": (name: string) => `Não encontrei ${name} na despensa.`,
  },
  noMember: {
    es: (name: string) => `No encontré a ${name} entre los miembros del hogar.`,
    en: (name: string) => `${name} is not a member of the household.`,
    "pt-BR": (name: string) => `Não encontrei ${name} entre os membros da casa.`,
  },
  noMeal: {
    es: (name: string) => `No encontré ${name} en el plan de comidas de estos días.`,
    en: (name: string) => `I couldn't find ${name} in this week's meal plan.`,
    "pt-BR": (name: string) => `Não encontrei ${name} no cardápio destes dias.`,
  },
  mealAlreadyCooked: {
    es: (name: string) => `${name} ya está marcada como cocinada.`,
    en: (name: string) => `${name} is already marked as cooked.`,
    "pt-BR": (name: string) => `${name} já está marcada como preparada.`,
  },
  whichMeal: {
    es: (options: string) => `¿Cuál cocinaron: ${options}?`,
    en: (options: string) => `Which one did you cook: ${options}?`,
    "pt-BR": (options: string) => `Qual vocês prepararam: ${options}?`,
  },
  ambiguous: {
    es: (name: string, options: string) => `${name} puede ser ${options}: ¿cuál?`,
    en: (name: string, options: string) => `${name} could be ${options}: which one?`,
    "pt-BR": (name: string, options: string) => `${name} pode ser ${options}: qual?`,
  },
  unitMismatch: {
    es: (name: string, unit: string, given: string) =>
      `${name} se cuenta en ${unit}: no puedo usar ${given}.`,
    en: (name: string, unit: string, given: string) =>
      `${name} is counted in ${unit}: I can't use ${given}.`,
    "pt-BR": (name: string, unit: string, given: string) =>
      `${name} é contado em ${unit}: não posso usar ${given}.`,
  },
} as const;

/** The refusals the tools write themselves, each in the caller's language. */
export function toolMessages(language: ToolLanguage) {
  const q = (text: string) => quote(text, language);
  const fail = (code: string, message: string): ToolFailure => ({ ok: false, code, message });
  return {
    noTask: (title: string) => fail("NO_MATCH", say.noTask[language](q(title))),
    noOpenTask: (title: string) => fail("NO_MATCH", say.noOpenTask[language](q(title))),
    noDoneTask: (title: string) => fail("NO_MATCH", say.noDoneTask[language](q(title))),
    noEvent: (title: string) => fail("NO_MATCH", say.noEvent[language](q(title))),
    noPantryItem: (name: string) => fail("NO_MATCH", say.noPantryItem[language](q(name))),
    noMember: (name: string) => fail("NO_MATCH", say.noMember[language](q(name))),
    noMeal: (name: string) => fail("NO_MATCH", say.noMeal[language](q(name))),
    whichMeal: (titles: string[]) =>
      fail(
        "AMBIGUOUS",
        say.whichMeal[language](
          new Intl.ListFormat(language, { type: "disjunction" }).format(titles.map(q)),
        ),
      ),
    mealAlreadyCooked: (name: string) =>
      fail("MEAL_ALREADY_COOKED", say.mealAlreadyCooked[language](q(name))),
    ambiguous: (name: string, options: string[]) =>
      fail("AMBIGUOUS", say.ambiguous[language](q(name), list(options.map(q), language))),
    unitMismatch: (name: string, unit: string, given: string) =>
      fail("UNIT_MISMATCH", say.unitMismatch[language](q(name), unit, given)),
  };
}

/** Runs a tool body; the household's rules (403, 404, 400) become an answer the model can read,
 * in the caller's language. Anything else is a real failure and is thrown. */
export async function attempt<T>(
  language: ToolLanguage,
  body: () => Promise<T>,
): Promise<T | ToolFailure> {
  try {
    return await body();
  } catch (error) {
    if (error instanceof ApiError) {
      return { ok: false, code: error.code, message: translateApiError(error, language) };
    }
    throw error;
  }
}
