import { calendarAsked } from "#server/ai/understanding/calendar-questions.ts";
import type { Classifier } from "#server/ai/understanding/classifier.ts";
import { wholeIntents } from "#server/ai/understanding/clauses.ts";
import { type Intent, intents, lexicons } from "#server/ai/understanding/corpus.ts";
import { appointmentBooked, timeBlockedFor } from "#server/ai/understanding/event-bookings.ts";
import { eventTakenOut } from "#server/ai/understanding/event-cancels.ts";
import { lengthenedEvent } from "#server/ai/understanding/event-lengths.ts";
import {
  calledOffByItsClose,
  eventWithItsHour,
  eventWithoutVerb,
  insteadOfADay,
  shiftedEvent,
  visitOnADay,
  wishedOfAThing,
} from "#server/ai/understanding/event-requests.ts";
import { moveTold } from "#server/ai/understanding/event-told-moved.ts";
import { namesAGrocery } from "#server/ai/understanding/items.ts";
import { memberSetToAChore } from "#server/ai/understanding/meal-or-chore.ts";
import { moveReading } from "#server/ai/understanding/move-requests.ts";
import {
  eatenUp,
  stillLeft,
  usedSome,
  withoutRunOutAgain,
} from "#server/ai/understanding/pantry-requests.ts";
import {
  coveringQuestion,
  sureQuestion,
  whenQuestion,
} from "#server/ai/understanding/questions.ts";
import type { Reading } from "#server/ai/understanding/reading.ts";
import { reopenByState } from "#server/ai/understanding/reopen-requests.ts";
import type { ClauseReading, Scene } from "#server/ai/understanding/scene.ts";
import {
  applianceOrOutage,
  needAndWhoToCall,
  serviceOf,
  someoneSentFor,
  tradeAlone,
  troubleReported,
} from "#server/ai/understanding/service-requests.ts";
import {
  boughtAside,
  countedItems,
  crossedOutReading,
  emojiList,
  measuredItems,
  onlyGroceries,
  putOnTheList,
  shoppingPlaceQuestion,
} from "#server/ai/understanding/shopping-requests.ts";
import {
  handedOver,
  handedToAMember,
  handedToMe,
  memberTurn,
  memberWish,
} from "#server/ai/understanding/task-members.ts";
import { priorityPut, priorityReading } from "#server/ai/understanding/task-priority.ts";
import {
  choreDeleted,
  choreReading,
  choreWithoutPhrasing,
  doneByState,
  noteAChore,
  repetitionFirst,
  taskFirst,
  tasksShown,
} from "#server/ai/understanding/task-requests.ts";
import {
  contentWords,
  matchTemplates,
  type Slots,
  type TemplateMatch,
  trimCarriers,
} from "#server/ai/understanding/templates.ts";
import { fold, isPunctuation, type Token } from "#server/ai/understanding/text.ts";
import {
  closingPair,
  commandBeforeList,
  isBareNoun,
  isCommand,
  namesATask,
  opensWithQuestion,
  speaksOfOtherThings,
  withoutAside,
} from "#server/ai/understanding/words.ts";

/** One clause's reading: readClause() builds its Scene (classifier, templates, items) and asks
 * the rules of clauseRules, in order, which intent and slots it says; the first that answers
 * wins, and bareNounOrRest() answers for what none of them reads. The rules themselves live in
 * the domain files (shopping-requests.ts, task-requests.ts, event-requests.ts, …). */

export function readClause(
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
    // "se acabó el café y tampoco queda arroz": a run-out said again names one more thing.
    const things = intent === "pantry.out" ? withoutRunOutAgain(said, reading.language) : said;
    const other = speaksOfOtherThings(
      (meal > 0 ? said.slice(0, meal) : things).map((token) => ({ token, norm: token.folded })),
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

/** The readings a clause may have, in the order they are tried; the first that fits is it. */
const clauseRules: ((scene: Scene) => ClauseReading | null)[] = [
  someoneSentFor,
  tradeAlone,
  // Before reopenByState and doneByState: "el refri no enfría" reopens no «El refri».
  applianceOrOutage,
  // Before doneByState: "a gente tomou todo o leite" empties the milk, no task «Tomou…» done.
  eatenUp,
  // "se gastaron 2 latas de atún", "o Mateo tomou 2 iogurtes": so many taken from the pantry.
  usedSome,
  // "¿todavía nos quedan porotos?": «quedan» and «todavía» are no part of the name.
  stillLeft,
  // "anything on the calendar for thursday?": that day's events, no event «Anything».
  calendarAsked,
  coveringQuestion,
  shoppingPlaceQuestion,
  // Before reopenByState: "no hay natación, bórrala" calls the event off, no task reopened.
  calledOffByItsClose,
  // Before eventTakenOut: "sácale cita al perro con el veterinario" makes one.
  appointmentBooked,
  timeBlockedFor,
  // "borra la cita con el dentista": a gathering taken out is called off.
  eventTakenOut,
  // Before reopenByState: "lo de regar las plantas pásaselo a Mateo" hands it over.
  handedToAMember,
  reopenByState,
  handedToMe,
  tasksShown,
  doneByState,
  taskFirst,
  noteAChore,
  priorityPut,
  memberSetToAChore,
  // Before putOnTheList and shiftedEvent: "agrégale una hora a la comida familiar" and "alarga
  // la comida familiar una hora más" make it longer — no item «Hora», no later hour.
  lengthenedEvent,
  putOnTheList,
  measuredItems,
  whenQuestion,
  memberTurn,
  choreDeleted,
  // "the parents meeting got moved to tuesday": a move told is the calendar's.
  moveTold,
  shiftedEvent,
  insteadOfADay,
  wishedOfAThing,
  visitOnADay,
  handedOver,
  moveReading,
  eventWithItsHour,
  sureQuestion,
  needUnlessReminded,
  emojiList,
  repetitionFirst,
  priorityReading,
  memberWish,
  choreWithoutPhrasing,
  eventWithoutVerb,
  crossedOutReading,
  boughtAside,
  troubleReported,
  phrasingReading,
  choreReading,
  countedItems,
];

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

/** Meals of the day, said after what went into them ("en el almuerzo", "for dinner"). */
const mealsOfTheDay = new Set(
  "desayuno almuerzo comida cena once merienda almoco jantar janta breakfast lunch dinner supper".split(
    " ",
  ),
);
const mealLeads = new Set([
  // "el pollo del almuerzo", "o frango do almoço", "la leche de la cena": the meal it was for.
  "del",
  "do",
  "da",
  "de",
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

/** "remind me to call the plumber tomorrow", "lembra de chamar o eletricista": a reminder is the
 * household's own chore (calling them), not a request sent to a professional. */
function needUnlessReminded(scene: Scene): ClauseReading | null {
  if (/^(recuerd|record|acuerd|acord|remind|lembr)/.test(scene.folded[0] ?? "")) return null;
  return needAndWhoToCall(scene);
}
