import { parseDuration, parseWhen, weekdays } from "#server/ai/builtin/when.ts";
import { type Language, lexicons } from "#server/ai/understanding/corpus.ts";
import { fold, type Token } from "#server/ai/understanding/text.ts";
import type { IsoDate } from "#shared/calendar/zoned-time.ts";

export type Recurrence = "daily" | "weekly" | "monthly";

/** What a message says about when (and how often, how urgent): the values, and which words said
 * it, so that they are left out of titles and item names. */
export interface Temporal {
  date: IsoDate | null;
  time: string | null;
  durationMinutes: number | null;
  recurrence: Recurrence | null;
  /** Said urgent or important at all: a reason to read a chore as a task. */
  urgent: boolean;
  /** "urgente", "asap" → urgent; "importante", "prioridad alta" → high. */
  priority: "urgent" | "high" | null;
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
  for (const kind of ["daily", "weekly", "monthly"] as const) {
    const phrase = findPhrase(lexicon.recurrence[kind]);
    if (phrase) {
      recurrence = kind;
      mark(phrase, "repeat");
      // "cada lunes" starts on the next Monday.
      date = parseWhen(phrase, today, language, false).date;
      break;
    }
  }
  const urgentPhrase = findPhrase(lexicon.urgent);
  mark(urgentPhrase, "urgent");
  const importantPhrase = findPhrase(lexicon.important);
  mark(importantPhrase, "urgent");

  const free = tokens.map((token, i) =>
    roles[i] ? "_".repeat(token.folded.length) : token.folded,
  );
  // Joined as `joined` is, so that the phrases found cover the same tokens.
  const rest = free
    .map((word, i) => joint(tokens[i - 1], tokens[i] as Token, language, options.text) + word)
    .join("");
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
      // "Friday Dec 4", "el viernes 4 de diciembre": one day said twice over.
      !(
        !/^(?:para|pal|pa|pra|pro|to)\b/.test(secondDay) &&
        new RegExp(
          `${escapePattern(secondDay)}[\\s,]*${escapePattern(firstDay)}|${escapePattern(firstDay)}[\\s,]*${escapePattern(secondDay)}`,
        ).test(timed)
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
  markWeekdaysOfDates(tokens, roles);
  return {
    date: when.date ?? date,
    time: when.time,
    durationMinutes: duration ? Number(duration.value) : null,
    recurrence,
    urgent: Boolean(urgentPhrase || importantPhrase),
    priority: urgentPhrase ? "urgent" : importantPhrase ? "high" : null,
    roles,
  };
}
