import { namesAGrocery, readItems } from "#server/ai/understanding/items.ts";
import type { Reading } from "#server/ai/understanding/reading.ts";
import { isPunctuation, type Token } from "#server/ai/understanding/text.ts";

/**
 * "al final no compré el cereal", "el jabón no lo trajeron, vuelve a ponerlo", "desmarcá la
 * leche que no la compré", "we didn't get the napkins, put them back on", "não compramos o
 * pão": something ticked off the shopping list was not bought after all — back on the list
 * (uncheckShoppingItems). Said in many shapes (who did not buy it, the thing first or last, a
 * closing "put it back"), so it is read from its words rather than from whole phrasings: a "not"
 * with a past "buy", or an "untick" verb, and the thing named — a grocery, or said to be on the
 * list. Anything else in the message leaves it to the rest of the engine.
 */
export interface Unbought {
  names: string[];
}

/** "no", "não", "didn't", "weren't": a not said of the buying. */
const negations = new Set(
  "no nao didnt didn't didn’t werent weren't weren’t wasnt wasn't wasn’t never nunca not".split(
    " ",
  ),
);
/** The buying, said in the past (or after an English "didn't"). */
const boughtWords = new Set(
  `compre compramos compraron compro compraste compraron comprou comprei compraram compraste
  traje trajimos trajeron trajo trajiste trouxe trouxemos trouxeram trouxeste consegui
  conseguimos consiguieron peguei pegamos pegaram pegou bought buy got get gotten grab grabbed
  purchased pick picked achei achamos acharam encontre encontramos encontraron encontrei
  encontraram found halle vino vinieron llego llegaron veio vieram vindo chegou chegaram came
  arrived comprar comprarlo comprarla comprarlos comprarlas`.split(/\s+/),
);
/** Verbs that untick by themselves. */
const untickVerb = /^(desmarc|desmarq|destach|uncheck|untick|unmark)/;
/** Said around the buying, no part of what was bought. */
const aroundWords = new Set(
  `lo la los las le les se nos me al final finalmente realmente en realidad de hecho ya todavia
  aun actually really after all in the end we i they you it them he she ellos ellas nosotros yo
  eu a gente eles elas ninguem nadie nobody no fim afinal na verdade ainda still be been
  at store super supermercado mercado feria tienda oye oe mira hey oops ops ay uy ah
  checked off ticked marked tache marque risquei marquei alcance alcanzamos alcanzaron alcanzo
  pude pudimos pudieron acabou siempre`.split(/\s+/),
);
/** A closing "put it back (on the list)" only repeats the request. */
const backWords = new Set(
  `vuelve volve volver volvé a poner ponerlo ponerla ponerlos ponerlas ponelo ponela ponelos
  ponelas pon pone regresalo regresala regresalos regresalas regresa devuelvelo devuelvela
  devuelve devolvelo agregalo agregala agregalos agregalas anotalo anotala de nuevo otra vez en
  la lista list put it them back on to the add again onto coloca coloque poe põe de volta na
  pra para volta ele ela eles elas novamente lo los las por favor porfa please pls
  marcalo marcala como pendiente pendientes pending
  volvelo volvela volvelos volvelas vuelvelo vuelvela vuelvelos vuelvelas vuelvalo vuelvala
  vuelvalos vuelvalas ponlo ponla ponlos ponlas ponga pongalo pongala de vuelta ai aqui them
  no comprado comprada comprados compradas poner comprar buy mark as not bought pendente
  pendentes`.split(/\s+/),
);

function words(tokens: Token[]): Token[] {
  return tokens.filter((token) => !isPunctuation(token));
}

/** The parts of the message between commas and full stops. */
function parts(tokens: Token[]): Token[][] {
  const result: Token[][] = [[]];
  for (const token of tokens) {
    if (isPunctuation(token)) result.push([]);
    else result.at(-1)?.push(token);
  }
  return result.filter((part) => part.length > 0);
}

/** Where a "not … bought" is said in the part: the not and the buying word. */
function notBought(part: Token[]): { from: number; to: number } | null {
  for (let i = 0; i < part.length; i++) {
    if (!negations.has(part[i]?.folded ?? "")) continue;
    // "no lo compré", "didn't actually get", "não compramos": a few small words may come between.
    for (let j = i + 1; j <= i + 4 && j < part.length; j++) {
      const word = part[j]?.folded ?? "";
      if (boughtWords.has(word)) {
        // "no compres", "don't buy": a "not" before a command is a change of mind, not this.
        const english = ["buy", "get", "grab", "pick"].includes(word);
        const before = part[i]?.folded ?? "";
        if (english && !/^(didn|weren|wasn|never)/.test(before)) break;
        return { from: i, to: j };
      }
      if (!aroundWords.has(word) && !["actually", "really"].includes(word)) break;
    }
  }
  return null;
}

/**
 * "se me quedaron en el súper", "o cereal não tinha no mercado", "we still need napkins", "I
 * checked off the napkins by mistake": not bought after all, said without a "not … bought" —
 * taken as such only with an untick or "put it back" said too (alone, "we still need napkins"
 * may be a new thing to buy).
 */
const notBoughtAfterAll = [
  "se me quedaron",
  "se me quedo",
  "se nos quedaron",
  "se nos quedo",
  "se me olvidaron",
  "se me olvido",
  "se nos olvido",
  "se nos olvidaron",
  "ficou",
  "ficaram",
  "esqueci",
  "esquecemos",
  "forgot",
  "still need",
  "still needs",
  "todavia necesitamos",
  "aun necesitamos",
  "todavia hace falta",
  "todavia hacen falta",
  "ainda precisamos",
  "ainda precisa",
  "nao tinha",
  "no habia",
  "no tenian",
  "were out of",
  "was out of",
  "werent in the bag",
  "weren't in the bag",
  "wasnt in the bag",
  "wasn't in the bag",
  "by mistake",
  "por error",
  "sin querer",
  "por engano",
  "sem querer",
].map((phrase) => phrase.split(" "));

function notBoughtAfterAllAt(part: Token[]): { from: number; to: number } | null {
  for (let i = 0; i < part.length; i++)
    for (const phrase of notBoughtAfterAll)
      if (phrase.every((word, k) => part[i + k]?.folded === word))
        return { from: i, to: i + phrase.length - 1 };
  return null;
}

/** Where the thing said first ends: at the pronoun that points back to it, or at who did
 * something with it ("el jabón lo marqué como comprado pero…", "o sabão eu risquei mas…"). */
const pointBack = new Set(
  "lo la los las le les pero mas but que eu yo i we nosotros ellos eles".split(" "),
);
const joins = new Set("de del da do dos das of con com with en em y e and".split(" "));

function thingSaidFirst(tokens: Token[]): Token[] {
  const end = tokens.findIndex(
    (token, i) => i > 0 && pointBack.has(token.folded) && !joins.has(tokens[i - 1]?.folded ?? ""),
  );
  return end > 0 ? tokens.slice(0, end) : tokens;
}

export function readUnbought(reading: Reading): Unbought | null {
  if (reading.temporal.date || reading.temporal.time) return null;
  const all = parts(reading.tokens);
  let said: Token[] | null = null;
  let untick = false;
  let listed = false;
  let soft = false;
  let closed = false;
  for (const part of all) {
    const verb = part.findIndex((token) => untickVerb.test(token.folded));
    const bought = notBought(part);
    // "desmarcá el cereal que no había": after an untick verb, what follows it says the thing.
    const afterAll = bought || verb >= 0 ? null : notBoughtAfterAllAt(part);
    if (afterAll) soft = true;
    const not = bought ?? afterAll;
    if (said === null && verb >= 0 && !not) {
      // "desmarcá el jabón que no lo compré": what follows the verb (its "que…" is no name).
      said = part.slice(verb + 1);
      untick = true;
      continue;
    }
    if (said === null && not) {
      // "el cereal al final no lo compraron", "we didn't get the cereal": the thing before the
      // not, else after the buying.
      const first = thingSaidFirst(part.slice(0, not.from)).filter(
        (token) => !aroundWords.has(token.folded),
      );
      // "oops I checked off the napkins by mistake": who did it comes before the thing.
      const before =
        first.length > 0 || !afterAll
          ? first
          : part.slice(0, not.from).filter((token) => !aroundWords.has(token.folded));
      const opens = verb >= 0 ? verb + 1 : 0;
      said =
        before.length > 0 && verb < 0
          ? before
          : part
              .slice(Math.max(opens, not.to + 1))
              .concat(verb >= 0 ? part.slice(opens, not.from) : []);
      untick = untick || verb >= 0;
      continue;
    }
    // Anything else said must be the closing "put it back", or "desmárcalo", "desmarca aí",
    // "unmark them": the untick itself, said after the thing.
    const closing = (token: Token) =>
      backWords.has(token.folded) || aroundWords.has(token.folded) || untickVerb.test(token.folded);
    if (!part.every(closing)) return null;
    closed = true;
    if (part.some((token) => ["lista", "list"].includes(token.folded))) listed = true;
  }
  if (!said || (soft && !untick && !closed)) return null;
  if (said.some((token) => ["lista", "list"].includes(token.folded))) listed = true;
  const articles = new Set(["la", "las", "los", "the", "o", "a", "os", "as"]);
  const thing = words(said).filter(
    (token) => !aroundWords.has(token.folded) || articles.has(token.folded),
  );
  const items = readItems(thing, reading.language).filter((item) => item.name !== "");
  if (items.length === 0) return null;
  // "desmarca la tarea de lavar el carro" is the tasks'.
  if (thing.some((token) => /^(tarea|tarefa|task|chore|pendiente)s?$/.test(token.folded)))
    return null;
  if (!listed && !namesAGrocery(thing)) return null;
  return { names: items.map((item) => item.name) };
}

/** "we still need milk", "todavía necesitamos leche", "ainda precisamos de leite": a thing still
 * needed is needed — "still" marks no task done and asks nothing of the pantry. */
export function stillNeededSaidPlainly(message: string): string | null {
  // "…we still need napkins, put them back": ticked, and not bought after all (readUnbought).
  if (putBack.test(message)) return null;
  const plain = message.replace(stillBeforeNeed, "");
  return plain !== message ? plain : null;
}

const stillBeforeNeed =
  /(?<!\p{L})(?:still|todav[ií]a|a[uú]n|ainda)\s+(?=(?:need|needs|necesito|necesitamos|necesitan|hace falta|hacen falta|precisamos|preciso|precisa|falta|faltan)(?!\p{L}))/giu;
const putBack =
  /(?<!\p{L})(?:put (?:it|them) back|desmarc|destach|unmark|uncheck|untick|vuelve a poner|volv[eé] a poner|de volta)/iu;

/**
 * "actually the cereal was the wrong kind, put it back on the list", "la leche estaba vencida,
 * vuélvela a poner", "o café veio errado, coloca de volta na lista": why a thing goes back, then
 * "put it back" — the thing named in the why is the one put back (it had added «Cereal was the
 * wrong kind» and «Put it back»).
 */
export function putBackAfterWhy(message: string): string | null {
  const said = whyThenPutBack.exec(message);
  if (!said?.groups) return null;
  const { article, thing, en, es } = said.groups;
  const named = `${article} ${thing}`;
  if (en) return `put ${named} back on the list`;
  if (es) return `vuelve a poner ${named} en la lista`;
  return `coloca ${named} de volta na lista`;
}

const whyThenPutBack = new RegExp(
  [
    String.raw`^\s*(?:(?:actually|oh|oops|ah|hey|en realidad|oye|pues|ay|na verdade|ih)\s*,?\s+)?`,
    String.raw`(?<article>the|el|la|los|las|o|a|os|as)\s+(?<thing>\p{L}+(?:\s+\p{L}+){0,2}?)\s+`,
    String.raw`(?:was|were|is|are|came|turned out|went|estaba|estaban|est[aá]n?|sali[oó]|salieron|vino|vinieron|era|eran|veio|vieram|estava|estavam|eram|t[aá])(?!\p{L})[^,.;!?]*[,.;]\s*`,
    "(?:",
    String.raw`(?<en>(?:so\s+|please\s+)?(?:put|add)\s+(?:it|them)\s+back(?:\s+(?:on|to)\s+the\s+list)?|(?:so\s+)?(?:unmark|uncheck|untick)\s+(?:it|them))`,
    "|",
    String.raw`(?<es>(?:vu[eé]lve|volv[eé])(?:la|lo|las|los)\s+a\s+poner(?:\s+en\s+la\s+lista)?|desm[aá]rca(?:la|lo|las|los)|p[oó]n(?:la|lo|las|los)\s+de\s+nuevo(?:\s+en\s+la\s+lista)?|regr[eé]sa(?:la|lo|las|los)\s+a\s+la\s+lista)`,
    "|",
    String.raw`(?<pt>(?:coloca|bota|p[oõ]e)(?:-(?:a|o|as|os))?\s+de\s+volta(?:\s+na\s+lista)?|desmarca(?:-(?:a|o|as|os))?)`,
    ")",
    String.raw`\s*(?:por favor|pls|please|porfa|pf)?\s*[.!]?\s*$`,
  ].join(""),
  "iu",
);
