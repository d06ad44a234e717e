import type { Language } from "#server/ai/understanding/corpus.ts";
import { fold } from "#server/ai/understanding/text.ts";

/**
 * "deshaz eso", "undo that", "desfaz isso", "cancela lo último que hiciste": the assistant
 * cannot take back a change by itself (it would have to know which one, and many cannot be
 * undone as they were), so it changes nothing and says how to put it right — never a guess
 * that adds «Deshaz eso» to the list. Read on the whole message, short and with nothing else.
 */
const undoPhrases: Record<Language, string[]> = {
  es: [
    "deshaz",
    "deshacer",
    "deshazlo",
    "deshaz eso",
    "deshaz lo ultimo",
    "deshaz el ultimo cambio",
    "deshace eso",
    "deshacé eso",
    "deshacelo",
    "revierte eso",
    "revierte lo ultimo",
    "revertí eso",
    "cancela lo ultimo",
    "cancela lo que hiciste",
    "cancela eso que hiciste",
    "borra lo que hiciste",
    "borra lo ultimo que hiciste",
    "quita lo que hiciste",
    "echa para atras eso",
    "echalo para atras",
    "vuelve atras",
    "volvé atras",
    "ctrl z",
  ],
  pt: [
    "desfaz",
    "desfazer",
    "desfaz isso",
    "desfaça isso",
    "desfaz o ultimo",
    "desfaz a ultima",
    "desfaz o que voce fez",
    "cancela o que voce fez",
    "reverte isso",
    "volta atras",
    "volta o que voce fez",
  ],
  en: [
    "undo",
    "undo that",
    "undo it",
    "undo this",
    "undo the last one",
    "undo the last change",
    "undo what you did",
    "undo your last change",
    "revert that",
    "revert it",
    "take that back",
    "reverse that",
    "cancel what you just did",
    "ctrl z",
  ],
};

/** Said around the request: "please", "oye", "no,", "oops". */
const around = new Set(
  "por favor porfa please pls plz oye ey hey no nao oops ups uy ay epa ops wait espera just pode podes puedes can you could you mejor better actually".split(
    " ",
  ),
);

/** The language an undo is asked in, or null when the message asks something else. */
export function asksToUndo(message: string): Language | null {
  const words = fold(message)
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0 || words.length > 9) return null;
  for (let from = 0; from < words.length; from++) {
    for (let to = words.length; to > from; to--) {
      const said = words.slice(from, to).join(" ");
      const rest = [...words.slice(0, from), ...words.slice(to)];
      if (!rest.every((word) => around.has(word))) continue;
      for (const [language, phrases] of Object.entries(undoPhrases) as [Language, string[]][])
        if (phrases.some((phrase) => fold(phrase) === said)) return language;
    }
  }
  return null;
}
