import eventTypes from "#server/ai/understanding/corpus/event-types.json" with { type: "json" };
import { fold, type Token, tokenize } from "#server/ai/understanding/text.ts";

/** The words that name events: "evento", "cita", "junta" (eventWords), the words of the corpus's
 * event types ("reunión", "cena", "pediatra", "birthday") and the type a title names
 * (eventTypeOf). Shared by the event, move and shopping rules, which must tell an event's name
 * from a task's or a grocery's. */

/** Words that name a gathering without saying which kind: an event, not a task. */
export const eventWords = new Set(
  "evento eventos event cita turno compromiso compromisso appointment meeting junta reunion reuniao encontro".split(
    " ",
  ),
);

let gatherings: Set<string> | undefined;

/** The words that name an event of some kind ("reunión", "cena", "pediatra", "birthday"). */
export function gatheringWords(): Set<string> {
  gatherings ??= new Set(
    Object.values(eventTypes as Record<string, string[]>)
      .flat()
      .filter((word) => !word.includes(" "))
      .map(fold),
  );
  return gatherings;
}

/** "Dentist appointment", "la reunión de padres": a name with a word of a gathering in it. */
export function namesAGathering(name: string): boolean {
  return tokenize(name).some((token) => gatheringWords().has(token.folded));
}

export function eventTypeOf(title: string): string {
  const folded = ` ${fold(title)} `;
  for (const [type, words] of Object.entries(eventTypes as Record<string, string[]>)) {
    if (words.some((word) => folded.includes(fold(word)))) return type;
  }
  return "general";
}

/** "…en la casa de la abuela", "at grandma's house": somewhere someone lives is where a family
 * gathers, not what it buys. */
export function atSomeonesHome(tokens: Token[]): boolean {
  return /\b(?:casa|house|place)\s+(?:de|del|da|do|of)\b/.test(
    tokens.map((token) => token.folded).join(" "),
  );
}
