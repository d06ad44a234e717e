import {
  monthNextToADay,
  months,
  parseDuration,
  parseWhen,
  weekdays,
} from "#server/ai/builtin/when.ts";
import { type Language, lexicons } from "#server/ai/understanding/corpus.ts";
import { fold, type Token } from "#server/ai/understanding/text.ts";
import { isoWeekday } from "#shared/calendar/recurrence.ts";
import type { IsoDate } from "#shared/calendar/zoned-time.ts";

export type Recurrence = "daily" | "weekly" | "monthly";

/** What a message says about when (and how often, how urgent): the values, and which words said
 * it, so that they are left out of titles and item names. */
export interface Temporal {
  date: IsoDate | null;
  time: string | null;
  durationMinutes: number | null;
  /** "una hora más tarde", "adelanta … media hora", "push it back an hour": an hour moved by
   * so many minutes (later positive), not said outright. */
  shiftMinutes?: number | null;
  recurrence: Recurrence | null;
  /** A priority said at all (urgent, important, or one that can wait): a reason to read a chore
   * as a task. */
  urgent: boolean;
  /** "urgente", "asap" → urgent; "importante", "prioridad alta" → high; "prioridad baja", "no
   * rush" → low. */
  priority: "urgent" | "high" | "low" | null;
  /** "a las 8", "to 4:30": an hour said without its half of the day ("de la noche", "pm",
   * "20h"), which the hour read may have guessed. */
  hourSaidBare?: boolean;
  /** Per token: the role of a word that said one of the above. */
  roles: (null | "date" | "time" | "repeat" | "urgent" | "duration")[];
}

function escapePattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The tokens a phrase of the joined folded text covers. */
function cover(
  joined: string,
  starts: number[],
  phrase: string,
  from = 0,
): { first: number; last: number } | null {
  const index = joined.indexOf(phrase.trim(), from);
  if (index < 0) return null;
  const end = index + phrase.trim().length;
  let first = -1;
  let last = -1;
  starts.forEach((start, position) => {
    if (start >= index && start < end) {
      if (first < 0) first = position;
      last = position;
    }
  });
  return first < 0 ? null : { first, last };
}

const compiled = new Map<string, RegExp>();

function phrasePattern(phrase: string): RegExp {
  let pattern = compiled.get(phrase);
  if (!pattern) {
    pattern = new RegExp(`(^| )${escapePattern(phrase)}( |$)`);
    compiled.set(phrase, pattern);
  }
  return pattern;
}

/** Longest first, folded: the phrases of a lexicon list, ready to look for. */
const sortedPhrases = new Map<string[], string[]>();

function phrasesOf(list: string[]): string[] {
  let sorted = sortedPhrases.get(list);
  if (!sorted) {
    sorted = list.map(fold).sort((a, b) => b.length - a.length);
    sortedPhrases.set(list, sorted);
  }
  return sorted;
}

/** "by Friday", "antes del viernes"; "desde hoy", "a partir del lunes", "starting Monday": the
 * word that leads to a day belongs to the day, not to a title. */
/** Words that say which half of the day an hour is in, or a 24-hour clock ("20h", "19:30"). */
const halfOfDaySaid =
  /manana|tarde|noche|madrugada|mediodia|del dia|morning|afternoon|evening|night|noon|manha|noite|a\.?m\b|p\.?m\b|\d\s*(?:h|hs|hrs)\b|\b(?:1[3-9]|2[0-3]|00?)(?::|h)|\b(?:am|pm)\b/;

const deadlineWords = new Set([
  "by",
  "before",
  "until",
  "antes",
  "hasta",
  "ate",
  "desde",
  "from",
  "starting",
  "partir",
]);
const deadlineJoints = new Set(["del", "de", "el", "la", "do", "da", "o", "a", "the"]);

/** How two tokens are joined for the date reader: "3rd" and "21st" as written (an ordinal's
 * ending is its number's), "5-6pm" with its dash (a range of hours), else a space. */
function joint(
  previous: Token | undefined,
  token: Token,
  language: Language,
  text?: string,
): string {
  if (!previous) return "";
  if (ordinalEnding(previous, token, language)) return "";
  const between = text?.slice(previous.end, token.start) ?? " ";
  const numbers = /^\d{1,2}$/.test(previous.folded) && /^\d/.test(token.folded);
  return numbers && /^\s*[-–]\s*$/.test(between) ? " - " : " ";
}

/** "3rd", "the 21st": the ending of an ordinal written onto its number is part of it. */
function ordinalEnding(previous: Token | undefined, token: Token, language: Language): boolean {
  return (
    language === "en" &&
    previous !== undefined &&
    previous.end === token.start &&
    /^\d{1,2}$/.test(previous.folded) &&
    /^(st|nd|rd|th)$/.test(token.folded)
  );
}

/** The first place a phrase covers words no other phrase took ("mañana" said twice), else the
 * first place it is said. */
function freeCover(
  joined: string,
  starts: number[],
  phrase: string,
  roles: Temporal["roles"],
): { first: number; last: number } | null {
  const first = cover(joined, starts, phrase);
  let span = first;
  while (span && roles.slice(span.first, span.last + 1).some((role) => role !== null)) {
    const from = (starts[span.first] ?? joined.length) + 1;
    span = cover(joined, starts, phrase, from);
  }
  return span ?? first;
}

const weekdayArticles = new Set(["el", "este", "o", "no", "on", "this", "na", "a"]);

/** "el sábado 5 de diciembre", "Saturday, December 5", "no sábado, dia 5": a weekday said right
 * before a dated day belongs to the date, never to a title. */
function markWeekdaysOfDates(tokens: Token[], roles: Temporal["roles"]): void {
  tokens.forEach((token, i) => {
    const name = token.folded.replace(/-feira$/, "");
    if (roles[i] !== null || weekdays[name] === undefined) return;
    const next = tokens[i + 1]?.folded === "," ? i + 2 : i + 1;
    if (roles[next] !== "date") return;
    for (let at = i; at < next; at++) roles[at] = "date";
    if (weekdayArticles.has(tokens[i - 1]?.folded ?? "") && roles[i - 1] === null) {
      roles[i - 1] = "date";
    }
  });
}

/** The words around a range of days ("del viernes al domingo", "from now till sunday"), read
 * here to keep the range out of a title and in day-requests.ts to list its days. */
export const dayRangeWords = {
  openers: new Set(["del", "de", "desde", "entre", "from", "between", "do", "da"]),
  closers: new Set([
    "al",
    "a",
    "y",
    "e",
    "hasta",
    "to",
    "and",
    "ate",
    "ao",
    "through",
    "till",
    "until",
    "til",
    "thru",
  ]),
  articles: new Set(["el", "la", "o", "a", "the"]),
  /** A range's start said from today, in days from it ("de aquí al domingo", "de mañana al…"). */
  daysFromToday: {
    ...Object.fromEntries(
      ["hoy", "aqui", "aca", "ahora", "today", "now", "hoje", "agora"].map((word) => [word, 0]),
    ),
    ...Object.fromEntries(["manana", "tomorrow", "amanha"].map((word) => [word, 1])),
  } as Record<string, number>,
};

/** The end of a range of days that starts on a weekday or today, from `at` (folded words): a
 * weekday ("al domingo"), that weekday with its number ("hasta el domingo 6", «até domingo dia
 * 6»), a month and a day ("to dec 6") or a day and its month ("al 6 de diciembre"), or a day
 * alone ("hasta el 6", "até o dia 6"). How many words it takes, and what it says. */
export function rangeEndAt(
  words: string[],
  at: number,
): { length: number; weekday?: number; day?: number; month?: number } | null {
  const { articles } = dayRangeWords;
  let next = articles.has(words[at] ?? "") ? at + 1 : at;
  const weekday = weekdays[words[next]?.replace(/-feira$/, "") ?? ""];
  if (weekday !== undefined) next++;
  const weekdayEnd = next;
  // "sunday the 6th".
  if (weekday !== undefined && articles.has(words[next] ?? "")) next++;
  const monthFirst = weekday === undefined ? monthNextToADay(words[next] ?? "") : undefined;
  if (monthFirst !== undefined) next++;
  if (words[next] === "dia") next++;
  const day = Number(/^(\d{1,2})(?:st|nd|rd|th)?$/.exec(words[next] ?? "")?.[1] ?? 0);
  if (day < 1 || day > 31)
    return weekday === undefined ? null : { length: weekdayEnd - at, weekday };
  next++;
  const of = ["de", "do", "of"].includes(words[next] ?? "") ? next + 1 : next;
  const monthAfter = monthFirst === undefined ? months[words[of] ?? ""] : undefined;
  const month = monthFirst ?? monthAfter;
  return {
    length: (monthAfter !== undefined ? of + 1 : next) - at,
    day,
    ...(weekday !== undefined && { weekday }),
    ...(month !== undefined && { month }),
  };
}

/** "del lunes al miércoles", "entre el viernes y el domingo", "from friday to sunday", "de aquí
 * al domingo", "desde hoy hasta el domingo 6": a range of days is the date's as a whole
 * (day-requests.ts reads its two ends), no part of a title. */
function markDayRanges(tokens: Token[], roles: Temporal["roles"]): void {
  const words = tokens.map((token) => token.folded);
  const isDay = (at: number) => weekdays[words[at]?.replace(/-feira$/, "") ?? ""] !== undefined;
  const { openers, closers, articles, daysFromToday } = dayRangeWords;
  const startsIt = (at: number) => isDay(at) || daysFromToday[words[at] ?? ""] !== undefined;
  words.forEach((word, i) => {
    if (!openers.has(word)) return;
    const first = articles.has(words[i + 1] ?? "") ? i + 2 : i + 1;
    if (!startsIt(first) || !closers.has(words[first + 1] ?? "")) return;
    const end = rangeEndAt(words, first + 2);
    if (!end) return;
    for (let at = i; at < first + 2 + end.length; at++) roles[at] = "date";
  });
  markDateRanges(tokens, roles);
}

/** "del 1 al 6 de diciembre", "between the 3rd and the 10th": days of a month, as a whole the
 * date's (day-requests.ts reads the two ends) — but "de 4 a 7" is hours, left to the hour. */
function markDateRanges(tokens: Token[], roles: Temporal["roles"]): void {
  const { openers, closers, articles } = dayRangeWords;
  const words = tokens.map((token) => token.folded);
  const dayAt = (at: number) => /^\d{1,2}$/.test(words[at] ?? "");
  const ordinal = (at: number) => /^(?:st|nd|rd|th)$/.test(words[at] ?? "");
  words.forEach((word, i) => {
    if (!openers.has(word)) return;
    const first = articles.has(words[i + 1] ?? "") ? i + 2 : i + 1;
    if (!dayAt(first)) return;
    const closer = ordinal(first + 1) ? first + 2 : first + 1;
    if (!closers.has(words[closer] ?? "")) return;
    const last = articles.has(words[closer + 1] ?? "") ? closer + 2 : closer + 1;
    if (!dayAt(last)) return;
    let end = ordinal(last + 1) ? last + 1 : last;
    const of = ["de", "do", "of"].includes(words[end + 1] ?? "") ? end + 2 : end + 1;
    if (months[words[of] ?? ""]) end = of;
    const saysDays = end > last || word === "del" || word === "entre" || word === "between";
    if (!saysDays) return;
    for (let at = i; at <= end; at++) roles[at] = "date";
  });
}

/** "sexta à noite", "amanhã cedo", "tomorrow morning", "sábado que vem": a part of the day said
 * next to the day belongs to the day — it names no hour, and is no part of a title. */
function markDayParts(phrases: string[], tokens: Token[], roles: Temporal["roles"]): void {
  const words = tokens.map((token) => token.folded);
  for (const phrase of phrasesOf(phrases)) {
    const parts = phrase.split(" ");
    for (let at = 0; at + parts.length <= words.length; at++) {
      const last = at + parts.length - 1;
      if (!parts.every((part, i) => words[at + i] === part)) continue;
      if (roles.slice(at, last + 1).some((role) => role !== null)) continue;
      if (roles[at - 1] !== "date" && roles[last + 1] !== "date") continue;
      // "family movie night Friday", "game night on Saturday": a bare "night" before the day
      // names the thing; the day's part comes after it ("Friday night").
      if (
        parts.length === 1 &&
        roles[at - 1] !== "date" &&
        /^(night|evening|morning|afternoon)$/.test(phrase)
      )
        continue;
      for (let i = at; i <= last; i++) roles[i] = "date";
    }
  }
}

/** "…, es todo el día", "it's all day", "é o dia todo", "el día entero": a gathering said to last
 * the whole day — the day's, never its name's. The copula before it is the telling's own. */
const allDayPhrase =
  /^(?:(?:es|sera|va a ser|dura|is|it's|its|it is|lasts|e|vai ser|dura)\s+)?(?:todo el dia|el dia entero|el dia completo|all day(?: long)?|the whole day|o dia todo|o dia inteiro|todo o dia)$/;

function markAllDay(tokens: Token[], roles: Temporal["roles"]): void {
  const words = tokens.map((token) => token.folded);
  for (let at = 0; at < words.length; at++) {
    for (const length of [6, 5, 4, 3, 2]) {
      const last = at + length - 1;
      if (last >= words.length) continue;
      if (!allDayPhrase.test(words.slice(at, last + 1).join(" "))) continue;
      if (roles.slice(at, last + 1).some((role) => role !== null)) continue;
      for (let i = at; i <= last; i++) roles[i] = "time";
      at = last;
      break;
    }
  }
}

const shiftAmount =
  "(?:(?:en|em|by)\\s+)?(\\d{1,3}|una?|uma?|an?|one|dos|duas|dois|two|tres|three|cuatro|quatro|four|cinco|five|media|meia|half an?)\\s+(horas?|hours?|hrs?|h|minutos?|minutes?|mins?|min)(?:\\s+(?:y|e|and)\\s+(media|meia|a half))?";
const shiftAmountPattern = new RegExp(`\\b${shiftAmount}\\b`);
const shiftAfterPattern = new RegExp(
  `\\b${shiftAmount}\\s+(?:(?:mas|mais)\\s+)?(tarde|temprano|cedo|antes|despues|depois|later|earlier|sooner)\\b`,
);
/** Number words an amount is said by — "una hora más tarde", "media hora antes", "dos días",
 * "a couple of days", "seis horas" — for the hour's shift here, the day's (move-requests.ts)
 * and an event's length (event-lengths.ts). */
export const shiftAmountWords: Record<string, number> = {
  ...{ un: 1, una: 1, um: 1, uma: 1, a: 1, an: 1, one: 1 },
  ...{ dos: 2, duas: 2, dois: 2, two: 2, couple: 2 },
  ...{ tres: 3, three: 3, cuatro: 4, quatro: 4, four: 4, cinco: 5, five: 5, seis: 6, six: 6 },
  ...{ media: 0.5, meia: 0.5, half: 0.5 },
};

/**
 * "una hora más tarde", "media hora antes", "2 horas mais cedo", "30 minutes earlier"; "adelanta
 * la cita media hora", "atrasa… una hora", "push it back an hour", "move it up 30 minutes": an
 * hour moved by an amount (later positive) — the family of relative shifts. The direction is the
 * adverb after the amount, else the verb (adelantar/adiantar/move up/bring forward earlier;
 * atrasar/retrasar/posponer/postergar/delay/push back later). A reminder's "una hora antes" is
 * no shift (the verb of reminding is left to the task rules).
 */
function readShift(rest: string, words: string[]): { minutes: number; phrase: string } | null {
  if (words.some((word) => /^(recuerd|record|avis|remind|lembr|alert|notif)/.test(word)))
    return null;
  const amountOf = (match: RegExpMatchArray): number => {
    const said = match[1] ?? "";
    const count = /^half/.test(said) ? 0.5 : (shiftAmountWords[said] ?? Number(said));
    const hours = /^h/.test(match[2] ?? "");
    return Math.round((hours ? count * 60 : count) + (match[3] ? 30 : 0));
  };
  const after = rest.match(shiftAfterPattern);
  if (after) {
    const later = /^(tarde|despues|depois|later)$/.test(after[4] ?? "");
    const minutes = amountOf(after);
    return minutes > 0 ? { minutes: later ? minutes : -minutes, phrase: after[0] } : null;
  }
  const has = (pattern: RegExp) => words.some((word) => pattern.test(word));
  const moves = has(/^(push|pushed|move|moved|bump|set|bring|brought)$/);
  const earlier = has(/^(adelant|adiant)/) || (moves && has(/^(up|forward|ahead)$/));
  const later = has(/^(atras|retras|pospon|posterg|delay)/) || (moves && has(/^(back|later)$/));
  if (earlier === later) return null;
  const amount = rest.match(shiftAmountPattern);
  if (!amount) return null;
  const minutes = amountOf(amount);
  return minutes > 0 ? { minutes: earlier ? -minutes : minutes, phrase: amount[0] } : null;
}

/** The day of the month said to repeat, and its phrase (folded, as `joined` holds it). */
const monthDayPatterns: RegExp[] = [
  // es: "todos los primeros de mes", "cada primero de mes", "el 10 de cada mes", "los 5 de cada mes"
  /\b(?:(?:todos |cada )?(?:los |el )?)(primeros?|\d{1,2})(?: de)? (?:cada|todos los) mes(?:es)?\b/,
  /\b(?:todos los|cada) (primeros?|\d{1,2}) de(?:l)? mes\b/,
  // pt: "todo dia 5", "todo dia primeiro", "dia 10 de cada mês"
  /\btodo dia (primeiro|\d{1,2})\b/,
  /\b(?:no |o )?dia (primeiro|\d{1,2}) de (?:cada|todo) mes\b/,
  // en: "on the 1st of every month", "the first of each month", "every 15th"
  /\b(?:on )?the (first|\d{1,2})(?:st|nd|rd|th)? of (?:every|each|the) month\b/,
  // ("every 2nd week", "every other day" are no day of the month)
  /\bevery (first|\d{1,2})(?:st|nd|rd|th)\b(?! (?:days?|weeks?|months?|years?|\w+day|weekend)\b)(?: of the month)?/,
];
function monthDayOf(joined: string): { phrase: string; day: number } | null {
  for (const pattern of monthDayPatterns) {
    const found = joined.match(pattern);
    if (!found?.[1]) continue;
    const day = /^(primeros?|primeiro|first)$/.test(found[1]) ? 1 : Number(found[1]);
    if (day >= 1 && day <= 31) return { phrase: found[0].trim(), day };
  }
  return null;
}
/** The next date (today or later) on that day of the month; a short month takes its last day. */
function nextMonthDay(today: IsoDate, day: number): IsoDate {
  const [year, month, current] = today.split("-").map(Number) as [number, number, number];
  const on = (y: number, m: number) => {
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    return `${y}-${String(m).padStart(2, "0")}-${String(Math.min(day, last)).padStart(2, "0")}` as IsoDate;
  };
  if (day >= current) return on(year, month);
  return month === 12 ? on(year + 1, 1) : on(year, month + 1);
}

export function readTemporal(
  tokens: Token[],
  language: Language,
  today: IsoDate,
  options: { chrono?: boolean; text?: string } = {},
): Temporal {
  const starts: number[] = [];
  let joined = "";
  tokens.forEach((token, i) => {
    joined += joint(tokens[i - 1], token, language, options.text);
    starts.push(joined.length);
    joined += token.folded;
  });
  const roles: Temporal["roles"] = tokens.map(() => null);
  const mark = (phrase: string | undefined, role: NonNullable<Temporal["roles"][number]>) => {
    if (!phrase) return;
    const span = freeCover(joined, starts, phrase, roles);
    if (!span) return;
    for (let i = span.first; i <= span.last; i++) if (roles[i] === null) roles[i] = role;
  };
  const findPhrase = (phrases: string[]): string | undefined =>
    phrasesOf(phrases).find((phrase) => phrasePattern(phrase).test(joined));

  const lexicon = lexicons[language];
  let recurrence: Recurrence | null = null;
  let date: IsoDate | null = null;
  // "todos los primeros de mes", "el 10 de cada mes", "todo dia 5", "on the 1st of every month":
  // a day of the month that repeats is monthly, and the first one is that day's next.
  const monthDay = monthDayOf(joined);
  if (monthDay) {
    recurrence = "monthly";
    mark(monthDay.phrase, "repeat");
    date = nextMonthDay(today, monthDay.day);
  }
  for (const kind of monthDay ? [] : (["daily", "weekly", "monthly"] as const)) {
    const phrase = findPhrase(lexicon.recurrence[kind]);
    if (phrase) {
      recurrence = kind;
      mark(phrase, "repeat");
      // "cada lunes" starts on the next Monday.
      date = parseWhen(phrase, today, language, false).date;
      break;
    }
  }
  // "no es urgente", "not important": a task that can wait, never an urgent one.
  const unhurriedPhrase = findPhrase(lexicon.unhurried);
  // "sin prisa, prioridad baja": every way it was said is no part of the title.
  for (const phrase of phrasesOf(lexicon.unhurried))
    if (phrasePattern(phrase).test(joined)) mark(phrase, "urgent");
  const besidesUnhurried = (phrase: string | undefined) =>
    phrase && unhurriedPhrase?.includes(phrase) ? undefined : phrase;
  const urgentPhrase = besidesUnhurried(findPhrase(lexicon.urgent));
  mark(urgentPhrase, "urgent");
  const importantPhrase = besidesUnhurried(findPhrase(lexicon.important));
  mark(importantPhrase, "urgent");

  const free = tokens.map((token, i) =>
    roles[i] ? "_".repeat(token.folded.length) : token.folded,
  );
  // Joined as `joined` is, so that the phrases found cover the same tokens.
  const said = free
    .map((word, i) => joint(tokens[i - 1], tokens[i] as Token, language, options.text) + word)
    .join("");
  // "una hora más tarde": an amount that moves the hour, read before any length or hour.
  const shift = readShift(
    said,
    tokens.map((token) => token.folded),
  );
  const rest = shift ? said.replace(shift.phrase, (phrase) => "_".repeat(phrase.length)) : said;
  const duration = parseDuration(rest);
  // "monday 9am 30 min": how long is no part of the day ("monday 30").
  const timed =
    duration && !duration.range
      ? rest.replace(duration.phrase, (said) => "_".repeat(said.length))
      : rest;
  // "cada noche a las 10": the repetition's "noche" still says the hour's half of the day.
  let when = parseWhen(timed, today, language, options.chrono ?? true, joined);
  // "mueve la junta del lunes para el martes", "push Monday's meeting to Friday": two days, the
  // one led by "para/pal/pra/to" is where it goes — the other only says which.
  const firstDay = when.date
    ? when.phrases.find((phrase) => phrase !== when.phrases.at(-1) || !when.time)
    : undefined;
  if (firstDay) {
    const blanked = timed.replace(firstDay, (said) => "_".repeat(said.length));
    const second = parseWhen(blanked, today, language, false, joined);
    const secondDay = second.date
      ? second.phrases.find((phrase) => phrase !== second.phrases.at(-1) || !second.time)
      : undefined;
    const led = (phrase: string) =>
      new RegExp(
        `\\b(?:para|pal|pa|pra|pro|to)\\s+(?:el\\s+|la\\s+|o\\s+|a\\s+|the\\s+)?${escapePattern(phrase.replace(/^(?:el|la|o|a|the|on|para|pal|pra|pro|to)\s+/, ""))}`,
      );
    if (
      second.date &&
      secondDay &&
      second.date !== when.date &&
      led(secondDay).test(timed) &&
      !led(firstDay).test(timed) &&
      // "Friday Dec 4", "el viernes 4 de diciembre", "para el viernes 4 de diciembre": one day
      // said twice over.
      !(
        !/^(?:para|pal|pa|pra|pro|to)\b/.test(secondDay) &&
        new RegExp(
          `${escapePattern(secondDay)}[\\s,]*${escapePattern(firstDay)}|${escapePattern(firstDay)}[\\s,]*${escapePattern(secondDay)}`,
        ).test(timed)
      ) &&
      !(
        when.date !== null &&
        isoWeekday(second.date) === isoWeekday(when.date) &&
        new RegExp(`${escapePattern(secondDay)}[\\s,]*${escapePattern(firstDay)}`).test(timed)
      )
    ) {
      // The hour's phrase stays last (the roles below read it so).
      const hour = when.time ? when.phrases.at(-1) : undefined;
      when = {
        date: second.date,
        time: when.time,
        phrases: [
          ...when.phrases.filter((phrase) => phrase !== hour),
          secondDay,
          ...(hour ? [hour] : []),
        ],
      };
    }
  }
  // "de 4 a 7" says the hour and how long: the hour's role, which the phrasings know.
  // The time's phrase comes last ("las 11 y media" after "para" is only a time in context).
  const timePhrase = when.time ? when.phrases.at(-1) : undefined;
  // Longest first: "mañana" as a day is not the "mañana" of "a las 8 de la mañana".
  const phrases = [...when.phrases].sort((a, b) => b.length - a.length);
  for (const phrase of phrases) mark(phrase, phrase === timePhrase ? "time" : "date");
  mark(duration?.phrase, "duration");
  mark(shift?.phrase, "duration");
  // "by next Friday", "antes del viernes", "até sexta": the deadline's word is the date's.
  tokens.forEach((token, i) => {
    if (roles[i] !== null || !deadlineWords.has(token.folded)) return;
    // "a partir de hoy", "a partir do dia 5": the "a" and "de" around "partir" are the day's too.
    if (token.folded === "partir" && tokens[i - 1]?.folded === "a" && roles[i - 1] === null) {
      const joint = ["de", "del", "do", "da"].includes(tokens[i + 1]?.folded ?? "") ? 1 : 0;
      if (roles[i + 1 + joint] !== "date") return;
      for (let at = i - 1; at <= i + joint; at++) roles[at] = "date";
      return;
    }
    if (roles[i + 1] === "date") roles[i] = "date";
    // "antes del viernes", "hasta el lunes": the article between is the deadline's too.
    else if (deadlineJoints.has(tokens[i + 1]?.folded ?? "") && roles[i + 2] === "date") {
      roles[i] = "date";
      roles[i + 1] = "date";
    }
  });
  markDayParts(lexicon.dayParts ?? [], tokens, roles);
  if (when.date ?? date) markAllDay(tokens, roles);
  markWeekdaysOfDates(tokens, roles);
  markDayRanges(tokens, roles);
  // "que sea todos los días ahora", "every day now": with a repetition, "now" says from when it
  // holds, not a day to move it to.
  const fromNowOn =
    recurrence !== null &&
    when.date !== null &&
    when.phrases.every((phrase) =>
      /^(?:desde |a partir de )?(?:ahora|ahorita|agora|now)$/.test(phrase.trim()),
    );
  // "swim class is now at 5:30", "la natación ahora es a las 5:30", "agora é às 18h": «now»
  // tells the change of hour, not the day.
  const nowTellsTheChange =
    when.time !== null &&
    when.date !== null &&
    when.phrases.some((phrase) => /^(?:ahora|agora|now)$/.test(phrase.trim())) &&
    /\b(?:is now|'s now|now is|es ahora|ahora es|agora e|e agora|ahora sera|now at)\b/.test(joined);
  return {
    date: fromNowOn || nowTellsTheChange ? date : (when.date ?? date),
    time: when.time,
    hourSaidBare: timePhrase !== undefined && !halfOfDaySaid.test(timePhrase),
    durationMinutes: duration ? Number(duration.value) : null,
    shiftMinutes: shift?.minutes ?? null,
    recurrence,
    urgent: Boolean(urgentPhrase || importantPhrase || unhurriedPhrase),
    priority: unhurriedPhrase ? "low" : urgentPhrase ? "urgent" : importantPhrase ? "high" : null,
    roles,
  };
}
