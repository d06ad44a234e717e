import { eventTypeOf, eventWords, gatheringWords } from "#server/ai/understanding/event-words.ts";
import type { Reading } from "#server/ai/understanding/reading.ts";
import type { ClauseReading, Scene } from "#server/ai/understanding/scene.ts";
import { shiftAmountWords } from "#server/ai/understanding/temporal.ts";
import { fold, isPunctuation, type Token } from "#server/ai/understanding/text.ts";
import { isInfinitive, namesATask, saidAsMatter, textOf } from "#server/ai/understanding/words.ts";

/**
 * An event made longer: "make the family lunch 4 hours long", "extend the dentist appointment to
 * 2 hours", "alarga la comida familiar a 4 horas", "aumenta a comida familiar pra 4 horas" (its
 * whole length), "alarga la comida familiar una hora más", "give the party an extra hour" (by so
 * much), "alárgala hasta las 6", "extend it until 6pm" (to an end) — never a meal planned, a
 * thing cancelled or a request refused. What the event lasts now is the household's: the engine
 * says `lengthenMinutes` or `untilTime`, resolved against the event (builtin/references.ts).
 */

const lengthVerb =
  /^(alarg|extend|lengthen|prolong|estir|aument|ampli|expand|stretch|esticar|estic|estend|make|haz|hace|has(?!ta)|faz|deja|dej|que|add|adicion|agreg|añad|anad|sum[aá]|ponle|p[oó]nle|dale|d[aá]le|give)/;

/** "add an hour to the family lunch", "agrégale media hora a la junta", "adiciona mais uma hora
 * na comida familiar": a verb that adds — of an hour to a gathering only (never a grocery). */
const addVerb = /^(add|adicion|agreg|añad|anad|sum[aá]|ponle|p[oó]nle|dale|d[aá]le|give)/;

export interface LengthAsked {
  /** Its whole length, in minutes. */
  durationMinutes?: number;
  /** Longer by so many minutes. */
  lengthenMinutes?: number;
  /** Until that hour ("HH:mm"). */
  untilTime?: string;
  /** The words of the length, no part of the event's name. */
  words: Set<number>;
  /** Said of what it lasts ("dura hora y media"), with no verb that makes it longer. */
  said?: true;
}

/** The length asked of an event in a clause opened by a verb that makes it longer, or null. */
export function lengthAsked(
  reading: Reading,
  from = 0,
  to = reading.tokens.length,
): LengthAsked | null {
  const tokens = reading.tokens.slice(from, to);
  const words = tokens.map((token) => token.folded);
  const verbAt = words.findIndex((word) => lengthVerb.test(word));
  if (verbAt < 0) return saidToLast(reading, from, words) ?? saidToEnd(reading, from, words);
  const verb = words[verbAt] ?? "";
  const said = words.join(" ");
  // "make the family lunch end at 6pm", "que la comida termine a las 6": made to end at an hour.
  if (/^(make|haz|hace|deja|dej|que)/.test(verb)) {
    const end = saidToEnd(reading, from, words);
    if (end) return { ...end, words: new Set([...end.words, from + verbAt]), said: undefined };
  }
  const lengthening = !/^(make|haz|hace|has|faz|deja|dej|que)/.test(verb);
  const adds = addVerb.test(verb);
  // "make … long(er)", "que dure", "haz que dure": said of a length, not of anything else.
  const ofALength =
    lengthening || /\b(long|longer|last|lasts|dure|duren|dura|durar|dure|demore|dure)\b/.test(said);
  if (!ofALength) return null;
  for (let i = verbAt + 1; i < words.length; i++) {
    const unit = words[i + 1] ?? "";
    const count = /^\d+([.,]\d+)?$/.test(words[i] ?? "")
      ? Number((words[i] ?? "").replace(",", "."))
      : shiftAmountWords[words[i] ?? ""];
    if (count === undefined || !/^(horas?|hours?|hrs?|h|minutos?|minutes?|mins?)$/.test(unit))
      continue;
    let minutes = /^(min)/.test(unit) ? count : count * 60;
    let end = i + 1;
    // "hora y media", "hora e meia", "an hour and a half".
    const rest = words.slice(i + 2, i + 5).join(" ");
    if (/^(y|e) (media|meia)/.test(rest)) {
      minutes += 30;
      end = i + 3;
    } else if (/^and a half/.test(rest)) {
      minutes += 30;
      end = i + 4;
    }
    const after = words[end + 1] ?? "";
    const before = words[i - 1] ?? "";
    // "una hora más", "an extra hour", "by 30 minutes", "alarga media hora la cita": by so much;
    // "a 4 horas", "to 2 hours", "pra 4 horas", "4 hours long": its whole length.
    const toALength = /^(a|to|pra|para|pa|de|of|en|em|in|into|hasta|until|ate)$/.test(before);
    const more =
      /^(mas|mais|more|extra|longer|adicional|adicionales)$/.test(after) ||
      /^(extra|otra|outra|another|mais|more|by|por|em)$/.test(before) ||
      (lengthening && !toALength && !/^(long|largo|larga)$/.test(after));
    const taken = new Set<number>([from + verbAt]);
    for (let at = i; at <= end; at++) taken.add(from + at);
    if (more) {
      taken.add(from + end + 1);
      if (/^(extra|otra|outra|another|mais|more|by|por|em)$/.test(before)) taken.add(from + i - 1);
    }
    if (/^(long|largo|larga)$/.test(after)) taken.add(from + end + 1);
    if (adds) return more ? { lengthenMinutes: minutes, words: taken, said: true } : null;
    return more
      ? { lengthenMinutes: minutes, words: taken }
      : { durationMinutes: minutes, words: taken };
  }
  // "alárgala hasta las 6", "extend it until 6pm", "estica até as 18h".
  const until = words.findIndex((word) => /^(hasta|until|till|ate)$/.test(word));
  const time = reading.temporal.time ?? (until > verbAt ? bareHour(words.slice(until + 1)) : null);
  if (lengthening && !adds && time && until > verbAt) {
    const taken = new Set<number>([from + verbAt]);
    for (let at = until; at < words.length; at++) taken.add(from + at);
    return { untilTime: time, words: taken };
  }
  return null;
}

/** "la junta de padres dura hora y media", "the family lunch will last 4 hours", "a consulta vai
 * durar meia hora": what a thing lasts, said of it (temporal.ts reads the length), with no new
 * hour — the length alone. */
function saidToLast(reading: Reading, from: number, words: string[]): LengthAsked | null {
  const { durationMinutes, time, roles } = reading.temporal;
  if (!durationMinutes || time) return null;
  const verb = words.findIndex((word) =>
    /^(dura|durar|durara|duraria|last|lasts|take|takes|leva|levar|demora|demorar)$/.test(word),
  );
  if (verb < 1) return null;
  const taken = new Set<number>();
  words.forEach((word, i) => {
    if (roles[from + i] === "duration" || i === verb) taken.add(from + i);
    // "va a durar", "vai durar", "will last", "is going to last".
    if (i < verb && i >= verb - 3 && /^(va|vai|a|will|is|going|to|gonna|should)$/.test(word))
      taken.add(from + i);
  });
  return { durationMinutes, words: taken, said: true };
}

/** "la comida familiar del sábado va a terminar a las 6", "the family lunch ends at 6", "o
 * almoço vai acabar às 18h": when a gathering ends, said of it — its new end (resolved after its
 * start), not a new hour. */
function saidToEnd(reading: Reading, from: number, words: string[]): LengthAsked | null {
  const { time, durationMinutes, roles } = reading.temporal;
  if (!time || durationMinutes) return null;
  const ends = words.findIndex((word) =>
    /^(termina|terminar|termine|terminara|terminaria|acaba|acabar|acabe|ends?|finish(es)?|wraps?)$/.test(
      word,
    ),
  );
  const verb = ends >= 0 ? ends : goesUntil(words);
  if (verb < 1) return null;
  // The hour comes after the verb: "a las 6 termina la clase" says when something happens.
  const hourAt = roles.findIndex((role, at) => role === "time" && at >= from);
  if (hourAt < from + verb) return null;
  const taken = new Set<number>();
  words.forEach((word, i) => {
    if (roles[from + i] === "time" || i === verb) taken.add(from + i);
    if (
      i < verb &&
      i >= verb - 3 &&
      (/^(va|vai|a|will|is|going|to|gonna|should|up)$/.test(word) || goingVerb.test(word))
    )
      taken.add(from + i);
    if (i > verb && /^(up|at|a|as|las|às|the|por|mejor|instead|then|entonces)$/.test(word))
      taken.add(from + i);
    // "…instead of 5", "…en vez de las 5", "…em vez das 5": the end it had.
    const insteadOf =
      /^(instead|vez)$/.test(words[i - 1] ?? "") || /^(instead|vez)$/.test(words[i - 2] ?? "");
    if (i > verb && insteadOf && /^(of|de|das|da|las|la|\d{1,2}(:\d{2})?(am|pm|h)?)$/.test(word))
      taken.add(from + i);
  });
  return { untilTime: time, words: taken, said: true };
}

/** Verbs that say a thing goes on, before an "until": "will go until 6pm", "runs till 9",
 * "va hasta las 9", "va a durar hasta las 9", "vai até as 21h", "sigue hasta las 8". */
const goingVerb =
  /^(go|goes|run|runs|last|lasts|va|van|vai|dura|durar|duran|sigue|siguen|segue|continua|extiende)$/;

/** Where "until" follows a verb that says the thing goes on — the end said another way; -1 when
 * it does not. */
function goesUntil(words: string[]): number {
  return words.findIndex(
    (word, i) => /^(until|till|til|hasta|ate)$/.test(word) && goingVerb.test(words[i - 1] ?? ""),
  );
}

/** "las 6", "as 18h", "6:30": an hour said bare after "hasta" (which half of the day is the
 * event's: builtin/references.ts puts it after the event's start). */
function bareHour(words: string[]): string | null {
  const [first, second] = words[0] && /^(las|la|as|a|the)$/.test(words[0]) ? words.slice(1) : words;
  const found = /^(\d{1,2})(?::(\d{2}))?(h|hs|am|pm)?$/.exec(first ?? "");
  if (!found) return null;
  let hours = Number(found[1]);
  if ((found[3] === "pm" || second === "pm") && hours < 12) hours += 12;
  if (hours > 23) return null;
  return `${String(hours).padStart(2, "0")}:${found[2] ?? "00"}`;
}

const notTheName =
  /^(alarg|extend|lengthen|prolong|estir|aument|ampli|expand|stretch|esticar|estic|estend|make|haz|hace|has|faz|deja|dej|que|dure|duren|dura|durar|last|lasts|long|longer|to|a|pra|para|pa|al|hasta|until|till|ate|it|lo|ela|ele|please|porfa|pls)$/;

/** Words that lead to or close a name, no part of it at its edges ("la", "de", "the", "for"). */
const edgeWords = /^(la|el|lo|los|las|o|a|os|as|the|de|del|da|do|of|por|for|en|em|pra|pro)$/;

/** The rule of a clause that makes an event longer: the event's words, the rest its length. */
export function lengthenedEvent(scene: Scene): ClauseReading | null {
  const { reading, from, to, top, asks, clause } = scene;
  if (asks) return null;
  const asked = lengthAsked(reading, from, to);
  // "que sea a las 3 y que dure 2 horas": a new hour too, read by the rules of a move.
  if (!asked || (reading.temporal.time && !asked.untilTime)) return null;
  const thing: Token[] = [];
  reading.tokens.slice(from, to).forEach((token, i) => {
    const at = from + i;
    if (asked.words.has(at) || isPunctuation(token) || reading.temporal.roles[at]) return;
    // "alárgala", "estícala": the verb with its pronoun.
    if (notTheName.test(token.folded.replace(/(la|lo|las|los|le)$/, ""))) return;
    if (notTheName.test(token.folded)) return;
    thing.push(token);
  });
  while (thing.length > 0 && edgeWords.test(thing[0]?.folded ?? "")) thing.shift();
  while (thing.length > 0 && edgeWords.test(thing.at(-1)?.folded ?? "")) thing.pop();
  if (!thing.some((token) => /\p{L}{3,}/u.test(token.text))) return null;
  const folded = thing.map((token) => token.folded);
  // "make dinner 4 hours long"? a meal's or a task's length is none of the calendar's.
  if (saidAsMatter(thing) || namesATask(folded)) return null;
  if (
    isInfinitive(thing[0]?.text ?? "", reading.language) &&
    !gatheringWords().has(folded[0] ?? "")
  )
    return null;
  // "la junta dura hora y media": only a gathering's length is said so.
  if (
    asked.said &&
    eventTypeOf(fold(textOf(thing))) === "general" &&
    !folded.some((word) => gatheringWords().has(word) || eventWords.has(word))
  )
    return null;
  const slots = { event: thing };
  return {
    ...clause("event.move", top.score, { slots, literals: 1, hasSlot: true }, slots),
    basis: "carrier",
  };
}
