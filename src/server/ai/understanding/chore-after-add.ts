import type { Language } from "#server/ai/understanding/corpus.ts";
import { detectLanguage } from "#server/ai/understanding/language.ts";
import { fold, tokenize } from "#server/ai/understanding/text.ts";
import { isInfinitive } from "#server/ai/understanding/words.ts";

/**
 * "agrega pagar el agua para el viernes", "anota pagar el gas el viernes", "pon lavar el carro el
 * sábado", "adiciona pagar a conta de água na sexta": what a note-it verb puts down, when it is
 * a verb in the infinitive, is a thing to do — not a thing to buy. Said as the plainer «agrega
 * una tarea: pagar el agua para el viernes»; null when the message is not so said. "anota
 * comprar pan" stays the list's.
 */
export function choreAfterAdd(message: string): string | null {
  const tokens = tokenize(message.trim());
  const [verb, chore, next] = tokens.map((token) => token.folded);
  if (!verb || !chore || !next || !noteVerbs.has(verb)) return null;
  const language = detectLanguage(tokens, "es");
  if (!isInfinitive(chore, language) || buyVerbs.has(chore)) return null;
  const rest = message.trim().slice(tokens[1]?.start ?? 0);
  return `${aTask[language]} ${rest}`;
}

const noteVerbs = new Set(
  [
    ...["agrega", "agregá", "agregame", "añade", "anota", "anotá", "anotame", "apunta", "apuntá"],
    ...["apuntame", "pon", "poné", "ponme", "adiciona", "coloca", "anote", "add", "put", "note"],
  ].map(fold),
);
const buyVerbs = new Set(["comprar", "buy", "get", "grab", "pick"]);

const aTask: Record<Language, string> = {
  es: "agrega una tarea:",
  pt: "adiciona uma tarefa:",
  en: "add a task:",
};
