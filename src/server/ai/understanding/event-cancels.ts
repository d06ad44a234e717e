import { eventTypeOf, eventWords, gatheringWords } from "#server/ai/understanding/event-words.ts";
import { namesAGrocery } from "#server/ai/understanding/items.ts";
import type { ClauseReading, Scene } from "#server/ai/understanding/scene.ts";
import { fold, isPunctuation, type Token } from "#server/ai/understanding/text.ts";
import { isInfinitive, namesATask, saidAsMatter, textOf } from "#server/ai/understanding/words.ts";

/** Verbs that take a thing out, said first: "borra", "elimina", "sacá", "quita", "apaga",
 * "exclui", "remove", "delete", "take … off". */
const takeOut = /^(borr|elimin|sac[aá]|quit|apag|exclu|remov|delet|take)\p{L}*$/u;

/** "del calendario", "de la agenda", "da agenda", "do calendário", "from the calendar", "off the
 * calendar": where it is taken from, no part of its name. */
const fromTheCalendar =
  /^(?:(?:del|de|da|do|from|off|of)\s+(?:la\s+|el\s+|a\s+|o\s+|the\s+|my\s+|our\s+)?(?:calendario|agenda|calendar))$/;

/**
 * "borra la cita con el dentista", "elimina la junta de padres", "sacá la junta de padres del
 * calendario, la suspendieron", "apaga a consulta do dentista", "delete the dentist appointment
 * from the calendar": a command that takes out something named as a gathering (a «cita», a
 * «junta», an appointment, a birthday…) calls the event off — what a comma adds after it is why.
 * A grocery, a task or a thing to do is left to their rules.
 */
export function eventTakenOut(scene: Scene): ClauseReading | null {
  const { reading, from, to, top, asks, clause } = scene;
  if (asks) return null;
  const said = reading.tokens.slice(from, to);
  const first = said.findIndex((token) => !isPunctuation(token));
  const verb = said[first];
  if (!verb || !takeOut.test(verb.folded)) return null;
  const comma = said.findIndex((token, i) => i > first && isPunctuation(token));
  const named = said.slice(first + 1, comma < 0 ? said.length : comma);
  let thing: Token[] = named.filter(
    (token) =>
      !reading.temporal.roles[from + said.indexOf(token)] &&
      !/^(it|them|off|out)$/.test(token.folded),
  );
  // "… del calendario", "… from the calendar": where from, at its end or its start.
  for (const size of [3, 2]) {
    const tail = thing.slice(-size);
    if (tail.length === size && fromTheCalendar.test(tail.map((t) => t.folded).join(" ")))
      thing = thing.slice(0, -size);
    const head = thing.slice(0, size);
    if (head.length === size && fromTheCalendar.test(head.map((t) => t.folded).join(" ")))
      thing = thing.slice(size);
  }
  if (!thing.some((token) => /\p{L}{3,}/u.test(token.text))) return null;
  const folded = thing.map((token) => token.folded);
  if (namesATask(folded) || saidAsMatter(thing) || namesAGrocery(thing)) return null;
  if (
    isInfinitive(textOf(thing.filter((t) => !/^(la|el|a|o|the)$/.test(t.folded))), reading.language)
  )
    return null;
  const gathering =
    eventTypeOf(fold(textOf(thing))) !== "general" ||
    folded.some((word) => gatheringWords().has(word) || eventWords.has(word));
  // "borrá el evento del miércoles": which one is said by its day only — not named here.
  const words = folded.filter(
    (word) => !/^(el|la|los|las|o|a|os|as|the|de|del|da|do|of|my|mi)$/.test(word),
  );
  if (!gathering || words.every((word) => eventWords.has(word))) return null;
  const slots = { event: thing };
  return {
    ...clause("event.cancel", top.score, { slots, literals: 1, hasSlot: true }, slots),
    basis: "carrier",
  };
}
