import { parseWhen, type WhenLanguage } from "#server/ai/builtin/when.ts";
import type { IsoDate } from "#shared/calendar/zoned-time.ts";
import type { QuickLine } from "#shared/schemas/quick-add.ts";
import { foldForSearch } from "#shared/search/fold.ts";

/** Accents off, lower case, letter for letter (so positions in it are positions in the text). */
function foldLetterForLetter(text: string): string {
  const folded = text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
  return folded.length === text.length ? folded : foldForSearch(text);
}

/** Words left hanging once the date is cut out ("pagar la luz para" → "pagar la luz"). */
const danglingWords = new Set([
  "a",
  "al",
  "at",
  "by",
  "de",
  "el",
  "em",
  "en",
  "for",
  "hasta",
  "la",
  "las",
  "los",
  "no",
  "na",
  "o",
  "on",
  "para",
  "pra",
  "pro",
]);

/**
 * A quick-add line as the assistant reads dates ("pagar la luz el viernes" → «Pagar la luz», due
 * Friday): the day and time are read by the assistant's date reader (src/server/ai/builtin/
 * when.ts) and cut out of the title, which keeps the member's own spelling.
 */
export function readQuickLine(text: string, today: IsoDate, language: WhenLanguage): QuickLine {
  const original = text.normalize("NFC").trim();
  const folded = foldLetterForLetter(original);
  const when = parseWhen(folded, today, language);
  let kept = original;
  let keptFolded = folded;
  for (const phrase of when.phrases) {
    const index = keptFolded.indexOf(phrase);
    if (index < 0) continue;
    const end = index + phrase.length;
    kept = `${kept.slice(0, index)} ${kept.slice(end)}`;
    keptFolded = `${keptFolded.slice(0, index)} ${keptFolded.slice(end)}`;
  }
  const words = kept.split(/\s+/).filter(Boolean);
  while (words.length > 1 && danglingWords.has(foldForSearch(words.at(-1) ?? ""))) words.pop();
  const title = words.join(" ").replace(/[\s,;:.-]+$/, "");
  return {
    // A line that was only a date keeps its words as the title.
    title: title ? title.charAt(0).toLocaleUpperCase() + title.slice(1) : original,
    date: when.date,
    time: when.date ? when.time : null,
  };
}
