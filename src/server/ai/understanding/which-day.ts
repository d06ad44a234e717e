import type { Reading } from "#server/ai/understanding/reading.ts";
import type { Said } from "#server/ai/understanding/scene.ts";
import { isPunctuation } from "#server/ai/understanding/text.ts";

/**
 * "la comida familiar del sábado pásala a las 13", "the dentist on Thursday, make it 5pm", "a
 * reunião de sexta muda pras 8": a day said right after the thing's name with "del/de/da/do/of"
 * (or "on", before a new hour) says which one, not a new day — only the hour or the length said
 * changes. Whether the message's day is such a day, and something else (an hour, a length) is
 * the change.
 */
export function dayOnlySaysWhich(reading: Reading): boolean {
  const { tokens, temporal } = reading;
  if (!temporal.date || (!temporal.time && !temporal.durationMinutes)) return false;
  // "la cita del jueves pásala pal viernes": a day led by "pal/para/to" is the new one.
  const toWords = new Set(["para", "pal", "pa", "pra", "pro", "to"]);
  if (
    tokens.some(
      (token, i) =>
        toWords.has(token.folded) &&
        (temporal.roles[i] === "date" || temporal.roles[i + 1] === "date"),
    )
  )
    return false;
  const first = temporal.roles.indexOf("date");
  // "on Thursday", "el sábado": the day's own leading word may be read as the day's.
  const own = ["on", "el", "la", "o", "a", "the", "no", "na"].includes(tokens[first]?.folded ?? "");
  const at = own ? first + 1 : first;
  if (at < 2) return false;
  const lead = tokens[at - 1];
  const name = tokens[at - 2];
  if (!lead || !name || isPunctuation(name) || temporal.roles[at - 2]) return false;
  return ["del", "de", "da", "do", "of", "on"].includes(lead.folded);
}

/** Whether this part of the message says a day itself (not only another part of it). */
export function saysADayItself(said: Said): boolean {
  const { reading, clause } = said;
  return clause.tokens.some(
    (token) => reading.temporal.roles[reading.tokens.indexOf(token)] === "date",
  );
}
