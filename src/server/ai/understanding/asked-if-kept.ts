import type { Language } from "#server/ai/understanding/corpus.ts";
import { namesAGrocery } from "#server/ai/understanding/items.ts";
import { detectLanguage } from "#server/ai/understanding/language.ts";
import { tokenize } from "#server/ai/understanding/text.ts";

/**
 * "todavía tenemos frijoles o compro?", "che tenemos leche o bajo al chino?", "queda atún en la
 * alacena?", "sobra algo de queso?", "tenemos frijoles?? no me acuerdo", "ainda tem feijão ou
 * compro?", "do we still have eggs or should I grab some?": whether the household has a grocery,
 * asked with where it is kept, an "or…" of what happens if not, or an aside after the question —
 * said as the plainer «¿tenemos frijoles?». Null when the message is not so asked, or what it
 * asks about is no grocery.
 */
export function keptAskedPlainly(message: string): string | null {
  const asked = message.trim().match(keptAsked);
  const thing = asked?.groups?.thing;
  if (!asked || !thing) return null;
  const tokens = tokenize(thing);
  if (tokens.length === 0 || !namesAGrocery(tokens)) return null;
  const plain = plainQuestion[detectLanguage(tokenize(message), "es")](thing);
  // Already as plainly asked: nothing to say another way.
  return bare(plain) === bare(message) ? null : plain;
}

const bare = (text: string) =>
  text
    .replace(/[¿?\s]+/g, " ")
    .trim()
    .toLowerCase();

const opener = String.raw`(?:(?:che|oye|oe|chamo|pana|mira|hey|y|e|and)[,\s]+)*`;
const still = String.raw`(?:todav[ií]a|a[uú]n|ainda|still)\s+`;
const haveWords = [
  ...["tenemos", "tienen", "tengo", "hay", "queda", "quedan", "nos queda", "nos quedan"],
  ...["sobra", "sobran", "temos", "tem", "sobrou", "ainda tem"],
  ...["do we have", "do we still have", "have we got", "is there", "are there"],
].join("|");
const some = String.raw`(?:(?:algo|un poco|um pouco|any|some)\s+(?:de\s+)?)?`;
const kept = String.raw`(?:\s+(?:en|na|no|in)\s+(?:la\s+|el\s+|a\s+|o\s+|the\s+)?(?:alacena|despensa|nevera|heladera|refri|refrigerador|geladeira|arm[aá]rio|fridge|pantry|freezer|congelador|casa|house))?`;
const stillAfter = String.raw`(?:\s+(?:a[uú]n|todav[ií]a|ainda|still|left))?`;
const closing = String.raw`\s*(?:\?+.*|\s+(?:o|ou|or)\s+.+)$`;

const keptAsked = new RegExp(
  String.raw`^¿?\s*${opener}(?:${still})?(?:${haveWords})\s+${some}(?<thing>\p{L}+(?:\s+\p{L}+){0,2}?)${kept}${stillAfter}${closing}`,
  "iu",
);

const plainQuestion: Record<Language, (thing: string) => string> = {
  es: (thing) => `¿tenemos ${thing}?`,
  pt: (thing) => `tem ${thing}?`,
  en: (thing) => `do we have ${thing}?`,
};
