import type { Language } from "#server/ai/understanding/corpus.ts";
import { fold, isPunctuation, type Token } from "#server/ai/understanding/text.ts";

/**
 * The words said around a name that are no part of it — one place for every kind of name the
 * assistant writes down (a shopping or pantry item, a task's or an event's title, a meal):
 *
 * - interjections and fillers at either edge: «ay, cilantro», «queso rallado che», «palta po»,
 *   «ugh, clean the garage», «sabão em pó né», «pagar el gas, bueno»;
 * - hedges before it: «maybe eggs», «quizás cebollas», «tipo arroz»;
 * - for things bought, the verb of buying before them: «anota comprar pan»;
 * - for things bought, where they are bought, said after them: «peras del super», «yerba del
 *   almacén», «pão francês da padaria», «bagels from the bakery», «oat milk from costco»,
 *   «huevos de la tienda de la esquina» — while a «de» that says what kind of thing it is stays
 *   («pan de molde», «leche de almendras», «papel de cocina», «dulce de leche»): only a shop
 *   ends a name;
 * - for a meal, whom or what it is for: «lasanha pra família toda», «mac and cheese for the kids».
 *
 * Fillers are per language: the Chilean «po» is the Portuguese «pó» of «sabão em pó».
 */
export type NameKind = "item" | "title" | "meal";

const words = (text: string) => new Set(fold(text).split(/\s+/).filter(Boolean));

/** Said at either edge of a name. */
const edgeFillers: Record<Language, Set<string>> = {
  es: words(
    // "…otras 6 manzanas causa", "…pan parce": whom it is said to, too.
    "ay uy ah oh eh ups oops uf ufa bueno pues che po pe bo wey güey guey cachai oe oye ok okay nomás pucha chuta weon causa parce parcero diay",
  ),
  pt: words("ai aí ah oh eh ops opa tipo né então entao ok okay beleza ué aff uai véi vei"),
  en: words("oops ugh oh ah uh um umm hmm okay ok yeah welp whoops bro dude"),
};

/** Said before a name only: a hedge, or what joins it to what came before («ah, and…»). */
const leadOnly: Record<Language, Set<string>> = {
  es: words("y también tambien quizás quizas capaz pero"),
  pt: words("e também tambem talvez porém porem"),
  en: words("and also so well like maybe probably perhaps just but"),
};

/** The verb of buying, said before a thing to buy: «anota comprar pan», «add buy bread». */
const buyLeads = words("comprar buy get grab");

/** Shops and markets: what a name ends on after «de/del/en/da/na/from/at», and is not its kind. */
const shops = words(
  [
    // es
    "super súper supermercado supermercados mercado mercadito minisuper minisúper minimarket",
    "tienda tiendita tiendas almacén almacen almacenes abarrotes bodega bodeguita",
    "panadería panaderia carnicería carniceria verdulería verduleria frutería fruteria",
    "pescadería pescaderia pollería polleria feria chino kiosco quiosco pulpería pulperia",
    "colmado farmacia ferretería ferreteria papelería papeleria librería libreria dietética",
    "dietetica esquina oxxo costco walmart soriana chedraui tottus wong lider líder carulla",
    "éxito exito d1 jumbo coto disco makro mandado mandados",
    // pt
    "padaria feira açougue acougue sacolão sacolao hortifruti quitanda farmácia mercadinho",
    "atacadão atacadao assaí assai carrefour empório emporio peixaria papelaria",
    // en
    "store grocery supermarket market bakery butcher deli pharmacy drugstore target aldi",
    "kroger safeway publix cvs walgreens",
  ].join(" "),
);

/** Whether words name a shop or a market: «fui al super», «got back from the store». */
export function namesAShop(text: string): boolean {
  return [...words(text)].some((word) => shops.has(word) || shops.has(word.replace(/s$/, "")));
}

/** What leads into a shop: «del», «de la», «en el», «da», «na», «from the», «at». */
const shopLeads: Record<Language, Set<string>> = {
  es: words("de del en donde"),
  pt: words("de da do das dos na no nas nos em"),
  en: words("from at"),
};
const shopArticles = words("el la los las lo un una a o as os the my our nuestro nuestra");

/** A part of the day said after the name, when the date reader left it («limpiar la parrilla
 * mañana de mañana», «milk this morning», «levar o lixo hoje à noite»): when, not what. */
const dayPartPhrases: Record<Language, string[]> = {
  es: [
    "de mañana",
    "de madrugada",
    "esta mañana",
    "esta tarde",
    "esta noche",
    "hoy en la noche",
    "hoy en la tarde",
    "hoy en la mañana",
    "a la tarde",
    "por la tarde",
    "a la noche",
    "por la noche",
    "a la mañana",
    "por la mañana",
    "anoche",
    "ayer en la noche",
    // "…3 huevos por la mañana": the date reader took «mañana» for tomorrow.
    "por la",
    "en la",
    "a la",
  ],
  pt: [
    "hoje à noite",
    "hoje de noite",
    "hoje à tarde",
    "hoje de manhã",
    "de manhã",
    "à noite",
    "à tarde",
    "de tarde",
    "ontem à noite",
  ],
  en: [
    "this morning",
    "this afternoon",
    "this evening",
    "tonight",
    "tomorrow morning",
    "last night",
  ],
};
const dayParts = Object.fromEntries(
  Object.entries(dayPartPhrases).map(([language, phrases]) => [
    language,
    phrases.map((phrase) => fold(phrase).split(" ")).sort((a, b) => b.length - a.length),
  ]),
) as Record<Language, string[][]>;

/** How many words a part of the day takes at the end of the name, or 0. */
function dayPartAtEnd(list: Token[], language: Language): number {
  const found = dayParts[language].find(
    (parts) =>
      parts.length < list.length &&
      parts.every((part, i) => list[list.length - parts.length + i]?.folded === part),
  );
  return found?.length ?? 0;
}

/** Whom or what a meal is for: «pra família», «para los niños», «for the kids». */
const forWords = words("para pa pal pra pro for");

/** Fillers that are ordinary words too («un vino bueno», «que todo esté ok»): at the end of a
 * name, only after a comma («pagar el gas, bueno»). */
const ordinaryWords = words("bueno ok okay tipo");

function isFiller(token: Token, language: Language): boolean {
  return edgeFillers[language].has(token.folded);
}

/** Where a shop said after the name begins («del super», «de la tienda de la esquina»), or -1. */
function shopAt(list: Token[], language: Language): number {
  for (let at = 1; at < list.length; at++) {
    if (!shopLeads[language].has(list[at]?.folded ?? "")) continue;
    let next = at + 1;
    while (next < list.length - 1 && shopArticles.has(list[next]?.folded ?? "")) next++;
    // Only a shop known by name: «songs from Taylor Swift» names no shop. «from the farmers
    // market», «from the corner store»: English says the kind of shop before it.
    const isShop = (token: Token | undefined) =>
      token !== undefined && (shops.has(token.folded) || shops.has(token.folded.replace(/s$/, "")));
    if (!isShop(list[next]) && language === "en" && isShop(list[next + 1])) next++;
    // «…en el Econo», «…at Costco», «…no Extra»: a shop named by its own name, said last.
    const named =
      /^(?:en|at|no|na|em)$/.test(list[at]?.folded ?? "") &&
      next >= list.length - 2 &&
      /^\p{Lu}/u.test(list[next]?.text ?? "");
    if (!isShop(list[next]) && !named) continue;
    // What follows the shop says which one («de la esquina», «de siempre», «do bairro»).
    if (list.length - next - 1 <= 4) return at;
  }
  return -1;
}

/** «leche de litro», «aceite de un litro», «arroz de 1 kg», «leite de 1 litro», «milk of a
 * gallon»: the size of each one said last is how it comes, not what it is. */
const sizeUnits = words(
  "litro litros kilo kilos kg g gramos gramas ml l lt galon galones gallon gallons quilo quilos libra libras lb",
);
const sizeCounts = words("un una medio media 1 2 3 4 5 um uma meio meia a one half");

function sizeAt(list: Token[]): number {
  const at = list.length - 1;
  if (at < 2 || !sizeUnits.has(list[at]?.folded ?? "")) return -1;
  const counted =
    sizeCounts.has(list[at - 1]?.folded ?? "") ||
    /^\d+([.,]\d+)?$/.test(list[at - 1]?.folded ?? "");
  const of = counted ? at - 2 : at - 1;
  return ["de", "do", "da", "of"].includes(list[of]?.folded ?? "") && of > 0 ? of : -1;
}

const afterWords = words("after despues depois");
const theWords = words("the del de la las los do da dos das my our");

/** The name's words without what was said around it; never empty when it was not. */
export function trimNameEdges(tokens: Token[], language: Language, kind: NameKind): Token[] {
  let list = tokens.filter(
    (token, i, all) => !(isPunctuation(token) && (i === 0 || i === all.length - 1)),
  );
  for (let changed = true; changed && list.length > 1; ) {
    changed = false;
    const first = list[0] as Token;
    const last = list.at(-1) as Token;
    // «me agenda por favor la fiesta…»: a courtesy said before the name.
    if (first.folded === "por" && list[1]?.folded === "favor" && list.length > 2) {
      list = list.slice(2);
      changed = true;
    } else if (
      isFiller(first, language) ||
      leadOnly[language].has(first.folded) ||
      isPunctuation(first)
    ) {
      list = list.slice(1);
      changed = true;
    } else if (
      isPunctuation(last) ||
      (isFiller(last, language) &&
        (!ordinaryWords.has(last.folded) || isPunctuation(list.at(-2) as Token)))
    ) {
      list = list.slice(0, -1);
      changed = true;
    } else if (dayPartAtEnd(list, language) > 0) {
      list = list.slice(0, list.length - dayPartAtEnd(list, language));
      changed = true;
    }
  }
  if (kind === "item") {
    if (list.length > 1 && buyLeads.has(list[0]?.folded ?? "")) list = list.slice(1);
    const shop = shopAt(list, language);
    if (shop > 0) list = list.slice(0, shop);
    const size = sizeAt(list);
    if (size > 0) list = list.slice(0, size);
    // «flour after the cookies», «azúcar después del pastel»: what used it up is no part of it.
    const after = list.findIndex(
      (token, i) =>
        i > 0 && afterWords.has(token.folded) && theWords.has(list[i + 1]?.folded ?? ""),
    );
    if (after > 0) list = list.slice(0, after);
  }
  if (kind === "meal") {
    const purpose = list.findIndex((token, i) => i > 0 && forWords.has(token.folded));
    if (purpose > 0) list = list.slice(0, purpose);
  }
  // «ay, …» may leave a comma behind.
  while (list.length > 1 && isPunctuation(list.at(-1) as Token)) list = list.slice(0, -1);
  return list.length > 0 ? list : tokens;
}

/** The same, for a name already written as text (a meal's). */
export function trimNameText(text: string, language: Language, kind: NameKind): string {
  const tokens = tokenizeKeeping(text);
  if (tokens.length === 0) return text;
  const kept = trimNameEdges(tokens, language, kind);
  if (kept.length === tokens.length) return text;
  const start = kept[0]?.start ?? 0;
  const end = kept.at(-1)?.end ?? text.length;
  return text.normalize("NFC").slice(start, end).trim();
}

function tokenizeKeeping(text: string): Token[] {
  const source = text.normalize("NFC");
  const tokens: Token[] = [];
  for (const match of source.matchAll(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*|[,;.]/gu)) {
    const start = match.index ?? 0;
    tokens.push({ text: match[0], folded: fold(match[0]), start, end: start + match[0].length });
  }
  return tokens;
}
