import { lexicons } from "#server/ai/understanding/corpus.ts";
import {
  asksForAMonth,
  eventsOn,
  rangeOfDaysSaid,
  weekendWords,
} from "#server/ai/understanding/day-requests.ts";
import { doneTogether } from "#server/ai/understanding/done-together.ts";
import { eventCalls } from "#server/ai/understanding/event-requests.ts";
import { readItems, type SaidItem } from "#server/ai/understanding/items.ts";
import { pantryCalls, pantryPlaces } from "#server/ai/understanding/pantry-requests.ts";
import type { PlannedCall } from "#server/ai/understanding/plan.ts";
import type { Reading } from "#server/ai/understanding/reading.ts";
import type { CallContext, ClauseReading, Planned, Said } from "#server/ai/understanding/scene.ts";
import { serviceOf } from "#server/ai/understanding/service-requests.ts";
import {
  groceryDropped,
  groceryUnticked,
  shoppingCalls,
  shoppingPlaces,
} from "#server/ai/understanding/shopping-requests.ts";
import {
  handedTo,
  wishedLast,
  wishedVerbAsInfinitive,
} from "#server/ai/understanding/task-members.ts";
import { thingDoneFirst } from "#server/ai/understanding/task-phrasings.ts";
import {
  memberNamed,
  namedAsTask,
  namedFirst,
  ownerNamed,
  taskCalls,
} from "#server/ai/understanding/task-requests.ts";
import { fold, isPunctuation, type Token, tokenize } from "#server/ai/understanding/text.ts";
import {
  allOfThem,
  beforeAside,
  clean,
  isCommand,
  opensWithQuestion,
  phraseIn,
  phrasingWordsOf,
  textOf,
  titleOf,
} from "#server/ai/understanding/words.ts";
import { addDays } from "#shared/calendar/zoned-time.ts";
import { capitalizeFirst } from "#shared/shopping/item-names.ts";

/** From a clause's reading to tool calls: callsFor() dispatches a clause to its domain's calls
 * (shopping, pantry, tasks, events, services and the day), and oneChangePerThing() merges two
 * changes said of the same thing. Read by engine.ts for every clause it understands. */

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
    case "day.summary": {
      // "¿Mateo tiene algo para hacer mañana?", "what's on Sofia's to-do list for saturday?":
      // a member's things to do that day are their tasks.
      const member = memberNamed(reading);
      const owner = ownerNamed(reading);
      if (
        (member || owner) &&
        /\b(hacer|fazer|to do|to-do|todo|tareas|tarefas|tasks|chores)\b/.test(
          clause.words.join(" "),
        )
      )
        return [
          {
            toolName: "listTasks",
            input: clean({ date: temporal.date, assignee: owner ?? member }),
          },
        ];
      // "¿cuánto está la UF hoy?", "how much is the dollar today?": a price, not the day.
      if (/^(cuanto|cuanta|quanto|quanta|how much)\b/.test(clause.words.join(" ")))
        return "outOfScope";
      // "¿qué tenemos el sábado?", "¿qué hay el finde?": a later day's plans are its calendar;
      // tomorrow, "¿qué tengo que hacer el sábado?", "resumen del lunes" stay a day's summary.
      // "¿qué hay de mañana al domingo?": a range of days is the calendar's (no summary spans it).
      if (rangeOfDaysSaid(clause.words, context.today))
        return eventsOn(clause, temporal, context.today);
      if (
        ((temporal.date && temporal.date > addDays(context.today, 1)) ||
          phraseIn(clause.words, weekendWords)) &&
        !/hacer|fazer|\bdo\b(?! (?:we|i|you)\b)|resum|summary|rundown|como|look|pinta|viene/.test(
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
    }
    default:
      return [];
  }
}

/** The calls one clause asks for; null when its reading lacks what the tool needs. */
/** The weather's words: a forecast is the world's, not the household's day. */
const weatherWords = new Set("pronostico clima previsao forecast weather tiempo tempo".split(" "));

/** "pasame el pronóstico de mañana", "¿cómo va a estar el clima el sábado?", "what's the
 * weather tomorrow?": a reading of the day or the house that asks for the weather is out of
 * scope ("arreglar el clima", a chore or a service, is not a reading). "tiempo"/"tempo" count
 * only after "el/o/del/do" with "hacer/hace/fazer/faz/va/vai/como/qué" around. */
function asksTheWeather(clause: ClauseReading): boolean {
  if (!/^(day\.summary|event\.list|task\.list|shopping\.list|pantry\.|meals\.)/.test(clause.intent))
    return false;
  const words = clause.words;
  return words.some((word, i) => {
    if (!weatherWords.has(word)) return false;
    if (word !== "tiempo" && word !== "tempo") return true;
    return (
      ["el", "o", "del", "do", "que"].includes(words[i - 1] ?? "") &&
      words.some((other) =>
        /^(hacer|hace|fazer|faz|va|vai|como|que|previsao|pronostico)$/.test(other),
      )
    );
  });
}

export function callsFor(clause: ClauseReading, reading: Reading, context: CallContext): Planned {
  const { temporal, language } = reading;
  const { slots } = clause;
  if (asksTheWeather(clause)) return "outOfScope";
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
  // "ya saqué la basura y regué las plantas": two things done, each its own (done-together.ts).
  const together = clause.intent === "task.complete" ? doneTogether(slots.title) : null;
  if (together) {
    const each = together.map((title) =>
      callsFor({ ...clause, slots: { title } }, reading, context),
    );
    return each.every(Array.isArray) ? (each as PlannedCall[][]).flat() : null;
  }
  // "coloca os dois na lista", "add both": all of the things said before.
  const named = slots.items ?? slots.item ?? [];
  const allOfThemSaid =
    named.some((token) => allOfThem.has(token.folded)) &&
    named.every(
      (token) => allOfThem.has(token.folded) || /^(los|las|os|as|the)$/.test(token.folded),
    );
  const said1 =
    (clause.match && !clause.match.hasSlot) || (allOfThemSaid && context.previousItems.length > 1)
      ? context.previousItems
      : readItems(named, language);
  // "usei os últimos ovos, coloca uma dúzia na lista": a quantity that names nothing is of the
  // one thing said before it; with none, it is nothing.
  const before = context.previousItems.filter((item) => item.name);
  const itemsSaid = said1.flatMap((item) =>
    item.name
      ? [oneOfThatKind(item, before)]
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
      : // "lo de la puerta póngalo para el sábado y que lo haga Carlos": moved, and handed over.
        clause.intent === "task.move" && !slots.who
        ? (handedTo(slots.title, language) ?? wishedLast(slots.title))
        : null;
  const saidTitle = handed?.title ?? slots.title ?? slots.event;
  // "recuérdale a Carlos que saque la basura", "dile a Mateo que ordene su cuarto", "pídele a
  // Sofía que recoja…": a chore told to a member is wished of them (present subjunctive); the
  // task says it as the infinitive, as «que Carlos pague el cable» does (task-members.ts).
  const titleTokens =
    clause.intent === "task.create" && language === "es" && (handed?.who ?? slots.who)?.length
      ? (asInfinitive(saidTitle) ?? saidTitle)
      : saidTitle;
  const title = titleOf(
    refers ? beforeAside(titleTokens, language) : titleTokens,
    language,
    clause.intent.startsWith("event."),
  );
  // "la Sofía", "o Carlos": the article is not the name.
  const articles = new Set(["el", "la", "o", "a", "the"]);
  const allWho = handed?.who ?? slots.who ?? [];
  // "give the trash to Mateo instead of Carlos", "a Sofía en vez de Carlos": who it was is no
  // part of who it goes to.
  const instead = allWho.findIndex(
    (token, i) =>
      i > 0 &&
      (["instead", "rather"].includes(token.folded) ||
        (["vez", "lugar"].includes(allWho[i + 1]?.folded ?? "") &&
          ["en", "em", "no"].includes(token.folded))),
  );
  // "¿qué le toca a Sofía esta semana?": the week said after the name is no part of who.
  const week = weekSaid(reading);
  // "passa o lixo pro Mateo, o Carlos tá viajando": what follows a comma after the name is why.
  const comma = allWho.findIndex((token, i) => i > 0 && isPunctuation(token));
  const namedWho =
    instead > 0 ? allWho.slice(0, instead) : comma > 0 ? allWho.slice(0, comma) : allWho;
  const whoTokens = (week ? withoutWeek(namedWho) : namedWho).filter(
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
    // "what chores does Mateo have this week": the tasks are listed by day only; the week
    // asked for is the open ones, not one day of it.
    temporal:
      week && /^task\.(list|assign)$/.test(clause.intent) ? { ...temporal, date: null } : temporal,
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

/** "move the filter task to Friday and give it to Sofía": a later change said of "it" is of
 * the thing named before, and two changes to one thing are one change. */
export function oneChangePerThing(calls: PlannedCall[]): PlannedCall[] {
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
    // "the dentist appointment got cancelled, take it off the calendar": one thing called off
    // (done, reopened, deleted) twice over is one change.
    else if (
      previous &&
      previous.toolName === call.toolName &&
      ["cancelEvent", "deleteTask", "completeTask", "reopenTask"].includes(call.toolName) &&
      previous.input.title === input.title
    )
      continue;
    else merged.push({ ...call, input });
  }
  return oneLinePerThing(merged);
}

/** "tá faltando banana e mamão, põe na lista, uma dúzia de banana", "3 lemons, sorry, limes. 3
 * limes": a thing put on the list twice in one message is one line, with the amount said. */
function oneLinePerThing(calls: PlannedCall[]): PlannedCall[] {
  const lines = new Map<string, ShoppingLine>();
  const kept: PlannedCall[] = [];
  for (const call of calls) {
    if (call.toolName !== "addShoppingItems") {
      kept.push(call);
      continue;
    }
    const fresh: ShoppingLine[] = [];
    for (const item of call.input.items as ShoppingLine[]) {
      const same = lines.get(fold(item.name));
      if (!same) {
        const line = { ...item };
        lines.set(fold(item.name), line);
        fresh.push(line);
      } else if (item.quantity) same.quantity = item.quantity;
    }
    if (fresh.length > 0) kept.push({ ...call, input: { ...call.input, items: fresh } });
  }
  return kept;
}

interface ShoppingLine {
  name: string;
  quantity?: string;
}

/** "que saque la basura" → "sacar la basura": a title opened by a wished verb (after its "que"),
 * that verb as the infinitive; null when it opens otherwise. */
/** "se terminó el aceite, anotá uno de girasol", "se acabó el jabón, anota uno de lavanda": "one
 * of a kind" names a kind of the one thing said before it — «Aceite de girasol». */
function oneOfThatKind(item: SaidItem, before: SaidItem[]): SaidItem {
  const kind = /^(?:un[oa]?|um|uma)\s+(?:de|do|da)\s+(\p{L}.*)$/iu.exec(item.name)?.[1];
  const thing = before.length === 1 ? (before[0] as SaidItem).name : null;
  if (!kind || !thing) return item;
  return { ...item, name: capitalizeFirst(`${thing.toLocaleLowerCase()} de ${kind}`) };
}

function asInfinitive(tokens: Token[] | undefined): Token[] | null {
  if (!tokens) return null;
  const rest = tokens[0]?.folded === "que" ? tokens.slice(1) : tokens;
  const verb = wishedVerbAsInfinitive(rest);
  return verb ? [verb, ...rest.slice(1)] : null;
}

/** "esta semana", "this week", "essa semana": a week asked for as a whole. */
const weekWords = /(?:^|\s)(?:esta|essa|this|la|a)\s+(?:semana|week)(?:\s|[?!.]|$)/;
function weekSaid(reading: Reading): boolean {
  return weekWords.test(fold(reading.message));
}
function withoutWeek(tokens: Token[]): Token[] {
  const at = tokens.findIndex(
    (token, i) =>
      ["esta", "essa", "this", "la", "a"].includes(token.folded) &&
      ["semana", "week"].includes(tokens[i + 1]?.folded ?? ""),
  );
  return at > 0 ? tokens.slice(0, at) : tokens;
}
