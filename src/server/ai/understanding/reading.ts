import { weekdays } from "#server/ai/builtin/when.ts";
import { type Language, lexicons, templatesOf } from "#server/ai/understanding/corpus.ts";
import { detectLanguage, isKnownWord, isLanguageWord } from "#server/ai/understanding/language.ts";
import { readTemporal, type Temporal } from "#server/ai/understanding/temporal.ts";
import {
  editDistance,
  fold,
  isPunctuation,
  type Token,
  tokenize,
} from "#server/ai/understanding/text.ts";
import { asTuCommands } from "#server/ai/understanding/usted.ts";
import type { IsoDate } from "#shared/calendar/zoned-time.ts";

/**
 * A message read once for everything downstream: its words, its language, what it says about
 * when, and for each word the form the classifier and the phrasings compare ("norm"): a date
 * phrase becomes one marker word, and a mistyped carrier word ("agrga") reads as the word it
 * misspells — only there: names are always taken from what was written, so "sabão" stays sabão.
 */
export interface Reading {
  message: string;
  tokens: Token[];
  language: Language;
  temporal: Temporal;
  norms: string[];
}

export const markers = {
  date: "xdate",
  time: "xtime",
  repeat: "xrepeat",
  urgent: "xurgent",
  duration: "xduration",
} as const;

const carrierWords = new Map<Language, Set<string>>();

/** Words the phrasings are made of (not the slot fillers): what a typo may be read as. */
export function carriersOf(language: Language): Set<string> {
  let words = carrierWords.get(language);
  if (!words) {
    words = new Set();
    for (const { template } of templatesOf(language)) {
      for (const token of tokenize(template.replace(/\{\w+\}/g, " "))) {
        if (token.folded.length >= 4) words.add(token.folded);
      }
    }
    carrierWords.set(language, words);
  }
  return words;
}

/** The one carrier word a word is one typo from (two for long words), if it is no word itself. */
/** "teh" → "the", "lsit" → "list", "ad" → "add": a short word two swapped letters or one
 * undoubled letter away from a word of the language — the slips of fast typing. */
function shortSlip(word: string, language: Language): string | null {
  if (word.length < 2 || word.length > 4 || !/^\p{L}+$/u.test(word)) return null;
  const known = (candidate: string) =>
    isKnownWord(candidate) && isLanguageWord(candidate, language);
  for (let i = 0; i + 1 < word.length; i++) {
    const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    if (swapped !== word && known(swapped)) return swapped;
  }
  for (let i = 0; i < word.length; i++) {
    const doubled = word.slice(0, i + 1) + word[i] + word.slice(i + 1);
    if (known(doubled)) return doubled;
  }
  return null;
}

let measures: Set<string> | undefined;

/** "saco", "maço", "manojo": a measure of the list is spelt right ("saco" is no "faço"). */
function isMeasure(word: string): boolean {
  measures ??= new Set(
    Object.values(lexicons)
      .flatMap((lexicon) => [...Object.values(lexicon.units).flat(), ...lexicon.countUnits.flat()])
      .flatMap((phrase) => fold(phrase).split(" ")),
  );
  return measures.has(word);
}

function correct(word: string, language: Language): string {
  if (/\d/.test(word) || isKnownWord(word) || isMeasure(word)) return word;
  if (word.length < 4) return shortSlip(word, language) ?? word;
  const slip = shortSlip(word, language);
  if (slip) return slip;
  const carriers = carriersOf(language);
  if (carriers.has(word)) return word;
  const cap = word.length >= 8 ? 2 : 1;
  // The closest carrier word; two equally close ones leave the word as written.
  let found: string | null = null;
  let closest = cap + 1;
  let tied = false;
  for (const carrier of carriers) {
    if (Math.abs(carrier.length - word.length) > cap) continue;
    // A word one letter longer than a short carrier is more often another word than a typo:
    // "crema" is no "crea", "pasta" no "pata".
    if (word.length > carrier.length && carrier.length <= 5) continue;
    // Two letters more than a carrier ("culantro" for "cuanto") is another word.
    if (word.length >= carrier.length + 2) continue;
    const distance = editDistance(word, carrier, cap);
    if (distance < closest) {
      closest = distance;
      found = carrier;
      tied = false;
    } else if (distance === closest && carrier !== found) {
      tied = true;
    }
  }
  return found && !tied ? found : word;
}

function numeric(word: string, language: Language): boolean {
  if (/^\d+(?:[.,]\d+)?$/.test(word)) return true;
  const value = lexicons[language].numbers[word];
  return value !== undefined && value !== 1;
}

export function normOf(token: Token, role: Temporal["roles"][number], language: Language): string {
  if (role) return markers[role];
  if (isPunctuation(token)) return token.folded;
  if (numeric(token.folded, language)) return "xnum";
  return correct(token.folded, language);
}

/** Words whose slips matter though no phrasing holds them: the days the dates read ("mañna",
 * "juves") and the lateness the task lists ask about ("atrasdas", "atrazados"). */
const slipKeys = new Set(
  [
    ...Object.keys(weekdays).filter((day) => day.length >= 5),
    "manana",
    "amanha",
    "tomorrow",
    "atrasadas",
    "atrasados",
    "atrasada",
    "atrasado",
    "retrasadas",
    "retrasados",
    "vencidas",
    "vencidos",
    "overdue",
  ].map(fold),
);

/** "mañna" → "manana", "atrasdas" → "atrasadas": a word no vocabulary knows, of five letters or
 * more, one slip (a letter dropped, swapped or mistyped — never added: "manzana" is no
 * "mañana") from one of those words, its first letter kept; null otherwise. */
function keySlip(word: string): string | null {
  if (word.length < 5 || !/^\p{L}+$/u.test(word) || slipKeys.has(word) || isKnownWord(word))
    return null;
  let found: string | null = null;
  for (const key of slipKeys) {
    if (key[0] !== word[0] || word.length > key.length || key.length - word.length > 1) continue;
    if (editDistance(word, key, 1) > 1) continue;
    if (found && found !== key) return null;
    found = key;
  }
  return found;
}

/** "oq ta faltando", "q tenemos q comprar", "add milk pls": the chat's shortenings written out,
 * so that phrasings and dates read them like the words they stand for. */
function expandAbbreviations(message: string, tokens: Token[], language: Language): string {
  const { abbreviations } = lexicons[language];
  let text = "";
  let at = 0;
  for (const token of tokens) {
    const full =
      abbreviations[token.text.toLowerCase()] ??
      abbreviations[token.folded] ??
      keySlip(token.folded) ??
      undefined;
    if (full === undefined) continue;
    text += message.slice(at, token.start) + full;
    at = token.end;
  }
  return at === 0 ? message : text + message.slice(at);
}

export function read(
  message: string,
  today: IsoDate,
  fallback: Language,
  options: { chrono?: boolean; language?: Language } = {},
): Reading {
  const said = tokenize(message);
  const language = options.language ?? detectLanguage(said, fallback);
  // Token offsets are in the NFC form of the message.
  const written = message.normalize("NFC");
  const expanded = expandAbbreviations(written, said, language);
  const tokens = expanded === written ? said : tokenize(expanded);
  const temporal = readTemporal(tokens, language, today, { ...options, text: expanded });
  const norms = tokens.map((token, i) => {
    // After a number comes a thing ("dos panelas"), never a carrier word: as written.
    const previous = tokens[i - 1];
    if (
      previous &&
      numeric(previous.folded, language) &&
      !temporal.roles[i] &&
      !isPunctuation(token)
    )
      return numeric(token.folded, language) ? "xnum" : token.folded;
    return normOf(token, temporal.roles[i] ?? null, language);
  });
  const conjunctions = new Set(lexicons[language].conjunctions.map(fold));
  return {
    message: expanded === written ? message : expanded,
    tokens,
    language,
    temporal,
    norms: asTuCommands(norms, tokens, language, conjunctions),
  };
}

export { fold };
