import * as chrono from "chrono-node";
import {
  addDays,
  addMonths,
  formatIsoDate,
  type IsoDate,
  parseIsoDate,
} from "#shared/calendar/zoned-time.ts";

/**
 * Spanish (and English and Portuguese) dates and times as families say them: "mañana",
 * "pasado mañana", "el viernes", "el 15 de diciembre", "a las 5 de la tarde", "el lunes 19:30".
 * Works on folded text (lower case, no accents) and answers the phrases it used, so callers can
 * cut them out of a title ("pagar la luz el viernes" → "pagar la luz"). What these family rules
 * do not read ("December 3rd", "next Tuesday", "in two weeks") is left to chrono-node's parser of
 * the message's language: measured in docs/decisions/009, chrono alone misreads "pasado mañana",
 * "a las 7" (7 a.m.) and "la próxima semana", so it comes second.
 */
export interface When {
  date: IsoDate | null;
  /** "HH:mm", 24 h. */
  time: string | null;
  /** The pieces of the text that said the date and the time. */
  phrases: string[];
}

export const weekdays: Record<string, number> = {
  lunes: 1,
  martes: 2,
  miercoles: 3,
  jueves: 4,
  viernes: 5,
  sabado: 6,
  domingo: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
  sunday: 0,
  segunda: 1,
  terca: 2,
  quarta: 3,
  quinta: 4,
  sexta: 5,
};

export const months: Record<string, number> = {
  enero: 1,
  febrero: 2,
  marzo: 3,
  abril: 4,
  mayo: 5,
  junio: 6,
  julio: 7,
  agosto: 8,
  septiembre: 9,
  setiembre: 9,
  octubre: 10,
  noviembre: 11,
  diciembre: 12,
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  may: 5,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
  janeiro: 1,
  fevereiro: 2,
  marco: 3,
  maio: 5,
  junho: 6,
  julho: 7,
  setembro: 9,
  outubro: 10,
  novembro: 11,
  dezembro: 12,
};

/** Number words up to twelve, for "a las siete" or "dos kilos". */
export const numberWords: Record<string, number> = {
  un: 1,
  una: 1,
  uno: 1,
  one: 1,
  um: 1,
  uma: 1,
  dos: 2,
  two: 2,
  dois: 2,
  duas: 2,
  tres: 3,
  three: 3,
  cuatro: 4,
  four: 4,
  quatro: 4,
  cinco: 5,
  five: 5,
  seis: 6,
  six: 6,
  siete: 7,
  seven: 7,
  sete: 7,
  ocho: 8,
  eight: 8,
  oito: 8,
  nueve: 9,
  nine: 9,
  nove: 9,
  diez: 10,
  ten: 10,
  dez: 10,
  once: 11,
  eleven: 11,
  onze: 11,
  doce: 12,
  twelve: 12,
  doze: 12,
};

/** Months written short: "Dec 5", "5 dic", "dia 4 de dez". Only next to a day's number — "mar",
 * "set" or "out" alone are other words. */
const shortMonths: Record<string, number> = {
  jan: 1,
  ene: 1,
  feb: 2,
  fev: 2,
  mar: 3,
  apr: 4,
  abr: 4,
  jun: 6,
  jul: 7,
  aug: 8,
  ago: 8,
  sep: 9,
  sept: 9,
  set: 9,
  oct: 10,
  out: 10,
  nov: 11,
  dec: 12,
  dic: 12,
  dez: 12,
};

/** The month a word names next to a day's number ("diciembre", "dec", "dez"). */
export function monthNextToADay(word: string): number | undefined {
  return months[word] ?? shortMonths[word];
}

const weekdayPattern = Object.keys(weekdays).join("|");
const monthPattern = Object.keys(months).join("|");
const shortMonthPattern = Object.keys(shortMonths).join("|");
/** Short months that are no other word, so they may be said without "de": "Dec 5", "5 dic". */
const plainShortMonthPattern = Object.keys(shortMonths)
  .filter((month) => !["mar", "set", "out", "dez", "ago"].includes(month))
  .join("|");
const numberPattern = `\\d{1,2}|${Object.keys(numberWords).join("|")}`;

function toNumber(word: string): number {
  return /^\d+$/.test(word) ? Number(word) : (numberWords[word] ?? Number.NaN);
}

function weekdayOf(date: IsoDate): number {
  const { year, month, day } = parseIsoDate(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The next such weekday after today (1 to 7 days ahead): "el viernes" said on a Friday is the
 * next one, since that day itself is "hoy". */
function nextWeekday(today: IsoDate, weekday: number): IsoDate {
  const ahead = (weekday - weekdayOf(today) + 7) % 7 || 7;
  return addDays(today, ahead);
}

/** A day and month without a year: this year's, or next year's once it has passed. */
function upcomingDayOfMonth(today: IsoDate, month: number, day: number): IsoDate | null {
  const { year } = parseIsoDate(today);
  for (const candidateYear of [year, year + 1]) {
    const candidate = formatIsoDate(candidateYear, month, day);
    const valid = parseIsoDate(addDays(candidate, 0)).day === day;
    if (valid && candidate >= today) return candidate;
  }
  return null;
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

interface Found {
  value: string;
  phrase: string;
}

function findDate(text: string, today: IsoDate): Found | null {
  const rules: [RegExp, (match: RegExpMatchArray) => string | null][] = [
    [/\b(pasado manana|day after tomorrow|depois de amanha)\b/, () => addDays(today, 2)],
    [
      // "el primero", "o primeiro", "on the first": the coming first day of a month.
      /\b(?:el|o|dia|on the|the) (?:primero|primeiro|first|1ro|1o)\b(?! de | of )/,
      () => {
        const { year, month, day } = parseIsoDate(today);
        if (day === 1) return today;
        return month === 12 ? formatIsoDate(year + 1, 1, 1) : formatIsoDate(year, month + 1, 1);
      },
    ],
    [/(?<!\bla )\b(?:(?:para|pra|pa) )?(manana|tomorrow|amanha)\b/, () => addDays(today, 1)],
    [
      /\b(?:(?:para|pra|pa) )?(hoy|today|tonight|hoje|esta noche|esta tarde|hoje a noite|this evening)\b/,
      () => today,
    ],
    [
      new RegExp(
        `\\b(?:el dia |el |o dia |dia |o |on |a )?(?:(${numberPattern})\\s+de\\s+(${monthPattern}|${shortMonthPattern})|(\\d{1,2})\\s+(${monthPattern}|${plainShortMonthPattern}))\\b\\.?|\\b(?:on )?(${monthPattern}|${plainShortMonthPattern})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?!\\s*(?::|h\\b|hs\\b|am\\b|pm\\b|kg|kilos?|lbs?))`,
      ),
      (m) => {
        const day = toNumber(m[1] ?? m[3] ?? m[6] ?? "");
        const said = m[2] ?? m[4] ?? m[5] ?? "";
        const month = months[said] ?? shortMonths[said];
        return month && day >= 1 && day <= 31 ? upcomingDayOfMonth(today, month, day) : null;
      },
    ],
    [
      // "1/2 kilo de queso", "3/4 lb": a fraction before a unit is an amount, not a date.
      new RegExp(
        `\\b(?:el |on )?(\\d{1,2})\\/(\\d{1,2})(?:\\/(\\d{2,4}))?\\b(?!${unitAfter.source})`,
      ),
      (m) => {
        const day = Number(m[1]);
        const month = Number(m[2]);
        if (month < 1 || month > 12 || day < 1 || day > 31) return null;
        if (m[3]) {
          const year = m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
          return formatIsoDate(year, month, day);
        }
        return upcomingDayOfMonth(today, month, day);
      },
    ],
    [
      new RegExp(
        `\\b(?:en|dentro de|in|em|daqui a|daqui)\\s+(${numberPattern}|un|una|a|an|um|uma)\\s+(dias?|days?|semanas?|weeks?|mes|meses|months?)\\b`,
      ),
      (m) => {
        const count = /^(un|una|a|an|um|uma)$/.test(m[1] ?? "") ? 1 : toNumber(m[1] ?? "");
        const unit = m[2] ?? "";
        if (Number.isNaN(count)) return null;
        // "dentro de un mes", "in a month": the same day of the month, so many months on.
        if (/^m/.test(unit)) return addMonths(today, count);
        return addDays(today, unit.startsWith("d") ? count : count * 7);
      },
    ],
    [
      // "el viernes 4", "el domingo 6": the coming day of that number (on that weekday).
      new RegExp(
        `\\b(?:(?:el|este|esta|on|o|a|na|no|para el|para la|pal|pa el)\\s+)*(${weekdayPattern})(?:[- ]feira)?,?\\s+(?:(?:el|dia|the)\\s+)?(\\d{1,2})(?:\\s?(?:st|nd|rd|th))?\\b(?!\\s*(?::|h\\b|hs\\b|am\\b|pm\\b|de la|da |kg|kilos?|litros?|(?:y|e) (?:media|cuarto|meia|quinze)\\b|menos cuarto|(?:to|a|till|until|hasta|ate)\\s+\\d|-\\s*\\d))`,
      ),
      (m) => {
        const weekday = weekdays[m[1] ?? ""];
        const day = Number(m[2]);
        if (weekday === undefined || day < 1 || day > 31) return null;
        let first: IsoDate | null = null;
        for (let ahead = 0; ahead <= 62; ahead++) {
          const date = addDays(today, ahead);
          if (parseIsoDate(date).day !== day) continue;
          if (weekdayOf(date) === weekday) return date;
          first ??= date;
        }
        return first;
      },
    ],
    [
      new RegExp(
        `\\b(?:(?:el|este|esta|el proximo|la proxima|proximo|proxima|this|next|on|o|a|al|na|no|para el|para la|para o|para a|pro|pra|pal|pa el)\\s+)*(${weekdayPattern})(?:[- ]feira)?(?:\\s+(?:que viene|proximo|de la semana que viene))?\\b`,
      ),
      (m) => {
        const weekday = weekdays[m[1] ?? ""];
        return weekday === undefined ? null : nextWeekday(today, weekday);
      },
    ],
    [
      /\b(?:el |este |for the |this )?(fin de semana|finde|weekend|fim de semana)\b/,
      () => (weekdayOf(today) === 6 ? today : nextWeekday(today, 6)),
    ],
    [
      /\b(la (semana que viene|semana que entra|proxima semana)|next week|semana que vem|proxima semana)\b/,
      () => nextWeekday(today, 1),
    ],
    [
      new RegExp(
        // "antes del 15", "by the 10th": a deadline on that day.
        // "move it to the 8th", "for the 12th", "the 3rd": in English an ordinal is a day.
        `\\b(?:el dia |el |on the |no dia |o dia |dia |antes del |hasta el |before the |by the |until the |to the |for the |the (?=\\d{1,2}(?:st|nd|rd|th)\\b)|antes do |ate o )(${numberPattern})(?:st|nd|rd|th)?\\b(?! (de|kg|kilos?|litros?))`,
      ),
      (m) => {
        const day = toNumber(m[1] ?? "");
        if (!(day >= 1 && day <= 31) || !/^\d+$/.test(m[1] ?? "")) return null;
        // This month's, or the next month's that has that day ("el 31" in November: December).
        const { year, month } = parseIsoDate(today);
        for (let ahead = 0; ahead <= 12; ahead++) {
          const index = month - 1 + ahead;
          const candidate = formatIsoDate(year + Math.floor(index / 12), (index % 12) + 1, day);
          if (parseIsoDate(addDays(candidate, 0)).day === day && candidate >= today)
            return candidate;
        }
        return null;
      },
    ],
  ];
  for (const [pattern, resolve] of rules) {
    const match = text.match(pattern);
    if (!match) continue;
    const value = resolve(match);
    if (value) return { value, phrase: match[0] };
  }
  return null;
}

interface Range {
  start: string;
  minutes: number;
  phrase: string;
}

const clockPart = `(${numberPattern})(?:(?::|\\.|h)(\\d{2}))?(\\s+y media|\\s+e meia)?(?:\\s*(h|hs|hrs|horas|am|a\\.m\\.|pm|p\\.m\\.)\\b)?`;
const periodPart =
  "(?:\\s+(de la manana|de la tarde|de la noche|in the morning|in the afternoon|in the evening|at night|da manha|da tarde|da noite|en la manana|en la tarde|en la noche|por la manana|por la tarde|por la noche))?";
const rangePattern = new RegExp(
  `\\b(?:de|desde|das|da|from|entre|between)\\s+(?:las?\\s+)?${clockPart}\\s*(?:a|hasta|y|as|ate|e|to|until|till|and|-)\\s+(?:las?\\s+)?${clockPart}${periodPart}`,
);

const countedAfter =
  /^\s*(?:de\s+)?(?:kilos?|kg|gramos?|gr|g|litros?|lt|l|unidades?|paquetes?|cajas?|caixas?|latas?|botellas?|garrafas?|docenas?|duzias?|dias?|days?|semanas?|weeks?|meses?|months?|anos?|years?|veces|vezes|times|personas?|pessoas?|people|huevos|ovos|eggs|pounds?|lbs?|oz|minutos?|minutes?|mins?|horas?|hours?|hrs?)\b/;

/** "de 4 a 7", "das 12 às 16h", "from 9 to 11am", "entre las 10 y las 12": a start and an end,
 * the end's "pm" or "de la tarde" telling the start's half of the day when it says none. */
/** "5 to 6pm", "10-12h", "saturday 10 to 11:30": a range said without "de"/"from", which its
 * end's "pm" or "h", or its minutes, mark as hours. */
const bareRangePattern = new RegExp(
  `(?<![\\d/:.])\\b${clockPart}\\s*(?:a|to|-|till|until|as|ate)\\s*${clockPart}${periodPart}`,
);

const afterAWeekday = new RegExp(`\\b(?:${weekdayPattern})(?:[- ]feira)?,?\\s*$`);

export function findRange(text: string): Range | null {
  const bare = text.match(bareRangePattern);
  // "sábado dia 5 às 16h": a bare number before "às" is the day of the month, not a start.
  const dayThenHour = bare !== null && /^\d{1,2}\s*as\s/.test(bare[0]);
  const match =
    text.match(rangePattern) ??
    (bare &&
    !dayThenHour &&
    (/^(h|hs|hrs|am|pm|a\.m\.|p\.m\.)$/.test(bare[8] ?? "") ||
      /\d[:h]\d{2}/.test(bare[0]) ||
      // "saturday 2 to 5", "el sábado 4 a 7": hours, right after the day they are on.
      afterAWeekday.test(text.slice(0, bare.index)))
      ? bare
      : null);
  if (!match) return null;
  // "de 2 a 3 kilos", "de 3 a 4 huevos", "de 2 a 3 horas": amounts, not a time of day.
  const after = text.slice((match.index ?? 0) + match[0].length);
  if (countedAfter.test(after)) return null;
  const [, h1, m1, half1, s1, h2, m2, half2, s2, period] = match;
  if (/^hora/.test(s2 ?? "") && toNumber(h2 ?? "") <= 12) return null;
  let start = toNumber(h1 ?? "");
  let end = toNumber(h2 ?? "");
  if (Number.isNaN(start) || Number.isNaN(end) || start > 23 || end > 23) return null;
  const startMinute = half1 ? 30 : m1 ? Number(m1) : 0;
  const endMinute = half2 ? 30 : m2 ? Number(m2) : 0;
  if (startMinute > 59 || endMinute > 59) return null;
  // Without any clock word, two small numbers may be anything ("de 2 a 3 kilos"): only a
  // range when a time word, a period or an hour-like pair says so.
  const suffixEnd = s2 ?? "";
  const suffixStart = s1 ?? "";
  const afternoon =
    /tarde|noche|afternoon|evening|night|noite/.test(period ?? "") || suffixEnd.startsWith("p");
  const morning = /manana|morning|manha/.test(period ?? "") || suffixEnd.startsWith("a");
  const twentyFour = suffixEnd.startsWith("h") || suffixStart.startsWith("h") || end > 12;
  if (suffixStart.startsWith("p") && start < 12) start += 12;
  if (afternoon && end < 12) end += 12;
  if (!twentyFour && !morning && !afternoon && !suffixStart) {
    // A family's "de 4 a 7" is the afternoon, "de 9 a 11" the morning.
    if (start >= 1 && start <= 7) start += 12;
    if (end >= 1 && end <= 8) end += 12;
  }
  if (afternoon && start < 12 && start + 12 < end + (endMinute > 0 ? 1 : 0)) start += 12;
  if (twentyFour && start >= 1 && start <= 7 && end >= 13 && start + 12 < end) start += 12;
  if (end * 60 + endMinute <= start * 60 + startMinute && end < 12) end += 12;
  const minutes = end * 60 + endMinute - (start * 60 + startMinute);
  if (minutes <= 0 || minutes > 16 * 60) return null;
  return { start: `${pad(start)}:${pad(startMinute)}`, minutes, phrase: match[0] };
}

/** A part of the day said anywhere in the message ("cada noche", "esta noche", "every
 * morning", "todas as manhãs", "la cena"): it tells which half of the day a bare hour is in. "Mañana"
 * alone is tomorrow, and "tarde" alone may be "late": only their day-part phrases count. */
const eveningWords =
  /\b(noche|noches|tonight|night|nights|evening|evenings|noite|noites|hoje a noite|(?:la|las|esta|cada|de|en la|por la|a la|toda la|todas las|a|a tarde|esta|essa|toda|this|every|in the) tardes?|afternoons?|cena|cenar|cenamos|cenemos|jantar|jantamos|dinner|supper)\b/;
const morningWords =
  /\b((?:por la|en la|de la|a la|cada|toda la|todas las|de|pela|na|toda|todas as|da) mananas?|(?:por la|en la|a la|cada|toda la|todas las|de|pela|na|toda|todas as|da) manhas?|mornings?|desayuno|breakfast|cafe da manha|temprano|cedo|early)\b/;

export type DayHalf = "morning" | "evening" | null;

/** Which half of the day the message's words put a bare hour in (null: neither, or both). */
export function dayHalfOf(text: string): DayHalf {
  const evening = eveningWords.test(text);
  const morning = morningWords.test(text);
  return evening === morning ? null : evening ? "evening" : "morning";
}

function findTime(text: string, half: DayHalf = null): Found | null {
  const range = findRange(text);
  if (range) return { value: range.start, phrase: range.phrase };
  // "al mediodía", "para el mediodía", "at noon", "to noon", "ao meio-dia", "pro meio-dia".
  const noon =
    /\b(al mediodia|a mediodia|al medio dia|para el mediodia|para mediodia|at noon|to noon|by noon|ao meio-dia|ao meio dia|pro meio-dia|para o meio-dia)\b/;
  if (noon.test(text)) {
    // "to noon", "para el mediodía": the preposition stays the request's own word.
    const said = text.match(noon)?.[0] ?? "";
    return { value: "12:00", phrase: said.replace(/^(to|by|para|pro) /, "") };
  }
  const pattern = new RegExp(
    `\\b(?:desde las|desde la|a partir de las|a partir de la|a partir das|a partir da|from|a las|a la|(?<=\\bpara |\\bpa )las|(?<=\\bpara )as|at|as|pras|a eso de las|tipo|(?:para|pra|pa)(?=\\s+\\d{1,2}\\s+(?:de la|da)\\s+(?:manana|tarde|noche|noite|manha)\\b))\\s+(${numberPattern})(?:(?::|\\.|h)(\\d{2}))?(\\s+y media|\\s+e meia|\\s+y cuarto|\\s+e quinze|\\s+menos cuarto|\\s+(?:y|e)\\s+[0-5]\\d(?![\\d.,]|\\s*(?:kg|kilos?|litros?|minutos?|min)\\b))?(?:\\s*(h|hs|hrs|horas|am|a\\.m\\.|pm|p\\.m\\.)\\b)?(?:\\s+(de la manana|de la tarde|de la noche|de la madrugada|del mediodia|del dia|in the morning|in the afternoon|in the evening|at night|da manha|da tarde|da noite|en la manana|en la tarde|en la noche|por la manana|por la tarde|por la noche))?`,
  );
  const match = text.match(pattern);
  if (!match) return bareTime(text);
  let hour = toNumber(match[1] ?? "");
  let minute = match[2] ? Number(match[2]) : 0;
  if (Number.isNaN(hour) || hour > 23 || minute > 59) return null;
  const fraction = match[3]?.trim();
  if (fraction === "y media" || fraction === "e meia") minute = 30;
  if (fraction === "y cuarto" || fraction === "e quinze") minute = 15;
  // "a las 18 y 30", "às 7 e 45": the minutes said after "y/e".
  const minutes = fraction?.match(/^(?:y|e)\s+(\d{2})$/);
  if (minutes) minute = Number(minutes[1]);
  if (fraction === "menos cuarto") {
    hour -= 1;
    minute = 45;
  }
  const suffix = match[4] ?? "";
  const period = match[5] ?? "";
  const afternoon =
    /tarde|noche|afternoon|evening|night|noite/.test(period) || suffix.startsWith("p");
  const morning = /manana|morning|manha|madrugada/.test(period) || suffix.startsWith("a");
  if (afternoon && hour < 12) hour += 12;
  else if (morning && hour === 12) hour = 0;
  // "cada noche a las 10", "la cena a las 8": the day's part said elsewhere tells the half.
  else if (!morning && !suffix && half === "evening" && hour >= 1 && hour <= 11) hour += 12;
  // Without "de la mañana" or "am", a family's "a las 7" is evening and "a las 9" morning:
  // nobody schedules a school meeting at 3 a.m.
  else if (!morning && half !== "morning" && !suffix.startsWith("h") && hour >= 1 && hour <= 7)
    hour += 12;
  return { value: `${pad(hour)}:${pad(minute)}`, phrase: match[0] };
}

const spelledHourAfterADay = new RegExp(
  `(?<=\\b(?:manana|hoy|lunes|martes|miercoles|jueves|viernes|sabado|domingo|amanha|hoje|segunda|terca|quarta|quinta|sexta)\\s)(${Object.keys(numberWords).join("|")})\\s+(?:y|e)\\s+(media|cuarto|meia|quinze)\\b(?!\\s*(?:de |do )?(?:kilos?|kg|litros?|docenas?|horas?))`,
);

/** "19:30", "7:15 pm", "20 hs", "8h", "10am": a time said without "a las". */
function bareTime(text: string): Found | null {
  // "el martes 9 y media", "sexta 10 e meia": an hour and its fraction, said with no "a las".
  // "mañana nueve y media", "el lunes diez y cuarto": in words too, right after the day.
  const fraction =
    text.match(
      /(?<![\d/.,])\b(\d{1,2})\s+(?:y|e)\s+(media|cuarto|meia|quinze)\b(?!\s*(?:de |do )?(?:kilos?|kg|litros?|docenas?|horas?))/,
    ) ?? text.match(spelledHourAfterADay);
  if (fraction) {
    const hour = toNumber(fraction[1] ?? "");
    const minute = /^(cuarto|quinze)$/.test(fraction[2] ?? "") ? 15 : 30;
    if (hour <= 23) return { value: `${pad(hour)}:${pad(minute)}`, phrase: fraction[0] };
  }
  // "churrasco sábado meio-dia", "lunch sunday noon": noon said alone (after "a las 12 del
  // mediodía" was looked for).
  const noon = text.match(/\b(mediodia|medio dia|meio-dia|meio dia|noon)\b/);
  if (noon) return { value: "12:00", phrase: noon[0] };
  // "el martes 7 de la noche", "quinta 8 da manhã": an hour and its part of the day.
  const parted = text.match(
    /(?<![\d/.,:])\b(\d{1,2})\s+(de la manana|de la tarde|de la noche|da manha|da tarde|da noite|in the morning|in the afternoon|in the evening|at night)\b/,
  );
  if (parted) {
    let hour = Number(parted[1]);
    if (hour >= 1 && hour <= 12) {
      const later = /tarde|noche|noite|afternoon|evening|night/.test(parted[2] ?? "");
      if (later && hour < 12) hour += 12;
      if (!later && hour === 12) hour = 0;
      return { value: `${pad(hour)}:00`, phrase: parted[0] };
    }
  }
  const match =
    text.match(
      /(?<![\d/.,])\b(\d{1,2})(?::(\d{2})\s*(am|pm|hs|h)?|\s*(am|pm|hs|hrs|h)\b)(?![\d/])/,
    ) ??
    // "at 8 o'clock"; "move the meeting to 8", "push the dentist to 5": after a verb that moves
    // a thing, "to" and a number alone is the hour it goes to (a day is "to the 8th").
    text.match(/\b(\d{1,2})\s*o['’]?clock\b/) ??
    text.match(
      /(?<=\b(?:move|moved|push|pushed|bump|bumped|reschedule|rescheduled|shift)\b[^,.;!?]*\bto\s)(1[0-2]|[1-9])(?=\s*(?:[,.!?]|$|(?:tonight|instead|please|then|on|this|next|tomorrow)\b))/,
    );
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = match[2] ? Number(match[2]) : 0;
  const suffix = match[3] ?? match[4] ?? "";
  if (hour > 23 || minute > 59) return null;
  if (suffix === "pm" && hour < 12) hour += 12;
  if (suffix === "am" && hour === 12) hour = 0;
  return { value: `${pad(hour)}:${pad(minute)}`, phrase: match[0] };
}

export type WhenLanguage = "es" | "pt" | "en";

const chronoParsers = { es: chrono.es, pt: chrono.pt, en: chrono.en };

/** What makes "1/2" an amount ("1/2 kilo de queso"), not a day. */
const unitAfter =
  /\s*(?:de |of )?(?:kilos?|kg|quilos?|litros?|lts?|l|libras?|lbs?|pounds?|gal\w*|g|gr|gramos?|gramas?|docenas?|duzias?|dozen)\b/;

/** chrono-node's reading of a day the family rules did not find, counted from `today`. */
function chronoDate(text: string, today: IsoDate, language: WhenLanguage): Found | null {
  const { year, month, day } = parseIsoDate(today);
  const reference = new Date(Date.UTC(year, month - 1, day, 12));
  for (const result of chronoParsers[language].parse(text, reference, { forwardDate: true })) {
    const { start } = result;
    if (
      /^\d{1,2}\/\d{1,2}$/.test(result.text) &&
      new RegExp(`^${unitAfter.source}`).test(text.slice(result.index + result.text.length))
    )
      continue;
    // "una hora más tarde", "an hour and a half": hours said alone are no day ("en 2 horas",
    // "in 30 minutes" are today's).
    if (
      !/^(en|in|em|dentro|daqui|within)\b/.test(result.text) &&
      /\b(horas?|hours?|hrs?|minutos?|minutes?|mins?)\b/.test(result.text) &&
      !/\b(dias?|days?|semanas?|weeks?|mes|meses|months?|manana|tomorrow|amanha)\b/.test(
        result.text,
      )
    )
      continue;
    // A bare number or a time alone is not a day.
    if (
      !start.isCertain("day") &&
      !start.isCertain("weekday") &&
      !/\b(week|semana)/.test(result.text)
    )
      continue;
    const found = formatIsoDate(
      start.get("year") ?? year,
      start.get("month") ?? month,
      start.get("day") ?? day,
    );
    return found >= today ? { value: found, phrase: result.text } : null;
  }
  return null;
}

export function parseWhen(
  folded: string,
  today: IsoDate,
  language: WhenLanguage = "es",
  withChrono = true,
  /** The whole message, when `folded` has some of its words blanked out (a repetition said). */
  context: string = folded,
): When {
  const time = findTime(folded, dayHalfOf(context));
  const rest = time ? folded.replace(time.phrase, " ") : folded;
  const date = findDate(rest, today) ?? (withChrono ? chronoDate(rest, today, language) : null);
  return {
    date: date?.value ?? null,
    time: time?.value ?? null,
    phrases: [date?.phrase, time?.phrase].filter((phrase): phrase is string => Boolean(phrase)),
  };
}

/** "block 3 hours", "aparta 3 horas", "reserva 2 horas": time kept for it is how long it lasts. */
const blockVerbs =
  "block|block off|block out|reserve|set aside|bloquea|bloquear|bloqueia|aparta|apartar|reserva|reservar|separa|separar";

/** "por dos horas", "durante 90 minutos", "for 2 hours": how long an event lasts, in minutes. */
/** How long: `range` when the phrase also says the hour ("de 4 a 7"). */
export function parseDuration(folded: string): (Found & { range?: true }) | null {
  const range = findRange(folded);
  if (range) return { value: String(range.minutes), phrase: range.phrase, range: true };
  // "por 2 horas", "dura 2 horas", "que dure 2 horas", "takes an hour"; minutes alone too
  // ("9am 30 min") — but "en 30 minutos", "in 30 min", "daqui a 30 minutos" say when, not how
  // long, and "20h" is an hour.
  // "una hora y media", "hora e meia", "an hour and a half", "dos horas y media", "1h30",
  // "one and a half hours", "1.5 hours": hours and a half, with or without a verb before.
  const half = folded.match(
    new RegExp(
      `(?<!\\b(?:en|em|in|within|after|dentro de|daqui a|hace|ha|ago)\\s(?:unas?\\s|umas?\\s|about\\s)?)\\b(?:(?:por|durante|for|during|dura|durar|dure|duran|leva|levar|lasts?|takes|de|unas?|unos|umas?|como|cerca de|about|around|like)\\s+)?(?:(${numberPattern}|an?)\\s+)?(?:horas?|hours?|hrs?)\\s+(?:y|e|and)\\s+(?:media|meia|a half)\\b|\\b(${numberPattern}|an?)\\s+and\\s+a\\s+half\\s+(?:hours?|hrs?)\\b|\\b(\\d)(?:[.,]5\\s*(?:horas?|hours?|hrs?|h)\\b|\\s*h\\s*30\\b(?:\\s*min\\w*)?)`,
    ),
  );
  if (half) {
    const said = half[1] ?? half[2] ?? half[3] ?? "1";
    const hours = /^an?$/.test(said) ? 1 : toNumber(said);
    if (!Number.isNaN(hours) && hours >= 1 && hours <= 12)
      return { value: String(hours * 60 + 30), phrase: half[0] };
  }
  const match =
    folded.match(
      new RegExp(
        `\\b(?:por|durante|for|during|de|dura|durar|dure|duren|demore|dure unas?|dure unos?|leva|levar|leve|takes|lasts?|lasting|por umas?|por unos?|${blockVerbs})\\s+(${numberPattern}|media|meia|half an?|an?)\\s*(horas?|hours?|hrs?|h|minutos?|minutes?|mins?|min)\\b`,
      ),
    ) ??
    // "a 90 minute movie night", "a two-hour meeting": the length said of the thing.
    folded.match(new RegExp(`\\ban? (${numberPattern})[- ](hour|minute|min)\\b(?!s)`)) ??
    // ", unas dos horas", "umas duas horas", "about 2 hours": a length said loosely after what it
    // is — but "en unas dos horas", "daqui a umas duas horas" say when.
    folded.match(
      new RegExp(
        `(?<!\\b(?:en|em|in|within|after|dentro de|daqui a|a)\\s)\\b(?:unas|unos|umas|uns|about|around|like|como|tipo|cerca de|aproximadamente)\\s+(${numberPattern}|media|meia)\\s*(horas?|hours?|hrs?|minutos?|minutes?|mins?)\\b`,
      ),
    ) ??
    folded.match(
      /(?<!\b(?:en|em|in|a|within|after|de|dentro de|daqui a)\s)\b(\d{1,3})\s*(minutos?|minutes?|mins?|min)\b/,
    ) ??
    // "…, Dec 11 at 7pm, 3 hours", "…, a las 4, dos horas": a length said last, on its own.
    folded.match(new RegExp(`,\\s*(${numberPattern}|an?)\\s+(horas?|hours?|hrs?)\\s*[.!]?\\s*$`));
  if (!match) return null;
  const amount = match[1] ?? "";
  const count = /^(media|meia|half)/.test(amount)
    ? 0.5
    : /^an?$/.test(amount)
      ? 1
      : toNumber(amount);
  if (Number.isNaN(count)) return null;
  const minutes = /^(h|hour)/.test(match[2] ?? "") ? count * 60 : count;
  return { value: String(Math.round(minutes)), phrase: match[0] };
}
