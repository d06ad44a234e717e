import { type Language, lexicons } from "#server/ai/understanding/corpus.ts";
import { nominalEvent } from "#server/ai/understanding/event-requests.ts";
import {
  atSomeonesHome,
  eventTypeOf,
  eventWords,
  gatheringWords,
  namesAGathering,
} from "#server/ai/understanding/event-words.ts";
import {
  namesAGrocery,
  readItems,
  type SaidItem,
  thingWords,
} from "#server/ai/understanding/items.ts";
import type { PlannedCall } from "#server/ai/understanding/plan.ts";
import type { Reading } from "#server/ai/understanding/reading.ts";
import type { ClauseReading, Planned, Said, Scene } from "#server/ai/understanding/scene.ts";
import { matchTemplates } from "#server/ai/understanding/templates.ts";
import { fold, isPunctuation, type Token, tokenize } from "#server/ai/understanding/text.ts";
import {
  addVerbAt,
  clean,
  isCommand,
  isInfinitive,
  phrasingWordsOf,
  speaksOfOtherThings,
  textOf,
} from "#server/ai/understanding/words.ts";
import { capitalizeFirst } from "#shared/shopping/item-names.ts";

/** Shopping requests: the clause rules that put things on the list ("ponle yogur griego", "2
 * lbs of chicken", "🥛 milk and 🧀 cheese", "ya tengo el detergente, táchalo"), the question of
 * where one shops, and the shopping list's calls (add, remove, tick, untick, list) with the
 * groceries a task deletion or an untick names. */

/** "ponle yogur griego", "compra pan": a verb that puts things on the list, then the things. */
export function putOnTheList(scene: Scene): ClauseReading | null {
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
    // "apunta velas para la tarta de cumpleaños": what the things are for names no event.
    !speaksOfOtherThings(thingWords(words.slice(verb)), reading)
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
        // "leche Lala", "yogur Danone", "café Pilão": a capital right after a grocery (or after
        // such a brand's first word, "Coca Cola") is its brand — a thing to buy, not a guess.
        const said = slots.items ?? [];
        const brand = (index: number): boolean => {
          const before = said[index - 1];
          if (!before) return false;
          if (namesAGrocery([before])) return true;
          // "un ponqué Ramo": after a thing's own word (not «para», «de»), a capital is its brand.
          if (/^\p{Ll}/u.test(before.text) && !notBrandLead.has(before.folded)) return true;
          return /^\p{Lu}/u.test(before.text) && brand(index - 1);
        };
        // "cartulina para Mateo", "dog food for Rocky": whom it is for is no part of its name.
        // "pilas AA", "camiseta XL": a code in capitals is no person's nor band's name.
        const inNames = new Set(rest.flatMap((item) => fold(item.name).split(" ")));
        const named = shouted
          ? []
          : said.filter(
              (token, index) =>
                /^\p{Lu}\p{Ll}/u.test(token.text) && !brand(index) && inNames.has(token.folded),
            );
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
        // "add aunt lucy's visit on sunday the 6th": a gathering on a day is one, timed or not.
        if (
          event?.sure &&
          (timed ||
            namesAGatheringByItsHead(event.title, reading.language) ||
            atSomeonesHome(event.title))
        ) {
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
export function shoppingPlaceQuestion(scene: Scene): ClauseReading | null {
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
export function measuredItems(scene: Scene): ClauseReading | null {
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
export function countedItems(scene: Scene): ClauseReading | null {
  return measuredItems({ ...scene, lateRule: true });
}

/** Whether every word said (past its articles) names a grocery: "azúcar", "las tortillas". */
export function onlyGroceries(tokens: Token[] | undefined): boolean {
  const words = (tokens ?? []).filter(
    (token) =>
      !isPunctuation(token) && !/^(el|la|los|las|o|a|os|as|the|de|del)$/.test(token.folded),
  );
  return words.length > 0 && words.every((token) => namesAGrocery([token]));
}

/** Food, drink and household goods drawn as emoji (🥛 🧀 🍌 🧻), not faces or hands. */
const foodEmoji =
  /[\u{1F32D}-\u{1F37F}\u{1F950}-\u{1F96F}\u{1F9C0}-\u{1F9CB}\u{1F9F4}-\u{1F9FD}\u{1FAD0}-\u{1FADB}]/u;

/** "🥛 milk and 🧀 cheese": groceries drawn as emoji, then named. */
export function emojiList(scene: Scene): ClauseReading | null {
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

/** "ya tengo el detergente, táchalo": what was crossed out was bought. */
export function crossedOutReading(scene: Scene): ClauseReading | null {
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

/** A past "buy" said of the thing ("compré", "trajimos", "consegui", "comprei", "trouxe"). */
const boughtVerb =
  /^(?:compr(?:e|o|amos|aron|aste|ei|ou)|traj(?:e|o|imos|eron)|consegu(?:i|imos|iste)|trouxe|trouxemos|peguei|pegamos|bought|got)$/;
/** Verbs that tick a thing off ("tache", "marca", "palomea", "risca", "check"), said first. */
const tickVerb = /^(?:tach|marc|palome|risc|check|tick|cross)/;

/** "tache el pan que ya lo compré", "marca las manzanas que ya las trajimos", "risca o pão que
 * já comprei": a thing, then a "que" saying it was bought — it is ticked on the list, whatever
 * the rest reads like (a task done "{title} que…"). */
export function boughtAside(scene: Scene): ClauseReading | null {
  const { reading, top, words, asks, clause } = scene;
  if (asks || reading.temporal.date) return null;
  const folded = words.map((word) => word.token.folded);
  const that = folded.findIndex((word, i) => i > 0 && (word === "que" || word === "that"));
  if (that < 1) return null;
  // "que ya lo compré", "que já comprei", "que lo compramos", "that I bought".
  const after = folded
    .slice(that + 1)
    .filter((word) => !/^(?:ya|ja|lo|la|los|las|o|a|os|as|i|we|already|it|them|yo)$/.test(word));
  if (after.length !== 1 || !boughtVerb.test(after[0] ?? "")) return null;
  let start = 0;
  if (tickVerb.test(folded[0] ?? "")) start = 1;
  const items = words.slice(start, that).map((word) => word.token);
  if (items.length === 0 || !namesAGrocery(items)) return null;
  const slots = { items };
  return {
    ...clause("shopping.check", top.score, { slots, literals: 1, hasSlot: true }, slots),
    basis: "carrier",
  };
}

export const shoppingPlaces = new Set(
  "feria feira super supermercado mercado mandado almacen verduleria tienda store grocery groceries mercadinho sacolao market".split(
    " ",
  ),
);

/** The shopping list's calls: add, remove, tick, untick, list. */
export function shoppingCalls(said: Said): Planned {
  const { clause, language, itemsSaid, names } = said;
  switch (clause.intent) {
    case "shopping.add": {
      // "ponle 3 latas de atún a la despensa", "coloca 2 pacotes de café na despensa", "add 2
      // cans of beans to the pantry": put in the pantry, it is stocked, not listed.
      const stocked =
        itemsSaid.length > 0 &&
        (intoThePantry(itemsSaid.at(-1)?.name ?? "") ||
          intoThePantry(clause.tokens.map((token) => token.folded).join(" ")));
      if (stocked)
        return itemsSaid.map((item) => ({
          toolName: "adjustPantryItem",
          input: clean({
            name: capitalizeFirst(item.name.replace(pantryDestination, "")),
            delta: item.amount ?? 1,
            unit: item.unit,
          }),
        }));
      // "put the fridge cleaning back on the to-do list", "anota lavar el patio en la lista de
      // pendientes": the list of things to do holds tasks, not groceries.
      const chore = itemsSaid.length === 1 ? toTheTaskList(itemsSaid[0]?.name ?? "", clause) : null;
      if (chore) return [chore];
      // "pon la reunión el lunes", "put the meeting on monday": a gathering put on a day is the
      // calendar's — never a line «Reunión» on the list.
      const only = itemsSaid.length === 1 ? (itemsSaid[0]?.name ?? "") : "";
      const gathering = tokenize(only).some((token) => eventWords.has(token.folded));
      if (gathering && said.temporal.date) {
        const title = capitalizeFirst(only);
        return [
          {
            toolName: "createEvent",
            input: clean({
              title,
              date: said.temporal.date,
              time: said.temporal.time,
              eventType: eventTypeOf(title),
            }),
          },
        ];
      }
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
    }
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

/** "… a la despensa", "… en la alacena", "… na despensa", "… to the pantry", said last. */
const pantryDestination =
  /\s+(?:a|al|en|na|no|para|pra|to|in|into)\s+(?:(?:la|el|mi|nuestra|a|o|the|our)\s+)?(?:despensa|alacena|pantry|dispensa)$/iu;

function intoThePantry(name: string): boolean {
  return pantryDestination.test(name);
}

/** The task list, named as the place something goes: "to-do list", "lista de pendientes". */
const taskList =
  /\b(?:to[- ]?do list|todo list|task list|chore list|lista de (?:tareas|pendientes|tarefas|afazeres|quehaceres))\b/u;
/** Where a thing said goes, from the preposition on: "back on the to", "en la lista de…". */
const toTaskListTail =
  /\s+(?:(?:back|de vuelta|de volta|de novo|de nuevo|otra vez)\s+)?(?:on|onto|to|in|into|a|al|en|na|no|pra|para)\s+(?:(?:the|my|our|la|mi|a|minha)\s+)?(?:to|todo|task|chore|lista)\b.*$/iu;
const again = /\b(?:back|again|de vuelta|de volta|de novo|de nuevo|otra vez|outra vez)\b/u;

/** A thing put on the task list: reopened when put back, a new task otherwise. */
function toTheTaskList(name: string, clause: ClauseReading): PlannedCall | null {
  const said = clause.tokens.map((token) => token.folded).join(" ");
  if (!taskList.test(said)) return null;
  const title = capitalizeFirst(name.replace(toTaskListTail, "").trim());
  if (!title) return null;
  return again.test(said)
    ? { toolName: "reopenTask", input: { title } }
    : { toolName: "createTask", input: { title } };
}

/** "Pintar la sala", "lavar el carro", "arrumar o quarto": an infinitive, then an article. */
function choreLike(name: string): boolean {
  // "ir a Correos a recoger un paquete", "ir al banco": going somewhere is a chore too.
  return /^(?:\p{L}{3,}(?:ar|er|ir)\s+(?:el|la|los|las|al|mi|mis|su|sus|o|a|os|as|meu|minha)|ir\s+(?:a|al|ao|à|na|no))\s/iu.test(
    name,
  );
}

/** The things a task deletion names when they are groceries, said with no day and no verb. */
export function groceryDropped(clause: ClauseReading, reading: Reading): Token[] | null {
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
export function groceryUnticked(clause: ClauseReading, reading: Reading): Token[] | null {
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

/** A name whose head is a gathering's word — the last word in English ("aunt lucy's visit", not
 * "birthday candles"), the first in Spanish and Portuguese («visita de la abuela», not «velas de
 * cumpleaños») — and no grocery. */
function namesAGatheringByItsHead(tokens: Token[], language: Language): boolean {
  const head = language === "en" ? tokens.at(-1) : tokens[0];
  return head !== undefined && gatheringWords().has(head.folded) && !namesAGrocery(tokens);
}

/** Words after which a capital names whom or what it is for, or someone, not a brand ("para
 * Mateo", "de Grupo 5", "for Rocky", «o Mateo»). */
const notBrandLead = new Set(
  "de del da do das dos para pra pro pa for to a al con com with by from of algo something el la los las o os as the my mi y e and que".split(
    " ",
  ),
);
