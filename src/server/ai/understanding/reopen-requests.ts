import type { Reading } from "#server/ai/understanding/reading.ts";
import type { ClauseReading } from "#server/ai/understanding/scene.ts";
import { fold, isPunctuation, type Token } from "#server/ai/understanding/text.ts";

/**
 * "el refri no quedó limpio, vuelva a abrir esa tarea", "al perro no lo han sacado, desmarca esa
 * tarea", "walking the dog isn't actually done, reopen it", "o filtro não foi trocado, reabre
 * essa tarefa": what happened is told first, then a reopen that only points back to it ("esa
 * tarea", "it"). The task is the one the telling names — its words, past the "not", the verb of
 * how it went and the fillers, are the reference (the household's own title is found from them,
 * builtin/references.ts, among the tasks already done).
 */

/** Words that say a reopen points back and names nothing of its own. */
const pointers = new Set(
  "esa ese esta este eso essa esse isso esta la el lo a o the that this it one tarea tarefa task chore".split(
    " ",
  ),
);

/** The words of a telling that say how it went, not what: negations, "quedó", "is", fillers. */
const tellingWords = new Set(
  (
    "no nunca nadie ni todavia aun ya al final en realidad realmente actually really never not " +
    "isnt wasnt didnt hasnt havent arent werent is was has have been got get did does done " +
    "nao nem ainda foi ficou esta ta feito feita " +
    "quedo quedaron queda estaba esta fue han ha hizo hicieron hecho hecha bien mal " +
    "lo la los las le les se me nos oe che ta pues po pe bueno ok okay oh so y e and but pero mas mais " +
    "after all afinal"
  ).split(" "),
);

/** Whether a clause changes a task and names nothing but "that task" or "it". */
export function pointsToTheTask(clause: ClauseReading): boolean {
  const named = clause.slots.title ?? clause.slots.items ?? [];
  return named.every((token) => isPunctuation(token) || pointers.has(token.folded));
}

const articles = new Set(["el", "la", "los", "las", "al", "o", "a", "os", "as", "the"]);

/** Words that open what is said of the thing: "no", "sigue", "isn't", "never", "não". */
const verdictOpeners = new Set(
  (
    "no nunca todavia aun sigue siguen quedo quedaron esta estaba fue never not isnt wasnt didnt " +
    "hasnt still is was got nao nunca ainda continua ficou foi esta ta"
  ).split(" "),
);

/** The told thing's words: the thing said before what is said of it ("el refrigerador | no
 * quedó limpio", "walking the dog | isn't done"), else the telling without its negation, verb of
 * how it went and fillers ("nadie sacó al perro"). */
function toldThing(tokens: Token[], reading: Reading): Token[] {
  const spoken = tokens.filter(
    (token) => !isPunctuation(token) && !reading.temporal.roles[reading.tokens.indexOf(token)],
  );
  const opens = (token: Token) =>
    verdictOpeners.has(fold(token.text).replace(/'/g, "")) || /n't$/.test(token.folded);
  const cut = spoken.findIndex(opens);
  const subject =
    cut > 0 ? spoken.slice(0, cut).filter((token) => !tellingWords.has(token.folded)) : [];
  // "a Sofia não regou as plantas": a member said first is who, not what — the rest says what.
  const named = subject.filter((token) => !articles.has(token.folded));
  const who = named.length === 1 && /^\p{Lu}\p{Ll}+$/u.test(named[0]?.text ?? "");
  if (!who && subject.some((token) => /\p{L}{3,}/u.test(token.text))) return subject;
  const person = who ? named[0] : undefined;
  return tokens
    .filter((token) => token !== person && !(token.folded === "a" && tokens.indexOf(token) === 0))
    .filter(
      (token) =>
        !isPunctuation(token) &&
        !reading.temporal.roles[reading.tokens.indexOf(token)] &&
        !tellingWords.has(fold(token.text).replace(/'/g, "")) &&
        !/n't$/.test(token.folded),
    );
}

/**
 * The one reopen a telling then "reopen it" asks for, or null: the last part is a reopen that
 * points back, the parts before it say what (no request of their own that acts elsewhere).
 */
export function reopenAfterTelling(parts: ClauseReading[], reading: Reading): ClauseReading | null {
  const last = parts.at(-1);
  if (parts.length < 2 || !last || !pointsToTheTask(last)) return null;
  // "desmarca esa tarea": unticking "that task" is reopening it, whatever the list's verb says.
  const saysTask = last.words.some((word) => ["tarea", "tarefa", "task", "chore"].includes(word));
  if (last.intent !== "task.reopen" && !(last.intent === "shopping.uncheck" && saysTask))
    return null;
  const before = parts.slice(0, -1);
  // "compra pan y reabre esa tarea": a request of its own before is no telling.
  const ownRequest = (part: ClauseReading) =>
    /^(shopping|pantry|service|event)\./.test(part.intent) &&
    (part.basis === "carrier" || (part.match?.literals ?? 0) >= 2);
  if (before.some(ownRequest)) return null;
  const told = before.flatMap((part) => toldThing(part.tokens, part.reading ?? reading));
  if (!told.some((token) => /\p{L}{3,}/u.test(token.text))) return null;
  const slots = { title: told };
  return {
    ...last,
    intent: "task.reopen",
    slots,
    match: { slots, literals: Math.max(1, last.match?.literals ?? 1), hasSlot: true },
    basis: "carrier",
  };
}
