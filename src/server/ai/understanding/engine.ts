import { months } from "#server/ai/builtin/when.ts";
import type { Classifier } from "#server/ai/understanding/classifier.ts";
import eventTypes from "#server/ai/understanding/corpus/event-types.json" with { type: "json" };
import {
  type Intent,
  intents,
  type Language,
  languages,
  lexicons,
  templatesOf,
} from "#server/ai/understanding/corpus.ts";
import { plainRequest } from "#server/ai/understanding/courtesy.ts";
import { namesAGrocery, readItems, type SaidItem } from "#server/ai/understanding/items.ts";
import { isLanguageWord } from "#server/ai/understanding/language.ts";
import { type MealIntent, readMealRequest } from "#server/ai/understanding/meal-requests.ts";
import { type Reading, read } from "#server/ai/understanding/reading.ts";
import {
  choreNoted,
  movedInsteadOfADay,
  someoneComes,
  taskSaidFirst,
  thingDoneFirst,
  wishedChange,
  withoutVerdict,
} from "#server/ai/understanding/task-phrasings.ts";
import {
  carrierWordsOf,
  contentWords,
  matchTemplates,
  type Slots,
  type TemplateMatch,
  trimCarriers,
} from "#server/ai/understanding/templates.ts";
import { fold, isPunctuation, type Token, tokenize } from "#server/ai/understanding/text.ts";
import { readUnbought } from "#server/ai/understanding/unbought.ts";
import { asksToUndo } from "#server/ai/understanding/undo.ts";
import { addDays, type IsoDate, parseIsoDate } from "#shared/calendar/zoned-time.ts";
import { capitalizeFirst } from "#shared/shopping/item-names.ts";

/**
 * The built-in assistant's understanding of one message: which tools to call with which input,
 * or what to say when nothing should change. Precision first: a confident reading acts, a
 * plausible one proposes its one action and asks (proposeAction), anything else changes nothing.
 */
export interface PlannedCall {
  toolName: string;
  input: Record<string, unknown>;
}

export type Outcome =
  | "act"
  | "confirm"
  | "greeting"
  | "thanks"
  | "help"
  | "outOfScope"
  | "needDate"
  | "declined"
  | "unclear"
  | "laughter"
  | "undo"
  | "tooLong";

export interface Understanding {
  outcome: Outcome;
  language: Language;
  /** The intents read, clause by clause ("se acabó el café, agrégalo a la lista": two). */
  intents: (Intent | MealIntent)[];
  calls: PlannedCall[];
}

export interface Proposal {
  tool: string;
  args: Record<string, unknown>;
}

export interface UnderstandOptions {
  today: IsoDate;
  /** The persona's language, for a message that is in none ("👍", "ok"). */
  fallback: Language;
  /** Read with this language's phrasings, whatever the message's words say. */
  language?: Language;
  /** The tools this conversation offers; an action needing another one is not understood. */
  available?: ReadonlySet<string>;
  /** The action the assistant proposed in its last turn, which "sí" runs and "no" drops. */
  pending?: Proposal | null;
  /** Words the proposal's question, in the request's language. */
  ask?: (proposal: Proposal, language: Language) => string;
}

const maxLength = 2000;
const actionIntents = new Set<Intent>([
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
const wholeIntents = new Set<Intent>([
  "shopping.list",
  "pantry.low",
  "pantry.expiring",
  "task.list",
  "event.list",
  "day.summary",
  "meals.suggest",
]);

const readOnlyTools = new Set([
  "readMealPlan",
  "listShoppingItems",
  "readPantry",
  "listTasks",
  "listEvents",
  "summarizeDay",
  "suggestMeals",
]);

export function isMutatingTool(tool: string): boolean {
  return !readOnlyTools.has(tool) && tool !== "proposeAction";
}

function phraseIn(words: string[], phrases: string[]): boolean {
  const text = ` ${words.join(" ")} `;
  return phrases.some((phrase) => text.includes(` ${fold(phrase)} `));
}

/** "sí", "dale", "sim", "yes please": the whole message is one of the lexicon's answers. */
function answerTo(
  reading: Reading,
  fallback: Language,
  pending: boolean,
): { answer: "yes" | "no"; language: Language } | null {
  const words = reading.tokens.filter((token) => !isPunctuation(token)).map((t) => t.folded);
  if (words.length === 0 || words.length > 5) return null;
  const said = words.join(" ");
  // "No" is Spanish and Portuguese: said to the persona, it is in the persona's language.
  for (const language of [fallback, reading.language, ...languages]) {
    const lexicon = lexicons[language];
    if (lexicon.no.some((phrase) => fold(phrase) === said)) return { answer: "no", language };
    if (lexicon.yes.some((phrase) => fold(phrase) === said)) return { answer: "yes", language };
  }
  // "no, mejor no", "sí, dale": only as the answer to a question asked (the caller checks).
  if (!pending) return null;
  const first = words[0] ?? "";
  const lexicon = lexicons[reading.language];
  if (lexicon.no.map(fold).includes(first)) return { answer: "no", language: reading.language };
  if (lexicon.yes.map(fold).includes(first) && ["si", "sim", "yes", "dale"].includes(first))
    return { answer: "yes", language: reading.language };
  return null;
}

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
 * bill": a member's name, with its article, opening the sentence and again after "e/and", says
 * two things, one for each. The name must be followed by a lowercase word (a verb), and be no
 * word of the phrasings ("Add", "Compra"). */
function opensWithAMember(reading: Reading, from: number): boolean {
  const articles = new Set(["o", "a", "el", "la", "the"]);
  const at = articles.has(reading.tokens[from]?.folded ?? "") ? from + 1 : from;
  const name = reading.tokens[at];
  const next = reading.tokens[at + 1];
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
function saysAgain(reading: Reading, at: number): boolean {
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
function looksWhether(reading: Reading, at: number): boolean {
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
function clauses(reading: Reading): [number, number][] {
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
    if (separator && next && heads.has(next)) cuts.push(lead - 1);
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
  return ranges.filter(([from, to]) => to > from && !onlyFillers(reading, from, to));
}

/** Said between two requests: "ahora", "agora", "now", "then", "luego", "después". */
const thenWords = new Set(
  "ahora agora now then luego despues depois entonces entao tambien tambem also ademas plus".split(
    " ",
  ),
);

/** Where the request after a separator opens, past its "now" or "then". */
function nextRequestAt(reading: Reading, at: number): number {
  let next = at;
  while (next < at + 2 && thenWords.has(reading.tokens[next]?.folded ?? "")) next++;
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

interface ClauseReading {
  /** A part of a compound request, read on its own (its own days and hours). */
  reading?: Reading;
  /** Closed with "anótalo", "ponla en la lista": what it names goes on the list too. */
  toTheList?: boolean;
  contested: boolean;
  ranked: { intent: Intent; score: number }[];
  /** How the reading was found: a clear "put it on the list" verb, or only a bare noun. */
  basis?: "carrier" | "bareNoun" | "guess";
  intent: Intent;
  score: number;
  match: TemplateMatch | null;
  slots: Slots;
  tokens: Token[];
  words: string[];
}

function readClause(
  reading: Reading,
  classifier: Classifier,
  from: number,
  to: number,
): ClauseReading {
  const norms = reading.norms.slice(from, to);
  // "limpia la cocina" is no "limpia la lista": emptying the list needs the list said.
  const namesList = norms.some((norm) => /^(lista|list|lsita)$/.test(norm));
  const ranked = classifier
    .classify(norms, reading.language)
    .filter((entry) => namesList || entry.intent !== "shopping.clear");
  let words = withoutAside(contentWords(reading, from, to));
  // "ya compré el pan, táchalo", "compré los huevos y tachalos de la lista": the closing
  // command (with where, if said) only repeats the request.
  const listed = commandBeforeList(words, reading.language);
  const closing = words.at(-1 - listed);
  const before = words.at(-2 - listed)?.token;
  const closed =
    words.length > 2 + listed &&
    closing !== undefined &&
    isCommand(closing.token) &&
    before !== undefined &&
    (isPunctuation(before) ||
      lexicons[reading.language].conjunctions.map(fold).includes(before.folded));
  if (closed) words = words.slice(0, -2 - listed);
  // "não precisa mais de tortilla tira isso", "nvm the apples, delete them": a closing verb
  // with its "it/isso" only repeats the request too.
  else if (closingPair(words)) words = words.slice(0, -2);
  // "ya tengo el detergente, táchalo", "ya conseguí las pilas, táchalas": crossing out is the
  // shopping list's — what was got is bought, whichever verb said it.
  const crossedOut = closed && /^(tach|risc)/.test(closing?.token.folded ?? "");
  // "se acabó la leche, anótala": what ran out goes on the list too.
  const toTheList =
    closed && /^(anot|apunt|agreg|sum|pon|met|añad)/.test(closing?.token.folded ?? "");
  const tokens = reading.tokens.slice(from, to);
  const folded = tokens.map((token) => token.folded);
  const top = ranked[0] ?? { intent: "outOfScope" as Intent, score: 0 };
  const asks = opensWithQuestion(reading) || /[?¿]/.test(reading.message);
  const clause = (intent: Intent, score: number, match: TemplateMatch | null, slots: Slots) => ({
    // The network is sure of something else, and a phrasing of that fits too.
    contested: ranked.some((other) => {
      if (other.intent === intent || other.score < 0.5) return false;
      if (other.intent.startsWith("chat.")) return true;
      if (wholeIntents.has(other.intent)) return asks;
      // "we need a dozen eggs" fits "we need a {what}", but names no one to call.
      if (other.intent === "service.request" && !serviceOf(folded)) return false;
      const rival = matchTemplates(reading, other.intent, words);
      return rival !== null && rival.literals >= (match?.literals ?? 0);
    }),
    ranked,
    intent,
    score,
    match,
    slots,
    tokens,
    words: folded,
    toTheList,
  });
  // Of the network's likely intents, the one whose phrasing fits with the most of its words.
  let fitted: { intent: Intent; score: number; match: TemplateMatch } | null = null;
  // "¿hay tareas vencidas?" fits "hay {item}", but tareas is no thing in the pantry.
  const fits = (intent: Intent) => {
    // "pon {title} {repeat}" fits "pon ajo y cebolla" once its {repeat} is left out: a change
    // of when fits only a message that says when.
    const { temporal } = reading;
    if (intent === "task.repeat" && !temporal.recurrence) return null;
    if (
      (intent === "task.move" || intent === "event.move") &&
      ((!temporal.date && !temporal.time && !temporal.priority) ||
        // "regar las plantas ahora es diario": a repetition said is no move.
        temporal.recurrence)
    )
      return null;
    const match = matchTemplates(reading, intent, words);
    // "ya no hay azúcar": a grocery and nothing else is no appointment called off, nor a task
    // deleted — whatever the network leans to.
    if (
      match &&
      (intent === "event.cancel" || intent === "task.delete") &&
      !namesATask(folded) &&
      onlyGroceries(match.slots.event ?? match.slots.title)
    )
      return null;
    // "get rid of the bathroom door task": what is said to be a task is no call for a service.
    if (intent === "service.request" && namesATask(folded)) return null;
    // "we need a dozen eggs": a need that names no service, and fits the list, is groceries.
    if (
      match &&
      intent === "service.request" &&
      !serviceOf(folded) &&
      matchTemplates(reading, "shopping.add", words)
    )
      return null;
    // "ya no hay azúcar": a grocery that ran out is the pantry's, whatever calendar or task
    // phrasing fits it as well.
    if (match && /^(event|task)\./.test(intent)) {
      const named = match.slots.event ?? match.slots.title ?? [];
      const out =
        named.length <= 3 && namesAGrocery(named) && matchTemplates(reading, "pantry.out", words);
      if (out && out.literals >= match.literals) return null;
    }
    if (!match || !(intent.startsWith("shopping.") || intent.startsWith("pantry."))) return match;
    const said = [...(match.slots.items ?? []), ...(match.slots.item ?? [])];
    // "precisamos una limpieza a fondo el viernes": a service needed on a day is no thing to buy.
    if (
      intent === "shopping.add" &&
      (reading.temporal.date || reading.temporal.time) &&
      serviceOf(folded) &&
      !namesAGrocery(said)
    )
      return null;
    // "forget to pay the rent": a thing to do is no thing on the list.
    if (intent.startsWith("shopping.") && said[0]?.folded === "to" && said.length > 1) return null;
    // "usé medio kilo de arroz en el almuerzo": the meal it went into is no other request.
    const meal = intent.startsWith("pantry.") ? mealOfTheDayAt(said) : -1;
    const other = speaksOfOtherThings(
      (meal > 0 ? said.slice(0, meal) : said).map((token) => ({ token, norm: token.folded })),
      reading,
    );
    return other ? null : match;
  };
  for (const candidate of ranked.slice(0, 3)) {
    if (candidate.score < 0.1) break;
    const match = fits(candidate.intent);
    if (match && match.literals > (fitted?.match.literals ?? -1)) fitted = { ...candidate, match };
  }
  // Of every intent, the phrasing that fits with the most of its own words.
  let best: { intent: Intent; match: TemplateMatch } | null = null;
  for (const intent of intents) {
    const match = fits(intent);
    if (match && match.literals > (best?.match.literals ?? 0)) best = { intent, match };
  }
  const chosen = fitted ?? best;
  const scene: Scene = {
    reading,
    from,
    to,
    ranked,
    top,
    words,
    asks,
    closed,
    crossedOut,
    fitted,
    best,
    chosen,
    clause,
    folded,
    tokens,
  };
  for (const rule of clauseRules) {
    const read = rule(scene);
    if (read) return read;
  }
  return bareNounOrRest(scene);
}

/** One clause, read once: what the rules below look at to choose its reading. */
interface Scene {
  reading: Reading;
  from: number;
  to: number;
  ranked: { intent: Intent; score: number }[];
  top: { intent: Intent; score: number };
  words: { token: Token; norm: string }[];
  asks: boolean;
  closed: boolean;
  crossedOut: boolean;
  fitted: { intent: Intent; score: number; match: TemplateMatch } | null;
  best: { intent: Intent; match: TemplateMatch } | null;
  chosen: { intent: Intent; match: TemplateMatch } | null;
  clause: (
    intent: Intent,
    score: number,
    match: TemplateMatch | null,
    slots: Slots,
  ) => ClauseReading;
  folded: string[];
  tokens: Token[];
  /** Read by a rule of last resort: what it finds is only a guess. */
  lateRule?: boolean;
}

/** The readings a clause may have, in the order they are tried; the first that fits is it. */
const clauseRules: ((scene: Scene) => ClauseReading | null)[] = [
  coveringQuestion,
  shoppingPlaceQuestion,
  taskFirst,
  noteAChore,
  priorityPut,
  putOnTheList,
  measuredItems,
  whenQuestion,
  memberTurn,
  choreDeleted,
  insteadOfADay,
  wishedOfAThing,
  visitOnADay,
  handedOver,
  moveReading,
  eventWithItsHour,
  sureQuestion,
  needAndWhoToCall,
  emojiList,
  repetitionFirst,
  priorityReading,
  memberWish,
  choreWithoutPhrasing,
  eventWithoutVerb,
  crossedOutReading,
  phrasingReading,
  choreReading,
  countedItems,
];

/** "¿qué tengo pendiente?": every word one of a question intent's own words. */
function coveringQuestion(scene: Scene): ClauseReading | null {
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

/** "ponle yogur griego", "compra pan": a verb that puts things on the list, then the things. */
function putOnTheList(scene: Scene): ClauseReading | null {
  const { reading, from, to, ranked, top, words, asks, closed, best, clause } = scene;
  // "ponle yogur griego", "compra pan": a verb that puts things on the list, then the things,
  // is a clear request — unless another phrasing fits it better ("anota que mañana…").
  const verb = addVerbAt(
    words.map((word) => word.norm),
    reading.language,
  );
  // "ponele prioridad urgente a arreglar la puerta": a priority is a task's, never a thing's.
  const prioritised = words.some((word) => /^priori/.test(word.token.folded));
  if (
    verb > 0 &&
    words.length > verb &&
    !prioritised &&
    !speaksOfOtherThings(words.slice(verb), reading)
  ) {
    const own = matchTemplates(reading, "shopping.add", words);
    const rival = best && best.intent !== "shopping.add" ? best.match.literals : 0;
    if ((own?.literals ?? 0) >= rival) {
      // "me regala una libra de arroz para la lista": the opening verb is no part of the items.
      const verbTokens = new Set(words.slice(0, verb).map((word) => word.token));
      const slots = own
        ? { ...own.slots, items: own.slots.items?.filter((token) => !verbTokens.has(token)) }
        : { items: words.slice(verb).map((word) => word.token) };
      const rest = own?.hasSlot === false ? [] : readItems(slots.items ?? [], reading.language);
      const listed = own?.hasSlot === false || rest.length > 0;
      // "…, put 2 bags on the list": a quantity alone (no name) is of the thing said before.
      if (listed && rest.every((item) => item.name === "" || /\p{L}/u.test(item.name))) {
        const score = ranked.find((entry) => entry.intent === "shopping.add")?.score ?? 0;
        // "poné algo de Charly García", "pon una salsa de Grupo 5": a name said with a capital
        // (a person, a band, a brand) may be no grocery — only a guess.
        const shouted = reading.message === reading.message.toUpperCase();
        const named = shouted
          ? []
          : (slots.items ?? []).filter((token) => /^\p{Lu}/u.test(token.text));
        const read = clause(
          "shopping.add",
          score,
          own ?? { slots, literals: 1, hasSlot: true },
          slots,
        );
        // "put soccer practice on Saturday from 9 to 11", "anota la reunión el lunes 19:30":
        // a day and an hour make it the calendar's, unless the verb buys.
        const buys = /^(compr|buy|grab|pick)/.test(words[0]?.token.folded ?? "");
        const event = buys
          ? null
          : nominalEvent(reading, words.slice(verb), { asks, closed, from, to });
        // "remind me … at 3 tomorrow and add juice to the list": the hour said in another
        // clause is not this one's.
        const timed = reading.temporal.roles.slice(from, to).includes("time");
        if (event?.sure && timed) {
          const slots = { event: event.title };
          return {
            ...clause("event.create", top.score, { slots, literals: 1, hasSlot: true }, slots),
            basis: "carrier",
          };
        }
        // "put soccer practice on Saturday at 9": groceries have no hour.
        const guess = named.length >= 1 || timed;
        return { ...read, basis: guess ? "guess" : "carrier" };
      }
    }
  }
  return null;
}

/** "¿qué tengo anotado para el súper?", "what do I need at the store?": a question about where
 * one shops, with no day, is the shopping list. */
function shoppingPlaceQuestion(scene: Scene): ClauseReading | null {
  const { reading, top, words, asks, clause } = scene;
  const opener = reading.tokens.find((token) => !isPunctuation(token))?.folded ?? "";
  if (
    !asks ||
    !["que", "what", "what's", "whats", "o", "qual", "cual"].includes(opener) ||
    reading.temporal.date ||
    !words.some((word) => shoppingPlaces.has(word.token.folded))
  )
    return null;
  return clause("shopping.list", top.score, { slots: {}, literals: 1, hasSlot: false }, {});
}

/** "2 lbs of chicken", "un kilo de papas y una bolsa de pan": things said with their measure
 * and nothing else are things to buy. */
function measuredItems(scene: Scene): ClauseReading | null {
  const { reading, top, words, asks, clause } = scene;
  const { temporal } = reading;
  if (asks || temporal.date || temporal.time || temporal.recurrence || words.length < 2)
    return null;
  const lexicon = lexicons[reading.language];
  const first = words[0]?.token.folded ?? "";
  const opensWithAmount =
    /^\d/.test(first) ||
    lexicon.numbers[first] !== undefined ||
    Object.keys(lexicon.amounts).some((phrase) => fold(phrase).split(" ")[0] === first);
  if (!opensWithAmount || speaksOfOtherThings(words, reading)) return null;
  const tokens = words.map((word) => word.token);
  const said = readItems(tokens, reading.language);
  const counted = (item: SaidItem) => item.name !== "" && item.quantity !== null;
  if (said.length === 0 || !said.every(counted)) return null;
  // "2 huevos": a number alone might count something else — only asked (countedItems).
  if (!scene.lateRule && !said.every((item) => /\p{L}/u.test(item.quantity ?? ""))) return null;
  const slots = { items: tokens };
  return {
    ...clause("shopping.add", top.score, { slots, literals: 1, hasSlot: true }, slots),
    basis: scene.lateRule ? "bareNoun" : "carrier",
  };
}

/** "2 huevos", "6 aguacates": counted things no phrasing fits — asked, not added. */
function countedItems(scene: Scene): ClauseReading | null {
  return measuredItems({ ...scene, lateRule: true });
}

/** "¿cuándo es la cita con el dentista?": the calendar or the tasks, never a change. */
function whenQuestion(scene: Scene): ClauseReading | null {
  const { reading, top, words, asks, clause } = scene;
  // "¿cuándo es la cita con el dentista?", "when is Sofía's birthday?": a question of when is
  // answered from the calendar (or, for a thing to do, the tasks) — it never creates anything.
  const opener = reading.tokens.find((token) => !isPunctuation(token))?.folded ?? "";
  // "quien tiene que lavar el carro", "who has to walk the dog": whose task it is — the tasks.
  if (["quien", "quienes", "quem", "who"].includes(opener) && whoseChore(reading, words))
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

/** "muévelo pal jueves el dentista", "pasá la junta para el martes", "adia o dentista pra
 * sexta", "push the dentist to Friday": a verb that moves, the new day or hour, and what moves
 * (the rest of the words) — a task or an event, by what its name says. */
function moveReading(scene: Scene): ClauseReading | null {
  const { reading, from, to, top, words, asks, fitted, best, clause } = scene;
  const { temporal, language } = reading;
  if (asks || temporal.recurrence || (!temporal.date && !temporal.time)) return null;
  // "reprograme…", "mueva…": an usted command moves as its tú form does (usted.ts).
  const kindOf = (word: { token: Token; norm: string }) =>
    moveVerbKind(word.token.folded, language) ?? moveVerbKind(word.norm, language);
  const at = words.findIndex((word) => kindOf(word) !== null);
  if (at < 0) return null;
  const kind = kindOf(words[at] as { token: Token; norm: string });
  // A phrasing of a move that fits with its own words names the thing ("cambia la hora de…").
  const phrased = [fitted, best].find(
    (candidate) => candidate?.intent.endsWith(".move") && candidate.match.literals >= 2,
  );
  // "deja el carro en el taller el lunes" leaves a car; "déjala pal lunes" moves something.
  if (!phrased && kind === "shift" && !leadsToTheDay(reading, from, to)) return null;
  const title =
    phrased?.match.slots.title ??
    phrased?.match.slots.event ??
    movedThing(
      words.filter((_, i) => i !== at).map((word) => word.token),
      reading,
    );
  if (!title) return null;
  // "push the car to the garage on Monday", "mueve el sofá para la sala": a place it goes to
  // is no new day — nothing of the calendar moves.
  const destinations = new Set(["to", "until", "till", "para", "pa", "pal", "hasta", "pra", "pro"]);
  if (title.slice(1, -1).some((token) => destinations.has(token.folded))) return null;
  const said = fold(title.map((token) => token.text).join(" "));
  const taskWords = ["tarea", "tareas", "tarefa", "task", "chore", "pendiente"];
  const named = title.filter((token) => !movedLeads.has(token.folded) && token.folded !== "que");
  const task =
    title.some((token) => taskWords.includes(token.folded)) ||
    saidAsMatter(title) ||
    // "adia o jantar de família": "jantar" names a gathering, though it reads as a verb.
    (isInfinitive(named.map((token) => token.text).join(" "), language) &&
      !gatheringWords().has(named[0]?.folded ?? "")) ||
    (language === "en" && /ing$/.test(named[0]?.folded ?? ""));
  const event =
    eventTypeOf(said) !== "general" ||
    title.some((token) => gatheringWords().has(token.folded) || eventWords.has(token.folded));
  const intent: Intent =
    task || (!event && phrased?.intent === "task.move") ? "task.move" : "event.move";
  const slots = intent === "task.move" ? { title } : { event: title };
  // Neither a chore nor a gathering ("muda o filtro de água pra sexta"): the calendar's, until
  // the household's own names say it is a task (builtin/references.ts); a name that is neither
  // is refused by the tool.
  return {
    ...clause(intent, top.score, { slots, literals: 1, hasSlot: true }, slots),
    basis: "carrier",
  };
}

/** "que Sofi riegue las plantas hoy en vez del sábado": a day instead of another moves what is
 * there (task-phrasings.ts) — a gathering on the calendar, else a task. */
function insteadOfADay(scene: Scene): ClauseReading | null {
  const { reading, from, to, top, asks, clause } = scene;
  if (asks) return null;
  const moved = movedInsteadOfADay(reading, from, to);
  if (!moved) return null;
  const said = fold(textOf(moved.title));
  const event =
    eventTypeOf(said) !== "general" ||
    moved.title.some((token) => gatheringWords().has(token.folded) || eventWords.has(token.folded));
  const intent: Intent = event ? "event.move" : "task.move";
  const slots = event ? { event: moved.title } : { title: moved.title };
  return {
    ...clause(intent, top.score, { slots, literals: 1, hasSlot: true }, slots),
    basis: "carrier",
  };
}

/** "la comida familiar del sábado que sea a las 3 y que dure 2 horas": a new hour, day or length
 * wished of a thing named (task-phrasings.ts) — a gathering on the calendar, else a task. */
function wishedOfAThing(scene: Scene): ClauseReading | null {
  const { reading, from, to, top, asks, clause } = scene;
  if (asks) return null;
  const thing = wishedChange(reading, from, to);
  if (!thing) return null;
  const said = fold(textOf(thing));
  const task = isInfinitive(textOf(thing), reading.language) || saidAsMatter(thing);
  const event =
    !task &&
    (eventTypeOf(said) !== "general" ||
      thing.some((token) => gatheringWords().has(token.folded) || eventWords.has(token.folded)));
  const intent: Intent = event ? "event.move" : "task.move";
  const slots = event ? { event: thing } : { title: thing };
  return {
    ...clause(intent, top.score, { slots, literals: 1, hasSlot: true }, slots),
    basis: "carrier",
  };
}

/** "Rosa viene a limpiar el viernes a las 9": someone coming on a day (task-phrasings.ts). */
function visitOnADay(scene: Scene): ClauseReading | null {
  const { reading, from, to, top, asks, clause } = scene;
  const visit = asks ? null : someoneComes(reading, from, to);
  if (!visit) return null;
  const slots = { event: visit };
  // With its hour or what they come for ("viene a limpiar") it is a visit to note; "Rosa viene
  // mañana" alone may be only news — asked first.
  const why = visit.some((token) => ["a", "to", "pra", "para"].includes(token.folded));
  return {
    ...clause("event.create", top.score, { slots, literals: 1, hasSlot: true }, slots),
    basis: reading.temporal.time || why ? "carrier" : "guess",
  };
}

/** Whether every word said (past its articles) names a grocery: "azúcar", "las tortillas". */
function onlyGroceries(tokens: Token[] | undefined): boolean {
  const words = (tokens ?? []).filter(
    (token) =>
      !isPunctuation(token) && !/^(el|la|los|las|o|a|os|as|the|de|del)$/.test(token.folded),
  );
  return words.length > 0 && words.every((token) => namesAGrocery([token]));
}

/** Words that name a gathering without saying which kind: an event, not a task. */
const eventWords = new Set(
  "evento eventos event cita turno compromiso compromisso appointment meeting junta reunion reuniao encontro".split(
    " ",
  ),
);

/** Words before what moves that only lead to it ("la hora de", "o horário do", "the time of"). */
const movedLeads = new Set(
  "la el lo los las a o os as the hora fecha horario data time date dia day de del da do of".split(
    " ",
  ),
);

/** "Muévelo", "Pásala": a title that is only the verb of the move names nothing. */
function namesOnlyTheMove(title: string, language: Language): boolean {
  return tokenize(title).every(
    (token) => moveVerbKind(token.folded, language) !== null || isCommand(token),
  );
}

/** "sure" for a verb that moves by itself ("posterga", "muévelo", "reschedule"), "shift" for
 * one that moves only towards a day said with "para"/"pra"/"to" ("pásala", "muda", "change"). */
function moveVerbKind(word: string, language: Language): "sure" | "shift" | null {
  const lexicon = lexicons[language];
  // "muévelo", "pásamela", "córrela", "postérgala": the verb without its pronoun.
  const bare = word.replace(/(?:mela|melo|sela|selo|nosla|noslo|las|los|la|lo|le|les|me)$/, "");
  const forms = [word, ...(bare.length >= 4 ? [bare] : [])];
  if (forms.some((form) => lexicon.moveVerbs.some((verb) => fold(verb) === form))) return "sure";
  if (forms.some((form) => lexicon.shiftVerbs.some((verb) => fold(verb) === form))) return "shift";
  return null;
}

/** Whether a day or an hour of the clause is led by a "to" word: "pal jueves", "para el
 * martes", "pra terça", "to Friday", "hoy se corre para las 6". */
function leadsToTheDay(reading: Reading, from: number, to: number): boolean {
  const toWords = new Set(lexicons[reading.language].toWords.map(fold));
  const articles = new Set(["el", "la", "las", "los", "o", "a", "as", "os", "the"]);
  const roles = reading.temporal.roles;
  for (let i = from; i < to; i++) {
    // The first word of each day or hour said.
    if (!roles[i] || (i > from && roles[i - 1])) continue;
    const [here, before, twoBefore] = [i, i - 1, i - 2].map(
      (at) => (at >= from ? reading.tokens[at]?.folded : undefined) ?? "",
    );
    if (toWords.has(here as string) || toWords.has(before as string)) return true;
    if (articles.has(before as string) && toWords.has(twoBefore as string)) return true;
  }
  return false;
}

/** What a move is said of: the words left once the verb, its "to" word, a pronoun and "the
 * time of" are gone; null when nothing is named ("muévelo para el jueves"). */
function movedThing(tokens: Token[], reading: Reading): Token[] | null {
  const { language } = reading;
  const toWords = new Set(lexicons[language].toWords.map(fold));
  const pronouns = new Set(["it", "that", "this", "them", "isso", "isto", "eso", "esto"]);
  // "córrela pa las 6 la junta": the word that leads to the hour is the hour's.
  const leadsIn = (token: Token) =>
    toWords.has(token.folded) && Boolean(reading.temporal.roles[reading.tokens.indexOf(token) + 1]);
  let title = tokens.filter(
    (token) => !isPunctuation(token) && !pronouns.has(token.folded) && !leadsIn(token),
  );
  // "la natación de Mateo se corre para las 6": "se" says what happens to it.
  const reflexive = title.findIndex((token, i) => i > 0 && token.folded === "se");
  if (reflexive > 0) title = title.slice(0, reflexive);
  while (title.length > 0 && toWords.has(title.at(-1)?.folded ?? "")) title = title.slice(0, -1);
  // "cambia la hora de la junta", "muda o horário do dentista": the thing is after "de".
  const joint = title.findIndex((token) => ["de", "del", "da", "do", "of"].includes(token.folded));
  const lead = title.slice(0, joint);
  if (
    joint > 0 &&
    joint < title.length - 1 &&
    lead.some((token) =>
      ["hora", "fecha", "horario", "data", "time", "date", "dia", "day"].includes(token.folded),
    ) &&
    lead.every((token) => movedLeads.has(token.folded))
  )
    title = title.slice(joint + 1);
  return title.some((token) => /\p{L}{3,}/u.test(token.text)) ? title : null;
}

/** "quien tiene que lavar el carro", "a quién le toca", "quem vai lavar a louça", "who has to
 * walk the dog": a chore asked about ("¿quién es el presidente?" is no chore). */
function whoseChore(reading: Reading, words: { token: Token; norm: string }[]): boolean {
  const said = words.map((word) => word.token.folded).join(" ");
  if (reading.language === "en")
    return /\b(has|have|needs?|must|should) to \w+|\bturn\b/.test(said);
  return (
    /\b(le toca|toca|tocan)\b/.test(said) ||
    words.slice(1).some((word) => isInfinitive(word.token.text, reading.language))
  );
}

/** "jantar da vó domingo às 19h": a name with a day and an hour, before any loose phrasing. */
function eventWithItsHour(scene: Scene): ClauseReading | null {
  const { reading, from, to, top, words, asks, closed, fitted, best, clause } = scene;
  // "jantar na casa da vó domingo às 19h": a name with a day and an hour is an event, whatever
  // else its words could be ("jantar" asks for a meal only as a question).
  const early = nominalEvent(reading, words, { asks, closed, from, to });
  const phrased = fitted ?? best;
  if (
    early?.sure &&
    (!phrased || phrased.match.literals === 0 || wholeIntents.has(phrased.intent))
  ) {
    const slots = { event: early.title };
    return {
      ...clause("event.create", top.score, { slots, literals: 1, hasSlot: true }, slots),
      basis: "carrier",
    };
  }
  return null;
}

/** A question the network is sure of that needs nothing from the message. */
function sureQuestion(scene: Scene): ClauseReading | null {
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

/** "la tarea de…", "the bathroom door task": a task named as one — no call for a service. */
function namesATask(words: string[]): boolean {
  return words.some((word) =>
    ["tarea", "tareas", "tarefa", "tarefas", "task", "chore"].includes(word),
  );
}

/** "quero uma diarista na sexta": a need and who to call. */
function needAndWhoToCall(scene: Scene): ClauseReading | null {
  const { reading, top, words, asks, clause } = scene;
  // "quero uma diarista na sexta", "busco maestro para pintar": a need and who to call.
  const needs = new Set(lexicons[reading.language].needVerbs.map(fold));
  const folded = words.map((word) => word.token.folded);
  // "quero agendar uma faxina pesada": a service named by what it does, when nothing else fits.
  const unphrased = !scene.chosen || scene.chosen.match.literals === 0;
  // "necesito que fumiguen la casa", "preciso que limpem a casa": a need of someone doing it is
  // no thing to buy, whatever "necesito {items}" fits.
  const need = folded.findIndex((word) => needs.has(word));
  const someoneDoes = need >= 0 && folded[need + 1] === "que";
  // "Carlos needs to fix the garage door", "Sofía necesita arreglar…": a member's need is their
  // chore, not a call for a professional.
  const membersNeed = need === 1 && /^\p{Lu}\p{L}+$/u.test(words[0]?.token.text ?? "");
  if (
    !asks &&
    need >= 0 &&
    !membersNeed &&
    (calls(folded) || ((unphrased || someoneDoes) && serviceOf(folded) !== null)) &&
    !namesATask(folded)
  ) {
    return { ...clause("service.request", top.score, null, {}), basis: "carrier" };
  }
  return null;
}

/** Food, drink and household goods drawn as emoji (🥛 🧀 🍌 🧻), not faces or hands. */
const foodEmoji =
  /[\u{1F32D}-\u{1F37F}\u{1F950}-\u{1F96F}\u{1F9C0}-\u{1F9CB}\u{1F9F4}-\u{1F9FD}\u{1FAD0}-\u{1FADB}]/u;

/** "🥛 milk and 🧀 cheese": groceries drawn as emoji, then named. */
function emojiList(scene: Scene): ClauseReading | null {
  const { reading, words, asks, best, clause } = scene;
  // "🥛 milk and 🧀 cheese", "🍌🍌 bananas x6": groceries drawn as emoji, then named, are a list.
  if (
    foodEmoji.test(reading.message) &&
    (!best || best.intent === "shopping.add") &&
    !asks &&
    !speaksOfOtherThings(words, reading)
  ) {
    const slots = best?.match.slots.items
      ? best.match.slots
      : { items: words.map((word) => word.token) };
    const said = readItems(slots.items ?? [], reading.language);
    if (said.length > 0 && said.every((item) => item.name.split(" ").length <= 3)) {
      return {
        ...clause("shopping.add", 0, best?.match ?? { slots, literals: 1, hasSlot: true }, slots),
        basis: "carrier",
      };
    }
  }
  return null;
}

/** "todos los lunes sacar la basura": a repetition said first, then a chore. */
function repetitionFirst(scene: Scene): ClauseReading | null {
  const { reading, from, top, words, asks, chosen, clause } = scene;
  // "todos los lunes sacar la basura reciclable", "every Monday take out the recycling": a
  // repetition said first, then a chore, is a new task that repeats — not a change to one.
  if (
    !asks &&
    words.length >= 2 &&
    reading.temporal.roles[from] === "repeat" &&
    (chosen?.intent === "task.repeat" || chosen?.intent === "task.create") &&
    (reading.language === "en" || isInfinitive(words[0]?.token.text ?? "", reading.language))
  ) {
    const slots = { title: words.map((word) => word.token) };
    return {
      ...clause("task.create", top.score, { slots, literals: 1, hasSlot: true }, slots),
      basis: "carrier",
    };
  }
  return null;
}

/** "anotá una tarea: llamar al técnico", "créale una tarea a Sofía: …": said to be a task
 * (task-phrasings.ts), handed to a member at the end or not ("… y désela a Carlos"). */
function taskFirst(scene: Scene): ClauseReading | null {
  const { reading, top, words, asks, clause } = scene;
  if (asks) return null;
  const said = taskSaidFirst(
    words.map((word) => word.token),
    reading.message,
  );
  if (!said) return null;
  const handed = said.who.length === 0 ? handedTo(said.title, reading.language) : null;
  const slots = handed ?? said;
  return {
    ...clause("task.create", top.score, { slots, literals: 2, hasSlot: true }, slots),
    basis: "carrier",
  };
}

/** "anota pagar el arriendo el viernes": a thing to do noted down (task-phrasings.ts). */
function noteAChore(scene: Scene): ClauseReading | null {
  const { reading, top, words, asks, clause } = scene;
  if (asks) return null;
  const chore = choreNoted(
    words.map((word) => word.token),
    (word) => isInfinitive(word, reading.language),
    (tokens) => namesAGrocery(tokens),
  );
  if (!chore) return null;
  const slots = { title: chore };
  return {
    ...clause("task.create", top.score, { slots, literals: 1, hasSlot: true }, slots),
    basis: "carrier",
  };
}

/** "ponele prioridad alta a lo de la puerta del baño", "ponle urgente lo del gas": a "put"
 * whose first word after it is the priority puts nothing on the list — it changes a task's. */
function priorityPut(scene: Scene): ClauseReading | null {
  const { reading, from, to, words } = scene;
  const verb = words[0]?.token;
  const puts = /^(pon|pone|ponle|ponele|ponerle|coloca|colocale|bota|put|set|give)$/;
  if (!verb || !puts.test(verb.folded)) return null;
  const at = reading.tokens.indexOf(verb, from);
  if (at < 0 || at + 1 >= to || reading.temporal.roles[at + 1] !== "urgent") return null;
  return priorityReading(scene);
}

/** "lo de pagar internet ponlo urgente": a change of priority. */
function priorityReading(scene: Scene): ClauseReading | null {
  const { reading, top, words, asks, clause } = scene;
  // "lo de pagar internet ponlo urgente", "marca la tarea de la luz como importante": a
  // change of priority to a task that is there.
  const reprioritised = priorityChange(reading, words, asks);
  if (reprioritised) {
    const slots = { title: reprioritised };
    return {
      ...clause("task.move", top.score, { slots, literals: 1, hasSlot: true }, slots),
      basis: "carrier",
    };
  }
  return null;
}

/** "que Sofía riegue el jardín todos los miércoles": a chore wished of a member. */
function memberWish(scene: Scene): ClauseReading | null {
  const { reading, top, words, asks, chosen, clause } = scene;
  // "que Sofía riegue el jardín todos los miércoles": the wish that a member do a chore, on a
  // day or every so often, is a new task for them.
  const said = words.map((word) => word.token);
  const named = words[1]?.token.text ?? "";
  if (
    !asks &&
    words.length >= 3 &&
    words[0]?.token.folded === "que" &&
    /^\p{Lu}/u.test(named) &&
    (reading.temporal.recurrence || reading.temporal.date) &&
    chosen?.intent !== "task.assign"
  ) {
    const slots = { who: said.slice(1, 2), title: said.slice(2) };
    return {
      ...clause("task.create", top.score, { slots, literals: 1, hasSlot: true }, slots),
      basis: "carrier",
    };
  }
  return null;
}

/** Verbs that delete, said first: "elimina", "apaga", "delete". */
const deleteVerbs = new Set(
  "borra borrá elimina eliminá quita quitá saca sacá cancela cancelá apaga exclui remove tira delete cancel"
    .split(" ")
    .map(fold),
);

/** "elimina arreglar la puerta del baño", "apaga lavar o carro", "delete cleaning the garage":
 * a verb that deletes, then a chore — the task by that name. */
function choreDeleted(scene: Scene): ClauseReading | null {
  const { reading, top, words, asks, clause } = scene;
  const [verb, first] = words;
  if (asks || !verb || !first || words.length < 3 || !deleteVerbs.has(verb.token.folded))
    return null;
  const chore =
    reading.language === "en"
      ? englishVerbsOf().has(first.token.folded) || /ing$/.test(first.token.folded)
      : isInfinitive(first.token.text, reading.language);
  if (!chore) return null;
  const slots = { title: words.slice(1).map((word) => word.token) };
  return {
    ...clause("task.delete", top.score, { slots, literals: 1, hasSlot: true }, slots),
    basis: "carrier",
  };
}

/** "que la tarea de matemáticas la vea el Carlos", "lo de la luz que lo pague Carlos", "que
 * Mateo saque la basura en vez de Carlos": a task that is there, handed to a member. */
function handedOver(scene: Scene): ClauseReading | null {
  const { reading, top, words, asks, clause } = scene;
  if (asks || reading.temporal.date || reading.temporal.recurrence) return null;
  const tokens = words.map((word) => word.token).filter((token) => !isPunctuation(token));
  const folded = tokens.map((token) => token.folded);
  const isName = (token: Token | undefined) =>
    token !== undefined && /^\p{Lu}\p{L}+$/u.test(token.text);
  // "… en vez de Carlos", "… instead of Carlos", "… em vez do Carlos": it was someone else's.
  const instead = folded.findIndex(
    (word, i) =>
      (word === "instead" && folded[i + 1] === "of") ||
      (["en", "em", "no"].includes(word) &&
        ["vez", "lugar"].includes(folded[i + 1] ?? "") &&
        ["de", "del", "do", "da"].includes(folded[i + 2] ?? "")),
  );
  if (instead > 2 && folded[0] === "que" && isName(tokens[1])) {
    const slots = { who: tokens.slice(1, 2), title: tokens.slice(2, instead) };
    return {
      ...clause("task.assign", top.score, { slots, literals: 1, hasSlot: true }, slots),
      basis: "carrier",
    };
  }
  // "… que lo pague Carlos", "que … la vea el Carlos": a pronoun, a verb, and the name, last.
  if (reading.language !== "es" || tokens.length < 5) return null;
  const last = tokens.length - 1;
  const named = isName(tokens[last]);
  const article = ["el", "la"].includes(folded[last - 1] ?? "") ? 1 : 0;
  const pronoun = last - 2 - article;
  if (!named || !["lo", "la", "los", "las"].includes(folded[pronoun] ?? "")) return null;
  let title = tokens.slice(0, pronoun);
  if (title.at(-1)?.folded === "que") title = title.slice(0, -1);
  else if (title[0]?.folded === "que") title = title.slice(1);
  else return null;
  if (!title.some((token) => /\p{L}{3,}/u.test(token.text))) return null;
  const slots = { who: tokens.slice(last), title };
  return {
    ...clause("task.assign", top.score, { slots, literals: 1, hasSlot: true }, slots),
    basis: "carrier",
  };
}

/** "a Mateo le toca ordenar el cuarto mañana": a member's turn at a chore on a day (or every so
 * often) is a new task for them, whatever question its words resemble. */
function memberTurn(scene: Scene): ClauseReading | null {
  const { reading, top, words, asks, clause } = scene;
  const turn = turnOf(
    words.map((word) => word.token),
    reading.language,
  );
  if (asks || !turn || turn.title.length === 0) return null;
  if (!reading.temporal.recurrence && !reading.temporal.date) return null;
  return {
    ...clause("task.create", top.score, { slots: turn, literals: 1, hasSlot: true }, turn),
    basis: "carrier",
  };
}

/** "a Mateo le toca ordenar el cuarto", "le toca a Sofía lavar los platos", "it's Carlos's turn
 * to…", "é a vez do Mateo de…": whose turn it is, then the chore. */
function turnOf(tokens: Token[], language: Language): { who: Token[]; title: Token[] } | null {
  const folded = tokens.map((token) => token.folded);
  const isName = (token: Token | undefined) =>
    token !== undefined && /^\p{Lu}\p{L}+$/u.test(token.text);
  const rest = (from: number) => tokens.slice(from).filter((token) => !isPunctuation(token));
  if (language === "es") {
    // "a Mateo le toca…", "a la Sofi le toca…"
    const article = ["el", "la"].includes(folded[1] ?? "") ? 1 : 0;
    const name = tokens[1 + article];
    if (
      folded[0] === "a" &&
      isName(name) &&
      folded[2 + article] === "le" &&
      /^(toca|corresponde)$/.test(folded[3 + article] ?? "")
    )
      return { who: [name as Token], title: rest(4 + article) };
    // "le toca a Sofía…"
    if (folded[0] === "le" && folded[1] === "toca" && folded[2] === "a" && isName(tokens[3]))
      return { who: [tokens[3] as Token], title: rest(4) };
  }
  if (language === "pt" && folded[0] === "e" && folded[1] === "a" && folded[2] === "vez") {
    // "é a vez do Mateo de…"
    if (/^(do|da)$/.test(folded[3] ?? "") && isName(tokens[4]) && folded[5] === "de")
      return { who: [tokens[4] as Token], title: rest(6) };
  }
  if (language === "en" && /^it'?s$/.test(folded[0] ?? "")) {
    // "it's Carlos's turn to…"
    const owner = tokens[1]?.text.match(/^(\p{Lu}\p{L}+)['’]s$/u);
    if (owner && folded[2] === "turn" && folded[3] === "to")
      return { who: [tokens[1] as Token], title: rest(4) };
  }
  return null;
}

/** "urgent: renew Mateo's passport by next Friday": a chore no phrasing fits. */
function choreWithoutPhrasing(scene: Scene): ClauseReading | null {
  const { reading, top, words, asks, chosen, clause } = scene;
  // "urgent: renew Mateo's passport by next Friday": a chore said with its urgency or its day,
  // when no phrasing of the message's own words fits.
  if ((!chosen || chosen.match.literals === 0) && isChore(reading, words, asks)) {
    const slots = { title: words.map((word) => word.token) };
    return {
      ...clause("task.create", top.score, { slots, literals: 1, hasSlot: true }, slots),
      basis: "carrier",
    };
  }
  return null;
}

/** "mañana odontólogo Mateo 4pm": an event said without a verb. */
function eventWithoutVerb(scene: Scene): ClauseReading | null {
  const { reading, from, to, top, words, asks, closed, chosen, clause } = scene;
  // "mañana odontólogo Mateo 4pm", "churrasco no domingo das 12 às 16h", "el sábado es el
  // cumpleaños de Mateo, agéndalo": a day and an hour (or "agéndalo") around a name is an event.
  const nominal = nominalEvent(reading, words, { asks, closed, from, to });
  if (nominal && (!chosen || chosen.match.literals === 0 || nominal.sure)) {
    const slots = { event: nominal.title };
    return {
      ...clause("event.create", top.score, { slots, literals: 1, hasSlot: true }, slots),
      basis: nominal.sure ? "carrier" : "guess",
    };
  }
  return null;
}

/** "ya tengo el detergente, táchalo": what was crossed out was bought. */
function crossedOutReading(scene: Scene): ClauseReading | null {
  const { reading, top, words, asks, crossedOut, fitted, best, clause } = scene;
  if (crossedOut && !asks && (fitted ?? best)?.intent !== "shopping.bought") {
    const own =
      matchTemplates(reading, "shopping.bought", words) ??
      matchTemplates(reading, "shopping.check", words);
    // Without a phrasing: the words around the thing ("ya", "tengo", "ya está") are dropped.
    const phrasing = phrasingWordsOf(reading.language);
    const articles = new Set(lexicons[reading.language].strip.itemStart.map(fold));
    const around = (token: Token | undefined) =>
      token !== undefined && phrasing.has(token.folded) && !articles.has(token.folded);
    let said = words.map((word) => word.token);
    while (said.length > 1 && around(said[0])) said = said.slice(1);
    // "ya conseguí las pilas": a verb no phrasing has, before the article.
    if (
      said.length > 2 &&
      articles.has(said[1]?.folded ?? "") &&
      !articles.has(said[0]?.folded ?? "")
    )
      said = said.slice(1);
    while (said.length > 1 && around(said.at(-1))) said = said.slice(0, -1);
    const slots = own?.slots.items ? own.slots : { items: said };
    if ((slots.items ?? []).length > 0) {
      return {
        ...clause(
          "shopping.bought",
          top.score,
          own ?? { slots, literals: 1, hasSlot: true },
          slots,
        ),
        basis: "carrier",
      };
    }
  }
  return null;
}

/** The phrasing that fits: the fuller one, the network's, or any. */
function phrasingReading(scene: Scene): ClauseReading | null {
  const { ranked, fitted, best, clause } = scene;
  // "ya compré las manzanas": the network leans to "ya {title}" (a task done), but a phrasing
  // with more of the message's own words ("ya compré {items}") says what it is.
  // "usé 3 huevos en el pastel": a phrasing with a word of its own ("usé {items}") says more
  // than one made only of a slot ("{event}"), whatever the network leans to.
  if (
    fitted &&
    best &&
    best.intent !== fitted.intent &&
    ((fitted.match.literals <= 1 && best.match.literals >= 2) ||
      (fitted.match.literals === 0 && best.match.literals >= 1))
  ) {
    const score = ranked.find((entry) => entry.intent === best.intent)?.score ?? 0;
    return clause(best.intent, score, best.match, best.match.slots);
  }
  if (fitted) return clause(fitted.intent, fitted.score, fitted.match, fitted.match.slots);
  if (best) {
    const score = ranked.find((entry) => entry.intent === best.intent)?.score ?? 0;
    return clause(best.intent, score, best.match, best.match.slots);
  }
  return null;
}

/** "pagar la patente es urgente, para el lunes": a chore with a day or an urgency. */
function choreReading(scene: Scene): ClauseReading | null {
  const { reading, top, words, asks, clause } = scene;
  if (isChore(reading, words, asks)) {
    const slots = { title: words.map((word) => word.token) };
    return {
      ...clause("task.create", top.score, { slots, literals: 1, hasSlot: true }, slots),
      basis: "carrier",
    };
  }
  return null;
}

/** No phrasing fits: a bare noun asks; anything else is the network's, with what is left. */
function bareNounOrRest(scene: Scene): ClauseReading {
  const { reading, top, words, clause } = scene;
  // No phrasing fits: a bare noun or two ("mandarinas") may be meant for the list — ask.
  if (
    isBareNoun(
      words.map((word) => word.token),
      reading.language,
    )
  ) {
    const slots = { items: words.map((word) => word.token) };
    return { ...clause("shopping.add", 0, null, slots), basis: "bareNoun" };
  }
  const rest = trimCarriers(reading, top.intent, words);
  return clause(top.intent, top.score, null, {
    items: rest,
    item: rest,
    title: rest,
    event: rest,
    what: rest,
  });
}

/** "pagar la patente es urgente, para el lunes", "todos los lunes sacar la basura", "urgent:
 * renew the passport by Friday": a verb to do, with a day, a repetition or an urgency. */
function isChore(
  reading: Reading,
  words: { token: Token; norm: string }[],
  asks: boolean,
): boolean {
  const { temporal, language } = reading;
  return (
    !asks &&
    words.length >= 2 &&
    isInfinitive(words[0]?.token.text ?? "", language) &&
    // "regar las plantas debe ser diario", "regar as plantas agora é todo dia" change a task
    // that exists; only a guess ("é" folds to the "e" of "and", so it is told by its accent).
    !words.some(
      (word) =>
        ["debe", "deberia", "ser", "sea", "es", "deve", "seja", "should", "be"].includes(
          word.token.folded,
        ) || ["é", "agora", "ahora", "now"].includes(word.token.text.toLowerCase()),
    ) &&
    !reading.tokens.some((token, i) => i > 0 && token.text.toLowerCase() === "é") &&
    Boolean(temporal.date || temporal.recurrence || temporal.urgent)
  );
}

/** Words that only carry a change of priority ("ponlo", "márcala como", "make … urgent"). */
const priorityCarriers = new Set(
  "pon ponle ponele ponerle ponla ponlo ponelo ponela poné marca marcá marcala marcalo como de a la el lo deja dejalo dejala deixa deixe coloca coloque bota ela ele make mark set it as to priority prioridad prioridade".split(
    " ",
  ),
);

const creating = new Set(
  "crea creá cria crie create nueva nuevo nova novo new agrega agregá añade adiciona add anota"
    .split(" ")
    .map(fold),
);

/** The task's name in "lo de pagar internet ponlo urgente", "la tarea de la luz márcala como
 * importante", "make the laundry task urgent": an urgency with no day, said of a matter
 * ("lo de…"), of a task by that word, or with a command that points to it. */
function priorityChange(
  reading: Reading,
  words: { token: Token; norm: string }[],
  asks: boolean,
): Token[] | null {
  const { temporal } = reading;
  if (asks || !temporal.priority || temporal.date || temporal.time || temporal.recurrence)
    return null;
  const tokens = words.map((word) => word.token).filter((token) => !isPunctuation(token));
  const taskWords = ["tarea", "tarefa", "task"];
  const taskWord = tokens.some((token) => taskWords.includes(token.folded));
  // "tarea urgente: llamar al seguro", "urgent task: renew the passport": a new task, urgent.
  const [first, second] = words.map((word) => word.token.folded);
  if (taskWords.includes(first ?? "") || taskWords.includes(second ?? "")) {
    const opening = reading.temporal.roles.slice(0, 3);
    if (opening.includes("urgent")) return null;
  }
  const pointed = tokens.some(
    (token) =>
      isCommand(token) ||
      [
        "make",
        "mark",
        "set",
        "deixa",
        "marca",
        "ponle",
        "ponele",
        "ponerle",
        "coloca",
        "bota",
      ].includes(token.folded),
  );
  // "a conta de luz é urgente", "the gas bill is urgent": said of a thing, a change to it.
  const isSaid = (token: Token) => ["é", "is"].includes(token.text.toLowerCase());
  // ("é" is no content word: it is looked for in the message.)
  const stated = reading.tokens.some((token, i) => i > 0 && isSaid(token));
  if (!saidAsMatter(tokens) && !taskWord && !pointed && !stated) return null;
  // "cria uma tarefa: …, prioridade alta": a new task with its priority, not a change.
  if (tokens.some((token) => creating.has(token.folded))) return null;
  const title = tokens.filter(
    (token, i) =>
      !isCommand(token) &&
      !(i > 0 && isSaid(token)) &&
      !(i > 0 && priorityCarriers.has(token.folded) && !/^(la|el|a)$/.test(token.folded)) &&
      !(
        i === 0 &&
        [
          ...["make", "mark", "set", "put", "give", "marca", "deixa", "pon", "ponle", "ponele"],
          ...["ponerle", "coloca", "bota", "ponga", "coloque", "marque", "deje"],
        ].includes(token.folded)
      ),
  );
  // "lo de pagar internet" → "pagar internet"; "la tarea de la luz" → "la luz".
  let name = title;
  while (
    name.length > 1 &&
    [
      "lo",
      "de",
      "del",
      "da",
      "do",
      "tarea",
      "tarefa",
      "task",
      "the",
      "la",
      "el",
      "a",
      "o",
      // "…prioridad alta a/en/na/on the…": where the priority goes.
      ...["na", "no", "en", "em", "on", "to", "para", "pra"],
    ].includes(name[0]?.folded ?? "")
  )
    name = name.slice(1);
  while (name.length > 1 && ["task", "como", "as", "la", "el"].includes(name.at(-1)?.folded ?? ""))
    name = name.slice(0, -1);
  return name.length > 0 && name.some((token) => /\p{L}{3,}/u.test(token.text)) ? name : null;
}

/** "harina en las tortas fritas", "ovos no bolo", "eggs for the cake": what it was used for is
 * not the pantry item's name. */
function withoutPurpose(name: string): string {
  const cut = name.split(/\s+(?:en|para|pa|pra|pro|for|in|no|na|nos|nas)\s+(?=\p{L})/u)[0];
  return cut && cut.trim().length > 0 ? capitalizeFirst(cut.trim()) : name;
}

/** Words that join a thing's name ("leche de almendras", "pan sin gluten"), not a clause. */
const nameJoints = new Set(
  "de del da do das dos con com sin sem y e and with of para pra for en em na no in a al".split(
    " ",
  ),
);

/**
 * "¿cuántos habitantes tiene México?", "how many people live in Brazil?": a question whose
 * "thing" carries a verb of its own is about the world, not the pantry — the household's
 * things have names, not clauses.
 */
function asksAboutTheWorld(name: string, language: Language): boolean {
  const phrasing = phrasingWordsOf(language);
  const verbs = new Set(lexicons[language].needVerbs.map(fold));
  const words = tokenize(name).filter((token) => !isPunctuation(token));
  // "¿nos queda arroz?", "quanto tem de ovo": having is what a pantry question asks.
  const having = new Set(
    "tenemos tengo temos tenho hay queda quedan quedo sobra sobran left have got".split(" "),
  );
  // "kilómetros hay de Santiago a Valparaíso": having, then a place's name — the world's.
  const having1 = words.findIndex((token, i) => i > 0 && having.has(token.folded));
  if (having1 > 0 && words.slice(having1 + 1).some((token) => /^\p{Lu}/u.test(token.text)))
    return true;
  return words.some(
    (token, i) =>
      i > 0 &&
      !nameJoints.has(token.folded) &&
      !having.has(token.folded) &&
      // "quanto tem de ovo" asks the pantry; "¿cuántos habitantes tiene México?" the world.
      !(
        ["tiene", "tem", "has"].includes(token.folded) &&
        ["de", "of"].includes(words[i + 1]?.folded ?? "")
      ) &&
      (phrasing.has(token.folded) || verbs.has(token.folded) || worldVerbs.has(token.folded)),
  );
}

/** Verbs of questions about the world, in the three languages. */
const worldVerbs = new Set(
  "vive viven vivem live lives living mide mede mide measures pesa pesam weighs cuesta custa costs ganó gano ganhou won nació nacio nasceu born murió murio morreu died inventó invento inventou invented".split(
    " ",
  ),
);

let gatherings: Set<string> | undefined;

/** The words that name an event of some kind ("reunión", "cena", "pediatra", "birthday"). */
function gatheringWords(): Set<string> {
  gatherings ??= new Set(
    Object.values(eventTypes as Record<string, string[]>)
      .flat()
      .filter((word) => !word.includes(" "))
      .map(fold),
  );
  return gatherings;
}

/** "Dentist appointment", "la reunión de padres": a name with a word of a gathering in it. */
function namesAGathering(name: string): boolean {
  return tokenize(name).some((token) => gatheringWords().has(token.folded));
}

/** Words that only introduce what happens: "es el cumpleaños", "é o churrasco", "tengo cita…". */
const copulas = new Set([
  "es",
  "e",
  "is",
  "sera",
  "vai",
  "será",
  "tengo",
  "tenemos",
  "tenho",
  "temos",
  "hay",
]);

/** "vamos a…", "vamos pro…", "we're going to…": the family going somewhere, on a day. */
const goingWords = new Set(["vamos", "vamo", "iremos", "vou", "going"]);

/**
 * An event said without a verb: a name of a few words with a day, and an hour, a range or a
 * closing "agéndalo" — "mañana odontólogo Mateo 4pm", "churrasco no domingo das 12 às 16h".
 * Sure when both a day and an hour (or the closing command) say so; a day alone only asks.
 * A name that opens with a verb ("pagar la luz mañana") is a task, not an event.
 */
function nominalEvent(
  reading: Reading,
  words: { token: Token; norm: string }[],
  context: { asks: boolean; closed: boolean; from: number; to: number },
): { title: Token[]; sure: boolean } | null {
  const { temporal, language } = reading;
  // An urgency or a repetition belongs to a task.
  if (context.asks || !temporal.date || temporal.recurrence || temporal.urgent) return null;
  let named = words.filter((word) => !isPunctuation(word.token));
  const lexicon = lexicons[language];
  const lead = addVerbAt(
    named.map((word) => word.norm),
    language,
  );
  named = named.slice(lead);
  const copulaLed = named[0] !== undefined && copulas.has(named[0].token.folded);
  if (copulaLed) named = named.slice(1);
  // "el domingo vamos a la feria", "vamos pro churrasco": where the family goes is the event.
  const going = named[0] !== undefined && goingWords.has(named[0].token.folded);
  const toThe = ["a", "al", "pra", "pro", "para", "to"].includes(named[1]?.token.folded ?? "");
  const goes = going ? named.slice(0, toThe ? 2 : 1).map((word) => word.token) : [];
  named = named.slice(goes.length);
  // "novena de aguinaldos en la casa de la tía": a long name is an event's only when none of
  // its words is a verb to do ("tengo que ir a recoger a mi hermana al aeropuerto…").
  const longest =
    temporal.time && !named.some((word) => isInfinitive(word.token.text, language)) ? 11 : 8;
  if (named.length === 0 || named.length > longest) return null;
  // "…, ponlo para mañana": a command or the phrasings' own words name nothing.
  const phrasing = phrasingWordsOf(language);
  if (named.every((word) => isCommand(word.token) || phrasing.has(word.token.folded))) return null;
  // "el cumple de la abuela es el domingo, agéndalo": a day said of a name, then put on the
  // calendar, is new there — the "es" only says when.
  const stated = named.findIndex((word) => copulas.has(word.token.folded));
  if (stated > 0 && stated === named.length - 1 && schedulingClose(reading, context))
    named = named.slice(0, stated);
  // "la clase de natación hoy es a las 18": what is said of an event already named is a change.
  // "la natación de Mateo hoy se corre para las 6": "se" says what happens to it — a change.
  if (named.some((word) => copulas.has(word.token.folded) || word.token.folded === "se"))
    return null;
  const first = named[0]?.token.text ?? "";
  // "jantar", "almoço" name a gathering though "jantar" reads as a verb.
  if (
    (isInfinitive(first, language) && !gatheringWords().has(fold(first))) ||
    !/^\p{L}/u.test(first)
  )
    return null;
  // Every word of the clause that is no name is the day, the hour or the closing command.
  const said = reading.tokens.slice(context.from, context.to);
  const spoken = said.filter(
    (token, i) =>
      !isPunctuation(token) &&
      !reading.temporal.roles[context.from + i] &&
      !named.some((word) => word.token === token),
  );
  const edges = new Set(
    [...lexicon.strip.edges, ...lexicon.addVerbs].flatMap((edge) => fold(edge).split(" ")),
  );
  const leftover = spoken.filter(
    (token) =>
      !copulas.has(token.folded) &&
      !isCommand(token) &&
      !edges.has(token.folded) &&
      !goes.includes(token),
  );
  if (leftover.length > 0) return null;
  // A birthday is a whole day's: said with its day, it needs no hour to be sure.
  const birthday = eventTypeOf(named.map((word) => word.token.text).join(" ")) === "birthday";
  const sure = Boolean(temporal.time) || context.closed || birthday;
  // Its words must be no request's own ("agrega", "tarea", "compré") — a gathering's name
  // ("cena", "reunión", "dinner") may be one when a day and an hour say it is an event.
  const own = sure ? named.filter((word) => !gatheringWords().has(word.token.folded)) : named;
  if (!going && speaksOfOtherThings(own, reading)) return null;
  // "leche mañana": a thing to buy with a day is no event; ask only of what is no grocery.
  const name = fold(named.map((word) => word.token.text).join(" "));
  const grocery = languages.some((other) =>
    lexicons[other].fill.items.some((item) => fold(item) === name),
  );
  if (!sure && (grocery || (!copulaLed && lead > 0))) return null;
  return { title: named.map((word) => word.token), sure };
}

/** Whether the clause closes with a command that puts it on the calendar ("agéndalo", "anótalo",
 * "schedule it"), not one that changes it. */
function schedulingClose(reading: Reading, context: { closed: boolean; to: number }): boolean {
  if (!context.closed) return false;
  const last = reading.tokens
    .slice(0, context.to)
    .findLast((token) => !isPunctuation(token) && !/^(it|isso|ela|ele)$/.test(token.folded));
  return /^(agend|anot|apunt|guard|registr|schedul|calend)/.test(last?.folded ?? "");
}

const foreignWords = new Map<Language, Set<string>>();

/** Words only other requests are made of ("calendario", "vuelve", "tarea"): after a "put"
 * verb they say the request is not about the shopping list. */
function speaksOfOtherThings(words: { token: Token; norm: string }[], reading: Reading): boolean {
  const language = reading.language;
  let foreign = foreignWords.get(language);
  if (!foreign) {
    const own = carrierWordsOf(language, "shopping.add");
    const lexicon = lexicons[language];
    const common = new Set(
      [
        ...lexicon.fill.items,
        ...lexicon.strip.itemStart,
        ...lexicon.strip.itemEnd,
        ...lexicon.strip.edges,
        ...Object.keys(lexicon.numbers),
        ...lexicon.conjunctions,
        ...Object.values(lexicon.units).flat(),
        ...lexicon.countUnits.flat(),
      ].flatMap((phrase) => fold(phrase).split(" ")),
    );
    foreign = new Set();
    // Who one calls ("electricista", "plumber") is never a thing to buy.
    for (const keys of Object.values(lexicon.services)) {
      for (const key of keys) {
        const word = fold(key);
        if (!word.includes(" ") && /(ista|ero|era|iter|ician|er)$/.test(word) && !common.has(word))
          foreign.add(word);
      }
    }
    for (const intent of intents) {
      if (intent === "shopping.add" || intent.startsWith("chat.")) continue;
      for (const word of carrierWordsOf(language, intent)) {
        if (word.length >= 4 && !own.has(word) && !common.has(word)) foreign.add(word);
      }
    }
    foreignWords.set(language, foreign);
  }
  const known = foreign;
  return words.some((word) => known.has(word.norm) || known.has(word.token.folded));
}

/** "anótalo", "apúntala", "ponlo en la lista", "agrégalas": a closing "note it down". */
function notesItDown(clause: ClauseReading): boolean {
  const words = clause.words.filter((word) => !/^[,;.]$/.test(word));
  const [verb, ...rest] = words;
  return (
    verb !== undefined &&
    /^(anot|apunt|agreg|sum|pon|met|añad|anad)\w*(lo|la|los|las)$/.test(verb) &&
    rest.every((word) => ["en", "a", "la", "lista", "na", "da", "pra"].includes(word))
  );
}

/** Meals of the day, said after what went into them ("en el almuerzo", "for dinner"). */
const mealsOfTheDay = new Set(
  "desayuno almuerzo comida cena once merienda almoco jantar janta breakfast lunch dinner supper".split(
    " ",
  ),
);
const mealLeads = new Set([
  "en",
  "para",
  "pa",
  "pal",
  "al",
  "no",
  "na",
  "pro",
  "pra",
  "for",
  "at",
  "in",
]);

/** Where "en el almuerzo", "no jantar", "for dinner" begins after the things, or -1. */
function mealOfTheDayAt(tokens: Token[]): number {
  const at = tokens.findIndex((token) => mealsOfTheDay.has(token.folded));
  if (at < 1) return -1;
  let from = at;
  while (from > 0 && ["el", "la", "the", "o", "a"].includes(tokens[from - 1]?.folded ?? "")) from--;
  return from > 0 && mealLeads.has(tokens[from - 1]?.folded ?? "") ? from - 1 : -1;
}

/** Whether a task's first word is a service's own ("Fumigar la casa"). */
function callsForService(title: string): boolean {
  const first = fold(title.split(/[\s,]/)[0] ?? "");
  return (
    first.length >= 5 &&
    languages.some((language) =>
      Object.values(lexicons[language].services).some((keys) =>
        keys.some((key) => fold(key) === first),
      ),
    )
  );
}

/** Whether the words name someone to call ("electricista", "diarista", "plumber"). */
function calls(words: string[]): boolean {
  return languages.some((language) =>
    Object.values(lexicons[language].services).some((keys) =>
      keys.some((key) => {
        const word = fold(key);
        return /(ista|ero|era|iter|ician|er|or)$/.test(word) && phraseIn(words, [key]);
      }),
    ),
  );
}

const namesWhoToCall = calls;

/** "lo de pagar internet", "lo del filtro": how families name a pending matter — a task. */
function saidAsMatter(tokens: Token[] | undefined): boolean {
  const first = tokens?.[0]?.folded;
  const second = tokens?.[1]?.folded;
  return first === "lo" && (second === "de" || second === "del");
}

/** English chores' verbs: the first words of the lexicon's example chores, and a few more. */
let englishVerbs: Set<string> | undefined;

function englishVerbsOf(): Set<string> {
  englishVerbs ??= new Set([
    ...lexicons.en.fill.title.map((title) => fold(title.split(" ")[0] ?? "")),
    ..."renew fix buy return send pay call clean wash take pick bring drop sign file book register enroll repair replace cook bake order mail".split(
      " ",
    ),
  ]);
  return englishVerbs;
}

/** "Comprar el regalo", "Pagar la luz", "Renew the passport": a title that opens with a verb
 * names a thing to do. */
function isInfinitive(title: string, language: Language): boolean {
  const first = fold(title.split(" ")[0] ?? "");
  if (language === "en") return englishVerbsOf().has(first);
  return first.length >= 5 && /(ar|er|ir)$/.test(first) && !/ller$/.test(first);
}

/** Verbs that take a thing out ("saca el detergente", "tira o sabão", "take off the eggs"). */
const takeOutVerbs = new Set(
  "saca sacá quita quitá borra borrá elimina eliminá tira remove apaga exclui take delete"
    .split(" ")
    .map(fold),
);

/** Words that open a last aside about why ("…, ya hay", "…, já tem", "…, no había", "…, we
 * still have some", "…, que se acabó"): said after the request, it asks for nothing. */
const asideWords = new Set(
  // "…, I forgot it", "…, esqueci": the speaker telling of themself says why.
  "ya ja no nao que porque pq because since we still todavia aun ainda i esqueci forgot olvide".split(
    " ",
  ),
);

function withoutAside<T extends { token: Token }>(words: T[]): T[] {
  const comma = words.findLastIndex((word) => isPunctuation(word.token));
  return comma >= 2 && asideWords.has(words[comma + 1]?.token.folded ?? "")
    ? words.slice(0, comma)
    : words;
}

/** How many words a list's name takes after a closing command ("táchalos de la lista": 3). */
function commandBeforeList(words: { token: Token }[], language: Language): number {
  const folded = words.map((word) => word.token.folded);
  for (const phrase of lexicons[language].strip.itemEnd) {
    const parts = fold(phrase).split(" ");
    const at = folded.length - parts.length;
    const command = words[at - 1]?.token;
    if (
      at > 1 &&
      command !== undefined &&
      isCommand(command) &&
      parts.every((part, i) => folded[at + i] === part)
    )
      return parts.length;
  }
  return 0;
}

/** "agéndalo", "anótelo", "apúntala": a verb with its object pronoun, said to close a request. */
/** A last "tira isso", "delete them", "risca ela" after at least two words of its own. */
function closingPair(words: { token: Token }[]): boolean {
  const [verb, pronoun] = words.slice(-2).map((word) => word.token.folded);
  return (
    words.length > 3 &&
    ["isso", "isto", "ele", "ela", "eles", "elas", "it", "them", "that"].includes(pronoun ?? "") &&
    (takeOutVerbs.has(verb ?? "") ||
      ["risca", "tira", "remove", "delete", "drop"].includes(verb ?? ""))
  );
}

function isCommand(token: Token): boolean {
  // "ábralo otra vez", "reábrela", "desmárcalo": reopening closes a request too; "pásalo" is a
  // command, "pasillo" a place.
  return /^(agend|anot|apunt|guard|pon|agreg|registr|marc|desmarc|abr|reabr|program|tach|borr|quit|elimin|sac|volve|regres|devuelv|muev|mov|dej|cambi|pas[ae])\w*(lo|la|los|las)$/.test(
    token.folded,
  );
}

/** How many words the message's opening "put it on the list" verb takes (0: none). */
function addVerbAt(norms: string[], language: Language): number {
  for (const phrase of lexicons[language].addVerbs) {
    const parts = fold(phrase).split(" ");
    if (parts.every((part, i) => norms[i] === part)) return parts.length;
  }
  return 0;
}

const phrasingWords = new Map<Language, Set<string>>();

/** Every word the phrasings are made of, short ones included ("que", "me"). */
function phrasingWordsOf(language: Language): Set<string> {
  let words = phrasingWords.get(language);
  if (!words) {
    words = new Set();
    for (const { template } of templatesOf(language)) {
      for (const word of fold(template.replace(/\{\w+\}/g, " ")).split(/[^\p{L}\d']+/u)) {
        if (word) words.add(word);
      }
    }
    phrasingWords.set(language, words);
  }
  return words;
}

/** One to three words that could name a thing to buy: letters, pronounceable, none of them a
 * word the phrasings are made of except "de"-like joints ("asdfgh qwerty", "cuéntame un
 * chiste" are not one; "galletas de avena" is). */
function isBareNoun(tokens: Token[], language: Language): boolean {
  const words = tokens.filter((token) => !isPunctuation(token));
  if (words.length === 0 || words.length > 3 || words.length !== tokens.length) return false;
  const phrasing = phrasingWordsOf(language);
  const joints = new Set(lexicons[language].strip.itemStart.map(fold));
  // "oye", "porfa": a filler said alone ("de nuevo" is a filler, its "de" joins a name).
  const fillers = new Set(
    lexicons[language].strip.edges.map(fold).filter((edge) => !edge.includes(" ")),
  );
  if (words.some((token) => fillers.has(token.folded))) return false;
  return words.every(
    (token, i) =>
      (!phrasing.has(token.folded) || (i > 0 && joints.has(token.folded))) &&
      /^[\p{L}\d]+$/u.test(token.text) &&
      /[aeiouy]/.test(token.folded) &&
      !/[^aeiouy\d]{4,}/.test(token.folded),
  );
}

function opensWithQuestion(reading: Reading): boolean {
  const tokens = reading.tokens.filter((token) => !isPunctuation(token));
  const words = tokens.map((t) => t.folded);
  // "que Carlos saque la basura" is a wish, "qué…" or "…?" a question.
  const first = tokens[0];
  if (reading.language === "es" && first && first.text.toLowerCase() === first.folded) {
    if (
      ["que", "como", "cual", "cuanto", "cuantos", "cuantas", "donde", "cuando", "quien"].includes(
        first.folded,
      )
    )
      return /[?¿]/.test(reading.message);
  }
  return lexicons[reading.language].questionWords.some((phrase) => {
    const parts = fold(phrase).split(" ");
    return parts.every((part, i) => words[i] === part);
  });
}

function textOf(tokens: Token[] | undefined): string {
  return (tokens ?? [])
    .map((token) => token.text)
    .join(" ")
    .replace(/\s+([,.;])/g, "$1")
    .trim();
}

/** A task's or event's title as said, without the words that only led into it ("que", "de";
 * for an event also its article: "la junta de padres" → "Junta de padres"). */
function titleOf(tokens: Token[] | undefined, language: Language, event: boolean): string {
  let list = tokens ?? [];
  const leading = new Set(
    [
      "que",
      "de",
      "del",
      "do",
      "da",
      "to",
      "para",
      "lo",
      "tarea",
      "tarefa",
      "task",
      ...(event ? lexicons[language].strip.itemStart : []),
    ].map(fold),
  );
  const articles = new Set(["la", "el", "a", "o", "the"]);
  const taskWord = new Set(["tarea", "tarefa", "task"]);
  // "the clean the fridge task": the closing "task" and its article are not the title.
  if (list.length > 2 && list.at(-1)?.folded === "task") {
    list = list.slice(0, -1);
    if (list[0]?.folded === "the") list = list.slice(1);
  }
  // "la de pagar la luz", "a do filtro": the article before "de" stands for the task.
  const ofWords = new Set(["de", "del", "do", "da"]);
  while (
    list.length > 1 &&
    (leading.has(list[0]?.folded ?? "") ||
      (articles.has(list[0]?.folded ?? "") &&
        (taskWord.has(list[1]?.folded ?? "") || ofWords.has(list[1]?.folded ?? ""))))
  )
    list = list.slice(1);
  // "…la novena en la casa de la abuela, anótelo": a closing command is not the title.
  const comma = list.findLastIndex((token) => isPunctuation(token));
  const tail = list.slice(comma + 1);
  if (
    comma > 0 &&
    tail.length > 0 &&
    tail.length <= 2 &&
    tail.every((token) => phrasingWordsOf(language).has(token.folded) || isCommand(token))
  ) {
    list = list.slice(0, comma);
  }
  // "cancela lo del sábado": "del" alone names nothing.
  if (list.length === 1 && leading.has(list[0]?.folded ?? "")) return "";
  // "sacar la basura todos los martes y jueves": a conjunction left by the days is not the title's.
  const conjunctions = new Set(lexicons[language].conjunctions.map(fold));
  // "move the dentist appointment to friday": the preposition before the day is not the title's.
  // "cancela o dentista de quinta", "la junta del lunes": the "de" of the day is the day's.
  // "pagar la administración el primero de diciembre", "a conference on Dec 8": an article or
  // preposition left by the date is the date's too — no title ends in one.
  const trailing = new Set([
    ...conjunctions,
    ...["to", "for", "para", "pra", "pro", "pal", "al", "de", "del", "do", "da", "of"],
    ...["el", "la", "los", "las", "the", "on", "at", "en", "em", "na", "um", "un", "una"],
  ]);
  while (list.length > 1 && trailing.has(list.at(-1)?.folded ?? "")) list = list.slice(0, -1);
  return capitalizeFirst(textOf(list).replace(/[,.;]+$/, "")).slice(0, 200);
}

/** A clause of a command with its pronoun and the phrasings' own words only ("márcalo como
 * pendiente otra vez", "agrégalo a la lista"): it names nothing itself. */
function pointsBack(clause: ClauseReading, reading: Reading): boolean {
  const phrasing = phrasingWordsOf(reading.language);
  const spoken = clause.tokens.filter(
    (token) => !isPunctuation(token) && !reading.temporal.roles[reading.tokens.indexOf(token)],
  );
  // "márcalo como pendiente otra vez", "check them off", "marca na lista".
  return (
    spoken.length > 0 &&
    (spoken.some((token) => isCommand(token)) || spoken.length <= 4) &&
    spoken.every((token) => isCommand(token) || phrasing.has(token.folded))
  );
}

function beforeAside(tokens: Token[] | undefined, language: Language): Token[] | undefined {
  const comma = tokens?.findIndex((token) => isPunctuation(token)) ?? -1;
  let said = tokens && comma > 0 ? tokens.slice(0, comma) : tokens;
  // "pasear al perro no se hizo", "a geladeira não foi limpa direito": what is said of it,
  // after a "no", is not its name.
  const phrasing = phrasingWordsOf(language);
  const negation = said?.findIndex(
    (token, i, all) =>
      i > 0 &&
      ["no", "nao", "not", "didn't", "didnt", "wasn't", "isn't", "isnt"].includes(token.folded) &&
      (i >= 2 || all.slice(i + 1).every((rest) => phrasing.has(rest.folded))),
  );
  if (said && negation !== undefined && negation > 0) said = said.slice(0, negation);
  // "watering the plants daily instead of weekly", "en vez de los lunes": what it was.
  const instead = said?.findIndex(
    (token, i, all) =>
      i > 0 &&
      (token.folded === "instead" ||
        (["en", "em", "ao"].includes(token.folded) &&
          ["vez", "lugar", "inves"].includes(all[i + 1]?.folded ?? ""))),
  );
  if (said && instead !== undefined && instead > 0) said = said.slice(0, instead);
  // "la natación de Mateo se corre para…", "o jantar se mudou": what happens to it, after "se".
  const reflexive = said?.findIndex((token, i) => i > 0 && token.folded === "se") ?? -1;
  if (said && reflexive > 0) said = said.slice(0, reflexive);
  return said;
}

function eventTypeOf(title: string): string {
  const folded = ` ${fold(title)} `;
  for (const [type, words] of Object.entries(eventTypes as Record<string, string[]>)) {
    if (words.some((word) => folded.includes(fold(word)))) return type;
  }
  return "general";
}

/** The service whose words the request says most ("se dañó la luz del baño, necesito
 * electricista": Electricidad, not Plomería). */
function serviceOf(words: string[]): string | null {
  let best: { service: string; count: number } | null = null;
  for (const language of languages) {
    for (const [service, keys] of Object.entries(lexicons[language].services)) {
      // Who to call ("electricista") says more than where ("baño").
      const count = keys
        .filter((key) => phraseIn(words, [key]))
        .reduce(
          (sum, key) => sum + (/(ista|ero|era|or|ora|iter|ician|er)$/.test(fold(key)) ? 2 : 1),
          0,
        );
      if (count > (best?.count ?? 0)) best = { service, count };
    }
  }
  return best?.service ?? null;
}

/** How strongly the words name a service: each of its words said, who to call counting two. */
function serviceWeight(words: string[], service: string): number {
  let weight = 0;
  for (const language of languages) {
    const keys = lexicons[language].services[service] ?? [];
    for (const key of keys) {
      if (phraseIn(words, [key]))
        weight += /(ista|ero|era|or|ora|iter|ician|er)$/.test(fold(key)) ? 2 : 1;
    }
  }
  return weight;
}

const shoppingPlaces = new Set(
  "feria feira super supermercado mercado mandado almacen verduleria tienda store grocery groceries mercadinho sacolao market".split(
    " ",
  ),
);

const pantryPlaces = new Set(
  "heladera nevera refri refrigerador despensa alacena geladeira despensa fridge pantry freezer congelador".split(
    " ",
  ),
);

const weekendWords = ["fin de semana", "finde", "weekend", "fim de semana"];

function weekendOf(today: IsoDate): { from: IsoDate; to: IsoDate } {
  const { year, month, day } = parseIsoDate(today);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const saturday = weekday === 0 ? addDays(today, -1) : addDays(today, (6 - weekday + 7) % 7);
  return { from: weekday === 0 ? today : saturday, to: addDays(saturday, 1) };
}

function clean<T extends Record<string, unknown>>(input: T): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(input).filter(
      ([, value]) => value !== null && value !== undefined && value !== "",
    ),
  );
}

/** What the calendar has on the day, weekend or week said; "¿qué tenemos hoy?" is the day:
 * its events and its tasks. */
function eventsOn(
  clause: ClauseReading,
  temporal: Reading["temporal"],
  today: IsoDate,
): PlannedCall[] {
  // "¿qué tenemos hoy?" is the day: its events and its tasks.
  if (temporal.date === today) return [{ toolName: "summarizeDay", input: {} }];
  const weekend = phraseIn(clause.words, weekendWords);
  if (weekend) return [{ toolName: "listEvents", input: weekendOf(today) }];
  // "esta semana", "this week": from today to Sunday (said on a Sunday, the week ahead).
  if (phraseIn(clause.words, ["esta semana", "this week", "essa semana", "nesta semana"])) {
    const { year, month, day } = parseIsoDate(today);
    const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
    return [
      {
        toolName: "listEvents",
        input: { from: today, to: addDays(today, (7 - weekday) % 7 || 7) },
      },
    ];
  }
  // "la próxima semana", "la otra semana": that whole week, from its Monday.
  const week = phraseIn(clause.words, [
    "semana que viene",
    "proxima semana",
    "otra semana",
    "semana siguiente",
    "next week",
    "semana que vem",
    "outra semana",
  ]);
  if (week) {
    const { year, month, day } = parseIsoDate(today);
    const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
    const monday = temporal.date ?? addDays(today, (8 - weekday) % 7 || 7);
    return [{ toolName: "listEvents", input: { from: monday, to: addDays(monday, 6) } }];
  }
  // "¿qué eventos tenemos en diciembre?", "what's on in March?": the whole month.
  const month = temporal.date ? null : monthSaid(clause.words, today);
  if (month) return [{ toolName: "listEvents", input: month }];
  if (temporal.date)
    return [{ toolName: "listEvents", input: { from: temporal.date, to: temporal.date } }];
  // "¿cuándo es…?": the next two months.
  const when = ["cuando", "quando", "when"].includes(clause.words[0] ?? "");
  return [{ toolName: "listEvents", input: { from: today, to: addDays(today, when ? 62 : 7) } }];
}

/** "en diciembre", "in March", "em dezembro": a month named after "en/in/em/para/durante",
 * from its first day to its last — this year's, or next year's once it has passed. */
function monthSaid(words: string[], today: IsoDate): { from: IsoDate; to: IsoDate } | null {
  const leads = new Set(["en", "in", "em", "no", "para", "pra", "pa", "durante", "during", "de"]);
  const at = words.findIndex((word, i) => months[word] && leads.has(words[i - 1] ?? ""));
  const month = months[words[at] ?? ""];
  if (at < 0 || !month) return null;
  const now = parseIsoDate(today);
  const year = month < now.month ? now.year + 1 : now.year;
  const first = `${year}-${String(month).padStart(2, "0")}-01` as IsoDate;
  const last = addDays(
    `${month === 12 ? year + 1 : year}-${String((month % 12) + 1).padStart(2, "0")}-01` as IsoDate,
    -1,
  );
  return { from: month === now.month && year === now.year ? today : first, to: last };
}

type Planned = PlannedCall[] | "needDate" | "outOfScope" | null;

interface CallContext {
  previousItems: SaidItem[];
  today: IsoDate;
  available: ReadonlySet<string> | undefined;
}

/** What one clause said, read once for its calls: the items and their names, the title of a
 * task or an event (one already there named before any aside), and who. */
interface Said {
  clause: ClauseReading;
  reading: Reading;
  context: CallContext;
  temporal: Reading["temporal"];
  language: Language;
  slots: Slots;
  itemsSaid: SaidItem[];
  names: string[];
  lexicon: (typeof lexicons)[Language];
  title: string;
  who: string | null;
}

/** The shopping list's calls: add, remove, tick, untick, list. */
function shoppingCalls(said: Said): Planned {
  const { clause, language, itemsSaid, names } = said;
  switch (clause.intent) {
    case "shopping.add":
      // "necesito pintar la sala": a verb and what it is done to is a chore, never a grocery.
      return itemsSaid.length === 0 || itemsSaid.some((item) => choreLike(item.name))
        ? null
        : [
            {
              toolName: "addShoppingItems",
              input: {
                items: itemsSaid.map((item) => clean({ name: item.name, quantity: item.quantity })),
              },
            },
          ];
    case "shopping.remove":
      if (names.length === 0) return null;
      // "ya no hace falta lavar el carro, bórrala": a thing to do is a task, not a grocery.
      if (names.length === 1 && isInfinitive(names[0] as string, language))
        return [{ toolName: "deleteTask", input: { title: names[0] } }];
      // "remove the dentist appointment": a gathering is the calendar's, not the list's.
      if (names.length === 1 && namesAGathering(names[0] as string))
        return [{ toolName: "cancelEvent", input: { title: names[0] } }];
      return [{ toolName: "removeShoppingItems", input: { names } }];
    case "shopping.check":
      if (names.length === 0) return null;
      if (names.length === 1 && isInfinitive(names[0] as string, language))
        return [{ toolName: "completeTask", input: { title: names[0] } }];
      return [{ toolName: "checkShoppingItems", input: { names } }];
    case "shopping.uncheck":
      if (names.length === 0) return null;
      if (names.length === 1 && isInfinitive(names[0] as string, language))
        return [{ toolName: "reopenTask", input: { title: names[0] } }];
      return [{ toolName: "uncheckShoppingItems", input: { names } }];
    case "shopping.bought": {
      if (names.length === 0) return null;
      // "we already got Sofía's present": someone's thing is a chore done, not a grocery.
      if (names.length === 1 && /\p{L}['’]s\b/u.test(names[0] as string))
        return [{ toolName: "completeTask", input: { title: names[0] } }];
      const stocked = itemsSaid
        .filter((item) => item.amount !== null)
        .map((item) => ({
          toolName: "adjustPantryItem",
          input: clean({ name: item.name, delta: item.amount, unit: item.unit }),
        }));
      // "compré 6 huevos" stocks the pantry; "ya compré el pan" ticks the list.
      const unstocked = itemsSaid.filter((item) => item.amount === null).map((item) => item.name);
      return unstocked.length > 0
        ? [...stocked, { toolName: "checkShoppingItems", input: { names: unstocked } }]
        : stocked;
    }
    case "shopping.list":
      return [{ toolName: "listShoppingItems", input: {} }];
    case "shopping.clear":
      // "vacía la lista": everything still to buy — always asked first.
      return [{ toolName: "removeShoppingItems", input: { all: true } }];
    default:
      return null;
  }
}

/** "up the milk", "últimos huevos", "último pão", "the last eggs": all of it was used. */
const usedUp =
  /^(?:up\s+(?:the\s+)?|(?:the\s+)?last\s+(?:of\s+(?:the\s+)?)?|all\s+(?:of\s+)?(?:the\s+)?|[úu]ltim[oa]s?\s+(?:de\s+(?:l[oa]s?\s+|el\s+)?)?|tod[oa]s?\s+(?:(?:el|la|los|las|o|a|os|as)\s+)?)(?=\p{L})/iu;

/** "Pintar la sala", "lavar el carro", "arrumar o quarto": an infinitive, then an article. */
function choreLike(name: string): boolean {
  return /^\p{L}{3,}(?:ar|er|ir)\s+(?:el|la|los|las|al|mi|mis|su|sus|o|a|os|as|meu|minha)\s/iu.test(
    name,
  );
}

/** The pantry's calls: use, run out, count, ask; and meals from what is there. */
function pantryCalls(said: Said): Planned {
  const { clause, context, language, itemsSaid, names, reading } = said;
  switch (clause.intent) {
    case "pantry.use":
      if (itemsSaid.length === 0) return null;
      // "we used up the milk", "usé los últimos huevos", "usei o último pão": none is left.
      if (itemsSaid.length === 1 && usedUp.test(itemsSaid[0]?.name ?? ""))
        return [
          {
            toolName: "adjustPantryItem",
            input: {
              name: capitalizeFirst((itemsSaid[0] as SaidItem).name.replace(usedUp, "")),
              quantity: 0,
            },
          },
        ];
      return itemsSaid.map((item) => ({
        toolName: "adjustPantryItem",
        input: clean({
          name: withoutPurpose(item.name.replace(/^up\s+(?:the\s+)?/i, "")),
          delta: -(item.amount ?? 1),
          unit: item.unit,
        }),
      }));
    case "pantry.out":
      if (itemsSaid.length === 0) return null;
      // "¿se acabó la leche?", "did we run out of coffee?": asked, it is a question about it.
      if (itemsSaid.length === 1 && (opensWithQuestion(reading) || /[?¿]/.test(reading.message)))
        return [{ toolName: "readPantry", input: { view: "item", name: itemsSaid[0]?.name } }];
      return itemsSaid.map((item) => ({
        toolName: "adjustPantryItem",
        input: { name: item.name, quantity: 0 },
      }));
    case "pantry.count": {
      const counted = itemsSaid.filter((item) => item.amount !== null);
      if (counted.length === 0) {
        if (names.length === 1 && asksAboutTheWorld(names[0] as string, language))
          return "outOfScope";
        return names.length === 1
          ? [{ toolName: "readPantry", input: { view: "item", name: names[0] } }]
          : null;
      }
      return counted.map((item) => ({
        toolName: "adjustPantryItem",
        input: clean({ name: item.name, quantity: item.amount, unit: item.unit }),
      }));
    }
    case "pantry.low": {
      // "¿qué hay en la despensa?" asks for all of it; "¿qué se está acabando?" for what runs low.
      const low =
        /acab|termin|falt|poco|low|running|out|escas|pouco|reponer|comprar|baj|stock|agot/.test(
          clause.words.join(" "),
        );
      return [{ toolName: "readPantry", input: { view: low ? "low" : "all" } }];
    }
    case "pantry.expiring":
      return [{ toolName: "readPantry", input: { view: "expiring" } }];
    case "pantry.item":
      if (names.length === 0) return null;
      // "sobrou só meio pacote de café": a count said, not asked, is how much there is.
      if (
        !(opensWithQuestion(reading) || /[?¿]/.test(reading.message)) &&
        itemsSaid.length > 0 &&
        itemsSaid.every((item) => item.amount !== null)
      )
        return itemsSaid.map((item) => ({
          toolName: "adjustPantryItem",
          input: clean({ name: item.name, quantity: item.amount, unit: item.unit }),
        }));
      if (asksAboutTheWorld(names[0] as string, language)) return "outOfScope";
      return [{ toolName: "readPantry", input: { view: "item", name: names[0] } }];
    case "meals.suggest":
      return context.available && !context.available.has("suggestMeals")
        ? [{ toolName: "readPantry", input: { view: "all" } }]
        : [{ toolName: "suggestMeals", input: {} }];
    default:
      return null;
  }
}

/** Verbs that say only that something repeats ("should repeat", "deve se repetir"). */
const repeatWords = new Set(["repeat", "recur", "repetir", "repetirse", "se repetir", "repita"]);

/** The tasks' calls: create, list, complete, reopen, delete, move, assign, repeat. */
function taskCalls(said: Said): Planned {
  const { clause, reading, temporal, language, slots, lexicon, title, who } = said;
  switch (clause.intent) {
    case "task.create":
      if (!slots.title || !title) return null;
      // "¿quién tiene que lavar el carro?", "que vence pronto…": a question word or a verb in
      // the place of a member is no member.
      if (who && tokenize(who).every((token) => phrasingWordsOf(language).has(token.folded)))
        return null;
      // "que regar las plantas sea…": a verb in the place of a member is no member.
      if (who && isInfinitive(who, language)) return null;
      // "asignale a Mateo lo de regar las plantas": a matter that is there, given to someone.
      if (who && saidAsMatter(slots.title))
        return [{ toolName: "updateTask", input: { title, assignee: who } }];
      return [
        {
          toolName: "createTask",
          input: clean({
            title,
            dueDate: temporal.date,
            dueTime: temporal.time,
            priority: temporal.priority ?? "medium",
            assignee: who,
            recurrence: temporal.recurrence,
          }),
        },
      ];
    case "task.list": {
      // "what's on Sofía's to-do list?": a name with its "'s" is whose.
      const owner = who
        ? null
        : reading.tokens
            .map((token) => token.text.match(/^(\p{Lu}[\p{L}-]+)['’]s$/u)?.[1])
            .find(Boolean);
      const status = phraseIn(clause.words, lexicon.overdue)
        ? "overdue"
        : phraseIn(clause.words, lexicon.done)
          ? "done"
          : null;
      const mine =
        !who &&
        phraseIn(
          clause.words,
          lexicon.me.filter((word) => word.length > 2),
        );
      return [
        {
          toolName: "listTasks",
          input: clean({
            date: temporal.date,
            assignee: who ?? owner ?? (mine ? "me" : null),
            status,
          }),
        },
      ];
    }
    case "task.complete":
      // "o que já foi feito?", "what got done?": asked, not told — the tasks done are listed.
      if (opensWithQuestion(reading) && /[?¿]/.test(reading.message))
        return [{ toolName: "listTasks", input: { status: "done" } }];
      return title ? [{ toolName: "completeTask", input: { title } }] : null;
    case "task.reopen":
      return title ? [{ toolName: "reopenTask", input: { title } }] : null;
    case "task.delete":
      return title ? [{ toolName: "deleteTask", input: { title } }] : null;
    case "task.move":
      if (!title || namesOnlyTheMove(title, language)) return null;
      if (!temporal.date && !temporal.time && !temporal.priority) return null;
      return [
        {
          toolName: "updateTask",
          input: clean({
            title,
            dueDate: temporal.date,
            dueTime: temporal.time,
            priority: temporal.priority,
          }),
        },
      ];
    case "task.assign":
      // "¿qué le toca a la Sofía?", "o que fica com o Carlos?": asked, not handed — their tasks.
      if (who && /^(que|what|o que|oque|cual|cuales)$/.test(fold(textOf(slots.title))))
        return [{ toolName: "listTasks", input: { assignee: who } }];
      // "the trash should repeat every week": what "should" repeat is the task, not a member.
      if (who && temporal.recurrence && repeatWords.has(fold(title)))
        return [{ toolName: "updateTask", input: { title: who, recurrence: temporal.recurrence } }];
      return title && who ? [{ toolName: "updateTask", input: { title, assignee: who } }] : null;
    case "task.repeat":
      return title && temporal.recurrence
        ? [{ toolName: "updateTask", input: clean({ title, recurrence: temporal.recurrence }) }]
        : null;
    default:
      return null;
  }
}

/** The calendar's calls: create, list, move, cancel. */
function eventCalls(said: Said): Planned {
  const { clause, context, temporal, language, slots, title } = said;
  switch (clause.intent) {
    case "event.create":
      if (!title) return null;
      if (!temporal.date) return "needDate";
      return [
        {
          toolName: "createEvent",
          input: clean({
            title,
            date: temporal.date,
            time: temporal.time,
            durationMinutes: temporal.durationMinutes,
            eventType: eventTypeOf(title),
          }),
        },
      ];
    case "event.list":
      return eventsOn(clause, temporal, context.today);
    case "event.move":
      if (!title || namesOnlyTheMove(title, language)) return null;
      // "que dure 2 horas": a new length alone is a change too.
      if (!temporal.date && !temporal.time && !temporal.durationMinutes) return null;
      // "cambia lo de comprar el regalo para el lunes", "pasa lo del filtro para el viernes":
      // a thing to do is a task, not an event.
      if (
        (isInfinitive(title, language) && !gatheringWords().has(fold(title.split(" ")[0] ?? ""))) ||
        saidAsMatter(slots.event ?? slots.title)
      )
        return [
          {
            toolName: "updateTask",
            input: clean({ title, dueDate: temporal.date, dueTime: temporal.time }),
          },
        ];
      return [
        {
          toolName: "updateEvent",
          input: clean({
            title,
            date: temporal.date,
            time: temporal.time,
            durationMinutes: temporal.durationMinutes,
          }),
        },
      ];
    case "event.cancel":
      // "cancela lo del sábado": which one is not said — show that day's, change nothing.
      if (!title && temporal.date)
        return [{ toolName: "listEvents", input: { from: temporal.date, to: temporal.date } }];
      // "desmarca a tarefa de passear com o cachorro": a task's tick taken off — reopened, not
      // deleted.
      if (title && /^desmarc/.test(clause.words[0] ?? "") && namesATask(clause.words))
        return [{ toolName: "reopenTask", input: { title } }];
      if (title && (isInfinitive(title, language) || saidAsMatter(slots.event ?? slots.title)))
        return [{ toolName: "deleteTask", input: { title } }];
      return title
        ? [{ toolName: "cancelEvent", input: clean({ title, date: temporal.date }) }]
        : null;
    default:
      return null;
  }
}

/** A service request or the day's summary; nothing for anything else. */
function otherCalls(said: Said): Planned {
  const { clause, reading, context, temporal } = said;
  switch (clause.intent) {
    case "service.request": {
      const serviceType = serviceOf(clause.words) ?? "Otro";
      return [
        {
          toolName: "createServiceRequest",
          input: clean({
            serviceType,
            description: capitalizeFirst(reading.message.trim()).slice(0, 1000),
            date: temporal.date,
          }),
        },
      ];
    }
    case "day.summary":
      // "¿cuánto está la UF hoy?", "how much is the dollar today?": a price, not the day.
      if (/^(cuanto|cuanta|quanto|quanta|how much)\b/.test(clause.words.join(" ")))
        return "outOfScope";
      // "¿qué tenemos el sábado?", "¿qué hay el finde?": a later day's plans are its calendar;
      // tomorrow, "¿qué tengo que hacer el sábado?", "resumen del lunes" stay a day's summary.
      if (
        ((temporal.date && temporal.date > addDays(context.today, 1)) ||
          phraseIn(clause.words, weekendWords)) &&
        !/hacer|fazer|\bdo\b|resum|summary|rundown|como|look|pinta|viene/.test(
          clause.words.join(" "),
        )
      )
        return eventsOn(clause, temporal, context.today);
      return [
        {
          toolName: "summarizeDay",
          input: clean({
            date: temporal.date && temporal.date !== context.today ? temporal.date : null,
          }),
        },
      ];
    default:
      return [];
  }
}

/** The calls one clause asks for; null when its reading lacks what the tool needs. */
function callsFor(clause: ClauseReading, reading: Reading, context: CallContext): Planned {
  const { temporal, language } = reading;
  const { slots } = clause;
  // "anotá como tarea pagar las expensas el 10", "add as a task: renew the passport": said to be
  // a task, it is one, whatever the verb would put it on.
  // "¿qué eventos tenemos en diciembre?": a question of a month, read as anything but a list of
  // tasks, is what the calendar holds that month.
  if (asksForAMonth(clause, reading, context.today))
    return eventsOn(clause, temporal, context.today);
  const asTask = clause.intent !== "task.create" ? namedAsTask(slots.event ?? slots.title) : null;
  if (asTask && /^(event|shopping|task)\./.test(clause.intent))
    return callsFor(
      { ...clause, intent: "task.create", slots: { title: asTask, who: slots.who } },
      reading,
      context,
    );
  // "desmarca o sabão (da lista)": "desmarcar" cancels an appointment, but of a thing to buy
  // it takes the tick off the list.
  const unticked = clause.intent === "event.cancel" ? groceryUnticked(clause, reading) : null;
  if (unticked)
    return callsFor(
      { ...clause, intent: "shopping.uncheck", slots: { items: unticked } },
      reading,
      context,
    );
  // "delete the apples", "tira as maçãs": a thing to buy deleted is taken off the list, not a
  // task called «Apples».
  const dropped = clause.intent === "task.delete" ? groceryDropped(clause, reading) : null;
  if (dropped)
    return callsFor(
      { ...clause, intent: "shopping.remove", slots: { items: dropped } },
      reading,
      context,
    );
  // "put Grandma's birthday on the calendar for Sunday": put on the calendar, it is new there —
  // no move of an event called «… on the calendar».
  const put = new Set(lexicons[language].addVerbs.map(fold).concat(["put", "pon", "ponlo"]));
  const calendared =
    clause.intent === "event.move" && put.has(clause.words[0] ?? "")
      ? putOnCalendar(slots.event ?? slots.title)
      : null;
  if (calendared)
    return callsFor(
      { ...clause, intent: "event.create", slots: { event: calendared } },
      reading,
      context,
    );
  const doneFirst = clause.intent === "task.complete" && thingDoneFirst(slots.who, slots.title);
  if (doneFirst) return callsFor({ ...clause, slots: { title: doneFirst } }, reading, context);
  const said1 =
    clause.match && !clause.match.hasSlot
      ? context.previousItems
      : readItems(slots.items ?? slots.item ?? [], language);
  // "usei os últimos ovos, coloca uma dúzia na lista": a quantity that names nothing is of the
  // one thing said before it; with none, it is nothing.
  const before = context.previousItems.filter((item) => item.name);
  const itemsSaid = said1.flatMap((item) =>
    item.name
      ? [item]
      : before.length === 1
        ? [{ ...item, name: (before[0] as SaidItem).name }]
        : [],
  );
  // "ya compré el pan, táchalo": the closing command is not a second thing.
  const names = itemsSaid
    .map((item) => item.name)
    .filter((name) => !(name.split(" ").length === 1 && isCommand(tokenize(name)[0] as Token)))
    // "…, ya hay en la casa", "put it back": the request's own words are no thing's name.
    .filter(
      (name) => !tokenize(name).every((token) => phrasingWordsOf(language).has(token.folded)),
    );
  const lexicon = lexicons[language];
  // "desmarcá lo del perro, al final nadie lo sacó a pasear": a task or an event already there
  // is named before the comma; what follows is why.
  const refers = /^(task|event)\./.test(clause.intent) && !clause.intent.endsWith(".create");
  // "nueva tarea: barrer el patio … y que le toque a Mateo": who does it, said last.
  const handed =
    clause.intent === "task.create" && !slots.who
      ? (handedTo(slots.title, language) ?? namedFirst(slots.title, language))
      : null;
  const titleTokens = handed?.title ?? slots.title ?? slots.event;
  const title = titleOf(
    refers ? beforeAside(titleTokens, language) : titleTokens,
    language,
    clause.intent.startsWith("event."),
  );
  // "la Sofía", "o Carlos": the article is not the name.
  const articles = new Set(["el", "la", "o", "a", "the"]);
  const whoTokens = (handed?.who ?? slots.who ?? []).filter(
    (token, i, all) => !(i === 0 && all.length > 1 && articles.has(token.folded)),
  );
  const who = whoTokens.length > 0 ? textOf(whoTokens) : null;
  // "¿qué tengo anotado para la feria?", "what do I need at the store?": a list asked for by
  // where one shops is the shopping list.
  if (
    (clause.intent === "day.summary" ||
      clause.intent === "task.list" ||
      clause.intent === "event.list") &&
    !temporal.date &&
    clause.words.some((word) => shoppingPlaces.has(word))
  )
    return [{ toolName: "listShoppingItems", input: {} }];
  // "¿qué hay en la heladera?", "what's in the fridge?", "show me the pantry": where food is
  // kept is the pantry.
  if (
    (opensWithQuestion(reading) ||
      /[?¿]/.test(reading.message) ||
      clause.words.some((word) => showVerbs.has(word))) &&
    (clause.intent === "day.summary" ||
      clause.intent === "task.list" ||
      clause.intent === "event.list") &&
    !temporal.date &&
    clause.words.some((word) => pantryPlaces.has(word))
  )
    return [{ toolName: "readPantry", input: { view: "all" } }];
  const said: Said = {
    clause,
    reading,
    context,
    temporal,
    language,
    slots,
    itemsSaid,
    names,
    lexicon,
    title,
    who,
  };
  const domain = clause.intent.split(".")[0];
  if (domain === "shopping") return shoppingCalls(said);
  if (domain === "pantry" || domain === "meals") return pantryCalls(said);
  if (domain === "task") return taskCalls(said);
  if (domain === "event") return eventCalls(said);
  return otherCalls(said);
}

/** The title said before "on the calendar", "na agenda", "no calendário"; null without one. */
function putOnCalendar(tokens: Token[] | undefined): Token[] | null {
  if (!tokens) return null;
  const calendar = (token: Token | undefined) =>
    ["calendar", "agenda", "calendario"].includes(token?.folded ?? "");
  const article = (token: Token | undefined) =>
    ["the", "a", "o", "la", "el"].includes(token?.folded ?? "");
  const at = tokens.findIndex(
    (token, i) =>
      ["on", "in", "to", "na", "no", "en", "pra", "para"].includes(token.folded) &&
      (calendar(tokens[i + 1]) || (article(tokens[i + 1]) && calendar(tokens[i + 2]))),
  );
  return at > 0 ? tokens.slice(0, at) : null;
}

/** Words that ask to be shown something ("show me the pantry", "mostra a despensa"). */
const showVerbs = new Set(
  "show mostra mostrar muestra muestrame mostrame mostrá ensename".split(" "),
);

/** The things a task deletion names when they are groceries, said with no day and no verb. */
function groceryDropped(clause: ClauseReading, reading: Reading): Token[] | null {
  let said = clause.slots.title;
  if (!said || reading.temporal.date || reading.temporal.time) return null;
  // "delete the milk run task": said to be a task, it is one.
  if (clause.words.some((word) => ["task", "tarea", "tarefa", "chore"].includes(word))) return null;
  // "forget the apples, delete them": the closing command is not a thing.
  const phrasing = phrasingWordsOf(reading.language);
  const comma = said.findLastIndex((token) => isPunctuation(token));
  if (comma > 0 && said.slice(comma + 1).every((t) => isCommand(t) || phrasing.has(t.folded)))
    said = said.slice(0, comma);
  const words = said.filter((token) => !isPunctuation(token));
  if (isInfinitive(textOf(words), reading.language)) return null;
  return namesAGrocery(words) ? words : null;
}

/** The things a "desmarca …" with no day names, when they are groceries or "da lista". */
function groceryUnticked(clause: ClauseReading, reading: Reading): Token[] | null {
  const said = clause.slots.event ?? clause.slots.title;
  if (!said || reading.temporal.date || reading.temporal.time) return null;
  if (!clause.words.some((word) => /^desmarc/.test(word))) return null;
  const list = said.findIndex(
    (token, i) =>
      ["da", "de", "na", "from", "off"].includes(token.folded) &&
      ["lista", "list"].includes(said[i + 1]?.folded ?? ""),
  );
  const items = list > 0 ? said.slice(0, list) : said;
  return list > 0 || namesAGrocery(items) ? items : null;
}

function asksForAMonth(clause: ClauseReading, reading: Reading, today: IsoDate): boolean {
  return (
    ["task.create", "event.create", "event.list", "day.summary"].includes(clause.intent) &&
    (opensWithQuestion(reading) || /[?¿]/.test(reading.message)) &&
    !reading.temporal.date &&
    !clause.words.some((word) =>
      ["tarea", "tareas", "tarefa", "tarefas", "task", "tasks"].includes(word),
    ) &&
    monthSaid(clause.words, today) !== null
  );
}

/** "como tarea pagar…", "como pendiente…", "as a task: …": the words after a "como/as" that
 * names a task; null when the words open otherwise. */
function namedAsTask(tokens: Token[] | undefined): Token[] | null {
  if (!tokens) return null;
  const as = new Set(["como", "as"]);
  const kinds = new Set(["tarea", "tarefa", "task", "pendiente", "recordatorio", "lembrete"]);
  let at = as.has(tokens[0]?.folded ?? "") ? 1 : 0;
  if (at === 0) return null;
  if (["una", "uma", "a", "un"].includes(tokens[at]?.folded ?? "")) at++;
  if (!kinds.has(tokens[at]?.folded ?? "")) return null;
  const rest = tokens.slice(at + 1).filter((token, i) => i > 0 || !isPunctuation(token));
  return rest.length > 0 ? rest : null;
}

/** The closing words that hand a new task to someone, in each language: "y que le toque a",
 * "que lo haga", "and give it to", "e passa pro"; the member's name follows. */
const handingPhrases: Record<Language, string[][]> = {
  es: [
    ["que", "le", "toque", "a"],
    ["que", "lo", "haga"],
    ["que", "la", "haga"],
    ["que", "le", "toca", "a"],
    ["y", "se", "la", "das", "a"],
    ["asignasela", "a"],
    ["asignaselo", "a"],
    ["dasela", "a"],
    ["daselo", "a"],
    ["pasasela", "a"],
    // usted: "désela a Carlos", "asígnesela a Sofía", "pásesela a Mateo".
    ["desela", "a"],
    ["deselo", "a"],
    ["asignesela", "a"],
    ["asigneselo", "a"],
    ["pasesela", "a"],
  ],
  pt: [
    ["passa", "pro"],
    ["passa", "pra"],
    ["deixa", "com", "o"],
    ["deixa", "com", "a"],
    ["quem", "faz", "e"],
  ],
  en: [
    ["give", "it", "to"],
    ["assign", "it", "to"],
    ["hand", "it", "to"],
  ],
};

function handedTo(
  tokens: Token[] | undefined,
  language: Language,
): { title: Token[]; who: Token[] } | null {
  if (!tokens) return null;
  const conjunctions = new Set(lexicons[language].conjunctions.map(fold));
  for (const phrase of handingPhrases[language]) {
    for (let at = 1; at + phrase.length < tokens.length; at++) {
      if (!phrase.every((word, i) => tokens[at + i]?.folded === word)) continue;
      const who = tokens.slice(at + phrase.length).filter((token) => !isPunctuation(token));
      // A name of one or two words ("a Mateo", "la Sofi"), said last.
      if (who.length === 0 || who.length > 2 || !who.some((t) => /^\p{L}{3,}$/u.test(t.text)))
        continue;
      let title = tokens.slice(0, at);
      while (
        title.length > 1 &&
        (isPunctuation(title.at(-1) as Token) || conjunctions.has(title.at(-1)?.folded ?? ""))
      )
        title = title.slice(0, -1);
      return { title, who };
    }
  }
  return null;
}

/** "new task for Sofia: clean her room", "cria uma tarefa pro Carlos: consertar a torneira",
 * "tarefa pra Sofia limpar o quintal": a name said first, after "for/pro/pra/para" or before the
 * verb of the matter, is who does it, not part of the title. */
function namedFirst(
  tokens: Token[] | undefined,
  language: Language,
): { title: Token[]; who: Token[] } | null {
  if (!tokens) return null;
  const forWords = new Set(["for", "pro", "pra", "para", "pr", "pa"]);
  let at = forWords.has(tokens[0]?.folded ?? "") ? 1 : 0;
  const led = at === 1;
  if (led && ["o", "a", "el", "la"].includes(tokens[at]?.folded ?? "")) at++;
  const name = tokens[at];
  if (!name || !/^\p{Lu}\p{Ll}{2,}$/u.test(name.text)) return null;
  if (phrasingWordsOf(language).has(name.folded)) return null;
  let title = tokens.slice(at + 1);
  while (title.length > 0 && isPunctuation(title[0] as Token)) title = title.slice(1);
  if (title.length === 0) return null;
  // Without "for/pra", only a name right before an infinitive ("Sofia limpar o quintal").
  if (!led && (language === "en" || !isInfinitive(textOf(title), language))) return null;
  return { title, who: [name] };
}

/** "move the filter task to Friday and give it to Sofía": a later change said of "it" is of
 * the thing named before, and two changes to one thing are one change. */
function oneChangePerThing(calls: PlannedCall[]): PlannedCall[] {
  const pronouns = new Set([
    "it",
    "that",
    "this",
    "lo",
    "la",
    "le",
    "eso",
    "esa",
    "ele",
    "ela",
    "isso",
  ]);
  const merged: PlannedCall[] = [];
  for (const call of calls) {
    const previous = merged.at(-1);
    const title = String(call.input.title ?? "");
    const pointing = pronouns.has(fold(title)) && previous?.input.title !== undefined;
    const input = pointing ? { ...call.input, title: previous?.input.title } : call.input;
    if (
      previous &&
      previous.toolName === call.toolName &&
      ["updateTask", "updateEvent"].includes(call.toolName) &&
      previous.input.title === input.title
    )
      merged[merged.length - 1] = { ...previous, input: { ...previous.input, ...input } };
    else merged.push({ ...call, input });
  }
  return merged;
}

/** "regresa esa tarea a pendiente", "reabre a tarefa": a change said of "that task" only. */
function namesNothing(clause: ClauseReading): boolean {
  if (!/^(task|event)\./.test(clause.intent) || clause.intent.endsWith(".create")) return false;
  const pointers = new Set(
    "esa ese esta este eso essa esse isso la el lo a o the that this it tarea tarefa task evento event".split(
      " ",
    ),
  );
  const named = clause.slots.title ?? clause.slots.event ?? [];
  return named.every((token) => isPunctuation(token) || pointers.has(token.folded));
}

/** A part of a compound request read on its own, so that its days and hours are its own
 * ("anota la junta el lunes a las 7 y recuérdame llevar los papeles el domingo"); a part that
 * says no day takes the day said before it (not its hour: "…y recuérdame llevar los papeles"
 * is that Monday), or else the message's. */
function ownReading(
  reading: Reading,
  from: number,
  to: number,
  before: Reading | null,
  options: UnderstandOptions,
): Reading {
  const start = reading.tokens[from]?.start ?? 0;
  const end = reading.tokens[to - 1]?.end ?? reading.message.length;
  const own = read(reading.message.slice(start, end), options.today, options.fallback, {
    language: reading.language,
  });
  const { temporal } = own;
  // "urge pagar la colegiatura, ponlo para mañana": else the day said after it.
  const day = before?.temporal.date ?? reading.temporal.date;
  if (temporal.date || temporal.recurrence || !day) return own;
  return { ...own, temporal: { ...temporal, date: day } };
}

/** The message after its opening greeting ("buenos días, …", "oi, …"), if it opens with one. */
function afterGreeting(reading: Reading, classifier: Classifier): string | null {
  const comma = reading.tokens.findIndex((token) => isPunctuation(token));
  if (comma <= 0 || comma > 4 || comma >= reading.tokens.length - 1) return null;
  const opening = reading.norms.slice(0, comma);
  // Every word of it a greeting's own ("caraotas, harina pan…" is a list, not a hello).
  const greets = carrierWordsOf(reading.language, "chat.greeting");
  if (!opening.every((word) => greets.has(word))) return null;
  const [top] = classifier.classify(opening, reading.language);
  if (top?.intent !== "chat.greeting" || top.score < 0.5) return null;
  return reading.message.slice((reading.tokens[comma] as Token).end).trim() || null;
}

/** "cuánto está / cuesta / vale…", "quanto custa…", "how much is / does … cost": a price. */
function asksAPrice(words: string[]): boolean {
  const [first = "", second = ""] = words;
  return (
    (["cuanto", "cuanta", "quanto", "quanta"].includes(first) &&
      ["esta", "cuesta", "vale", "sale", "custa", "ta"].includes(second)) ||
    (first === "how" && second === "much" && ["is", "does", "are"].includes(words[2] ?? ""))
  );
}

/** The language a laugh is written in: "jajaja" Spanish, "kkkk" and "rsrs" Portuguese,
 * "haha" and "lol" English; null for a word that is no laugh. */
function laughterLanguage(word: string): Language | null {
  if (/^(?:j+[aeijs]+)+j*$|^(?:js)+j?$|^xd+$/.test(word) && word.length >= 3) return "es";
  if (/^k{3,}$|^(?:rs){2,}$|^(?:hu){2,}a*$/.test(word)) return "pt";
  if (/^(?:ha|he){2,}h?$|^lol+$|^lmf?ao+$|^rofl$/.test(word)) return "en";
  return null;
}

/** The message with a verb that points back to what was said before it ("márcala",
 * "desmárcalas", "cámbiala") said first, without its pronoun: "la tarea de X márcala como
 * pendiente" → "marca la tarea de X como pendiente", and that verb as written; null when there
 * is none. */
function commandFirst(reading: Reading): { message: string; verb: Token } | null {
  if (reading.language === "en") return null;
  const at = reading.tokens.findIndex(
    (token, i) =>
      i >= 2 &&
      !isPunctuation(reading.tokens[i - 1] as Token) &&
      (isCommand(token) ||
        /^(desmarc|cancel|complet|posterg|suspend)\w*(lo|la|los|las)$/.test(token.folded)),
  );
  const verb = reading.tokens[at];
  if (!verb) return null;
  const bare = verb.folded.replace(/(?:selo|sela|melo|mela|los|las|lo|la)$/, "");
  if (bare.length < 3) return null;
  const { message } = reading;
  const said = `${bare} ${message.slice(0, verb.start)}${message.slice(verb.end)}`
    .replace(/\s+/g, " ")
    .trim();
  return { message: said, verb };
}

/** Markup is never a request: "<script>…" and the like change nothing. */
function looksLikeMarkup(message: string): boolean {
  return /<\s*\/?\s*(script|img|iframe|svg|style|a|div|body|html)\b|javascript:|on\w+\s*=/i.test(
    message,
  );
}

/** "…, porque se acabó", "…? pq acabou tudo", "… xq hice flan", "…, because we ran out", "…, não precisa mais",
 * "… we don't need them": why is said after what, and asks for nothing. */
const reasonAfter =
  /(?<=\S.*\s\S+.*)(?:[,.;?!]\s*|\s)(?:(?:porque|pq|xq|porq|because|bc|since|ya que|já que|ja que)\s.*|(?:(?:a gente |nós )?não precisa(?:mos)? mais|(?:we )?(?:don'?t|do not) need (?:it|them|that|those)(?: anymore| any more)?|(?:it'?s |they'?re )?(?:no longer|not) needed(?: anymore)?)[.!]*)$/isu;

export function understandWith(
  classifier: Classifier,
  message: string,
  options: UnderstandOptions,
): Understanding {
  // "¿podría agregar, por favor, naranjas a la lista?": the courtesy said plainly (courtesy.ts).
  const plain = plainRequest(message);
  if (plain) {
    const asked = understandWith(classifier, plain, options);
    if (asked.outcome === "act" || asked.outcome === "confirm") return asked;
  }
  const said = understandAsSaid(classifier, message, options);
  // "reabre a tarefa de limpar a geladeira, ficou mal feita": how it turned out is the reason,
  // not a request of its own (task-phrasings.ts).
  const verdictless = said.outcome === "act" ? null : withoutVerdict(message);
  if (verdictless) {
    const again = understandAsSaid(classifier, verdictless, options);
    if (again.outcome === "act" && again.intents.every((intent) => /^(task|event)\./.test(intent)))
      return again;
  }
  // "la tarea de pasear al perro márcala como pendiente", "el dentista muévelo pal jueves": the
  // thing said first, then the verb with its pronoun — read in the usual order when that acts,
  // or when the reading as said took the verb for part of a name ("el arroz agrégalo a la
  // lista" is no «Arroz agrégalo»).
  const reordered = commandFirst(read(message.trim(), options.today, options.fallback));
  const misnamed =
    said.outcome === "act" &&
    reordered !== null &&
    said.calls.some((call) => fold(JSON.stringify(call.input)).includes(reordered.verb.folded));
  if (said.outcome !== "confirm" && said.outcome !== "unclear" && !misnamed) return said;
  const rest = reordered ? understandAsSaid(classifier, reordered.message, options) : null;
  // "la ropa ponla en la lavadora": a "put" said of a place that is no list adds nothing.
  const listed = /\b(lista|list|compras|super|supermercado|mercado)\b/.test(fold(message));
  const adds = rest?.calls.some((call) => call.toolName === "addShoppingItems");
  if (rest?.outcome === "act" && (listed || !adds)) return rest;
  return mixedLanguages(classifier, message, options, said) ?? said;
}

/** "recuérdame pay the rent el viernes", "me coloca tortillas na lista, y leche porfa": a family
 * that speaks two languages mixes them. When the message's own language finds no request, the
 * phrasings of another language it uses may — answered in the message's language. */
function mixedLanguages(
  classifier: Classifier,
  message: string,
  options: UnderstandOptions,
  said: Understanding,
): Understanding | null {
  if (options.language) return null;
  const words = tokenize(message).map((token) => token.folded);
  for (const other of languages) {
    if (other === said.language) continue;
    // Two words of its own at least: a shared word or a borrowed one is no second language.
    const own = words.filter(
      (word) => isLanguageWord(word, other) && !isLanguageWord(word, said.language),
    );
    if (new Set(own).size < 2) continue;
    const again = understandAsSaid(classifier, message, { ...options, language: other });
    if (again.outcome === "act") return { ...again, language: said.language };
  }
  return null;
}

function understandAsSaid(
  classifier: Classifier,
  message: string,
  options: UnderstandOptions,
): Understanding {
  const trimmed = message.trim().replace(reasonAfter, "");
  const quick = read(trimmed.slice(0, maxLength), options.today, options.fallback, {
    language: options.language,
  });
  const result = (
    outcome: Outcome,
    calls: PlannedCall[] = [],
    intents: Intent[] = [],
  ): Understanding => ({
    outcome,
    language: quick.language,
    intents,
    calls,
  });
  if (trimmed.length > maxLength) return result("tooLong");
  if (looksLikeMarkup(trimmed)) return result("unclear");
  const words = quick.tokens.filter((token) => !isPunctuation(token));
  // "😂😂😂", "🤣": a laugh with no words, answered in the persona's language.
  if (/^[\s😂🤣😆😅😹😄😁😃]+$/u.test(trimmed)) return result("laughter");
  if (words.length === 0 || !words.some((token) => /\p{L}/u.test(token.text)))
    return result("unclear");
  // "deshaz eso", "undo that", "desfaz isso": nothing is taken back by guess (undo.ts).
  const undo = asksToUndo(trimmed);
  if (undo) return { ...result("undo"), language: undo };

  // "¿cuánto está la UF hoy?", "quanto custa o dólar?": prices are the world's, not the house's.
  if (asksAPrice(words.map((token) => token.folded))) return result("outOfScope");

  // "jajaja", "kkkkk 😂", "lol", "jaja ok": a laugh (with a filler or two) asks for nothing.
  const laughs = words.map((token) => laughterLanguage(token.folded)).filter(Boolean);
  const fillers = new Set(
    [...lexicons[quick.language].strip.edges, ...lexicons[quick.language].yes].map(fold),
  );
  if (
    laughs.length > 0 &&
    words.every((token) => laughterLanguage(token.folded) || fillers.has(token.folded))
  )
    return { ...result("laughter"), language: laughs[0] as Language };

  const answer = answerTo(quick, options.fallback, Boolean(options.pending));
  if (options.pending && answer) {
    const said = { ...result("declined"), language: answer.language };
    if (answer.answer === "no") return said;
    return {
      ...said,
      outcome: "act",
      calls: [{ toolName: options.pending.tool, input: options.pending.args }],
    };
  }
  // «Sí» or «no» with nothing asked before: nothing to run.
  if (answer) return result("unclear");

  // The week plan's requests have words of their own (meal-requests.ts).
  const meal = readMealRequest(quick, options.today);
  if (meal && (!options.available || options.available.has(meal.toolName))) {
    const call = { toolName: meal.toolName, input: meal.input };
    if (!meal.confirm) return { ...result("act", [call]), intents: [meal.intent] };
    if (options.available && !options.available.has("proposeAction")) return result("unclear");
    const proposal = { tool: call.toolName, args: call.input };
    const question = options.ask?.(proposal, quick.language) ?? "";
    return {
      ...result("confirm", [{ toolName: "proposeAction", input: { ...proposal, question } }]),
      intents: [meal.intent],
    };
  }

  // "al final no compré el cereal, vuelve a ponerlo": back on the list (unbought.ts).
  const unbought = readUnbought(quick);
  if (unbought && (!options.available || options.available.has("uncheckShoppingItems")))
    return {
      ...result("act", [{ toolName: "uncheckShoppingItems", input: { names: unbought.names } }]),
      intents: ["shopping.uncheck"],
    };

  // "buenos días, ¿cómo pinta el día?", "hola, agrega leche": a greeting, then the request —
  // the request is what is answered.
  const request = afterGreeting(quick, classifier);
  if (request) {
    const rest = understandWith(classifier, request, options);
    if (!["unclear", "greeting", "thanks"].includes(rest.outcome)) return rest;
  }

  const available = options.available;
  const ranges = clauses(quick);
  let before: Reading | null = null;
  const read1 = ranges.map(([from, to]) => {
    if (ranges.length === 1) return readClause(quick, classifier, from, to);
    const own = ownReading(quick, from, to, before, options);
    before = own;
    return { ...readClause(own, classifier, 0, own.tokens.length), reading: own };
  });
  // "recuérdame pagar la luz el viernes y comprar el regalo el sábado": the reminder asked
  // first holds for the chore said next, on its own day.
  read1.forEach((clause, i) => {
    const previous = read1[i - 1];
    const own = clause.reading;
    if (previous?.intent !== "task.create" || !own || clause.intent === "task.create") return;
    const words = contentWords(own);
    if (words.length < 2 || !isInfinitive(words[0]?.token.text ?? "", own.language)) return;
    const slots = { title: words.map((word) => word.token) };
    read1[i] = {
      ...clause,
      intent: "task.create",
      match: { slots, literals: 1, hasSlot: true },
      slots,
      basis: "carrier",
    };
  });
  // "anota pan y saca el detergente": after a change to the list, a "take out" is the list's too.
  read1.forEach((clause, i) => {
    const previous = read1[i - 1];
    const own = clause.reading;
    if (!previous?.intent.startsWith("shopping.") || !own || clause.intent === "shopping.remove")
      return;
    const words = contentWords(own);
    if (words.length < 2 || !takeOutVerbs.has(words[0]?.token.folded ?? "")) return;
    const said = words.slice(1).map((word) => word.token);
    // "compra pan y saca la basura": the trash is a chore, not a thing on the list.
    if (!namesAGrocery(said) && !words.some((word) => ["lista", "list"].includes(word.norm)))
      return;
    const slots = { items: said };
    read1[i] = {
      ...clause,
      intent: "shopping.remove",
      match: { slots, literals: 1, hasSlot: true },
      slots,
      basis: "carrier",
    };
  });
  // "el sábado hacemos causa, recuérdame el viernes comprar las cosas", "mañana viene la tía,
  // anota que hay que limpiar el cuarto": what the family does, said before a clear request, is
  // only its context (its day is the request's when it says none).
  const clear = (clause: ClauseReading) =>
    actionIntents.has(clause.intent) &&
    (clause.basis === "carrier" || ((clause.match?.literals ?? 0) >= 1 && !clause.contested));
  const [opening, ...requests] = read1;
  const context = Boolean(
    opening &&
      requests.length > 0 &&
      !clear(opening) &&
      !opening.intent.startsWith("chat.") &&
      // "¿qué tenemos el sábado?, recuérdame…" asks something of its own.
      opening.reading !== undefined &&
      !opensWithQuestion(opening.reading) &&
      !/[?¿]/.test(opening.reading.message) &&
      // "pan, recuérdame…": a thing named alone may be for the list — not context.
      opening.basis !== "bareNoun" &&
      requests.every(clear) &&
      // "el refri no quedó limpio, regresa esa tarea a pendiente": a request that only points
      // back needs what came before.
      !requests.some(
        (clause) => pointsBack(clause, clause.reading ?? quick) || namesNothing(clause),
      ) &&
      requests.every((clause) => /^(task|event)\./.test(clause.intent)),
  );
  if (context) read1.splice(0, 1);
  // A split is kept only when every part is an action of its own.
  const split =
    read1.length > 1 &&
    read1.every(
      (clause) =>
        (actionIntents.has(clause.intent) && (clause.score >= 0.3 || clause.match !== null)) ||
        // "…y fijate si hay huevos": a look in the pantry asked alongside.
        (clause.intent.startsWith("pantry.") &&
          clause.reading !== undefined &&
          looksWhether(clause.reading, 0)),
    );
  // "el refri no quedó limpio, regresa esa tarea a pendiente": one change to one task or event,
  // said in two pieces, is one request when a phrasing fits the whole.
  const whole = readClause(quick, classifier, 0, quick.tokens.length);
  const onePieceIntent =
    split &&
    read1.every((clause) => clause.intent === whole.intent) &&
    // "Carlos tirou o lixo e a Sofia lavou o carro": each member's part is a thing of its own.
    !read1.every((clause) => clause.reading && opensWithAMember(clause.reading, 0)) &&
    // "ya saqué la basura y ya lavé el carro": the same opening twice says two things.
    !ranges.some(([from]) => saysAgain(quick, from)) &&
    ((/^(task|event)\./.test(whole.intent) &&
      !whole.intent.endsWith(".create") &&
      (whole.match?.literals ?? 0) > 0) ||
      // "se dañó la luz del baño, necesito electricista": the trouble, then who to call.
      (whole.intent === "service.request" &&
        read1.filter((clause) => namesWhoToCall(clause.words)).length <= 1));
  // "necesito un electricista, salta la térmica": who to call, then the trouble — one request.
  const troubleAfter =
    split &&
    whole.intent === "service.request" &&
    read1.some((clause) => clause.intent === "service.request") &&
    read1.every(
      (clause) =>
        clause.intent === "service.request" ||
        (serviceOf(clause.words) !== null && serviceOf(clause.words) === serviceOf(whole.words)),
    );
  // "la reunión de apoderados es el jueves a las 7, anótala": an event said, then put on the
  // calendar by a closing "agéndalo/anótalo", is one new event — not a change, then an echo.
  const lastPart = read1.at(-1);
  const scheduled =
    split &&
    whole.intent === "event.create" &&
    whole.basis === "carrier" &&
    lastPart !== undefined &&
    pointsBack(lastPart, lastPart.reading ?? quick) &&
    schedulingClose(quick, { closed: true, to: quick.tokens.length });
  let parts =
    context || (split && !onePieceIntent && !troubleAfter && !scheduled) ? read1 : [whole];
  // "lo de pasear al perro no se hizo, márcalo como pendiente otra vez", "got the apples, check
  // them off": a later part that only points back ("márcalo…") repeats the request — dropped,
  // unless it puts what was said somewhere else ("se acabó el café, agrégalo a la lista").
  if (parts.length > 1) {
    let said: SaidItem[] = [];
    let previousActs = false;
    let whole1 = false;
    let reopened = false;
    const kept = parts.filter((clause, index) => {
      const planned = callsFor(clause, clause.reading ?? quick, {
        previousItems: said,
        today: options.today,
        available,
      });
      said = readItems(clause.slots.items ?? clause.slots.item ?? [], quick.language);
      // Only a reading a phrasing or a clear verb vouches for acts on its own; the network's
      // guess ("o cachorro não foi passear") does not.
      const acts =
        Array.isArray(planned) &&
        planned.length > 0 &&
        (clause.basis === "carrier" || (clause.match?.literals ?? 0) > 0);
      // "…y recuérdame ir al mercado mañana": a new chore of its own is no echo, however
      // common its words.
      const chore = clause.slots.title ?? [];
      const ownChore =
        clause.intent === "task.create" &&
        chore.length >= 2 &&
        (isInfinitive(textOf(chore), quick.language) ||
          ["ir", "ver", "dar", "go", "see"].includes(chore[0]?.folded ?? ""));
      const echo = index > 0 && !ownChore && pointsBack(clause, clause.reading ?? quick);
      const elsewhere = acts && /^(shopping|pantry)\./.test(clause.intent);
      if (echo && !elsewhere && !previousActs) whole1 = true;
      if (echo && clause.intent === "task.reopen") reopened = true;
      // "se nos terminó el arroz, anótalo": a closing "note it" puts what ran out on the list.
      const previous = parts[index - 1];
      if (echo && !elsewhere && previous && notesItDown(clause)) previous.toTheList = true;
      previousActs = acts;
      return !(echo && !elsewhere);
    });
    // "o cachorro não foi passear, reabre a tarefa": when what came before does nothing alone,
    // the closing command is the request — read as one. "o Mateo não levou o cachorro, reabre
    // essa tarefa": a closing "reopen it" says what the telling before it asks — never done.
    parts = whole1
      ? [whole]
      : reopened
        ? kept.map((part) =>
            part.intent === "task.complete" ? { ...part, intent: "task.reopen" as Intent } : part,
          )
        : kept;
  }

  const calls: PlannedCall[] = [];
  let previousItems: SaidItem[] = [];
  let confident = true;
  // "el jabón no lo compré al final, volvé a ponerlo": one request said twice — a phrasing that
  // fits one half vouches for the other.
  const sameIntent = parts.length > 1 && parts.every((part) => part.intent === parts[0]?.intent);
  const sharedLiterals = Math.max(...parts.map((part) => part.match?.literals ?? 0));
  for (const clause of parts) {
    const own = clause.reading ?? quick;
    const planned = callsFor(clause, own, { previousItems, today: options.today, available });
    // "hay que fumigar la casa, pide un servicio pal lunes": a service's day may be said in
    // another part of the message.
    if (Array.isArray(planned))
      for (const call of planned)
        if (call.toolName === "createServiceRequest" && !call.input.date && quick.temporal.date)
          call.input.date = quick.temporal.date;
    const intent = clause.intent;
    if (intent === "chat.greeting" || intent === "chat.thanks" || intent === "chat.help") {
      if (parts.length === 1 && clause.score >= 0.3) {
        return result(
          intent === "chat.greeting" ? "greeting" : intent === "chat.thanks" ? "thanks" : "help",
          [],
          [intent],
        );
      }
      continue;
    }
    if (intent === "outOfScope") return result("outOfScope", [], [intent]);
    if (planned === "needDate") return result("needDate", [], [intent]);
    if (planned === "outOfScope") return result("outOfScope", [], [intent]);
    if (planned === null || planned.length === 0) return result("unclear", [], [intent]);
    if (available && planned.some((call) => !available.has(call.toolName)))
      return result("unclear", [], [intent]);
    const literals = sameIntent ? sharedLiterals : (clause.match?.literals ?? 0);
    // "hay que fumigar": a task whose first word is a service's might be a service request —
    // it is one when the trouble is said too ("…, hay cucarachas en la cocina"): the words name
    // the service twice.
    // "new task: clean the gutters", "recuérdeme fumigar las matas": said to be a task or a
    // reminder, it is one.
    const reminder = /^(recuerd|record|acuerd|acord|remind|lembr|me lembr)/.test(
      clause.words[0] ?? "",
    );
    const serviceTask = planned.find(
      (call) =>
        call.toolName === "createTask" &&
        !namesATask(clause.words) &&
        !reminder &&
        !call.input.dueDate &&
        callsForService(String(call.input.title ?? "")),
    );
    if (serviceTask) {
      const service = serviceOf(clause.words);
      const named = service ? serviceWeight(clause.words, service) >= 2 : false;
      if (service && named && (!available || available.has("createServiceRequest"))) {
        planned.splice(planned.indexOf(serviceTask), 1, {
          toolName: "createServiceRequest",
          input: clean({
            serviceType: service,
            description: capitalizeFirst(quick.message.trim()).slice(0, 1000),
            date: own.temporal.date,
          }),
        });
      } else confident = false;
    }
    // A service request for no service it knows ("pídeme una pizza") is only a guess; one
    // that names a known service ("nesecito un electrisista") is clear.
    if (planned.some((call) => call.input.serviceType === "Otro")) confident = false;
    // "se nos acabó el arroz, anótalo": the run-out thing, and on the list.
    if (clause.toTheList && Array.isArray(planned)) {
      const outOf = planned
        .filter((call) => call.toolName === "adjustPantryItem" && call.input.quantity === 0)
        .map((call) => ({ name: call.input.name }));
      if (outOf.length > 0) planned.push({ toolName: "addShoppingItems", input: { items: outOf } });
    }
    // Emptying the whole list is never done without a «sí».
    if (planned.some((call) => call.input.all === true)) confident = false;
    const namedService =
      intent === "service.request" &&
      clause.score >= 0.5 &&
      planned.every((call) => call.input.serviceType !== "Otro");
    // A phrasing of the corpus fits the whole clause, or a clear "put it on the list" verb
    // opens it: act, unless the network is sure of something else. A bare noun only asks.
    // A question read as a new task, event or item through a one-word phrasing ("¿qué {who}
    // {title}?") is only a guess.
    const loose =
      literals <= 1 &&
      clause.basis !== "carrier" &&
      ["task.create", "event.create", "shopping.add"].includes(intent) &&
      (opensWithQuestion(quick) || /[?¿]/.test(quick.message));
    const strong =
      !loose && (clause.basis === "carrier" || namedService || (literals > 0 && !clause.contested));
    if (loose) confident = false;
    // The network alone, with no phrasing that fits, never changes the household.
    if (clause.basis === "bareNoun" || clause.basis === "guess" || !strong) confident = false;
    if (clause.score < 0.2 && literals === 0 && !clause.basis)
      return result("unclear", [], [intent]);
    previousItems = readItems(clause.slots.items ?? clause.slots.item ?? [], quick.language);
    // "ya no compres manzanas, bórralas de la lista": one request said twice is done once.
    const seen = new Set(calls.map((call) => `${call.toolName}:${JSON.stringify(call.input)}`));
    calls.push(
      ...planned.filter((call) => !seen.has(`${call.toolName}:${JSON.stringify(call.input)}`)),
    );
  }
  const intents = parts.map((clause) => clause.intent);
  calls.splice(0, calls.length, ...oneChangePerThing(calls));
  if (calls.length === 0) return result("unclear", [], intents);
  const mutating = calls.filter((call) => isMutatingTool(call.toolName));
  if (!confident && mutating.length > 0) {
    // A question the engine is unsure of ("¿qué puedes hacer?") is not a change to propose.
    if (opensWithQuestion(quick)) return result("unclear", [], intents);
    const first = mutating[0] as PlannedCall;
    const proposal = { tool: first.toolName, args: first.input };
    if (available && !available.has("proposeAction")) return result("unclear", [], intents);
    const question = options.ask?.(proposal, quick.language) ?? "";
    return result(
      "confirm",
      [{ toolName: "proposeAction", input: { ...proposal, question } }],
      intents,
    );
  }
  return result("act", calls, intents);
}
