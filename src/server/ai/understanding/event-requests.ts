import { wholeIntents } from "#server/ai/understanding/clauses.ts";
import { type Intent, languages, lexicons } from "#server/ai/understanding/corpus.ts";
import { eventsOn } from "#server/ai/understanding/day-requests.ts";
import { lengthAsked } from "#server/ai/understanding/event-lengths.ts";
import {
  atSomeonesHome,
  eventTypeOf,
  eventWords,
  gatheringWords,
} from "#server/ai/understanding/event-words.ts";
import { namesAGrocery } from "#server/ai/understanding/items.ts";
import { namesOnlyTheMove } from "#server/ai/understanding/move-requests.ts";
import type { PlannedCall } from "#server/ai/understanding/plan.ts";
import type { Reading } from "#server/ai/understanding/reading.ts";
import type { ClauseReading, Planned, Said, Scene } from "#server/ai/understanding/scene.ts";
import { titleIsATrade } from "#server/ai/understanding/service-requests.ts";
import {
  movedInsteadOfADay,
  someoneComes,
  wishedChange,
} from "#server/ai/understanding/task-phrasings.ts";
import { fold, isPunctuation, type Token } from "#server/ai/understanding/text.ts";
import { dayOnlySaysWhich, saysADayItself } from "#server/ai/understanding/which-day.ts";
import {
  addVerbAt,
  clean,
  isCommand,
  isInfinitive,
  namesATask,
  phrasingWordsOf,
  saidAsMatter,
  speaksOfOtherThings,
  textOf,
} from "#server/ai/understanding/words.ts";

/** Event requests: the clause rules for a name with its day and hour ("jantar da vó domingo às
 * 19h"), someone coming on a day, a day instead of another or an hour wished of a thing, an event
 * said without a verb ("mañana odontólogo Mateo 4pm", nominalEvent()), and the calendar's
 * calls (create, list, move, cancel). */

/** "que Sofi riegue las plantas hoy en vez del sábado": a day instead of another moves what is
 * there (task-phrasings.ts) — a gathering on the calendar, else a task. */
export function insteadOfADay(scene: Scene): ClauseReading | null {
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
export function wishedOfAThing(scene: Scene): ClauseReading | null {
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

/** The words around a relative shift that only say it moves ("adelanta", "pásala", "push … back",
 * "que sea", "make … start"): no part of the event's name. */
const shiftWords =
  /^(adelant|adiant|atras|retras|pospon|posterg|delay|push|pushed|move|moved|bump|bring|recorr|corr[eiao]|pas[ae]|passa|mueve|muev|movel|move|mova|muda|mude|cambi|make|que|sea|seja|fique|start|starts|begin|empiec|empiez|comec|back|up|forward|ahead|it|lo|la|ela|ele)\w*$/;

/**
 * "la natación de hoy una hora más tarde", "adelanta la cita del pediatra media hora", "push swim
 * class back an hour", "adianta a consulta em meia hora": a relative shift (temporal.ts) said of
 * an event named is a move of its hour by that much — the hour is found on the calendar when the
 * reference is resolved (builtin/references.ts). Only a gathering's name: a task's hour is left.
 */
export function shiftedEvent(scene: Scene): ClauseReading | null {
  const { reading, from, to, top, asks, clause } = scene;
  if (asks || !reading.temporal.shiftMinutes || reading.temporal.time) return null;
  const thing = reading.tokens
    .slice(from, to)
    .filter(
      (token, i) =>
        !reading.temporal.roles[from + i] &&
        !isPunctuation(token) &&
        !isCommand(token) &&
        !shiftWords.test(token.folded),
    );
  // Only what has an hour moves by an hour: a thing to do said as one ("pagar la luz") is a
  // task's, left to the task rules.
  const first = thing[0]?.text ?? "";
  if (!/\p{L}{3,}/u.test(textOf(thing)) || isInfinitive(first, reading.language)) return null;
  if (saidAsMatter(thing) || namesATask(thing.map((token) => token.folded))) return null;
  const slots = { event: thing };
  return {
    ...clause("event.move", top.score, { slots, literals: 1, hasSlot: true }, slots),
    basis: "carrier",
  };
}

/** What is said of an event that is called off, around its name: "hoy no hay natación", "al final
 * no va a haber…", "hoje não vai ter…", "swim class is off". */
const calledOffWords = new Set([
  ..."no ya al final hay habra haber va vai a ter tem nao mais is off not isnt there won't wont be".split(
    " ",
  ),
  // "se suspende la cita con el dentista, bórrala", "the meeting got cancelled, delete it".
  ..."se suspende suspendio suspendieron cancela cancelo cancelaron cancelou cancelaram suspendeu got was cancelled canceled fim turns out theres there's".split(
    " ",
  ),
]);

/**
 * "hoy no hay natación, cancélala", "al final no hay natación hoy, bórrala", "hoje não vai ter
 * natação, pode cancelar", "swim class is off today, cancel it": a clause closed by a command
 * that calls something off names the event in what comes before it. "cancela/suspende/anula"
 * calls off whatever is named but a grocery; "bórrala/elimínela/sácala" (said of the shopping
 * list too) only a gathering's name.
 */
export function calledOffByItsClose(scene: Scene): ClauseReading | null {
  const { reading, from, to, top, asks, clause } = scene;
  if (asks) return null;
  const said = reading.tokens.slice(from, to);
  const comma = said.findLastIndex((token) => token.text === ",");
  if (comma < 1) return null;
  const close = said.slice(comma + 1).filter((token) => !isPunctuation(token));
  const closing = close.map((token) => token.folded);
  const verb = closing.findIndex((word) =>
    /^(cancel|suspend|anul|borr|elimin|sac|quit|desmarc|apag|exclu|delet|remov)/.test(word),
  );
  // The close is the command alone, with its "it/isso" or a "pode/puedes/can you" before it.
  if (
    verb < 0 ||
    closing.some(
      (word, i) =>
        i !== verb &&
        !/^(pode|podes|puedes|podes|can|you|it|isso|porfa|please|pls|ya|ela|ele|a|o|de|del|la|el|da|do|from|off|the|calendario|agenda|calendar)$/.test(
          word,
        ),
    )
  )
    return null;
  const cancels = /^(cancel|suspend|anul|desmarc)/.test(closing[verb] ?? "");
  const thing = said
    .slice(0, comma)
    .filter(
      (token, i) =>
        !reading.temporal.roles[from + i] &&
        !isPunctuation(token) &&
        !calledOffWords.has(token.folded),
    );
  // "no hay natación, bórrala": said to be off, a thing that is no grocery is the event.
  const saidOff =
    /\b(no|nao) (hay|habra|va a haber|vai ter|vai mais ter|tem|tera)\b|\b(is|are) off\b|\bisnt happening\b|\bthere'?s no\b|\bthere is no\b/.test(
      said
        .slice(0, comma)
        .map((token) => token.folded)
        .join(" "),
    );
  if (thing.length === 0 || thing.length > 6 || !/\p{L}{3,}/u.test(textOf(thing))) return null;
  const folded = fold(textOf(thing));
  const gathering =
    eventTypeOf(folded) !== "general" ||
    thing.some((token) => gatheringWords().has(token.folded) || eventWords.has(token.folded));
  const named = !namesAGrocery(thing) && !isInfinitive(thing[0]?.text ?? "", reading.language);
  if (!gathering && !((cancels || saidOff) && named)) return null;
  const slots = { event: thing };
  return {
    ...clause("event.cancel", top.score, { slots, literals: 1, hasSlot: true }, slots),
    basis: "carrier",
  };
}

/** "Rosa viene a limpiar el viernes a las 9": someone coming on a day (task-phrasings.ts). */
export function visitOnADay(scene: Scene): ClauseReading | null {
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

/** "jantar da vó domingo às 19h": a name with a day and an hour, before any loose phrasing. */
export function eventWithItsHour(scene: Scene): ClauseReading | null {
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

/** "mañana odontólogo Mateo 4pm": an event said without a verb. */
export function eventWithoutVerb(scene: Scene): ClauseReading | null {
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
export function nominalEvent(
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
  // "la noche de velitas en la casa de la abuela el lunes 7": a gathering, however long.
  const atAHome = atSomeonesHome(named.map((word) => word.token));
  const longest =
    (temporal.time || atAHome) && !named.some((word) => isInfinitive(word.token.text, language))
      ? 11
      : 8;
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
  // "el sábado todo el día paseo…", "Dec 5, all day": said to be all day, it needs no hour.
  const allDay = /\b(todo el dia|all day|o dia (todo|inteiro))\b/.test(
    reading.tokens.map((token) => token.folded).join(" "),
  );
  const sure = Boolean(temporal.time) || context.closed || birthday || allDay || atAHome;
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
export function schedulingClose(
  reading: Reading,
  context: { closed: boolean; to: number },
): boolean {
  if (!context.closed) return false;
  const last = reading.tokens
    .slice(0, context.to)
    .findLast((token) => !isPunctuation(token) && !/^(it|isso|ela|ele)$/.test(token.folded));
  return /^(agend|anot|apunt|guard|registr|schedul|calend)/.test(last?.folded ?? "");
}

/** "a la misma hora", "en el mismo horario", "no mesmo horário", "at the same time": the hour
 * kept, said at the end of a move. */
const sameHour =
  /[\s,]+(?:(?:a|en|con|no|na|em|at|for)\s+)?(?:la|el|o|a|the)?\s*(?:misma hora|mismo horario|mesma hora|mesmo horario|mesmo horário|same time|same hour)\s*$/iu;

/** "book pest control", "agenda un fumigador": a trade booked with no day is the service
 * requested (a request needs no day), not an event to ask the day of. */
function tradeWithoutADay(title: string, reading: Reading): PlannedCall[] | null {
  const trade = titleIsATrade(title);
  if (!trade) return null;
  const description = reading.message.trim();
  return [
    {
      toolName: "createServiceRequest",
      input: {
        serviceType: trade,
        description: `${description.charAt(0).toUpperCase()}${description.slice(1)}`.slice(0, 1000),
      },
    },
  ];
}

/** The calendar's calls: create, list, move, cancel. */
export function eventCalls(said: Said): Planned {
  const { clause, context, temporal, language, slots, title } = said;
  switch (clause.intent) {
    case "event.create":
      if (!title) return null;
      if (!temporal.date) return tradeWithoutADay(title, said.reading) ?? "needDate";
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
    case "event.move": {
      // "…para el jueves a la misma hora", "…to friday, same time", "…no mesmo horário": the hour
      // kept is said of the move, no part of the event's name (its own hour stays as it is).
      const title = said.title?.replace(sameHour, "").trim() || said.title;
      if (!title || namesOnlyTheMove(title, language)) return null;
      // "make the family lunch 4 hours long", "alárgala hasta las 6": its length, not its day.
      const longer = lengthAsked(said.reading);
      if (longer && (!temporal.time || longer.untilTime)) {
        const { words: _, said: __, ...change } = longer;
        return [{ toolName: "updateEvent", input: { title, ...change } }];
      }
      // "la comida familiar del sábado pásala a las 13": the day says which, the hour changes.
      // "la cita ahora es a las 9": "ahora/now/agora" says the change, not a day to move to.
      const days = said.reading.tokens.filter((_, i) => temporal.roles[i] === "date");
      const onlyNow =
        days.length > 0 && days.every((token) => /^(ahora|now|agora)$/.test(token.folded));
      // "the meeting is now on wednesday at 8": a day said after "now" is where it goes.
      const now = said.reading.tokens.some((token) => /^(now|ahora|agora)$/.test(token.folded));
      const date = (dayOnlySaysWhich(said.reading) && !now) || onlyNow ? null : temporal.date;
      // "que dure 2 horas": a new length alone is a change too.
      // "una hora más tarde": moved by so much — the reference's hour, found later, says to when.
      const shift = temporal.shiftMinutes && !temporal.time ? temporal.shiftMinutes : null;
      if (shift) return [{ toolName: "updateEvent", input: { title, shiftMinutes: shift } }];
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
            input: clean({
              title,
              dueDate: date,
              dueTime: temporal.time,
              priority: temporal.priority,
            }),
          },
        ];
      // "move the door fix to monday, high priority": a priority is a task's — carried for
      // builtin/references.ts, which finds the task (or leaves an event without it).
      return [
        {
          toolName: "updateEvent",
          input: clean({
            title,
            date,
            time: temporal.time,
            durationMinutes: temporal.durationMinutes,
            priority: temporal.priority,
          }),
        },
      ];
    }
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
        ? [{ toolName: "cancelEvent", input: clean({ title, date: ownDate(said) }) }]
        : null;
    default:
      return null;
  }
}

/** The day said in this part of the message, not another's: "cancela la junta y en su lugar
 * agenda una videollamada el martes" cancels the meeting on whatever day it is. */
function ownDate(said: Said): string | null {
  return saysADayItself(said) ? said.temporal.date : null;
}
