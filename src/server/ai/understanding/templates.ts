import { corpora, type Intent, type Language, lexicons } from "#server/ai/understanding/corpus.ts";
import { type Reading, read } from "#server/ai/understanding/reading.ts";
import { fold, isPunctuation, type Token } from "#server/ai/understanding/text.ts";

/**
 * Slots from the corpus' own phrasings: a message is laid over each phrasing of its intent
 * ("agrega {items} a la lista") and the words under a slot are the slot's. Dates, times,
 * "urgente" and "cada lunes" were already read, so they are left out of both sides.
 */
export type Slot = "items" | "item" | "title" | "event" | "who" | "what";
export type Slots = Partial<Record<Slot, Token[]>>;

type Part = { literal: string } | { slot: Slot };

interface Pattern {
  parts: Part[];
  literals: number;
}

const slotNames = new Set<string>(["items", "item", "title", "event", "who", "what"]);
const compiled = new Map<string, Pattern[]>();

function patternsOf(language: Language, intent: Intent): Pattern[] {
  const key = `${language}:${intent}`;
  let patterns = compiled.get(key);
  if (!patterns) {
    patterns = [];
    for (const templates of Object.values(corpora[language][intent] ?? {})) {
      for (const template of templates) {
        const parts: Part[] = [];
        for (const piece of template.split(/(\{\w+\})/)) {
          const slot = piece.match(/^\{(\w+)\}$/)?.[1];
          if (slot) {
            if (slotNames.has(slot)) parts.push({ slot: slot as Slot });
            continue;
          }
          // Date words of a phrasing ("qué hay para hoy") are read like the message's: left out.
          const said = read(piece, "2026-01-05", language, { chrono: false, language });
          said.tokens.forEach((token, i) => {
            if (!isPunctuation(token) && !said.temporal.roles[i]) {
              parts.push({ literal: token.folded });
            }
          });
        }
        const literals = parts.filter((part) => "literal" in part).length;
        patterns.push({ parts, literals });
      }
    }
    patterns.sort((a, b) => b.literals - a.literals);
    compiled.set(key, patterns);
  }
  return patterns;
}

/** The literal words of an intent's phrasings: its carrier words. */
const carrierSets = new Map<string, Set<string>>();

export function carrierWordsOf(language: Language, intent: Intent): Set<string> {
  const key = `${language}:${intent}`;
  let words = carrierSets.get(key);
  if (!words) {
    words = new Set();
    for (const pattern of patternsOf(language, intent)) {
      for (const part of pattern.parts) if ("literal" in part) words.add(part.literal);
    }
    carrierSets.set(key, words);
  }
  return words;
}

interface Word {
  token: Token;
  norm: string;
}

/** The words that can be matched: no date/time words, no "porfa"/"che" at either end. */
export function contentWords(reading: Reading, from = 0, to = reading.tokens.length): Word[] {
  let words: Word[] = [];
  for (let i = from; i < to; i++) {
    const token = reading.tokens[i] as Token;
    if (reading.temporal.roles[i]) continue;
    words.push({ token, norm: reading.norms[i] ?? token.folded });
  }
  const edges = lexicons[reading.language].strip.edges
    .map((phrase) => fold(phrase).split(" "))
    .sort((a, b) => b.length - a.length);
  let changed = true;
  while (changed) {
    changed = false;
    while (words[0] && isPunctuation(words[0].token)) words = words.slice(1);
    while (words.at(-1) && isPunctuation((words.at(-1) as Word).token)) words = words.slice(0, -1);
    for (const edge of edges) {
      // "…, que se acabó" closes a message; "que se acabó el aceite" opens one that says what.
      const closesOnly = edge[0] === "que" || edge[0] === "o";
      if (
        !closesOnly &&
        edge.length < words.length &&
        edge.every((part, i) => words[i]?.token.folded === part)
      ) {
        words = words.slice(edge.length);
        // "ah, and add ketchup", "ay, y anota…", "ah, e coloca…": the "and" that followed the
        // interjection joins the request to nothing.
        while (words[0] && isPunctuation(words[0].token)) words = words.slice(1);
        if (words.length > 1 && ["and", "y", "e"].includes(words[0]?.token.folded ?? ""))
          words = words.slice(1);
        changed = true;
        break;
      }
      const start = words.length - edge.length;
      if (start > 0 && edge.every((part, i) => words[start + i]?.token.folded === part)) {
        words = words.slice(0, start);
        changed = true;
        break;
      }
    }
  }
  return words;
}

function literalMatches(word: Word | undefined, literal: string): boolean {
  return word !== undefined && (word.norm === literal || word.token.folded === literal);
}

function matchPattern(parts: Part[], words: Word[]): Slots | null {
  if (words.length > 60) return null;
  const slots: Slots = {};
  const step = (part: number, at: number): boolean => {
    if (part === parts.length) return at === words.length;
    const current = parts[part] as Part;
    if ("literal" in current) {
      return literalMatches(words[at], current.literal) && step(part + 1, at + 1);
    }
    // Greedy: a slot takes as much as it can and gives back what the rest needs — except a
    // name ({who}), which is short: "que Carlos saque la basura" is Carlos, then the task.
    const ends = Array.from({ length: words.length - at }, (_, i) => words.length - i);
    if (current.slot === "who") ends.reverse();
    const article = new Set(["el", "la", "o", "a", "the"]);
    for (const end of ends) {
      // "que el Carlos…": a name is more than its article.
      if (current.slot === "who" && end - at === 1 && article.has(words[at]?.token.folded ?? ""))
        continue;
      if (step(part + 1, end)) {
        slots[current.slot] = words.slice(at, end).map((word) => word.token);
        return true;
      }
    }
    return false;
  };
  return step(0, 0) ? slots : null;
}

export interface TemplateMatch {
  slots: Slots;
  /** How many of the phrasing's own words matched: 0 when no phrasing fit and the carrier words
   * were only trimmed from the ends. */
  literals: number;
  /** Whether the fitting phrasing has a slot at all ("agrégalo a la lista" has none). */
  hasSlot: boolean;
}

export function matchTemplates(
  reading: Reading,
  intent: Intent,
  words = contentWords(reading),
): TemplateMatch | null {
  for (const pattern of patternsOf(reading.language, intent)) {
    const slots = matchPattern(pattern.parts, words);
    if (slots) {
      return {
        slots,
        literals: pattern.literals,
        hasSlot: pattern.parts.some((part) => "slot" in part),
      };
    }
  }
  return null;
}

/** When no phrasing fits: the intent's carrier words trimmed from both ends, the rest its slot. */
export function trimCarriers(
  reading: Reading,
  intent: Intent,
  words = contentWords(reading),
): Token[] {
  const carriers = carrierWordsOf(reading.language, intent);
  let list = words;
  while (list.length > 1 && carriers.has((list[0] as Word).norm)) list = list.slice(1);
  while (list.length > 1 && carriers.has((list.at(-1) as Word).norm)) list = list.slice(0, -1);
  return list.map((word) => word.token);
}
