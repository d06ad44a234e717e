import {
  type Language,
  languages,
  lexicons,
  templatesOf,
} from "#server/ai/understanding/corpus.ts";
import { fold, isPunctuation, type Token, tokenize } from "#server/ai/understanding/text.ts";
import type { UiLocale } from "#shared/domain/locale.ts";

/**
 * Which language a message is in, from the corpus itself: each language's words are those of its
 * phrasings and lexicon, and a word counts for a language in inverse proportion to how many
 * languages share it ("lista" says little, "leite" or "the" a lot). A message with no word of any
 * language (an emoji, "ok") is in the fallback language: the persona's.
 */
function wordsOf(language: Language): Set<string> {
  const words = new Set<string>();
  const add = (text: string) => {
    // A name ("llevar a Mateo al fútbol") is nobody's language: the household's members write
    // in all three.
    const common = text.replace(/(?<![\p{L}])\p{Lu}[\p{Ll}]+/gu, " ");
    for (const word of fold(common).split(/[^a-z0-9'ñ]+/)) if (word.length > 1) words.add(word);
  };
  for (const { template } of templatesOf(language)) add(template.replace(/\{\w+\}/g, " "));
  const lexicon = lexicons[language];
  for (const list of Object.values(lexicon.fill)) for (const text of list) add(text);
  for (const list of Object.values(lexicon.strip)) for (const text of list) add(text);
  for (const text of [
    ...lexicon.yes,
    ...lexicon.no,
    ...lexicon.urgent,
    ...lexicon.important,
    ...lexicon.conjunctions,
  ])
    add(text);
  for (const text of Object.keys(lexicon.numbers)) add(text);
  for (const text of Object.keys(lexicon.abbreviations)) add(text);
  for (const list of Object.values(lexicon.recurrence)) for (const text of list) add(text);
  // "la terma está goteando", "tô precisando de uma faxineira": the trades, troubles and needs
  // of service requests are the language's words too — never a typo of another one.
  for (const list of Object.values(lexicon.services)) for (const text of list) add(text);
  for (const text of lexicon.needVerbs) add(text);
  return words;
}

let vocabularies: Record<Language, Set<string>> | undefined;

function vocabulary(): Record<Language, Set<string>> {
  vocabularies ??= { es: wordsOf("es"), pt: wordsOf("pt"), en: wordsOf("en") };
  return vocabularies;
}

let groceries: Set<string> | undefined;

/** Words of the things families buy, in any language: a household keeps its list in its own
 * language («Pan», «Leche»), so "me coloca pan na lista" is Portuguese that names Spanish things
 * — such a word tells the language half as much as the words around it. */
function groceryWords(): Set<string> {
  if (groceries) return groceries;
  groceries = new Set<string>();
  for (const language of languages) {
    for (const text of lexicons[language].fill.items ?? []) {
      for (const word of fold(text).split(/[^a-z0-9'ñ]+/)) if (word.length > 1) groceries.add(word);
    }
  }
  return groceries;
}

/** Words every region writes in the language's own way, which weigh double. */
const telltales: Record<Language, string[]> = {
  es: [
    "el",
    "los",
    "las",
    "que",
    "de",
    "del",
    "mi",
    "hay",
    "y",
    "con",
    "para",
    "manana",
    "hoy",
    "se",
  ],
  pt: [
    "o",
    "os",
    "na",
    "no",
    "da",
    "do",
    "um",
    "uma",
    "e",
    "voce",
    "amanha",
    "hoje",
    "nao",
    "tem",
    "preciso",
    "eu",
  ],
  en: ["the", "to", "my", "and", "of", "is", "we", "i", "what", "on", "today", "tomorrow", "it"],
};

/**
 * Portuguese written with words Spanish also has ("cancela o dentista", "o que falta comprar?"):
 * what only Portuguese writes around them — "o"/"os" as an article (in Spanish "o" is "or",
 * between two things, never opening a message or following a verb), "às", "ao", "das", and the
 * letters ã, õ, ç. Spanish has its own: ñ, "¿", "¡".
 */
function spellingScore(tokens: Token[], score: Record<Language, number>): void {
  const known = vocabulary();
  tokens.forEach((token, i) => {
    const word = token.folded;
    const written = token.text.toLowerCase();
    const previous = tokens[i - 1];
    const next = tokens[i + 1];
    const beforeWord = next !== undefined && /^\p{L}/u.test(next.text);
    // A word only Portuguese spells so, that the vocabulary does not know ("cartão").
    if (/[ãõç]/.test(written) && !known.pt.has(word)) score.pt += 1;
    if (/ñ/.test(written)) score.es += 1;
    if (written === "às" || written === "ao" || written === "aos") score.pt += 1.5;
    if (word === "das" && next && /^\d/.test(next.text)) score.pt += 1; // "das 12 às 16h"
    if (word === "os" && beforeWord) score.pt += 1;
    // "tortillas e pan": "e" joins two things in Portuguese; Spanish writes "y" (and "e" only
    // before an i-sound: "padre e hijo").
    if (word === "e" && previous && beforeWord && !/^h?i/.test(next.folded)) score.pt += 0.5;
    if (word === "y" && previous && beforeWord) score.es += 0.5;
    // "precisamos de abacate": Portuguese needs "de" after "precisar"; Spanish says "necesitamos".
    if (word === "de" && /^precis(o|a|as|amos|am|ava|avamos|ando)$/.test(previous?.folded ?? ""))
      score.pt += 1;
    // "leche o jugo": between two things, "o" is Spanish "or" (Portuguese writes "ou").
    const afterThing = previous !== undefined && groceryWords().has(previous.folded);
    if (word === "o" && beforeWord && next.folded !== "o" && !afterThing) {
      // Opening the message ("o que…", "o dentista…") it is an article; after another word it
      // may be Spanish "or" ("leche o pan"), so it says less.
      const opens = !previous || isPunctuation(previous);
      score.pt += opens || next.folded === "que" ? 1.5 : 0.75;
    }
  });
}

/** Letter patterns only one of the languages writes (on folded words: ñ, ã and ç are gone). */
const spellings: Record<Language, RegExp> = {
  en: /th|sh|ck|w|ee|oo|ght|ies$|ing$|tion$|y$/,
  es: /ll|cion$|dad$|^hue|uela$|illa$|illo$/,
  // Past tenses too: "faltou", "comprei", "acabou".
  pt: /lh|nh|cao$|coes$|inho$|inha$|agem$|[^u]ou$|ei$/,
};

export function detectLanguage(tokens: Token[], fallback: Language): Language {
  const known = vocabulary();
  const score: Record<Language, number> = { es: 0, pt: 0, en: 0 };
  spellingScore(tokens, score);
  for (const token of tokens) {
    const word = token.folded;
    const holders = languages.filter((language) => known[language].has(word));
    // A word no language knows ("toalhas", "batteries") by how it is spelled.
    if (holders.length === 0 && /^\p{L}{3,}$/u.test(word)) {
      for (const language of languages) if (spellings[language].test(word)) score[language] += 1;
    }
    const weight = groceryWords().has(word) ? 0.5 : 1;
    for (const language of holders) {
      score[language] += weight / holders.length;
      // A telltale the other languages also write ("de", "que") tells less.
      if (telltales[language].includes(word)) score[language] += holders.length === 1 ? 1 : 0.5;
    }
  }
  // "add 2 kilos de tomates pls": the opening verb is the speaker's language ("me coloca…":
  // after a pronoun too).
  const words = tokens.map((token) => token.folded);
  const opening = ["me", "nos"].includes(words[0] ?? "") ? words.slice(1) : words;
  const openers = languages.filter((language) =>
    lexicons[language].addVerbs.some((verb) =>
      fold(verb)
        .split(" ")
        .every((part, i) => opening[i] === part),
    ),
  );
  if (openers.length === 1) score[openers[0] as Language] += 1.5;
  const best = [...languages].sort((a, b) => score[b] - score[a]);
  const first = best[0] as Language;
  if (score[first] === 0) return fallback;
  // A tie goes to the persona's language when it is one of the tied.
  if (score[fallback] === score[first]) return fallback;
  return first;
}

export function isLanguageWord(word: string, language: Language): boolean {
  return vocabulary()[language].has(word);
}

export function isKnownWord(word: string): boolean {
  const known = vocabulary();
  return known.es.has(word) || known.pt.has(word) || known.en.has(word);
}

const localeOf: Record<Language, UiLocale> = { es: "es", en: "en", pt: "pt-BR" };
const languageOf: Record<UiLocale, Language> = { es: "es", en: "en", "pt-BR": "pt" };

/** The locale a message is written in, when its words tell; `fallback` otherwise. */
export function messageLocale(text: string, fallback: UiLocale = "es"): UiLocale {
  return localeOf[detectLanguage(tokenize(text), languageOf[fallback])];
}
