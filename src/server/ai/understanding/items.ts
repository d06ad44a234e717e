import { grocerySynonyms } from "#server/ai/tools/grocery-synonyms.ts";
import { type Language, languages, lexicons } from "#server/ai/understanding/corpus.ts";
import { isKnownWord, isLanguageWord } from "#server/ai/understanding/language.ts";
import { trimNameEdges } from "#server/ai/understanding/name-edges.ts";
import { fold, isPunctuation, type Token } from "#server/ai/understanding/text.ts";
import { capitalizeFirst } from "#shared/shopping/item-names.ts";

/**
 * Items and their quantities in what is left of a sentence once its carrier words are gone:
 * "leche, pan y 2 kilos de papas" → Leche, Pan, Papas (2 kg); "una docena de huevos" → 12;
 * "aguacates x6" → 6; "medio kilo de carne" → 0.5 kg; "3 caixas de leite" → 3 caixas. Names are
 * said back as written (accents and all); only quantities are normalised.
 */
export interface SaidItem {
  name: string;
  /** As the shopping list stores it: "2 kg", "12", "3 caixas"; null when none was said. */
  quantity: string | null;
  /** The amount as a number (for the pantry): 2, 12, 0.5; null when none was said. */
  amount: number | null;
  /** The pantry's unit when one was said: "kg", "g", "L", "mL", "paquete". */
  unit: string | null;
}

const pantryUnits: Record<string, string> = { kg: "kg", g: "g", l: "L", ml: "mL" };

function phraseAt(words: string[], at: number, phrase: string): boolean {
  const parts = fold(phrase).split(" ");
  return parts.every((part, offset) => words[at + offset] === part);
}

/** "kilito", "paquetito", "quilinho", "botellita": a unit said small is that unit. */
function undiminished(word: string): string[] {
  const small = word.match(/^(\p{L}{3,}?)(?:c?it[oa]s?|z?inh[oa]s?)$/u)?.[1];
  if (!small) return [word];
  return [word, small, ...["o", "a", "e", "os", "as", "es"].map((end) => small + end)];
}

/** The metric unit ("kg", "l", "lb") a word names, diminutives included. */
function metricUnitOf(word: string, language: Language): string | null {
  const forms = undiminished(word);
  const found = Object.entries(lexicons[language].units).find(([, names]) =>
    names.some((name) => forms.includes(fold(name))),
  );
  return found?.[0] ?? null;
}

/** The unit a count said after a measured thing takes: the measure's own ("kg"), or the count
 * unit in the count's number ("1 paquete" → "paquetes" for two); null for no unit. */
function unitSaidAgain(measure: string, count: number, language: Language): string | null {
  if (Object.keys(lexicons[language].units).includes(measure)) return measure;
  const forms = countUnitOf(measure, language);
  if (!forms) return null;
  return count === 1 ? forms[0] : forms[1];
}

/** "una marraqueta", "um abacate", "an onion" — not "un poco de queso". */
function saysOne(group: Token[]): boolean {
  const [article, next] = group;
  return (
    /^(un|una|um|uma|a|an)$/.test(article?.folded ?? "") &&
    next !== undefined &&
    !/^(poco|poquito|pouco|pouquinho|little|bit|few|couple)$/.test(next.folded)
  );
}

/** The count unit ("bolsa", "paquete") a word names, as [singular, plural]. */
function countUnitOf(word: string, language: Language): [string, string] | null {
  const forms = undiminished(word);
  return (
    lexicons[language].countUnits.find((names) =>
      names.some((name) => forms.includes(fold(name))),
    ) ?? null
  );
}

const fractions: Record<string, number> = { "½": 0.5, "¼": 0.25, "¾": 0.75 };

/** "2", "1,5", "1/2", "½", "dos", "medio": the number a word says, if any. */
function numberOf(word: string, language: Language): number | undefined {
  if (/^\d+(?:[.,]\d+)?$/.test(word)) return Number(word.replace(",", "."));
  const fraction = word.match(/^(\d+)\/(\d+)$/);
  if (fraction && Number(fraction[2]) > 0) return Number(fraction[1]) / Number(fraction[2]);
  return fractions[word] ?? lexicons[language].numbers[word];
}

function formatAmount(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : String(Number(amount.toFixed(3)));
}

/** "and" said in any of the three languages; and "nor" ("ya no hay huevos ni queso", "não tem
 * ovo nem leite", "no milk nor eggs"), which joins things as well inside a list — kept apart
 * from the lexicons' conjunctions, which also split clauses. */
const sharedJoins = ["y", "e", "and", "&", "+", "ni", "nem", "nor"];

/** Splits on commas and "y"/"e"/"and" (the lexicon's conjunctions). */
export function splitItems(tokens: Token[], language: Language): Token[][] {
  // "coloca leche and eggs na lista", "tortillas e pan, y leche": families mix languages.
  const conjunctions = new Set([...lexicons[language].conjunctions.map(fold), ...sharedJoins]);
  const halves = new Set(
    Object.entries(lexicons[language].numbers)
      .filter(([, value]) => value === 0.5)
      .map(([word]) => fold(word)),
  );
  const unitWords = new Set(Object.values(lexicons[language].units).flat().map(fold));
  const groups: Token[][] = [[]];
  for (const [index, token] of tokens.entries()) {
    // "un kilo y medio de carne" is one item; "frutillas y medio kilo de queso" two.
    const half =
      halves.has(tokens[index + 1]?.folded ?? "") && unitWords.has(tokens[index - 1]?.folded ?? "");
    // "1 kg más de tortillas": a "más" before "de" is more of it, not another item.
    const more = tokens[index + 1]?.folded === "de" || tokens[index + 1]?.folded === "of";
    if (isPunctuation(token) || (conjunctions.has(token.folded) && !half && !more)) {
      if ((groups.at(-1) ?? []).length > 0) groups.push([]);
      continue;
    }
    groups.at(-1)?.push(token);
  }
  return groups.filter((group) => group.length > 0);
}

/** Words that put things on (or take them off) a list: "a la lista", "from the list", "pra lista". */
const listPrepositions = new Set(
  "a al en de del para pa to from on off onto in into na no da do pra pro".split(" "),
);
/** Words said between that word and "lista": "la", "the shopping", "my grocery", "nossa". */
const listFillers = new Set(
  "la mi nuestra tu su el the my our your shopping grocery groceries weekly usual a o nossa minha sua".split(
    " ",
  ),
);
/** Words that name a list once opened by "de"/"do": "de los mandados", "del súper", "do mercado". */
const listNameJoins = new Set(["de", "del", "do", "da", "dos", "das", "of", "for"]);

/** "huevos a la lista de los mandados", "detergent from the shopping list", "arroz pra lista do
 * mercado": the list said after the last thing, whatever it is called, is no part of its name. */
function cutTrailingList(list: Token[]): Token[] {
  const words = list.map((token) => token.folded);
  const at = words.findIndex((word) => word === "lista" || word === "list");
  if (at < 0) {
    // "take the napkins off my (shopping list)": the list's name already taken by the phrasing,
    // what led to it still dangles — "off my", "to our", "a mi".
    let start = words.length;
    while (start > 2 && words.length - start < 3 && listFillers.has(words[start - 1] ?? ""))
      start--;
    const dangling = words.slice(start);
    return dangling.length > 0 &&
      !dangling.some((word) => word === "a" || word === "o") &&
      listPrepositions.has(words[start - 1] ?? "")
      ? list.slice(0, start - 1)
      : list;
  }
  if (at < 2) return list;
  const rest = words.slice(at + 1);
  if (rest.length > 4 || (rest.length > 0 && !listNameJoins.has(rest[0] ?? ""))) return list;
  for (let start = at; start >= Math.max(2, at - 3); start--) {
    if (!words.slice(start, at).every((word) => listFillers.has(word))) break;
    if (listPrepositions.has(words[start - 1] ?? "")) return list.slice(0, start - 1);
  }
  return list;
}

function stripEdges(tokens: Token[], language: Language): Token[] {
  const { itemStart, itemEnd } = lexicons[language].strip;
  let list = tokens;
  let changed = true;
  while (changed && list.length > 0) {
    changed = false;
    const cut = cutTrailingList(list);
    if (cut.length < list.length) {
      list = cut;
      changed = true;
      continue;
    }
    const words = list.map((token) => token.folded);
    for (const phrase of [...itemEnd].sort((a, b) => b.length - a.length)) {
      const size = fold(phrase).split(" ").length;
      if (size < list.length && phraseAt(words, list.length - size, phrase)) {
        list = list.slice(0, list.length - size);
        changed = true;
        break;
      }
    }
    const first = list[0]?.folded;
    // "sumá a la lista yerba": the list's name may come before the first item too.
    if (!changed && list.length > 1) {
      for (const phrase of [...itemEnd].sort((a, b) => b.length - a.length)) {
        const size = fold(phrase).split(" ").length;
        if (size < list.length && phraseAt(words, 0, phrase)) {
          list = list.slice(size);
          changed = true;
          break;
        }
      }
    }
    if (!changed && list.length > 1) {
      for (const phrase of [...itemStart].sort((a, b) => b.length - a.length)) {
        const size = fold(phrase).split(" ").length;
        if (size < list.length && phraseAt(words, 0, phrase)) {
          list = list.slice(size);
          changed = true;
          break;
        }
      }
    }
    if (!changed && first && list.length === 1) break;
  }
  return list;
}

/** "huevos para la tortilla", "queso para la once": what it is for is not its name. */
const purposeWords = new Set(["para", "pa", "pal", "pa'l", "pra", "pro", "pros", "pras", "for"]);

/** What follows "para" when it says who or when the thing is for, not what kind it is. */
const forWhomOrWhen = new Set(
  (
    "el la los las lo un una unos unas mi mis tu tus su sus nuestro nuestra nuestros nuestras este esta estos estas ese esa esos esas o a os as um uma meu minha meus minhas seu sua nosso nossa que mi ti hoy manana ya luego despues ahora hoje amanha ja depois lunes martes miercoles jueves viernes sabado domingo segunda terca quarta quinta sexta semana finde fin desayuno almuerzo comida cena once merienda almoco jantar janta lanche " +
    // "refrigerante pra festa", "globos pal cumple", "carne pro churrasco": an occasion.
    "festa festinha fiesta fiestita cumple cumpleanos aniversario niver churrasco asado parrillada reuniao reunion viagem viaje paseo piquenique picnic escola escuela colegio lonchera lancheira navidad natal ceia " +
    // "linguiça pra feijoada", "frutas pa los jugos": a dish it goes into ("masa para pizza",
    // "harina para arepas" name kinds: those dishes are left out).
    "feijoada sopa jugos sucos guiso guisado lasanha"
  ).split(" "),
);

/** "para hacer pan", "pra levar": a verb of making or taking says what it is for. */
const purposeVerbs = new Set(
  "hacer preparar cocinar llevar comer tomar beber cenar almorzar desayunar usar regalar fazer preparar cozinhar levar comer tomar beber usar dar".split(
    " ",
  ),
);

/** "bolsas para basura", "masa para pizza", "ração pra gato", "papel para hornear": "para" and
 * a bare word name a kind of product. An article, a person, a day or a meal after it ("para la
 * tortilla", "para Mateo", "para mañana"), or a verb of making or taking ("para hacer pan"), say
 * what it is for instead. */
function namesAKind(group: Token[], at: number): boolean {
  const said = group[at]?.folded;
  const next = group[at + 1];
  if (!["para", "pra", "pa"].includes(said ?? "") || !next || !/^\p{Ll}/u.test(next.text))
    return false;
  // "jabón pa la ropa", "sabão pra roupa": what it washes is the kind.
  const after = forWhomOrWhen.has(next.folded) ? group[at + 2]?.folded : next.folded;
  if (after && washedThings.has(after)) return true;
  // «pa» says what for far more often than what kind ("tortillas pa en la noche").
  if (said === "pa" || forWhomOrWhen.has(next.folded)) return false;
  return !purposeVerbs.has(next.folded);
}

/** What a soap or a cleaner is for, which names its kind ("jabón para la ropa"). */
const washedThings = new Set(["ropa", "roupa", "loza", "trastes", "pisos", "piso", "vidrios"]);
/** "jabón que no lo alcancé a comprar", "cereal no lo compré": a clause about it, not its name. */
// "ya compré el pan pero me olvidé la leche": what follows "pero" is said of the things.
const clauseWords = new Set(["que", "no", "nao", "not", "didn't", "pero", "but", "porem"]);

/** Words that hedge a count ("solo", "só", "like"), said before it. */
const hedges = new Set(
  // "add maybe a dozen eggs", "quizás unas cuantas cebollas", "talvez uns limões": a guess too.
  (
    "solo sólo nomas nomás apenas so só somente only just about around like approximately aproximadamente casi quase como unos unas uns umas suficiente suficientes bastante enough poquito poquita poco poca pouco pouca maybe probably perhaps quizás quizá quizas quiza capaz talvez cuantos cuantas cuantitos cuantitas " +
    // "otras 6 manzanas", "outros 2 pacotes": more of it, said before the count.
    "otras otros outras outros"
  )
    .split(" ")
    .map((word) => word.normalize("NFD").replace(/\p{Diacritic}/gu, "")),
);

/** The words that name the things, of what follows a verb that puts them on the list: no hedge
 * before them ("unas cuantas cebollas"), nothing of whom or what they are for ("velas para la
 * tarta de cumpleaños", "juice boxes for the kids' lunch", "cartulina para Mateo") — a purpose
 * may say an event's words, a meal's or a member's, and names no event, meal or member. */
export function thingWords<T extends { token: Token }>(words: T[]): T[] {
  let from = 0;
  while (from < words.length - 1 && hedges.has(words[from]?.token.folded ?? "")) from++;
  const rest = words.slice(from);
  const tokens = rest.map((word) => word.token);
  const purpose = tokens.findIndex(
    (token, i) => i > 0 && purposeWords.has(token.folded) && !namesAKind(tokens, i),
  );
  return purpose > 0 ? rest.slice(0, purpose) : rest;
}

/** "queso blanco pa las arepas", "huevos para la tortilla": what it is for is cut before the
 * things said are told apart — there «arepas» is what the cheese is for, no thing of its own. */
function beforePurpose(group: Token[]): Token[] {
  const at = group.findIndex(
    (token, i) => i > 0 && purposeWords.has(token.folded) && !namesAKind(group, i),
  );
  return at > 0 ? group.slice(0, at) : group;
}

/** "solo 2 latas", "só meio pacote", "like 5 eggs", "¿hay suficiente leche?", "enough milk?":
 * how sure the count is, or how much is asked, not the thing. */
function stripHedges(group: Token[]): Token[] {
  let list = group;
  while (list.length > 1 && hedges.has(list[0]?.folded ?? "")) list = list.slice(1);
  return list;
}

/** Meals of the day, and the words that lead to one said after a thing ("del almuerzo", "de la
 * cena", "do almoço", "at lunch", "from dinner"); a bare "de" is not one ("lata de comida"). */
const mealWords = new Set(
  "desayuno almuerzo cena once merienda almoco jantar janta breakfast lunch dinner supper".split(
    " ",
  ),
);
const mealLeadWords = new Set("del do da at from en no na al in".split(" "));

/** Where a closing "del almuerzo", "de la cena", "no jantar", "at lunch" begins, or -1. */
function mealAt(tokens: Token[]): number {
  const last = tokens.length - 1;
  if (last < 2 || !mealWords.has(tokens[last]?.folded ?? "")) return -1;
  let from = last;
  if (["el", "la", "the", "o", "a"].includes(tokens[from - 1]?.folded ?? "")) from--;
  const lead = tokens[from - 1]?.folded ?? "";
  if (mealLeadWords.has(lead)) return from - 1 > 0 ? from - 1 : -1;
  // "de la cena", "de el almuerzo": "de" with its article.
  return lead === "de" && from < last && from - 1 > 0 ? from - 1 : -1;
}

const copulas = new Set("eran era son fueron eram era foram were was".split(" "));
const moreWords = new Set(["more", "mas", "mais"]);
const isCount = (token: Token | undefined, language: Language) =>
  token !== undefined &&
  (/^\d+(?:[.,]\d+)?$/.test(token.folded) || numberOf(token.folded, language) !== undefined);

/** An imperative with its object pronoun: "márquelos", "anótalo", "agrégalas", "bórrala". */
const encliticVerb = /[áéíóú]\p{L}*[aei](?:lo|la|los|las)$/iu;

/** Words that open a clause said about the things ("no había", "ya hay", "we still have some"). */
const asideOpeners = new Set(
  (
    "que that no nao not ya ja porque pq because since we still ainda todavia aun " +
    // "…, siempre no las voy a ocupar", "…, se terminó ayer", "…, ni una gota", "…, hoy hago
    // enchiladas": when, or "not even", opens no thing.
    "siempre nunca ayer hoy anoche always never yesterday today tonight ontem hoje sempre ni nem " +
    // "…, va a ser para la salsa", "…, sábado tem feijoada", "…, throw those on there", "…, I
    // didn't end up getting it", "…, ese déjalo no más": a clause about them.
    "va van voy vamos viene vienen tem temos tiene tienen tenemos es son is are throw toss didnt did i ese esa eso esos esas " +
    // "…, porfa mi amor": whom it is said to.
    "mi amor"
  ).split(" "),
);

function parseItem(group: Token[], language: Language): SaidItem | null {
  const lexicon = lexicons[language];
  const purpose = group.findIndex(
    (token, i) =>
      i > 0 &&
      ((purposeWords.has(token.folded) && !namesAKind(group, i)) || clauseWords.has(token.folded)),
  );
  // "(necesito) que vengan a hacer aseo", "…, no había", "…, já tem em casa", "…, we still
  // have some": a clause about the things, not a thing.
  if (asideOpeners.has(group[0]?.folded ?? "")) return null;
  // "…, se terminó ayer", "…, se gastó todito": said of the thing before, naming none ("…, y se
  // terminó el azúcar" names one).
  if (group[0]?.folded === "se" && !namesAGrocery(group)) return null;
  // "ya compré el pan, márquelos", "…, anótalo", "cómpralas": a verb said with its object
  // (the written stress before the pronoun) names nothing.
  // "…, táchelas y súmelas a la despensa": so said with what follows it, too.
  if (encliticVerb.test(group[0]?.text ?? "")) return null;
  // "ya compré las manzanas, eran seis": what they were is said of them, and names nothing.
  if (copulas.has(group[0]?.folded ?? "")) return null;
  let tokens = purpose > 0 ? group.slice(0, purpose) : group;
  // "one more kilo of tortillas", "dos kilos más", "2 more bags": a count that adds to what is
  // on the list reads as that count.
  if (tokens.length > 2 && moreWords.has(tokens[1]?.folded ?? "") && isCount(tokens[0], language))
    tokens = [tokens[0] as Token, ...tokens.slice(2)];
  // "el pollo del almuerzo", "the chicken at lunch": the meal it went into is no part of it.
  const meal = mealAt(tokens);
  if (meal > 0) tokens = tokens.slice(0, meal);
  // "a la lista 2 libras de arroz": the list's name first, then the quantity.
  for (const phrase of [...lexicon.strip.itemEnd].sort((a, b) => b.length - a.length)) {
    const size = fold(phrase).split(" ").length;
    if (
      size < tokens.length &&
      phraseAt(
        tokens.map((token) => token.folded),
        0,
        phrase,
      )
    ) {
      tokens = tokens.slice(size);
      break;
    }
  }
  tokens = stripHedges(tokens);
  // "(cuántas) latas de atún": a count's unit with no number is not the thing's name —
  // unless unit and thing are one grocery ("bolsas de basura").
  if (
    tokens.length > 2 &&
    countUnitOf(tokens[0]?.folded ?? "", language) &&
    tokens[1]?.folded === "de" &&
    !opensWithPhrase(tokens)
  )
    tokens = tokens.slice(2);
  let amount: number | null = null;
  let unit: string | null = null;
  let said: string | null = null;
  const words = () => tokens.map((token) => token.folded);
  const connectors = new Set(["de", "of", "do", "da", "dos", "das"]);

  // "una docena de", "un par de"
  for (const [phrase, value] of Object.entries(lexicon.amounts).sort(
    (a, b) => b[0].length - a[0].length,
  )) {
    const size = fold(phrase).split(" ").length;
    if (size < tokens.length && phraseAt(words(), 0, phrase)) {
      amount = value;
      tokens = tokens.slice(size);
      // "half a pound of ham", "media docena": the unit may follow the amount.
      const metric = metricUnitOf(tokens[0]?.folded ?? "", language);
      if (metric && tokens.length > 1) {
        unit = metric;
        tokens = tokens.slice(1);
        if (tokens.length > 1 && connectors.has(tokens[0]?.folded ?? "")) tokens = tokens.slice(1);
      }
      break;
    }
  }
  // "1 dúzia de ovos", "2 docenas de huevos"
  const counted = numberOf(tokens[0]?.folded ?? "", language);
  if (
    amount === null &&
    counted !== undefined &&
    dozens.has(tokens[1]?.folded ?? "") &&
    tokens.length > 2
  ) {
    amount = counted * 12;
    tokens = tokens.slice(2);
    if (tokens.length > 1 && connectors.has(tokens[0]?.folded ?? "")) tokens = tokens.slice(1);
  }
  // "a 5 lb bag of rice", "una bolsa de 2 kilos…": the article of the bag the measure comes in.
  if (
    amount === null &&
    tokens.length > 2 &&
    /^\d/.test(tokens[1]?.folded ?? "") &&
    ["a", "an", "un", "una", "um", "uma"].includes(tokens[0]?.folded ?? "")
  )
    tokens = tokens.slice(1);
  // "2 kilos de", "medio kilo de", "3 caixas de", "6"
  if (amount === null && tokens.length > 1) {
    const first = tokens[0]?.folded ?? "";
    const next = tokens[1]?.folded ?? "";
    // "otro kilo de tortillas", "another pound of beef", "outra caixa de leite": one more unit.
    const number =
      numberOf(first, language) ??
      (oneMore.has(first) && (metricUnitOf(next, language) || countUnitOf(next, language))
        ? 1
        : undefined);
    const pack = number !== undefined ? packAt(words(), 1, language) : null;
    if (number !== undefined && pack && tokens.length > pack.length + 1) {
      // "2 six de cerveza", "2 six packs of beer": so many packs of a known size.
      amount = number * pack.size;
      tokens = tokens.slice(pack.length + 1);
    } else if (number !== undefined && !Number.isNaN(number)) {
      const metric = metricUnitOf(next, language);
      const counted = countUnitOf(next, language);
      if (metric && tokens.length > 2) {
        amount = number;
        unit = metric;
        tokens = tokens.slice(2);
        // "un kilo y medio de carne"
        if (lexicon.numbers[tokens[1]?.folded ?? ""] === 0.5 && tokens.length > 2) {
          amount += 0.5;
          tokens = tokens.slice(2);
        }
        // "5 lb bag of rice", "2 kg bag of flour": the bag the measure comes in is no name.
        if (
          tokens.length > 2 &&
          countUnitOf(tokens[0]?.folded ?? "", language) &&
          connectors.has(tokens[1]?.folded ?? "")
        )
          tokens = tokens.slice(1);
      } else if (counted && tokens.length > 2 && opensWithPhrase(tokens.slice(1))) {
        // "2 bolsas de basura": the unit is the thing's own name.
        amount = number;
        tokens = tokens.slice(1);
      } else if (counted && tokens.length > 2) {
        amount = number;
        said = `${formatAmount(number)} ${number === 1 ? counted[0] : counted[1]}`;
        unit =
          fold(counted[0]) === "paquete" || fold(counted[0]) === "pacote"
            ? "paquete"
            : cookingMeasures.has(fold(counted[0]))
              ? fold(counted[0])
              : null;
        tokens = tokens.slice(2);
      } else if (number !== 1 || /^\d/.test(first)) {
        amount = number;
        tokens = tokens.slice(1);
      }
      if (tokens.length > 2 && ["mas", "more", "mais"].includes(tokens[0]?.folded ?? ""))
        tokens = tokens.slice(1);
      if (tokens.length > 1 && connectors.has(tokens[0]?.folded ?? "")) tokens = tokens.slice(1);
    }
  }
  // "x6 iogurte": the count said first.
  const times1 = (tokens[0]?.folded ?? "").match(/^x(\d+)$/);
  if (amount === null && times1 && tokens.length > 1) {
    amount = Number(times1[1]);
    tokens = tokens.slice(1);
  }
  // "aguacates x6", "huevos x 12"
  const last = tokens.at(-1)?.folded ?? "";
  const times = last.match(/^x(\d+)$/);
  if (amount === null && times && tokens.length > 1) {
    amount = Number(times[1]);
    tokens = tokens.slice(0, -1);
  } else if (
    amount === null &&
    tokens.length > 2 &&
    tokens.at(-2)?.folded === "x" &&
    /^\d+$/.test(last)
  ) {
    amount = Number(last);
    tokens = tokens.slice(0, -2);
  }
  tokens = stripEdges(tokens, language);
  // "yerba del almacén", "sabão em pó né", "bagels from the bakery": what is said around the
  // name (name-edges.ts, shared by every kind of name).
  tokens = trimNameEdges(tokens, language, "item");
  const name = tokens
    .map((token) => token.text)
    .join(" ")
    .trim();
  if (!name || name.length > 120 || !/\p{L}/u.test(name)) return null;
  // "agrega lo que falta", "put it on the list", "coloca isso": a pronoun names nothing.
  if (tokens.every((token) => leadWords.has(token.folded) || pronouns.has(token.folded)))
    return null;
  let quantity: string | null = said;
  if (amount !== null && quantity === null) {
    quantity = unit ? `${formatAmount(amount)} ${unit}` : formatAmount(amount);
  }
  return {
    name: capitalizeFirst(name),
    quantity,
    amount,
    unit: unit ? (pantryUnits[unit] ?? unit) : null,
  };
}

/** "six de", "six packs of", "fardos de": a pack of a known size (the lexicons' amounts said
 * with "un"/"a" — "un six de": 6 — here after a count of them, plural or not), at `at`. */
function packAt(
  words: string[],
  at: number,
  language: Language,
): { size: number; length: number } | null {
  const articles = new Set(["un", "una", "a", "an", "um", "uma"]);
  let found: { size: number; length: number } | null = null;
  for (const [phrase, size] of Object.entries(lexicons[language].amounts)) {
    if (size < 2) continue;
    const parts = fold(phrase).split(" ");
    const bare = articles.has(parts[0] ?? "") ? parts.slice(1) : parts;
    // "2 fardos de cerveja": a pack the list keeps as a unit of its own stays one.
    if (countUnitOf(bare[0] ?? "", language)) continue;
    if (bare.length < 2 || (found && found.length >= bare.length)) continue;
    const fits = bare.every((part, k) => {
      const word = words[at + k];
      return word === part || word === `${part}s` || word === `${part}es`;
    });
    if (fits) found = { size, length: bare.length };
  }
  return found;
}

/** "otro", "another", "outra": one more, when a unit follows. */
const oneMore = new Set(["otro", "otra", "another", "outro", "outra"]);

const dozens = new Set(["docena", "docenas", "duzia", "duzias", "dozen", "dozens"]);

/** "2 tazas de arroz", "2 cups of rice": a kitchen measure, kept as the unit so the pantry never
 * takes 2 cups for 2 of its own kilos (it says it cannot convert them instead). */
const cookingMeasures = new Set(
  "taza cucharada cucharadita xicara colher cup tablespoon tbsp teaspoon tsp".split(" "),
);

/**
 * Items said without commas ("2 kilos de jitomate un aguacate", "arroz feijão"), or with the
 * quantity after the name ("papa amarilla 2 kilos, ají", "leche deslactosada 2 litros pan
 * integral"): a new quantity after a name starts a new item, unless it is that name's own (a
 * number and a unit not followed by "de"), and two things the lexicons know, side by side, are two.
 */
function separateItems(group: Token[], language: Language): Token[][] {
  const lexicon = lexicons[language];
  const connectors = new Set([
    "de",
    "of",
    "do",
    "da",
    "dos",
    "das",
    "con",
    "com",
    "with",
    "sin",
    "sem",
  ]);
  const unitNames = new Set(
    [...Object.values(lexicon.units).flat(), ...lexicon.countUnits.flat(), ...dozens].map(fold),
  );
  const units = {
    has: (word: string) =>
      unitNames.has(word) ||
      metricUnitOf(word, language) !== null ||
      countUnitOf(word, language) !== null,
  };
  const isNumber = (token: Token | undefined) =>
    token !== undefined &&
    (/^\d/.test(token.folded) || numberOf(token.folded, language) !== undefined);
  const isName = (token: Token) =>
    /\p{L}/u.test(token.text) &&
    !isNumber(token) &&
    !units.has(token.folded) &&
    !connectors.has(token.folded);
  const articles = new Set([
    ...lexicon.strip.itemStart.map(fold),
    "la",
    "el",
    "las",
    "los",
    "a",
    "o",
  ]);
  const parts: Token[][] = [];
  let current: Token[] = [];
  for (let i = 0; i < group.length; i++) {
    const token = group[i] as Token;
    const previous = group[i - 1];
    const starts =
      // "café uns tomates", "eggs some milk": a count or its article opens an item.
      (isNumber(token) || ["unos", "unas", "uns", "umas", "some"].includes(token.folded)) &&
      // "pañales etapa 3": a number nothing follows is part of the name.
      i + 1 < group.length &&
      // "batata doce": the number is part of a grocery's name.
      !insidePhrase(group, i) &&
      current.some(isName) &&
      previous !== undefined &&
      !connectors.has(previous.folded) &&
      // "para la once", "the 2 of us": after an article or a purpose it is no quantity.
      !articles.has(previous.folded) &&
      !purposeWords.has(previous.folded) &&
      !units.has(previous.folded) &&
      // "un kilo y medio", "x 6": not a new item ("carne molida medio kilo" is one).
      !(lexicon.numbers[token.folded] === 0.5 && ["y", "e", "and"].includes(previous.folded)) &&
      previous.folded !== "x";
    if (!starts) {
      current.push(token);
      continue;
    }
    const unit = group[i + 1];
    const after = group[i + 2];
    if (
      unit &&
      units.has(unit.folded) &&
      !(after && connectors.has(after.folded)) &&
      // "chicken a dozen eggs": a dozen opens what follows, unless nothing does.
      !(after && dozens.has(unit.folded))
    ) {
      // "papa amarilla 2 kilos": the quantity is the name's, said after it.
      // "frijoles 1 kilo y medio": and its half with it.
      const half =
        after !== undefined &&
        ["y", "e", "and"].includes(after.folded) &&
        lexicon.numbers[group[i + 3]?.folded ?? ""] === 0.5;
      parts.push(
        half ? [token, unit, after, group[i + 3] as Token, ...current] : [token, unit, ...current],
      );
      current = [];
      i += half ? 3 : 1;
      continue;
    }
    parts.push(current);
    current = [token];
  }
  if (current.length > 0) parts.push(current);
  // "2kg de arroz feijão": two things the lexicons know, side by side.
  const known = (token: Token | undefined) =>
    token !== undefined &&
    languages.some((other) =>
      lexicons[other].fill.items.some((item) => fold(item) === token.folded),
    );
  // Spanish and Portuguese put the kind after the thing ("papa amarilla", "batata doce"), so two
  // groceries side by side are two ("cebolla ajo", "batata doce cebola"); English puts it first
  // ("peanut butter", "orange juice"), so there only a pair said alone is cut.
  if (language !== "en") return parts.flatMap((part) => cutGroceries(part, isName, language));
  return parts
    .flatMap((part) => cutAtPhrases(part) ?? [part])
    .flatMap((part) => {
      // "rice sugar oil", "apples bananas grapes": groceries, and nothing else, said one after
      // another — three or more, or a plural first ("peanut butter" is one thing).
      const grocery = (token: Token | undefined) =>
        known(token) || (token !== undefined && isGroceryWord(token.folded));
      // "milk eggs": a thing the lexicon knows, then another said in the plural, are two too —
      // unless the two are one grocery's name ("potato chips").
      const plural = (token: Token | undefined) => /[^s]s$/.test(token?.folded ?? "");
      if (
        part.length >= 2 &&
        part.every(grocery) &&
        (part.length >= 3 ||
          plural(part[0]) ||
          (known(part[0]) && plural(part[1]) && !startsPhrase(part, 0)))
      )
        return part.map((token) => [token]);
      // "cheerios oat milk", "apples almond milk": a plural said first is a thing of its own —
      // English puts a kind before a thing in the singular ("peanut butter", "oat milk").
      const rest = part.slice(1);
      if (
        part.length >= 3 &&
        plural(part[0]) &&
        !startsPhrase(part, 0) &&
        rest.every(isName) &&
        grocery(rest.at(-1))
      )
        return [[part[0] as Token], rest];
      const last = part.length - 1;
      const lead = part.slice(0, last - 1);
      if (
        last >= 1 &&
        known(part[last]) &&
        known(part[last - 1]) &&
        lead.every((token) => !isName(token))
      )
        return [part.slice(0, last), [part[last] as Token]];
      return [part];
    });
}

/** Grocery names of one word ("arroz", "feijão") and of several ("batata doce"), folded. */
const groceryWords = new Set([
  ...grocerySynonyms
    .flat()
    .filter((name) => !name.includes(" "))
    .map(fold),
  ...languages.flatMap((language) => lexicons[language].fill.items.map(fold)),
]);
const groceryPhrases = grocerySynonyms
  .flat()
  .filter((name) => name.includes(" "))
  .map((name) => fold(name).split(" "));
/** Two grocery words that together are one thing people buy. */
const groceryPairs = new Set([
  "queso crema",
  "harina pan",
  "azucar cafe",
  "te limon",
  "agua limon",
]);

/** Whether the word at `at` continues a grocery name of several words ("batata doce"). */
function insidePhrase(tokens: Token[], at: number): boolean {
  return groceryPhrases.some((phrase) =>
    phrase.some((_, offset) => {
      const from = at - offset;
      return from >= 0 && from < at && phrase.every((word, k) => tokens[from + k]?.folded === word);
    }),
  );
}

/** Pronouns that stand for something said elsewhere: never an item's name. */
const pronouns = new Set(
  // "ya no queda nada", "não sobrou nada", "nothing left": nothing names no thing either.
  "lo la le los las eso esto esa ese aquello it them this that these those isso isto aquilo ele ela eles elas nada nothing none nenhum nenhuma".split(
    " ",
  ),
);

/** Articles and the like, which lead into a name and are no name themselves. */
const leadWords = new Set(
  "el la los las lo un una unos unas o a os as um uma uns umas the some de del da do más mas mais more".split(
    " ",
  ),
);

/** Whether the words open with a grocery name of several words, plural or not ("bolsas de
 * basura"). */
function opensWithPhrase(tokens: Token[]): boolean {
  const singular = (word: string) => word.replace(/e?s$/, "");
  return groceryPhrases.some((phrase) =>
    phrase.every((word, k) => singular(tokens[k]?.folded ?? "") === singular(word)),
  );
}

/** The length of the grocery name of several words that begins at `at`, plural or not ("paper
 * towels"), or 0. */
function phraseLengthAt(tokens: Token[], at: number): number {
  const singular = (word: string) => word.replace(/e?s$/, "");
  const found = groceryPhrases.filter((phrase) =>
    phrase.every((word, k) => singular(tokens[at + k]?.folded ?? "") === singular(word)),
  );
  return Math.max(0, ...found.map((phrase) => phrase.length));
}

/**
 * "paper towels dish soap", "eggs paper towels": English groceries of several words said one
 * after another, without commas, are each a thing of its own. English puts the kind first, so a
 * grocery said in the singular right before one is its kind ("lemon dish soap" is one thing),
 * and the words between phrases stay together for the single-word reading. Null when the words
 * are not all groceries, or hold no such name.
 */
function cutAtPhrases(part: Token[]): Token[][] | null {
  const pieces: Token[][] = [];
  let words: Token[] = [];
  let phrases = 0;
  for (let i = 0; i < part.length; ) {
    const length = phraseLengthAt(part, i);
    if (length > 0) {
      if (words.length > 0 && !/[^s]s$/.test(words.at(-1)?.folded ?? "")) return null;
      if (words.length > 0) pieces.push(words);
      pieces.push(part.slice(i, i + length));
      words = [];
      phrases++;
      i += length;
      continue;
    }
    const token = part[i] as Token;
    if (!isGroceryWord(token.folded)) return null;
    words.push(token);
    i++;
  }
  if (words.length > 0) pieces.push(words);
  return phrases > 0 && pieces.length >= 2 ? pieces : null;
}

/** Whether a grocery name of several words ("dulce de leche") begins at `at`. */
function startsPhrase(tokens: Token[], at: number): boolean {
  return groceryPhrases.some((phrase) =>
    phrase.every((word, k) => tokens[at + k]?.folded === word),
  );
}

/** Whether a name has a word of a thing people buy ("el detergente", "las manzanas"). */
export function namesAGrocery(tokens: Token[]): boolean {
  // "el papel higiénico", "the paper towels": a grocery of several words after its article.
  const named = tokens.slice(tokens.findIndex((token) => !leadWords.has(token.folded)));
  return tokens.some((token) => isGroceryWord(token.folded)) || opensWithPhrase(named);
}

function isGroceryWord(word: string): boolean {
  const known = (form: string) =>
    groceryWords.has(form) ||
    (form.endsWith("s") && groceryWords.has(form.slice(0, -1))) ||
    (form.endsWith("es") && groceryWords.has(form.slice(0, -2)));
  // "galletitas", "papitas", "cebollinha": a grocery said small is that grocery.
  return known(word) || (word.length >= 7 && undiminished(word).slice(1).some(known));
}

/** "põe cream cheese na lista", "anota peanut butter": two English words side by side in a
 * Spanish or Portuguese sentence are a name borrowed whole, the kind first as English puts it —
 * one thing, not two. */
function borrowedCompound(previous: Token, token: Token, language: Language): boolean {
  // The first word is none of the Romance languages' ("cream", "peanut"), nor a plural.
  const foreign = (word: string) =>
    !isLanguageWord(word, "es") && !isLanguageWord(word, "pt") && !/s$/.test(word);
  return (
    language !== "en" &&
    foreign(previous.folded) &&
    isLanguageWord(token.folded, "en") &&
    !isLanguageWord(token.folded, language)
  );
}

function cutGroceries(
  part: Token[],
  isName: (token: Token) => boolean,
  language: Language,
): Token[][] {
  const pieces: Token[][] = [];
  let from = 0;
  for (let i = 1; i < part.length; i++) {
    const previous = part[i - 1] as Token;
    const token = part[i] as Token;
    // "batata doce cebola": the name of several words ends where the next grocery begins.
    const previousKnown =
      insidePhrase(part, i - 1) || (isName(previous) && isGroceryWord(previous.folded));
    // "leche dulce de leche": a grocery of several words begins after another.
    const phraseStarts =
      !insidePhrase(part, i) &&
      startsPhrase(part, i) &&
      part.slice(from, i).some((word) => isName(word) && !leadWords.has(word.folded));
    // "leche Lala pan Bimbo", "leite Ninho pão", "leche entera pan integral": a grocery, its
    // brand or kind after it, then another grocery — two things.
    const piece = part.slice(from, i).filter((word) => !leadWords.has(word.folded));
    const kindAfter =
      piece.length >= 2 &&
      isGroceryWord(piece[0]?.folded ?? "") &&
      isName(previous) &&
      !isGroceryWord(previous.folded) &&
      isName(token) &&
      isGroceryWord(token.folded) &&
      !insidePhrase(part, i) &&
      !insidePhrase(part, i - 1);
    // "nutella galletas marías", "nescau leite": a brand said alone (a word no lexicon knows,
    // of no grocery), then a grocery — two things.
    const brandFirst =
      i - from === 1 &&
      previous.folded.length >= 4 &&
      isName(previous) &&
      !isGroceryWord(previous.folded) &&
      !isKnownWord(previous.folded) &&
      // "sour cream", "cream cheese": an English name borrowed whole is one thing — the
      // grocery after the brand is a word of the message's own language.
      !borrowedCompound(previous, token, language) &&
      (isLanguageWord(token.folded, language) ||
        lexicons[language].fill.items.some((item) => fold(item) === token.folded)) &&
      isName(token) &&
      isGroceryWord(token.folded) &&
      !insidePhrase(part, i);
    if (
      phraseStarts ||
      kindAfter ||
      brandFirst ||
      (previousKnown &&
        isName(token) &&
        isGroceryWord(token.folded) &&
        !groceryPairs.has(`${previous.folded} ${token.folded}`) &&
        !borrowedCompound(previous, token, language) &&
        !insidePhrase(part, i))
    ) {
      pieces.push(part.slice(from, i));
      from = i;
    }
  }
  pieces.push(part.slice(from));
  return pieces;
}

/** Said after the last item and no part of it: "al toque", "porfa", "pls", "ya", "ahorita". */
const fillerPhrases: Record<Language, string[]> = {
  es: [
    "al toque",
    "al tiro",
    "porfa",
    "porfis",
    "por favor",
    "plis",
    "pls",
    "ya",
    "ahorita",
    "rapidito",
    "nomás",
    "no más",
    // "se acabó el arroz y la harina igual", "el café también": the other thing too, said
    // after it.
    "también",
    "tb",
    "igual",
    // "un kilo de tomates po", "pan pe", "yerba bo": a word the region ends on.
    "po",
    "pe",
    "pues",
    "bo",
    // "compra plátanos cuando puedas": whenever one can is no part of the thing.
    "cuando puedas",
    "cuando pueda",
    "cuando puedan",
    "si puedes",
  ],
  pt: [
    "por favor",
    "pfv",
    "pf",
    "pls",
    "já",
    "agora",
    "rapidinho",
    "logo",
    "também",
    "tb",
    "quando puder",
    "se puder",
  ],
  en: [
    "please",
    "pls",
    "plz",
    "asap",
    "right now",
    "real quick",
    "thanks",
    "too",
    "as well",
    "when you can",
    "if you can",
    "when you get a chance",
  ],
};
const fillers = Object.fromEntries(
  Object.entries(fillerPhrases).map(([language, phrases]) => [
    language,
    phrases.map((phrase) => fold(phrase).split(" ")).sort((a, b) => b.length - a.length),
  ]),
) as Record<Language, string[][]>;

function stripFiller(group: Token[], language: Language): Token[] {
  let list = group;
  for (let changed = true; changed; ) {
    changed = false;
    const words = list.map((token) => token.folded);
    const filler = fillers[language].find(
      (parts) =>
        parts.length < list.length && phraseAt(words, list.length - parts.length, parts.join(" ")),
    );
    if (filler) {
      list = list.slice(0, list.length - filler.length);
      changed = true;
    }
  }
  return list;
}

/** "a la lista 2 libras de arroz": the list's name said before the first item is no item. */
function stripListName(group: Token[], language: Language): Token[] {
  const words = group.map((token) => token.folded);
  const phrase = [...lexicons[language].strip.itemEnd]
    .map((end) => fold(end).split(" "))
    .sort((a, b) => b.length - a.length)
    .find((parts) => parts.length < group.length && phraseAt(words, 0, parts.join(" ")));
  return phrase ? group.slice(phrase.length) : group;
}

const placeholder: Token = { text: "Xplaceholder", folded: "xplaceholder", start: 0, end: 0 };

/** "medio kilo más", "uma dúzia", "2 bags": a quantity that names nothing — of the thing said
 * before it ("necesitamos jitomate, medio kilo más"; "se acabó el café, pon 2 bolsas"). */
export function quantityOnly(group: Token[], language: Language): SaidItem | null {
  if (group.length === 0 || group.length > 4) return null;
  const probe = parseItem([...group, placeholder], language);
  return probe?.name === placeholder.text && probe.quantity !== null
    ? { ...probe, name: "" }
    : null;
}

/** The items said; a quantity that names nothing is the previous item's ("jitomate, medio kilo
 * más"), or, first, kept with an empty name for the request before it to name. */
/** "necesito 2 litros de leche…": a need said before a count is split off as a group of its
 * own, and names nothing. */
function needsOnly(group: Token[]): boolean {
  return group.length === 1 && /^(?:necesit|precis|need)\w*$/.test(group[0]?.folded ?? "");
}

/** Said between the things and about none of them: "ah", "oh" alone; "si te acordás", "si
 * hay", "se der", "if you can" — a condition on the errand, not a thing. */
const interjections = new Set("ah ahh oh ohh eh uh ay uy oops hmm mmm yeah".split(" "));

/** "no te olvides del limón", "não esquece o limão", "don't forget the lemons": a reminder of
 * the thing, said before it. */
const dontForget =
  /^(?:y |e |and )?(?:no te olvides|no se olvide|no olvides|nao (?:se )?esquec[ea]|don t forget|dont forget)(?: (?:de|del|de la|de los|de las|do|da|dos|das|the|o|a|os|as|el|la|los|las))* /;

function withoutDontForget(group: Token[]): Token[] {
  const text = `${group.map((token) => token.folded.replace(/'/g, " ")).join(" ")} `;
  const match = dontForget.exec(text);
  if (!match) return group;
  const words = match[0].trim().split(" ").length;
  const apostrophes = group.slice(0, words).filter((token) => token.folded.includes("'")).length;
  return group.slice(words - apostrophes);
}
const conditionOpeners: Record<Language, string> = { es: "si", pt: "se", en: "if" };
const conditionOwnWords = new Set(
  "te le se no nao ya ja you they we it them any puedes podes puede pode puder der tiver hay tem tienen alcanza acordas acuerdas lembrar lembra remember can have has possible posible possivel esta ta is".split(
    " ",
  ),
);

/** "agregale (si no está ya) papel de cocina": a condition said inside a group, taken out —
 * what comes before and after it are apart. */
function withoutConditions(group: Token[], language: Language): Token[][] {
  const parts: Token[][] = [[]];
  for (let at = 0; at < group.length; at++) {
    let end = at + 1;
    while (end < group.length && conditionOwnWords.has(group[end]?.folded ?? "")) end++;
    if (group[at]?.folded === conditionOpeners[language] && end - at >= 2 && end - at <= 5) {
      parts.push([]);
      at = end - 1;
      continue;
    }
    parts.at(-1)?.push(group[at] as Token);
  }
  return parts.filter((part) => part.length > 0);
}

/** "ya compré el pan pero me olvidé la leche": what follows "pero" is said of the things. */
function beforeBut(group: Token[]): Token[] {
  const at = group.findIndex((token, i) => i > 0 && /^(pero|but|porem)$/.test(token.folded));
  return at > 0 ? group.slice(0, at) : group;
}

/** "detergente, el de siempre", "leite, o de sempre", "milk, the usual one": which one of the
 * thing before, not a thing. */
function whichOne(group: Token[]): boolean {
  const [first, second] = group.map((token) => token.folded);
  if (/^(el|la|los|las|o|a|os|as)$/.test(first ?? "") && /^(de|do|da|que)$/.test(second ?? ""))
    return true;
  return first === "the" && /^(usual|same|one|ones|big|small|cheap|good)$/.test(second ?? "");
}

function isAside(group: Token[], language: Language): boolean {
  if (group.every((token) => interjections.has(token.folded))) return true;
  if (group.length <= 4 && whichOne(group)) return true;
  if (group[0]?.folded !== conditionOpeners[language] || group.length > 5) return false;
  return group.slice(1).every((token) => conditionOwnWords.has(token.folded));
}

/** "…, coloca na despensa", "…, súmalos a la despensa", "…, put them in the pantry": where
 * the things said before go, with no thing of its own. */
const putAway =
  /^\p{L}+ (?:(?:them|it|los|las|lo|la|eles|elas|isso)\s)?(?:a|al|en|na|no|to|in|into|pra|para)\s(?:(?:la|el|a|o|the|our|mi|nuestra)\s)?(?:despensa|alacena|pantry|dispensa|heladera|nevera|refri|refrigerador|geladeira|fridge|freezer|congelador)$/u;

/** "a la lista agregale (…) papel": the verb that adds, said after the list's name, alone;
 * "súmale a la lista, si podés, yerba": the list's name alone. */
function addVerbOnly(group: Token[], language: Language): boolean {
  const words = group.map((token) => token.folded).join(" ");
  if (lexicons[language].strip.itemEnd.some((phrase) => fold(phrase) === words)) return true;
  if (putAway.test(words)) return true;
  if (group.length !== 1) return false;
  const verbs = new Set(lexicons[language].addVerbs.map(fold));
  return verbs.has(group[0]?.folded ?? "");
}

export function readItems(tokens: Token[], language: Language): SaidItem[] {
  const items: SaidItem[] = [];
  const saidOne = new Set<SaidItem>();
  for (const group of splitItems(tokens, language)
    .map(beforeBut)
    .map(withoutDontForget)
    .filter((group) => group.length > 0 && !isAside(group, language))
    .flatMap((group) => withoutConditions(group, language))
    .map((group) => stripListName(stripFiller(group, language), language))
    .map(stripHedges)
    .map(beforePurpose)
    .flatMap((group) => separateItems(group, language))) {
    const counted = quantityOnly(group, language);
    const previous = items.at(-1);
    if (counted && previous && previous.quantity === null && previous.name) {
      items[items.length - 1] = { ...counted, name: previous.name };
      continue;
    }
    let item = counted ?? parseItem(group, language);
    // "un kilo de frijoles y dos de arroz", "un paquete de yerba y dos de galletitas": a count
    // with "de" and no unit is in the unit of the thing measured before it.
    const measure = previous?.quantity?.split(" ")[1];
    const count = numberOf(group[0]?.folded ?? "", language);
    const measured = measure ? unitSaidAgain(measure, count ?? 0, language) : null;
    if (
      item &&
      !counted &&
      count !== undefined &&
      group.length > 2 &&
      ["de", "of", "do", "da"].includes(group[1]?.folded ?? "") &&
      measured
    ) {
      const name = capitalizeFirst(
        group
          .slice(2)
          .map((token) => token.text)
          .join(" "),
      );
      item = {
        name,
        quantity: `${formatAmount(count)} ${measured}`,
        amount: count,
        unit: previous?.unit ?? null,
      };
    }
    if (item && !needsOnly(group) && !addVerbOnly(group, language)) {
      items.push(item);
      if (item.quantity === null && saysOne(group)) saidOne.add(item);
    }
  }
  // "una marraqueta, 2 paltas y un kilo de porotos": among things counted, "una" counts one.
  if (items.some((item) => item.quantity !== null))
    for (const [at, item] of items.entries())
      if (saidOne.has(item)) items[at] = { ...item, quantity: "1", amount: 1 };
  return items.slice(0, 20);
}
