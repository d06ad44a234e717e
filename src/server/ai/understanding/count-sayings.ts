import { namesAGrocery } from "#server/ai/understanding/items.ts";
import { tokenize, wholeWords } from "#server/ai/understanding/text.ts";

/**
 * How much there is, said as the engine's plainer phrasings read it.
 *
 * "tem só meio quilo de feijão agora", "solo hay medio kilo de frijoles ahora", "there's only 1
 * liter of milk left": how much there is, said with "only" and "now" around it. Neither changes
 * what is counted — read without them, it is the pantry's count ("hay medio kilo de frijoles"),
 * not an event «Só meio quilo de feijão» today nor a day's summary. "there's" is said in full
 * (read as "there" and "s", the count was lost).
 */

/** A verb that says how much there is, and a quantity said with it. */
const countVerb = wholeWords(
  "hay|queda|quedan|sobra|sobran|tenemos|tengo|tem|temos|tenho|resta|restam|sobrou|sobraram|there'?s|there is|there are|we have|we've got|i have|left",
);
const quantity = new RegExp(
  `\\d|${wholeWords("un|una|um|uma|one|dos|tres|cuatro|cinco|seis|medio|media|cuarto|dois|duas|três|quatro|meio|meia|two|three|four|five|six|half").source}`,
  "iu",
);
const onlyWords = new RegExp(
  `\\s*${wholeWords("solo|sólo|sola|só|apenas|nomás|nomas|no más|nada más|nada mas|puras|puros|only|just").source}`,
  "giu",
);
const measuredWithHalf =
  /^(?:hay|tenemos|tengo)\s+((?:un|una|\d+)\s+(?:kilo|kilos|kg|litro|litros|l|paquete|paquetes|docena|docenas)\s+y\s+medi[oa]\s+de\s)/iu;
/** "tem so meio quilo": "só" typed without its accent, right after the verb. */
const bareSo = wholeWords("(tem|temos|tenho|resta|restam|sobrou) so", "giu");
/** "hay que…", "tem que…", "we have to…": a thing to do, not a count. */
const mustDo = wholeWords("(hay|tem|temos|tenho|tengo|tenemos|have|has) (que|to)");
const nowLast = /[\s,]+(ahora|ahorita|agora|now|right now|hoy|hoje|today)\s*[.!]?\s*$/iu;

export function countSaidPlainly(message: string): string | null {
  if (!countVerb.test(message) || !quantity.test(message) || mustDo.test(message)) return null;
  if (message.includes("?")) return null;
  const plainer = message
    .replace(nowLast, "")
    .replace(/\bthere['’]?s\b/giu, "there is")
    .replace(bareSo, "$1")
    .replace(onlyWords, "")
    .replace(/\s+/g, " ")
    .trim()
    // "hay un litro y medio de leche", "tenemos 1 kilo y medio de arroz": a measure said with
    // its half is the pantry's count, as «quedan…» says it.
    .replace(measuredWithHalf, "quedan $1");
  // "we have 2 bags of rice now", "there are 18 eggs": in English a grocery's count reads as what
  // is left — how the phrasings say it ("there are 2 things to do today" counts no grocery).
  const counted =
    englishCountWithoutLeft.test(plainer) && namesAGrocery(tokenize(plainer))
      ? plainer.replace(englishCountWithoutLeft, "$& left")
      : plainer;
  return counted !== message.trim() && counted.length > 0 ? counted : null;
}

const englishCountWithoutLeft =
  /^(?:we have|we've got|there are|there is|i have)\s+(?:\d|one|two|three|four|five|six|half|a dozen)[^,.;!?]*?(?<!\bleft|\bpantry|\bhome)(?=\s*[.!]?\s*$)/iu;

/**
 * "set the rice to 2", "update the eggs to 18", «cambia los huevos a 18», «deja el arroz en 3
 * bolsas», «muda os ovos pra 18»: a thing people buy set to a number is the pantry's count of it,
 * said as the phrasings say a count («ahora hay 18 huevos»). Only a grocery's name: "change the
 * meeting to 8" is no count.
 */
export function countSetByName(message: string): string | null {
  const said = countSet.exec(message)?.groups;
  if (!said?.thing || !said.amount) return null;
  if (!namesAGrocery(tokenize(said.thing))) return null;
  const thing = said.thing.replace(leadingArticle, "");
  const measured = (of: string) =>
    said.unit ? `${said.amount} ${said.unit} ${of} ${thing}` : `${said.amount} ${thing}`;
  if (/^(?:set|update|change|put)$/iu.test(said.verb ?? ""))
    return `there are ${measured("of")} left`;
  if (/^(?:muda|mude|atualiza|atualize|coloca|coloque|deixa|deixe|p[oõ]e)$/iu.test(said.verb ?? ""))
    return `agora tem ${measured("de")}`;
  return `ahora hay ${measured("de")}`;
}

const countSet =
  /^\s*(?:please\s+|por\s*fa(?:vor)?\s+)?(?<verb>set|update|change|put|cambia|cambi[aá]|actualiza|actualiz[aá]|deja|dej[aá]|pon|pon[eé]|muda|mude|atualiza|atualize|coloca|coloque|deixa|deixe|p[oõ]e)\s+(?<thing>(?:(?:the|el|la|los|las|o|a|os|as)\s+)?\p{L}[\p{L} ]{1,30}?)\s+(?:count\s+)?(?:to|a|en|pra|para|em)\s+(?<amount>\d{1,3})(?:\s+(?<unit>bags?|cans?|boxes|box|packs?|bottles?|bolsas?|latas?|cajas?|paquetes?|botellas?|sacos?|pacotes?|caixas?|garrafas?))?\s*(?:in the pantry|en la despensa|na despensa)?\s*[.!]*\s*$/iu;
const leadingArticle = /^(?:the|el|la|los|las|o|a|os|as)\s+/iu;

/** Ways of saying none is left, as the plainer phrasing the engine reads ("se ha acabado el
 * pollo" → "se acabó el pollo", "o café já era" → "acabou o café", "the cheese is all gone" →
 * "we're out of cheese"). */
const noneLeftSayings: [RegExp, string][] = [
  [/\bse (?:nos |me )?ha (acabado|terminado)\b/iu, "se acabó"],
  // "las servilletas se terminaron", "el café se nos acabó": the thing first (but "los chicos se
  // terminaron el queso" names who ate it).
  [
    /^\s*(los|las) ([\p{L} ]+?) se (?:nos |me )?(?:acabaron|terminaron)(?=\s*(?:$|[,;.!]|otra ve[zs]|de nuevo))/iu,
    "se acabaron $1 $2",
  ],
  [
    /^\s*(el|la) ([\p{L} ]+?) se (?:nos |me )?(?:acab[oó]|termin[oó])(?=\s*(?:$|[,;.!]|otra ve[zs]|de nuevo))/iu,
    "se acabó $1 $2",
  ],
  [/\bse (?:nos |me )?han (acabado|terminado)\b/iu, "se acabaron"],
  [/\bnos hemos quedado sin\b/iu, "nos quedamos sin"],
  [/\bme he quedado sin\b/iu, "me quedé sin"],
  [/\bno qued[oó] nada de\b/iu, "ya no queda nada de"],
  [/^(?:ya )?vali[oó] (?:madre )?(el|la|los|las) /iu, "se acabó $1 "],
  [/^(o|a|os|as) (.+?) j[aá] era\b/iu, "acabou $1 $2"],
  [/^(?:the )?(.+?) (?:is|are) all gone\b/iu, "we're out of $1"],
  [/^no (?!more\b)(.+?) left\b/iu, "there's no $1 left"],
  // "se fue la mitad del arroz en el guiso": half used, said as it went.
  [/^se (?:nos |me )?(?:fue|fueron) (la mitad|medio|media) /iu, "usamos $1 "],
  // "sugar's gone, zero left", "the milk's gone": none left.
  [
    /^(?:the )?(\p{L}[\p{L} ]*?)['’]s (?:all )?gone\b(?:,?\s*(?:zero|none|nothing) left)?/iu,
    "we're out of $1",
  ],
];

export function noneLeftSaidPlainly(message: string): string | null {
  for (const [saying, plain] of noneLeftSayings)
    if (saying.test(message)) return message.replace(saying, plain);
  return null;
}

/**
 * "se acabó el aceite, ponlo en la lista por fa", "…, agrégala a la lista de una vez plis",
 * "…, inclui na lista de compras": a closing that puts what ran out on the list, said with
 * courtesy or the list's full name — said plainly («…, ponlo en la lista»).
 */
export function listClosingSaidPlainly(message: string): string | null {
  const plain = message.replace(listClosingTail, "$1");
  return plain !== message ? plain : null;
}

/** After a comma: a verb (and its «it») that puts the things said before on the list. */
const listClosingTail =
  /([,;]\s*(?:y\s+|e\s+|and\s+)?\p{L}+(?:\s+(?:it|them|isso|ele|ela|eles|elas))?\s+(?:a|en|na|no|to|on|onto)\s+(?:(?:la|a|the|my|our)\s+)?(?:lista|list))(?:\s+(?:de compras|de la compra|del s[uú]per|do mercado|de mercado|da feira))?(?:\s+(?:de una vez|ya mismo|ahorita|de una))?(?:\s+(?:plis|pls|por fa|porfa|por favor|please|pf|vale))?\s*[.!🙏]*\s*$/iu;
