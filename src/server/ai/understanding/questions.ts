import { wholeIntents } from "#server/ai/understanding/clauses.ts";
import { lexicons } from "#server/ai/understanding/corpus.ts";
import type { ClauseReading, Scene } from "#server/ai/understanding/scene.ts";
import { whoseChore } from "#server/ai/understanding/task-requests.ts";
import { carrierWordsOf, matchTemplates } from "#server/ai/understanding/templates.ts";
import { fold, isPunctuation } from "#server/ai/understanding/text.ts";
import { isInfinitive } from "#server/ai/understanding/words.ts";

/** Questions that only read: "¿qué tengo pendiente?" (every word a question intent's own), a
 * question the network is sure of that needs nothing from the message, and "¿cuándo es la cita
 * con el dentista?" — clause rules that answer with a list intent and never create anything. */

/** "¿qué tengo pendiente?": every word one of a question intent's own words. */
export function coveringQuestion(scene: Scene): ClauseReading | null {
  const { reading, ranked, words, best, clause } = scene;
  // "¿qué tengo pendiente?": every word is one of a question intent's own words — that intent,
  // even when no single phrasing of it has exactly these words.
  if (!best || best.match.literals <= 1) {
    const lexicon = lexicons[reading.language];
    const joints = new Set(
      [
        ...lexicon.strip.itemStart,
        ...lexicon.overdue,
        ...lexicon.done,
        "para",
        "pa",
        "pra",
        "for",
        "en",
        "in",
        "on",
        "algo",
        "alguma",
        "algum",
        "any",
        "cosas",
        "coisas",
        "things",
      ].flatMap((phrase) => fold(phrase).split(" ")),
    );
    const covering = ranked.find(
      (entry) =>
        wholeIntents.has(entry.intent) &&
        words.length >= 2 &&
        words.every(
          (word) =>
            joints.has(word.token.folded) ||
            carrierWordsOf(reading.language, entry.intent).has(word.norm),
        ) &&
        words.some(
          (word) =>
            word.norm.length >= 4 && carrierWordsOf(reading.language, entry.intent).has(word.norm),
        ),
    );
    if (covering) {
      const match = { slots: {}, literals: words.length, hasSlot: false };
      return clause(covering.intent, covering.score, match, {});
    }
  }
  return null;
}

/** "¿cuándo es la cita con el dentista?": the calendar or the tasks, never a change. */
export function whenQuestion(scene: Scene): ClauseReading | null {
  const { reading, top, words, asks, clause } = scene;
  // "¿cuándo es la cita con el dentista?", "when is Sofía's birthday?": a question of when is
  // answered from the calendar (or, for a thing to do, the tasks) — it never creates anything.
  const opener = reading.tokens.find((token) => !isPunctuation(token))?.folded ?? "";
  // "quien tiene que lavar el carro", "who has to walk the dog": whose task it is — the tasks.
  // "¿a quién le toca…?", "pra quem fica…", "who's doing the dishes?": the same question, with
  // its preposition or its "'s".
  const spoken = reading.tokens.filter((token) => !isPunctuation(token)).map((t) => t.folded);
  const asker = ["a", "para", "pra", "pro"].includes(spoken[0] ?? "") ? (spoken[1] ?? "") : opener;
  if (
    ["quien", "quienes", "quem", "who", "who's", "whos"].includes(asker.replace(/’/g, "'")) &&
    whoseChore(reading, words)
  )
    return clause("task.list", top.score, { slots: {}, literals: 1, hasSlot: false }, {});
  // "¿a qué horas es la natación?", "que horas é o jantar?", "what time is the dentist?": when,
  // by the hour.
  const opening = reading.tokens
    .filter((token) => !isPunctuation(token))
    .slice(0, 3)
    .map((token) => token.folded)
    .join(" ");
  const atWhatHour = /^(?:a |at )?(?:que horas?|what time)\b/.test(opening);
  if (asks && (["cuando", "quando", "when"].includes(opener) || atWhatHour) && words.length >= 2) {
    // "¿cuándo hay que pagar la luz?": a verb to do, led by "que/de/a/to" or said first — not
    // "la comida familiar", whose "familiar" only ends like one.
    const choreLeads = new Set(["que", "de", "a", "para", "pra", "to", "tengo", "hay", "toca"]);
    const chore = words
      .slice(1)
      .some(
        (word, i) =>
          isInfinitive(word.token.text, reading.language) &&
          (i === 0 || choreLeads.has(words[i]?.token.folded ?? "")),
      );
    return clause(
      chore ? "task.list" : "event.list",
      top.score,
      { slots: {}, literals: 1, hasSlot: false },
      {},
    );
  }
  return null;
}

/** A question the network is sure of that needs nothing from the message. */
export function sureQuestion(scene: Scene): ClauseReading | null {
  const { reading, top, words, asks, fitted, best, clause } = scene;
  // A question the network is sure of that needs nothing from the message ("¿qué tareas
  // tengo por hacer?") is not overruled by a loose phrasing of another intent ("hay {item}").
  if (
    wholeIntents.has(top.intent) &&
    top.score >= 0.7 &&
    words.some(
      (word) =>
        word.norm.length >= 4 && carrierWordsOf(reading.language, top.intent).has(word.norm),
    ) &&
    (!(fitted ?? best) ||
      ((fitted ?? best)?.intent !== top.intent &&
        ((fitted ?? best)?.match.literals ?? 0) <= 1 &&
        asks))
  ) {
    const own = matchTemplates(reading, top.intent, words);
    return clause(top.intent, top.score, own, own?.slots ?? {});
  }
  return null;
}
