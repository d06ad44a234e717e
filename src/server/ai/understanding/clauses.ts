import {
  type Intent,
  type Language,
  lexicons,
  templatesOf,
} from "#server/ai/understanding/corpus.ts";
import type { Reading } from "#server/ai/understanding/reading.ts";
import { fold, isPunctuation } from "#server/ai/understanding/text.ts";
import { phrasingWordsOf, wishesWhoDoesIt } from "#server/ai/understanding/words.ts";

/** Where a message's requests part: the head words that open one ("agrega…", "y mañana…"), a
 * member's name or "otra vez" that opens another, "then" words and fillers between them; and
 * the intents that act (actionIntents) or stand on their own (wholeIntents). Read by engine.ts
 * to cut a message into clauses and by the rules that test an intent's kind. */

export const actionIntents = new Set<Intent>([
  "shopping.add",
  "shopping.remove",
  "shopping.check",
  "shopping.bought",
  "shopping.uncheck",
  "shopping.clear",
  "pantry.use",
  "pantry.out",
  "pantry.count",
  "task.create",
  "task.complete",
  "task.reopen",
  "task.move",
  "task.assign",
  "task.repeat",
  "task.delete",
  "event.create",
  "event.move",
  "event.cancel",
  "service.request",
]);

/** Intents that need nothing but themselves: "¿qué tareas hay?", "¿qué se está acabando?". */
export const wholeIntents = new Set<Intent>([
  "shopping.list",
  "pantry.low",
  "pantry.expiring",
  "task.list",
  "event.list",
  "day.summary",
  "meals.suggest",
]);

/** Words that open a new request inside a sentence: the first word of an action phrasing. */
const headWords = new Map<Language, Set<string>>();

function headsOf(language: Language): Set<string> {
  let heads = headWords.get(language);
  if (!heads) {
    heads = new Set();
    const lexicon = lexicons[language];
    const common = new Set(
      [
        ...lexicon.strip.itemStart,
        ...lexicon.strip.edges,
        ...lexicon.fill.items,
        ...Object.keys(lexicon.numbers),
      ].map(fold),
    );
    for (const { intent, template } of templatesOf(language)) {
      if (!actionIntents.has(intent)) continue;
      const first = fold(template).split(/[\s{]/)[0] ?? "";
      if (first.length >= 4 && !common.has(first)) heads.add(first);
    }
    // "…, add it to the list": short "put" verbs open a request too.
    for (const verb of lexicon.addVerbs) {
      const first = fold(verb).split(" ")[0] ?? "";
      if (first.length >= 3 && !common.has(first)) heads.add(first);
    }
    headWords.set(language, heads);
  }
  return heads;
}

/** "Carlos tirou o lixo e a Sofia lavou o carro", "Sofia washed the car and Carlos paid the
 * bill", "Sofía ya regó las plantas y Mateo ya…": a member's name, with its article, opening the sentence and again after "e/and", says
 * two things, one for each. The name must be followed by a lowercase word (a verb), and be no
 * word of the phrasings ("Add", "Compra"). */
export function opensWithAMember(reading: Reading, from: number): boolean {
  const articles = new Set(["o", "a", "el", "la", "the"]);
  const at = articles.has(reading.tokens[from]?.folded ?? "") ? from + 1 : from;
  const name = reading.tokens[at];
  // "Sofía ya regó las plantas y Mateo ya hizo la tarea": «ya» before the verb.
  const already = ["ya", "ja", "already"].includes(reading.tokens[at + 1]?.folded ?? "") ? 1 : 0;
  const next = reading.tokens[at + 1 + already];
  return (
    !!name &&
    !!next &&
    /^\p{Lu}\p{Ll}{2,}$/u.test(name.text) &&
    /^\p{Ll}{3,}$/u.test(next.text) &&
    !phrasingWordsOf(reading.language).has(name.folded) &&
    !headsOf(reading.language).has(name.folded)
  );
}

/** "ya saqué la basura y ya lavé el carro", "hoy pagué la luz y hoy llamé al plomero": a part
 * that opens with the request's own opening word ("ya", "hoy") again is a second request. */
export function saysAgain(reading: Reading, at: number): boolean {
  const first = reading.tokens[0];
  const again = reading.tokens[at];
  return (
    !!first &&
    !!again &&
    at > 2 &&
    first.folded === again.folded &&
    phrasingWordsOf(reading.language).has(first.folded) &&
    !["el", "la", "los", "las", "un", "una", "o", "a", "os", "as", "the", "de"].includes(
      first.folded,
    )
  );
}

/** "fijate si hay huevos", "revisa si queda leche", "vê se tem ovos", "check if we have eggs":
 * a look at the pantry, asked as a request of its own. */
export function looksWhether(reading: Reading, at: number): boolean {
  const lookVerbs = new Set(
    "fijate fijese mira mire revisa revise checa chequea ve vea olha veja confere verifica verifique check see".split(
      " ",
    ),
  );
  return (
    lookVerbs.has(reading.tokens[at]?.folded ?? "") &&
    ["si", "se", "if", "whether"].includes(reading.tokens[at + 1]?.folded ?? "")
  );
}

/** Token ranges of the clauses of a compound request. */
export function clauses(reading: Reading): [number, number][] {
  const heads = headsOf(reading.language);
  const conjunctions = new Set(lexicons[reading.language].conjunctions.map(fold));
  const cuts: number[] = [];
  reading.tokens.forEach((token, i) => {
    if (i === 0) return;
    const separator = isPunctuation(token) || conjunctions.has(token.folded);
    // "compré el detergente, ahora pon suavizante en la lista": a "now", "then" between the two
    // requests leads into the second.
    const lead = nextRequestAt(reading, i + 1);
    const next = reading.norms[lead];
    if (separator && next && isHead(heads, next) && !whoDoesItLast(reading, lead))
      cuts.push(lead - 1);
    else if (separator && looksWhether(reading, i + 1)) cuts.push(i);
    else if (
      conjunctions.has(token.folded) &&
      ((opensWithAMember(reading, 0) && opensWithAMember(reading, i + 1)) ||
        saysAgain(reading, i + 1))
    )
      cuts.push(i);
  });
  const ranges: [number, number][] = [];
  let start = 0;
  for (const cut of cuts) {
    ranges.push([start, cut]);
    start = cut + 1;
  }
  ranges.push([start, reading.tokens.length]);
  // "che, recordame…", "por favor, coloca café…": a part made only of fillers is no request
  // of its own.
  const kept = ranges.filter(([from, to]) => to > from && !onlyFillers(reading, from, to));
  // "compré 2 kilos de arroz, súmalos a la despensa", "bought rice, put it in the pantry":
  // where the things go, said after them, is no request of its own.
  const own = kept.filter(([from, to]) => !putsAway(reading, from, to));
  return own.length > 0 ? own : kept;
}

const putAwayWords =
  /^\p{L}+ (?:(?:them|it|los|las|lo|la|eles|elas|isso)\s)?(?:a|al|en|na|no|to|in|into|pra|para)\s(?:(?:la|el|a|o|the|our|mi|nuestra)\s)?(?:despensa|alacena|pantry|dispensa|heladera|nevera|refri|refrigerador|geladeira|fridge|freezer|congelador)$/u;

function putsAway(reading: Reading, from: number, to: number): boolean {
  const words = reading.tokens
    .slice(from, to)
    .filter((token) => !isPunctuation(token))
    .map((token) => token.folded)
    .join(" ");
  return putAwayWords.test(words);
}

/** "…, que lo haga Mateo": who does the chore, wished at the very end (es), is part of the
 * request before it, not a request of its own. */
function whoDoesItLast(reading: Reading, at: number): boolean {
  return reading.language === "es" && wishesWhoDoesIt(reading.tokens.slice(at));
}

/** A word that opens a request, itself or said for me, us or someone ("créame", "agéndanos",
 * "créale"); with "lo"/"la" it points back to what was said ("táchalo") and opens nothing new. */
function isHead(heads: Set<string>, word: string): boolean {
  if (heads.has(word)) return true;
  const bare = word.replace(/(?:me|nos|le|les)$/, "");
  return bare.length >= 3 && bare !== word && heads.has(bare);
}

/** Said between two requests: "ahora", "agora", "now", "then", "luego", "después". */
const thenWords = new Set(
  "ahora agora now then luego despues depois entonces entao tambien tambem also ademas plus".split(
    " ",
  ),
);

/** Where the request after a separator opens, past its "now" or "then", and past the "me" of
 * "…e me lembra um dia antes", "…y me recuerdas pagar". */
function nextRequestAt(reading: Reading, at: number): number {
  let next = at;
  while (next < at + 2 && thenWords.has(reading.tokens[next]?.folded ?? "")) next++;
  if (/^(me|nos)$/.test(reading.tokens[next]?.folded ?? "")) next++;
  return next;
}

/** Whether the tokens from..to are fillers only, each alone or in a phrase ("por favor"). */
function onlyFillers(reading: Reading, from: number, to: number): boolean {
  const edges = lexicons[reading.language].strip.edges.map((edge) => fold(edge).split(" "));
  const words = reading.tokens
    .slice(from, to)
    .filter((token) => !isPunctuation(token))
    .map((token) => token.folded);
  let at = 0;
  while (at < words.length) {
    const edge = edges.find((parts) => parts.every((part, i) => words[at + i] === part));
    if (!edge) return false;
    at += edge.length;
  }
  return true;
}
