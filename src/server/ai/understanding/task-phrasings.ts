import { weekdays } from "#server/ai/builtin/when.ts";
import type { Reading } from "#server/ai/understanding/reading.ts";
import { isPunctuation, type Token } from "#server/ai/understanding/text.ts";

/**
 * Ways of asking for a change to a task or an event that no single phrasing of the corpus
 * holds, read from the words' order: what the engine's clause rules (engine.ts) call on.
 */

const isName = (token: Token | undefined): token is Token =>
  token !== undefined && /^\p{Lu}\p{L}+$/u.test(token.text);

/** Where "en vez de", "en lugar del", "em vez do", "instead of" opens at i, its length. */
function insteadAt(folded: string[], i: number): number {
  if (folded[i] === "instead" && folded[i + 1] === "of") return 2;
  if (
    ["en", "em", "no"].includes(folded[i] ?? "") &&
    ["vez", "lugar"].includes(folded[i + 1] ?? "") &&
    ["de", "del", "do", "da"].includes(folded[i + 2] ?? "")
  )
    return 3;
  return 0;
}

const dayWords = new Set(["hoy", "manana", "today", "tomorrow", "hoje", "amanha", "tonight"]);
const dayArticles = new Set(["el", "la", "the", "o", "a", "este", "this"]);

/** Whether the words from i say a day ("sábado", "el viernes", "tomorrow", "o dia 5"). */
function saysADay(folded: string[], i: number): boolean {
  const at = dayArticles.has(folded[i] ?? "") ? i + 1 : i;
  const word = (folded[at] ?? "").replace(/-feira$/, "");
  return weekdays[word] !== undefined || dayWords.has(word) || /^\d{1,2}$/.test(word);
}

/**
 * "que Sofi riegue las plantas hoy en vez del sábado", "pasear al perro mañana en lugar del
 * viernes", "water the plants today instead of Saturday": a day said instead of another is a
 * move of what is there, not something new. The thing, and who is wished to do it, if said.
 */
export function movedInsteadOfADay(
  reading: Reading,
  from: number,
  to: number,
): { title: Token[]; who: Token[] } | null {
  const { tokens, temporal } = reading;
  if (!temporal.date) return null;
  const folded = tokens.map((token) => token.folded);
  let at = -1;
  for (let i = from; i < to; i++) {
    const length = insteadAt(folded, i);
    // The words after "en vez de" say a day ("del sábado"), not a member ("de Carlos"); the
    // day replaced is left to the reader of dates, which reads the new one.
    if (length > 0 && saysADay(folded, i + length)) {
      at = i;
      break;
    }
  }
  if (at < 0) return null;
  let said = tokens
    .slice(from, at)
    .filter((token, i) => !temporal.roles[from + i] && !isPunctuation(token));
  let who: Token[] = [];
  // "que Sofi riegue…": the member wished to do it.
  if (said[0]?.folded === "que" && isName(said[1])) {
    who = [said[1]];
    said = said.slice(2);
  }
  return said.some((token) => /\p{L}{3,}/u.test(token.text)) ? { title: said, who } : null;
}

/**
 * "la basura ya la sacó Carlos", "los platos ya los lavó Sofía": the chore's thing said first,
 * then "ya", its pronoun, the verb and who did it. The corpus' "{who} ya {title}" lays the thing
 * in the place of a member; it is what was done (null when a member is there: "Carlos ya…").
 */
export function thingDoneFirst(
  who: Token[] | undefined,
  title: Token[] | undefined,
): Token[] | null {
  if (!who || !title || who.some(isName)) return null;
  if (!["lo", "la", "los", "las"].includes(title[0]?.folded ?? "")) return null;
  return who;
}
