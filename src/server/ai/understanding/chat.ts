import type { Classifier } from "#server/ai/understanding/classifier.ts";
import type { Language } from "#server/ai/understanding/corpus.ts";
import type { Reading } from "#server/ai/understanding/reading.ts";
import { carrierWordsOf } from "#server/ai/understanding/templates.ts";
import { isPunctuation, type Token } from "#server/ai/understanding/text.ts";

/** Chat around a request: the greeting a message opens with ("buenos días, …") and the
 * language a laugh is written in ("jajaja", "kkkk", "haha"). Read by engine.ts before it reads
 * any request. */

/** The message after its opening greeting ("buenos días, …", "oi, …"), if it opens with one. */
export function afterGreeting(reading: Reading, classifier: Classifier): string | null {
  const comma = reading.tokens.findIndex((token) => isPunctuation(token));
  if (comma <= 0 || comma > 4 || comma >= reading.tokens.length - 1) return null;
  const opening = reading.norms.slice(0, comma);
  // Every word of it a greeting's own ("caraotas, harina pan…" is a list, not a hello).
  const greets = carrierWordsOf(reading.language, "chat.greeting");
  if (!opening.every((word) => greets.has(word))) return null;
  const [top] = classifier.classify(opening, reading.language);
  if (top?.intent !== "chat.greeting" || top.score < 0.5) return null;
  return reading.message.slice((reading.tokens[comma] as Token).end).trim() || null;
}

/** The language a laugh is written in: "jajaja" Spanish, "kkkk" and "rsrs" Portuguese,
 * "haha" and "lol" English; null for a word that is no laugh. */
export function laughterLanguage(word: string): Language | null {
  if (/^(?:j+[aeijs]+)+j*$|^(?:js)+j?$|^xd+$/.test(word) && word.length >= 3) return "es";
  if (/^k{3,}$|^(?:rs){2,}$|^(?:hu){2,}a*$/.test(word)) return "pt";
  if (/^(?:ha|he){2,}h?$|^lol+$|^lmf?ao+$|^rofl$/.test(word)) return "en";
  return null;
}
