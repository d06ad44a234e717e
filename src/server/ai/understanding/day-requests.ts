import { monthNextToADay, months, weekdays } from "#server/ai/builtin/when.ts";
import type { PlannedCall } from "#server/ai/understanding/plan.ts";
import type { Reading } from "#server/ai/understanding/reading.ts";
import type { ClauseReading } from "#server/ai/understanding/scene.ts";
import { dayRangeWords, rangeEndAt } from "#server/ai/understanding/temporal.ts";
import { opensWithQuestion, phraseIn } from "#server/ai/understanding/words.ts";
import { addDays, type IsoDate, parseIsoDate } from "#shared/calendar/zoned-time.ts";

/** Days asked about: a weekend, a month, or a later day's plans read as the calendar of those
 * days (eventsOn) rather than the day's summary. Shared by the event calls and the day summary
 * in calls.ts. */

export const weekendWords = ["fin de semana", "finde", "weekend", "fim de semana"];

function weekendOf(today: IsoDate): { from: IsoDate; to: IsoDate } {
  const weekday = weekdayOf(today);
  const saturday = weekday === 0 ? addDays(today, -1) : addDays(today, (6 - weekday + 7) % 7);
  return { from: weekday === 0 ? today : saturday, to: addDays(saturday, 1) };
}

/** What the calendar has on the day, weekend or week said; "¿qué tenemos hoy?" is the day:
 * its events and its tasks. */
export function eventsOn(
  clause: ClauseReading,
  temporal: Reading["temporal"],
  today: IsoDate,
): PlannedCall[] {
  // "¿qué tenemos hoy?" is the day: its events and its tasks.
  // "¿qué eventos hay hoy?": the events asked for by name are the calendar's, today too.
  // "de hoy al domingo" is days from today, no summary of today alone.
  const range = rangeOfDaysSaid(clause.words, today);
  if (temporal.date === today && !range && !clause.words.some((word) => eventWords.has(word)))
    return [{ toolName: "summarizeDay", input: {} }];
  // "the weekend of the 12th": the weekend of the day said.
  const weekend = phraseIn(clause.words, weekendWords);
  if (weekend)
    return [
      {
        toolName: "listEvents",
        input: weekendOf(numberedDayOf(clause.words, today) ?? temporal.date ?? today),
      },
    ];
  // "esta semana", "this week": from today to Sunday (said on a Sunday, the week ahead).
  if (phraseIn(clause.words, ["esta semana", "this week", "essa semana", "nesta semana"])) {
    const weekday = weekdayOf(today);
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
    "semana que entra",
    "proxima semana",
    "otra semana",
    "semana siguiente",
    "next week",
    "semana que vem",
    "outra semana",
  ]);
  if (week) {
    const weekday = weekdayOf(today);
    const monday = temporal.date ?? addDays(today, (8 - weekday) % 7 || 7);
    return [{ toolName: "listEvents", input: { from: monday, to: addDays(monday, 6) } }];
  }
  // "¿qué eventos tenemos en diciembre?", "what's on in March?": the whole month.
  // "del 1 al 6 de diciembre": the days said, not their whole month.
  if (range) return [{ toolName: "listEvents", input: range }];
  const month = temporal.date ? null : monthSaid(clause.words, today);
  if (month) return [{ toolName: "listEvents", input: month }];
  if (temporal.date)
    return [{ toolName: "listEvents", input: { from: temporal.date, to: temporal.date } }];
  // "¿cuándo es…?": the next two months.
  const when = ["cuando", "quando", "when"].includes(clause.words[0] ?? "");
  return [{ toolName: "listEvents", input: { from: today, to: addDays(today, when ? 62 : 7) } }];
}

/** "of the 12th", «del 12», «do dia 12»: a day of the month said by its number alone, as its
 * coming date. */
function numberedDayOf(words: string[], today: IsoDate): IsoDate | null {
  for (let i = 0; i < words.length; i++) {
    if (!["of", "del", "do", "de"].includes(words[i] ?? "")) continue;
    const at = ["the", "dia", "el"].includes(words[i + 1] ?? "") ? i + 2 : i + 1;
    const day = Number(/^(\d{1,2})(?:st|nd|rd|th)?$/.exec(words[at] ?? "")?.[1] ?? 0);
    if (day >= 1 && day <= 31) return daysOfAMonth(today, undefined, day, day).from;
  }
  return null;
}

const eventWords = new Set(["eventos", "events", "evento", "event", "compromisos", "compromissos"]);
/** "between friday and sunday", "entre el viernes y el domingo", "del viernes al domingo", "from
 * friday to sunday": from the first weekday's next date (today's own) to the second's after it;
 * a range may also start today or tomorrow ("de aquí al domingo", "from now till sunday",
 * "de mañana al domingo"; «daqui até domingo» is said so by fromHereSaidAsToday). */
export function rangeOfDaysSaid(
  words: string[],
  today: IsoDate,
): { from: IsoDate; to: IsoDate } | null {
  const dated = rangeOfDatesSaid(words, today);
  if (dated) return dated;
  const { openers, closers, daysFromToday } = dayRangeWords;
  const first = words.findIndex(
    (word, i) =>
      (weekdays[word] !== undefined || daysFromToday[word] !== undefined) &&
      words.slice(Math.max(0, i - 2), i).some((before) => openers.has(before)),
  );
  if (first < 0 || !closers.has(words[first + 1] ?? "")) return null;
  const end = rangeEndAt(words, first + 2);
  if (!end) return null;
  const said = words[first] ?? "";
  const start = weekdays[said];
  const from =
    start === undefined
      ? addDays(today, daysFromToday[said] ?? 0)
      : addDays(today, (start - weekdayOf(today) + 7) % 7);
  // "hasta el domingo 6", "to dec 6": the day said by its number, in the month named or the
  // coming one that has it.
  if (end.day) return { from, to: daysOfAMonth(from, end.month, end.day, end.day).from };
  return { from, to: addDays(from, ((end.weekday ?? 0) - weekdayOf(from) + 7) % 7 || 7) };
}

/** "del 1 al 6 de diciembre", "between the 3rd and the 10th", "de 7 a 12 de dezembro": days of a
 * month (the one named, else the coming one that has the first), both ends kept. */
function rangeOfDatesSaid(words: string[], today: IsoDate): { from: IsoDate; to: IsoDate } | null {
  const { openers, closers, articles } = dayRangeWords;
  // "the 3rd": the ordinal's ending is a word of its own.
  words = words.filter(
    (word, i) => !(/^(?:st|nd|rd|th)$/.test(word) && /^\d/.test(words[i - 1] ?? "")),
  );
  const dayAt = (at: number) => {
    const day = Number((words[at] ?? "").replace(/(?:st|nd|rd|th)$/, ""));
    return /^\d{1,2}(?:st|nd|rd|th)?$/.test(words[at] ?? "") && day >= 1 && day <= 31 ? day : 0;
  };
  // "del lunes 30 al domingo 6": an article, then the weekday said with its number.
  const skipArticle = (at: number) => {
    const past = articles.has(words[at] ?? "") ? at + 1 : at;
    return weekdayWords.test(words[past] ?? "") ? past + 1 : past;
  };
  for (let i = 0; i < words.length; i++) {
    if (!openers.has(words[i] ?? "")) continue;
    const first = skipArticle(i + 1);
    if (!dayAt(first) || !closers.has(words[first + 1] ?? "")) continue;
    const last = skipArticle(first + 2);
    if (!dayAt(last)) continue;
    const monthWord = ["de", "do", "of"].includes(words[last + 1] ?? "") ? last + 2 : last + 1;
    // "del 30 al 6": into the next month.
    if (dayAt(last) < dayAt(first)) return acrossTwoMonths(today, dayAt(first), dayAt(last));
    return daysOfAMonth(today, months[words[monthWord] ?? ""], dayAt(first), dayAt(last));
  }
  return monthFirstRange(words, today, dayAt);
}

/** "dec 1 thru 6", "dia 2 e dia 3": a month said first, or both days led by «dia». */
function monthFirstRange(
  words: string[],
  today: IsoDate,
  dayAt: (at: number) => number,
): { from: IsoDate; to: IsoDate } | null {
  const { closers } = dayRangeWords;
  for (let i = 0; i < words.length; i++) {
    const named = monthNextToADay(words[i] ?? "");
    const first = named ? i + 1 : words[i] === "dia" ? i + 1 : -1;
    if (first < 0 || !dayAt(first) || !closers.has(words[first + 1] ?? "")) continue;
    const last = words[first + 2] === "dia" ? first + 3 : first + 2;
    if (!dayAt(last) || dayAt(last) < dayAt(first)) continue;
    return daysOfAMonth(today, named, dayAt(first), dayAt(last));
  }
  return null;
}

const weekdayWords =
  /^(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|segunda|terca|quarta|quinta|sexta|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/;

/** "del 30 al 6": from a day of this month (or the next) to a day of the month after it. */
function acrossTwoMonths(
  today: IsoDate,
  first: number,
  last: number,
): { from: IsoDate; to: IsoDate } {
  const { from } = daysOfAMonth(today, undefined, first, first);
  const start = parseIsoDate(from);
  const month = (start.month % 12) + 1;
  const year = month === 1 ? start.year + 1 : start.year;
  const to =
    `${year}-${String(month).padStart(2, "0")}-${String(last).padStart(2, "0")}` as IsoDate;
  return { from, to };
}

/** From one day to another of the month named — else of this month, or the next once the first
 * day has passed — this year's, or next year's once the month has passed. */
function daysOfAMonth(
  today: IsoDate,
  named: number | undefined,
  first: number,
  last: number,
): { from: IsoDate; to: IsoDate } {
  const now = parseIsoDate(today);
  const month = named ?? (first >= now.day ? now.month : (now.month % 12) + 1);
  const year = month < now.month ? now.year + 1 : now.year;
  const date = (day: number) =>
    `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}` as IsoDate;
  return { from: date(first), to: date(last) };
}

function weekdayOf(date: IsoDate): number {
  const { year, month, day } = parseIsoDate(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
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

export function asksForAMonth(clause: ClauseReading, reading: Reading, today: IsoDate): boolean {
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

/** "¿qué hay para el lunes? dame todo": everything of a day asked is its summary. */
export function allOfADayAsked(message: string): string | null {
  const day =
    /^\s*¿?\s*qu[eé]\s+(?:hay|tenemos|tengo)\s+(?<day>(?:para\s+)?(?:el\s+|hoy|ma[nñ]ana)[^?]*?)\s*\?\s*(?:dame|d[ií]me|mu[eé]strame|p[aá]same)\s+todo\s*[.!]*$/iu.exec(
      message,
    )?.groups?.day;
  return day ? `resumen de ${day.replace(/^para\s+/iu, "").replace(/^el\s+/iu, "")}` : null;
}

/** "qué eventos tenemos del lunes 30 al domingo 6", «qué hay anotado en el calendario para el
 * sábado y el domingo»: the days of a range said with their weekdays — «del 30 al 6»; two
 * weekdays said together — from the first to the second. */
export function rangeSaidWithWeekdays(message: string): string | null {
  const weekday =
    "(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|segunda|ter[cç]a|quarta|quinta|sexta)";
  const plainer = message.replace(
    new RegExp(
      `(?<!\\p{L})(del|de|desde\\s+el|do|da)\\s+${weekday}\\s+(\\d{1,2})\\s+(al|a|hasta\\s+el|ao|at[eé]\\s+o)\\s+${weekday}\\s+(\\d{1,2})(?!\\d)`,
      "iu",
    ),
    "$1 $2 $3 $4",
  );
  if (plainer !== message) return plainer;
  const pair =
    /^(?<asked>\s*¿?\s*qu[eé]\s+(?:hay|tenemos)(?:\s+anotado)?(?:\s+en\s+(?:el\s+calendario|la\s+agenda))?)\s+para\s+el\s+(?<first>s[aá]bado|viernes|lunes)\s+y\s+el\s+(?<second>domingo|s[aá]bado|martes)\s*\??\s*$/iu.exec(
      message,
    )?.groups;
  return pair ? `${pair.asked} entre el ${pair.first} y el ${pair.second}?` : null;
}
