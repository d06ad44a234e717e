/**
 * The shopping list, said around the words the phrasings know (issue 16, fifteenth and sixteenth
 * rounds): things got, ticked, unticked, put back or taken off, with who, where and why around
 * them.
 */
import { namesAGrocery } from "#server/ai/understanding/items.ts";
import { tokenize } from "#server/ai/understanding/text.ts";

/** "el jabón lo marqué pero no había, déjalo sin marcar", "el cereal lo marqué sin querer, no lo
 * he comprado aún": ticked, but not got — unticked. */
export function tickedButNotGot(message: string): string | null {
  const told =
    /^\s*(?<thing>(?:el|la|los|las)\s+[\p{L} ]{2,30}?)\s+(?:l[oa]s?\s+)?(?:marqu[eé]|tach[eé]|palome[eé]|tild[eé])\s+(?:pero\s+(?:no\s+(?:hab[ií]a|hubo|lo\s+compr[eé]|la\s+compr[eé]|estaba|encontr[eé])|al\s+final\s+no)|sin\s+querer\s*[,;]\s*(?:no|todav[ií]a|a[uú]n))(?!\p{L})/iu.exec(
      message,
    )?.groups?.thing;
  return told ? `desmarca ${told}` : null;
}

/** "las servilletas se terminaron otra ves, volvé a ponerlas pa comprar": put back to buy is put
 * on the list. */
export function putBackToBuy(message: string): string | null {
  const putBack =
    /(?<!\p{L})(?:vuelve|volv[eé]|vuelva)\s+a\s+poner(l[oa]s?)\s+(?:pa|para)\s+comprar(?!\p{L})/iu;
  if (!putBack.test(message)) return null;
  return message
    .replace(putBack, (_, pronoun: string) => `pone${pronoun} en la lista`)
    .replace(/\s+(?:otra\s+ve[zs]|de\s+nuevo)(?=\s*[,;])/iu, "");
}

/** "os tomates já tão comprados", «los tomates ya están comprados»: bought, told by the state of
 * the things — «já comprei…». */
export function boughtByItsState(message: string): string | null {
  const pt =
    /^\s*(?<thing>(?:o|a|os|as)\s+[^,;]+?)\s+j[aá]\s+(?:est[aã]o|t[aã]o|t[aá]|est[aá])\s+comprad[oa]s?\s*[.!]*\s*$/iu.exec(
      message,
    )?.groups?.thing;
  if (pt) return `já comprei ${pt}`;
  const es =
    /^\s*(?<thing>(?:el|la|los|las)\s+[^,;]+?)\s+ya\s+(?:est[aá]n?)\s+comprad[oa]s?\s*[.!]*\s*$/iu.exec(
      message,
    )?.groups?.thing;
  return es ? `ya compré ${es}` : null;
}

/** "the cereal i checked off was the wrong kind, put it back on the list": a thing ticked, told
 * wrong, put back — unticked. */
export function checkedOffWrongPutBack(message: string): string | null {
  const thing =
    /^\s*(?:the\s+)?(?<thing>[\p{L} ]+?)\s+(?:i|we)\s+(?:checked|ticked|marked|crossed)(?:\s+off)?\s+(?:was|were)\s+[^,;]+[,;]\s*(?:so\s+)?(?:please\s+)?(?:put|add)\s+(?:it|them)\s+back(?:\s+on(?:\s+the)?\s+list)?\s*[.!]*\s*$/iu.exec(
      message,
    )?.groups?.thing;
  return thing ? `uncheck the ${thing}` : null;
}

/** "low on eggs, put them on the list", «ya casi no hay jabón, anótalo», «tá acabando o sabão,
 * coloca na lista»: a thing running low, then put on the list — added, its pantry count left as
 * it is (low is not none). */
export function runningLowThenListed(message: string): string | null {
  const closing = listClosing.exec(message);
  if (!closing || closing.index === 0) return null;
  const told = message.slice(0, closing.index);
  const es = runningLowEs.exec(told)?.groups?.thing;
  if (es) return `agrega ${es} a la lista`;
  const ptSaid = runningLowPt.exec(told)?.groups;
  const pt = ptSaid?.thing ?? ptSaid?.other;
  if (pt) return `coloca ${pt} na lista`;
  const en = runningLowEn.exec(told)?.groups?.thing;
  return en ? `add ${en} to the list` : null;
}

const listClosing =
  /\s*[,;.]\s*(?:(?:y|e|and|so)\s+)?(?:an[oó]tal[oa]s?|ap[uú]ntal[oa]s?|agr[eé]gal[oa]s?|p[oó]nel[oa]s?|ponl[oa]s?|an[oó]ta(?:l[oa]s?)?|coloca|p[oõ]e|bota|anota|add\s+(?:it|them)|put\s+(?:it|them))(?:\s+(?:en|na|no|on|to|in)\s+(?:la|a|the|my|our)?\s*(?:lista|list)(?:\s+de\s+compras)?)?\s*(?:porfa|por\s+favor|pf|please|pls)?\s*[.!]*\s*$/iu;

const runningLowEs =
  /(?:se\s+(?:nos\s+|me\s+)?est[aá]n?\s+acabando|(?:ya\s+)?casi\s+no\s+(?:hay|queda|quedan|tenemos)|queda\s+poc[oa]\s+de|quedan\s+poc[oa]s)\s+(?<thing>[^,;.]+?)\s*$/iu;

const runningLowPt =
  /(?:t[aá]|est[aá])\s+acabando\s+(?<thing>[^,;.]+?)\s*$|quase\s+n[aã]o\s+tem\s+mais\s+(?<other>[^,;.]+?)\s*$/iu;

const runningLowEn =
  /^\s*(?:(?:we['’]re|we\s+are|i['’]m|we['’]ve\s+been)\s+)?(?:running\s+low\s+on|almost\s+out\s+of|low\s+on|nearly\s+out\s+of|running\s+out\s+of)\s+(?<thing>[^,;.]+?)\s*$/iu;

/** "compre 2 kilos de frijol en la central de abasto", "comprei pão na padaria", "got eggs at
 * costco", «agarré el pan a la tiendita», «en la feria compramos…»: where it was bought is no
 * part of the thing. */
export function whereBoughtDropped(message: string): string | null {
  const plainer = message
    .replace(boughtAtAShop, "$1$2")
    // «en la feria compramos…»: said first, too.
    .replace(shopFirst, "");
  return plainer !== message ? plainer : null;
}

/** Where families buy, as said after «en / del / no / at» («la central de abasto», «el chino», "D1",
 * «a padaria», "costco"); gotThenMarked (said-around.ts) reads the same. */
export const shopsSaid =
  "central\\s+de\\s+abastos?|mercado|s[uú]per(?:mercado)?|tianguis|feria|chino|almac[eé]n|tiend(?:it)?a|bodega|abarrotes|D1|Oxxo|Jumbo|L[ií]der|Costco|Walmart|Target|Aldi|trader\\s+joe['’]?s|whole\\s+foods|Kroger|Safeway|Publix|H-?E-?B|Soriana|Chedraui|Carrefour|Tienda\\s+Inglesa|Tottus|Plaza\\s+Vea|Unimarc|Assa[ií]|atacad[aã]o|sacol[aã]o|padaria|panader[ií]a|verduler[ií]a|carnicer[ií]a|a[cç]ougue|feira|store|grocery\\s+store|market";

const shopFirst = new RegExp(
  `^\\s*(?:en|no|na|at)\\s+(?:el\\s+|la\\s+|o\\s+|a\\s+|the\\s+)?(?:${shopsSaid})\\s*,?\\s+(?=(?:ya\\s+|j[aá]\\s+)?(?:compr[eé]|compramos|traje|trajimos|comprei|compramos|trouxe|bought|got)(?!\\p{L}))`,
  "iu",
);

const boughtAtAShop = new RegExp(
  `^(\\s*(?:(?:ya|j[aá]|i|we)\\s+)?(?:compr[eé]|compramos|traje|trajimos|comprei|trouxe|bought|got|picked\\s+up|agarr[eé])(?!\\p{L}).+?)\\s+(?:en|no|na|at|from|del|de\\s+la|a)\\s+(?:el\\s+|la\\s+|o\\s+|a\\s+|the\\s+)?(?:${shopsSaid})(?!\\p{L})[^,;]*?(\\s*(?:[,;].*)?)$`,
  "iu",
);

/** "el detergente borralo de la lista, mi suegra nos trajo…": the thing, then its removal with
 * the pronoun — «quita el detergente de la lista». */
export function thingThenRemoved(message: string): string | null {
  const thing =
    /^\s*(?<thing>(?:el|la|los|las)\s+[^,;]+?)\s*,?\s+(?:b[oó]rr|borr[aá]|s[aá]c|sac[aá]|qu[ií]t|quit[aá])(?:a|á|e)?(?:l[oa]s?)(?:\s+de\s+la\s+lista)?(?:\s*[,;].*)?$/iu.exec(
      message,
    )?.groups?.thing;
  return thing ? `quita ${thing} de la lista` : null;
}

/** "ya tengo el pan y el papel, tildalos. y sumá una lavandina": the tick said after the things
 * got, before another request — the plain «, y». */
export function tickBeforeAnother(message: string): string | null {
  const plainer = message.replace(
    /,\s*(?:t[ií]ldal[oa]s?|m[aá]rcal[oa]s?|t[aá]chal[oa]s?|tildalos)\s*[.;]\s*(?=y\s)/iu,
    ", ",
  );
  return plainer !== message ? plainer : null;
}

/** "ya me traje las manzanas…", "me compré un kilo de…": the «me» of one's own errand is no part
 * of the buying. */
export function boughtForMyself(message: string): string | null {
  const plainer = message.replace(/(?<!\p{L})me\s+(traje|compr[eé])(?!\p{L})/iu, "$1");
  return plainer !== message ? plainer : null;
}

/** "nvm on the tortillas, take em off": never mind a thing, taken off the list. */
export function neverMindTakenOff(message: string): string | null {
  const thing =
    /^\s*(?:nvm|never\s*mind)\s+(?:on|about)\s+(?:the\s+)?(?<thing>[^,;]+?)\s*[,;]\s*(?:take|get|cross)\s+(?:em|them|it)\s+off(?!\p{L}).*$/iu.exec(
      message,
    )?.groups?.thing;
  return thing ? `take the ${thing} off the list` : null;
}

/** "oops i checked off the soap by mistake, we still need it": unticked. */
export function checkedOffByMistake(message: string): string | null {
  const thing =
    /^\s*(?:(?:oops|whoops|ugh|sorry)\s*,?\s*)?i\s+(?:checked|ticked|crossed|marked)\s+off\s+(?:the\s+)?(?<thing>[^,;]+?)\s+(?:by\s+(?:mistake|accident)|accidentally)(?!\p{L}).*$/iu.exec(
      message,
    )?.groups?.thing;
  return thing ? `uncheck the ${thing}` : null;
}

/** "o detergente já tá aqui em casa, pode riscar": at home already, so ticked. */
export function alreadyAtHomeTicked(message: string): string | null {
  const thing =
    /^\s*(?<thing>(?:o|a|os|as)\s+[^,;]+?)\s+j[aá]\s+(?:t[aá]|est[aá]|t[aã]o|est[aã]o)\s+(?:aqui\s+)?em\s+casa\s*[,;]\s*(?:pode\s+)?(?:riscar|risca|dar\s+baixa|d[aá]\s+baixa|marcar|marca)(?!\p{L}).*$/iu.exec(
      message,
    )?.groups?.thing;
  return thing ? `já comprei ${thing}` : null;
}

/** "manda a lista de compras aqui pra eu ver": the list, shown. */
export function listSentToSee(message: string): string | null {
  return /^\s*(?:me\s+)?(?:manda|mande|passa|mostra)\s+(?:a\s+)?lista(?:\s+de\s+compras)?(?:\s+aqui)?(?:\s+pra\s+eu\s+ver)?\s*[.!]*\s*$/iu.test(
    message,
  )
    ? "o que tem na lista de compras?"
    : null;
}

/** "ya traje el papel higiénico, 4 rollos como decía": the amount the list said, told again, is no
 * second thing. */
export function amountAsTheListSaid(message: string): string | null {
  const plainer = message.replace(
    /\s*,\s*(?:\d+|un[oa]?|dos|tres|cuatro)\s+\p{L}+\s+como\s+(?:dec[ií]a|dijiste|estaba|ped[ií]a|ped[ií]as|ped[ií]an)\s*[.!]*\s*$/iu,
    "",
  );
  return plainer !== message ? plainer : null;
}

/** "me olvidé el jabón en la caja del súper, ponelo otra vez pa comprar": left behind, so still
 * to buy — unticked. */
export function leftBehindToBuyAgain(message: string): string | null {
  const thing =
    /^\s*(?:me\s+)?olvid[eé]\s+(?<thing>(?:el|la|los|las)\s+[^,;]+?)\s+en\s+[^,;]+[,;]\s*(?:p[oó]nel[oa]s?|ponl[oa]s?|volv[eé]\s+a\s+poner\p{L}*|vuelve\s+a\s+poner\p{L}*)(?!\p{L}).*$/iu.exec(
      message,
    )?.groups?.thing;
  return thing ? `desmarca ${thing}` : null;
}

/** "el pan fuera de la lista, que he hecho una hogaza": out of the list, said as a state. */
export function outOfTheList(message: string): string | null {
  const thing =
    /^\s*(?<thing>(?:el|la|los|las)\s+[^,;]+?)\s+fuera\s+de\s+la\s+lista(?!\p{L}).*$/iu.exec(
      message,
    )?.groups?.thing;
  return thing ? `quita ${thing} de la lista` : null;
}

/** "need oat milk, the barista kind, 2 cartons": which kind, said between commas, is said of the
 * thing before it — no thing of its own. */
export function kindSaidAside(message: string): string | null {
  const plainer = message.replace(
    /,\s+the\s+[\p{L}'-]+(?:\s+[\p{L}'-]+)?\s+(?:kind|one|ones|brand)\s*(?=,)/giu,
    "",
  );
  return plainer !== message ? plainer : null;
}

/** «acrescenta aí 2 caixas de leite», «coloca aí pão»: «aí» after the verb only urges it. */
export function hereAfterTheVerb(message: string): string | null {
  const plainer = message.replace(
    /(?<!\p{L})(acrescenta|coloca|p[õo]e|bota|anota|adiciona)\s+a[ií]\s*,?\s+(?=\S)/iu,
    "$1 ",
  );
  return plainer !== message ? plainer : null;
}

/** «…, me las tacha porfa», «…, márcalo altiro»: the closing said with «me» or with Chile's
 * «altiro» is the plain «táchalas», «márcalo». */
export function closingSaidPlainly(message: string): string | null {
  const plainer = message
    // «marcámelos», «tachámelas»: the closing with «me» in it.
    .replace(
      /(?<!\p{L})(marc|tach)[aá]me(l[oa]s?)(?!\p{L})/iu,
      (_, verb: string, them: string) =>
        `${verb.toLowerCase() === "marc" ? "márca" : "tácha"}${them}`,
    )
    // «ponle check al papel», «dá check no pão»: a check put on it is a tick.
    .replace(
      /(?<!\p{L})(?:p[oó]n(?:le|e)?|pon[eé](?:le)?|d[aá])\s+(?:un\s+)?check\s+(al|a\s+la|a\s+los|a\s+las|no|na|ao)\s+/iu,
      (_, to: string) => `marca ${checkedArticle[to.toLowerCase().replace(/\s+/g, " ")] ?? ""}`,
    )
    // «pode pôr na lista…»: to put is to add.
    .replace(
      /(?<!\p{L})(?:(?:pode|podes|poderia)\s+)?p[oô]r\s+(?=na\s+lista(?!\p{L}))/iu,
      "coloca ",
    )
    .replace(/(?<!\p{L})me\s+(l[oa]s?)\s+(tach|marc)(?:a|e)(?!\p{L})/iu, "$2a$1")
    .replace(/(?<!\p{L})((?:t[aá]ch|m[aá]rc)al[oa]s?)\s+al\s*tiro(?!\p{L})/iu, "$1");
  return plainer !== message ? plainer : null;
}

/** «las servilletas aparecen como compradas pero no, … vuelva a ponerlas pendientes», "the
 * napkins we got were the wrong size, mark them as not bought": a line shown bought that was not
 * — unticked. */
export function shownBoughtButNot(message: string): string | null {
  const es =
    /^\s*(?:(?:oiga|oye|mire|mira|che|ey)\s*,?\s+)?(?<thing>(?:el|la|los|las)\s+[^,;]+?)\s+(?:aparecen?|salen?|est[aá]n?|figuran?)\s+(?:como\s+)?(?:comprad[oa]s?|marcad[oa]s?|tachad[oa]s?)\s+pero\s+no(?!\p{L})/iu.exec(
      message,
    )?.groups?.thing;
  // «…, volvelo a poner y sumá pasta de dientes»: a thing added after it runs too.
  const more =
    /\s+y\s+(?<more>(?:s[uú]m|agr[eé]g|an[oó]t|ap[uú]nt|p[oó]n|a[nñ]ad)\p{L}*\s+[^,;.]+?)\s*[.!]*$/iu.exec(
      message,
    )?.groups?.more;
  if (es) return more ? `desmarca ${es}, y ${more}` : `desmarca ${es}`;
  const en =
    /^\s*(?<thing>the\s+\p{L}+)\s[^,;]*,\s*(?:so\s+)?mark\s+(?:them|it)\s+(?:as\s+)?(?:not\s+bought|unbought|unchecked)\s*[.!]*$/iu.exec(
      message,
    )?.groups?.thing;
  return en ? `uncheck ${en}` : null;
}

/** "delete the tortillas from the list": «delete» said of the list's lines is removing them (the
 * word would otherwise weigh toward deleting a task). */
export function deletedFromTheList(message: string): string | null {
  const plainer = message.replace(
    /^(\s*(?:please\s+|can\s+you\s+|could\s+you\s+)?)delete(?=\s+[^,;]+?\s+(?:from|off)\s+(?:the|my|our)\s+(?:shopping\s+|grocery\s+)?list(?!\p{L}))/iu,
    "$1remove",
  );
  return plainer !== message ? plainer : null;
}

/** «listo el pan y las manzanas, ya los tengo, marcámelos»: «listo» and «ya los tengo» say the
 * things were got — «ya tengo el pan y las manzanas, márcalos». */
export function readyThenGot(message: string): string | null {
  const told =
    /^\s*listo\s+(?<things>(?:el|la|los|las)\s+[^,;]+?)\s*,\s*ya\s+l[oa]s?\s+tengo\s*(?<rest>,.*)$/iu.exec(
      message,
    )?.groups;
  return told?.things ? `ya tengo ${told.things}${told.rest}` : null;
}

/** «o papel higiênico já chegou pelo mercado online, pode dar check», «el detergente ya llegó
 * del súper, márcalo»: a thing that arrived was got — ticked. */
export function arrivedThenTicked(message: string): string | null {
  const pt =
    /^\s*(?<thing>(?:o|a|os|as)\s+[^,;]+?)\s+j[aá]\s+(?:chegou|chegaram)(?:\s+[^,;]*)?\s*[,;.]\s*(?:pode\s+)?(?:dar\s+check|marcar|marca|riscar|risca|dar\s+baixa)(?:\s+como\s+comprad[oa]s?)?\s*[.!]*$/iu.exec(
      message,
    )?.groups?.thing;
  if (pt) return `já comprei ${pt}`;
  const es =
    /^\s*(?<thing>(?:el|la|los|las)\s+[^,;]+?)\s+ya\s+(?:lleg[oó]|llegaron)(?:\s+[^,;]*)?\s*[,;.]\s*(?:m[aá]rcal[oa]s?|t[aá]chal[oa]s?|m[aá]rquel[oa]s?)\s*[.!]*$/iu.exec(
      message,
    )?.groups?.thing;
  return es ? `ya compré ${es}` : null;
}

/** «el cereal volvé a ponerlo en la lista», «o cereal coloca de novo como pendente»: the thing
 * first, then put back — «vuelve a poner el cereal en la lista», «desmarca o cereal». */
export function thingThenPutBack(message: string): string | null {
  const es =
    /^\s*(?<thing>(?:el|la|los|las)\s+[^,;]+?)\s+(?:volv[eé]|vuelve|vuelva)\s+a\s+ponerl[oa]s?\s+en\s+la\s+lista(?<rest>\s*(?:[,;.].*)?)$/iu.exec(
      message,
    )?.groups;
  if (es?.thing) return `vuelve a poner ${es.thing} en la lista${es.rest ?? ""}`;
  const pt =
    /^\s*(?<thing>(?:o|a|os|as)\s+[^,;]+?)\s+(?:coloca|p[õo]e|volta|deixa)\s+(?:de\s+novo\s+)?como\s+pendente(?<rest>\s*(?:[,;.].*)?)$/iu.exec(
      message,
    )?.groups;
  return pt?.thing ? `desmarca ${pt.thing}${pt.rest ?? ""}` : null;
}

/** «ponle check al pan» is «marca el pan»: the article that «a» carried. */
const checkedArticle: Record<string, string> = {
  al: "el ",
  "a la": "la ",
  "a los": "los ",
  "a las": "las ",
  no: "o ",
  na: "a ",
  ao: "o ",
};

/** "sumale un kilo más a las tortillas, vienen los primos": more of a thing on the list, said
 * to it — «agrega un kilo más de tortillas» (the why aside). */
export function moreSaidToTheThing(message: string): string | null {
  const told =
    /^\s*(?:s[uú]m[aá]le|agr[eé]g[aá]le|a[nñ][aá]dele|p[oó]n[eé]?le|[eé]ch[aá]le)\s+(?<amount>[^,;]+?)\s+m[aá]s\s+a\s+(?:l[ao]s?|el)\s+(?<thing>[^,;]+?)\s*(?:[,;].*)?$/iu.exec(
      message,
    )?.groups;
  // "sumale 4 manzanas más a la lista": the list is no thing.
  if (!told?.amount || !told.thing || /^lista?\b/iu.test(told.thing)) return null;
  return `agrega ${told.amount} más de ${told.thing}`;
}

/** «anóteme 3 bolsas de leche, por fa», "…x fa", "…plis": asked kindly — no thing to buy. */
export function pleaseSaidLast(message: string): string | null {
  const plainer = message.replace(/[,\s]+(?:por\s+fa|x\s+fa|plis+|pliz)(?=\s*[,.!]|\s*$)/iu, "");
  return plainer !== message && /\p{L}/u.test(plainer) ? plainer : null;
}

/** «tildé el jabón sin querer, destildalo que no lo compré»: ticked by mistake, then unticked. */
export function tickedByMistakeUnticked(message: string): string | null {
  const thing =
    /^\s*(?:tild[eé]|marqu[eé]|tach[eé])\s+(?<thing>(?:el|la|los|las)\s+[^,;]+?)\s+(?:sin\s+querer|por\s+error|de\s+m[aá]s|por\s+equivocaci[oó]n)\s*[,;]\s*(?:destild[aá]l[oa]s?|desm[aá]rcal[oa]s?|destach[aá]l[oa]s?|p[oó]nel[oa]s?\s+de\s+vuelta)(?:\s+.*)?$/iu.exec(
      message,
    )?.groups?.thing;
  return thing ? `desmarca ${thing}` : null;
}

/** "take the tortillas off, we're doing burgers instead", "soap needs to go back on the list, I
 * left it at the store": the list's, said short — then why. */
export function listSaidShort(message: string): string | null {
  const off = /^\s*take\s+(?<thing>the\s+[^,;]+?)\s+off\s*(?:[,;.].*)?$/iu.exec(message)?.groups
    ?.thing;
  if (
    off &&
    !/\b(?:appointment|meeting|class|lunch|dinner|party|birthday|dentist|doctor|pediatrician|visit|chore|task)\b/iu.test(
      off,
    )
  )
    return `take ${off} off the list`;
  const back =
    /^\s*(?:the\s+)?(?<thing>[^,;]+?)\s+needs?\s+to\s+go\s+back\s+on\s+(?:the|my)\s+list\s*(?:[,;.].*)?$/iu.exec(
      message,
    )?.groups?.thing;
  return back ? `put ${back} back on the list` : null;
}

/** «vaciá la lista entera que ya hice el surtido del mes»: why it is emptied is no part of it. */
export function emptiedWithWhy(message: string): string | null {
  const plainer = message.replace(
    /^(\s*\p{L}+\s+(?:la\s+lista\s+(?:entera|completa)|toda\s+la\s+lista|a\s+lista\s+(?:inteira|toda)|toda\s+a\s+lista))\s*[,;]?\s+(?:que|porque|pq|pois)\s+.+$/iu,
    "$1",
  );
  return plainer !== message ? plainer : null;
}

/** "ya traje las manzanas; el cereal no, lo marqué sin querer": one thing got, another ticked by
 * mistake — ticked and unticked. */
export function gotButOneTickedByMistake(message: string): string | null {
  const told =
    /^(?<got>.+?)\s*[;,.]\s*(?<thing>(?:el|la|los|las)\s+\p{L}+(?:\s+\p{L}+)?)\s+no\s*,\s*(?:l[oa]s?\s+)?(?:marqu[eé]|tild[eé]|tach[eé])\s+(?:sin\s+querer|por\s+error|de\s+m[aá]s)\s*[.!]*$/iu.exec(
      message,
    )?.groups;
  return told?.got && told.thing ? `${told.got}, desmarca ${told.thing}` : null;
}

/** «o cereal tá marcado mas acabou que não comprei», «el pan lo tildaron pero nadie lo compró,
 * volvé a dejarlo pendiente», «las servilletas siguen faltando, alguien las marcó por error», "the
 * napkins aren't actually bought, put them back": shown bought, but not — unticked (a closing that
 * asks it again is no other request). */
export function markedButNotBought(message: string): string | null {
  const pt =
    /^\s*(?<thing>(?:o|a|os|as)\s+[^,;]+?)\s+(?:t[aá]|est[aá])\s+(?:marcad[oa]s?|riscad[oa]s?|como\s+comprad[oa]s?)\s*,?\s+(?:mas|por[eé]m)\s+(?:acabou\s+que\s+)?n[aã]o\s+[^,;.]*?(?:\s*[,;.]\s*(?:volta|coloca|p[oõ]e|bota|desmarca)\s+[^,;.]*)?\s*[.!]*$/iu.exec(
      message,
    )?.groups?.thing;
  if (pt) return `desmarca ${pt}`;
  const es =
    /^\s*(?<thing>(?:el|la|los|las)\s+[^,;]+?)\s+(?:(?:est[aá]n?|aparecen?)\s+(?:marcad|tachad|tildad|como\s+comprad)[oa]s?|(?:l[oa]s?\s+)?(?:marcaron|tildaron|tacharon|marc[oó]|tild[oó]|tach[oó]))\s*,?\s+pero\s+(?:no\s+(?:l[oa]s?\s+)?compr\p{L}*|nadie\s+(?:l[oa]s?\s+)?(?:compr|traj)\p{L}*|no\s+(?:vino|vinieron|lleg[oó]|llegaron|l[oa]s?\s+traje)(?!\p{L}))[^,;.]*?(?:\s*[,;.]\s*(?:volv[eé]|vuelve|dej[aá]|d[eé]jal|ponel|ponl|desmarc|regres)[^,;.]*)?\s*[.!]*$/iu.exec(
      message,
    )?.groups?.thing ??
    /^\s*(?<thing>(?:el|la|los|las)\s+[^,;]+?)\s+(?:sigue|siguen)\s+faltando\s*[,;.]\s*(?:alguien\s+)?(?:l[oa]s?\s+)?(?:marc[oó]|marcaron|tach[oó]|tild[oó])\s+(?:x|por)\s+(?:gusto|error|equivocaci[oó]n)\s*[.!]*$/iu.exec(
      message,
    )?.groups?.thing;
  if (es) return `desmarca ${es}`;
  const en =
    /^\s*(?<thing>(?:the\s+)?[^,;]+?)\s+(?:aren['’]t|isn['’]t|weren['’]t|wasn['’]t)\s+(?:actually\s+|really\s+)?bought(?:\s*[,;.]\s*put\s+(?:them|it)\s+back(?:\s+on\s+the\s+list)?)?\s*[.!]*$/iu.exec(
      message,
    )?.groups?.thing;
  return en ? `put ${en} back on the list` : null;
}

/** «poné los plátanos como comprados», «los plátanos ya están en la cocina, ponelos como
 * comprados», «ya tengo el pan, chulee eso en la lista»: marked bought — ticked (where the thing
 * is now is no part of it). */
export function putAsBought(message: string): string | null {
  const put =
    /^\s*(?:pon[eé]?|marc[aá]|dej[aá])\s+(?<thing>(?:el|la|los|las)\s+[^,;.]+?)\s+como\s+comprad[oa]s?\s*[.!]*$/iu.exec(
      message,
    )?.groups?.thing ??
    /^\s*(?<thing>(?:el|la|los|las)\s+[^,;.]+?)\s+ya\s+(?:est[aá]n?|qued[oó]|quedaron)\s+(?:en|dentro\s+de)\s+(?:la|el)\s+\p{L}+\s*[,;.]\s*(?:p[oó]nel[oa]s?|p[oó]nl[oa]s?|m[aá]rcal[oa]s?|d[eé]jal[oa]s?)\s+como\s+comprad[oa]s?\s*[.!]*$/iu.exec(
      message,
    )?.groups?.thing;
  if (put) return `tacha ${put}`;
  const plainer = message.replace(
    /(?<!\p{L})ch[uú]le(?:e|a|ale|alo|ela|elo)?\s+(?:eso|esa|eso\s+ya)(?:\s+en\s+la\s+lista)?(?=\s*(?:porfa|por\s+favor|pf)?\s*[.!]*$)/iu,
    "márcalo",
  );
  return plainer !== message ? plainer : null;
}

/** «borrá las tortillas, acá nadie las come, ni idea quién las puso»: why a thing is taken off,
 * said after, names nothing to take off. */
export function whyTakenOffAfter(message: string): string | null {
  const plainer = message
    .replace(
      /\s*[,;]\s*(?:y\s+)?(?:ac[aá]|aqu[ií]|en\s+(?:esta\s+)?casa)\s+nadie\s+(?:l[oa]s?\s+)?(?:come|comen|usa|usan|toma|toman)(?=\s*(?:[,;.!]|$))/iu,
      "",
    )
    .replace(
      /\s*[,;]\s*(?:y\s+)?(?:ni\s+idea|no\s+s[eé])\s+(?:de\s+)?qui[eé]n\s+(?:l[oa]s?\s+)?(?:puso|pusieron|agreg[oó]|anot[oó])\s*[.!]*$/iu,
      "",
    );
  return plainer !== message ? plainer : null;
}

/** «borrá las tortillas», «bórrame el cereal»: a grocery erased is taken off the list (erasing is
 * a chore's word too: «borra la tarea de…» stays one). */
export function groceryErased(message: string): string | null {
  const told =
    /^\s*b[oó]rr(?:a|á|ame|ale)\s+(?<thing>(?:el|la|los|las)\s+[^,;.]+?)(?<rest>\s*(?:[,;.].*)?)$/iu.exec(
      message,
    )?.groups;
  if (
    !told?.thing ||
    /(?<!\p{L})(?:de\s+la\s+lista|tareas?|pendientes?|eventos?)(?!\p{L})/iu.test(told.thing)
  )
    return null;
  return namesAGrocery(tokenize(told.thing))
    ? `quita ${told.thing} de la lista${told.rest ?? ""}`
    : null;
}

/** "…and take the detergent off": off the list, said without it ("take it off" is whatever was
 * said before: a class, an event). */
export function takenOffSaidShort(message: string): string | null {
  const plainer = message.replace(
    /(?<!\p{L})(take|get)\s+(?!(?:it|them|that|this|those|these)\s)(?<thing>(?:the\s+)?[^,;.]+?)\s+off(?=\s*(?:[,;.!]|$))/iu,
    "$1 $<thing> off the list",
  );
  return plainer !== message ? plainer : null;
}

/** «el detergente ya quedó, lo agarré en el súper», "i picked up the milk you can check it off",
 * "milk shows as bought but nobody got it, uncheck it pls": got, or shown bought but not, said
 * otherwise. */
export function gotOrNotSaidOtherwise(message: string): string | null {
  const got =
    /^\s*(?<thing>(?:el|la|los|las)\s+[^,;.]+?)\s+ya\s+(?:qued[oó]|quedaron)\s*[,;.]\s*(?:l[oa]s?\s+)?(?:agarr[eé]|compr[eé]|traje|consegu[ií]|pill[eé])(?!\p{L})[^,;.]*[.!]*$/iu.exec(
      message,
    )?.groups?.thing;
  if (got) return `ya compré ${got}`;
  const plainer = message.replace(
    /^(\s*(?:i|we)\s+(?:picked\s+up|got|grabbed|bought)\s+[^,;.]+?)\s+(?:you\s+can|go\s+ahead\s+and|please)\s+(check|cross|tick|mark)\s+(it|them)\s+off\s*[.!]*$/iu,
    "$1, $2 $3 off",
  );
  if (plainer !== message) return plainer;
  const shown =
    /^\s*(?<thing>(?:the\s+)?[^,;.]+?)\s+(?:shows?|is\s+showing|are\s+showing|is\s+marked|are\s+marked)\s+(?:as\s+)?(?:bought|checked(?:\s+off)?|purchased)\s+but\s+[^,;.]+[,;.]\s*(?:please\s+)?(?:uncheck|unmark)\s+(?:it|them)(?:\s+(?:pls|please))?\s*[.!]*$/iu.exec(
      message,
    )?.groups?.thing;
  return shown ? `uncheck ${shown}` : null;
}

/** «saca el jitomate de la lista, mi suegra nos trajo como 2 kilos», «…, achei um pacote no
 * armário»: why a thing comes off the list — someone brought it, one was found — names nothing. */
export function whyOffTheListAfter(message: string): string | null {
  const plainer = message.replace(
    /((?:de|da|from|off)\s+(?:la|a|the)\s+(?:lista|list)(?:\s+(?:porfa|por\s+favor|pf|please))?)\s*[,;.]\s*(?:(?:mi|la|el|a|o|my)\s+\p{L}+\s+(?:nos\s+|me\s+)?(?:trajo|regal[oó]|dio|mand[oó]|trouxe|deu|brought|gave)|(?:encontr[eé]|hall[eé]|achei|found)\s)[^,;]*$/iu,
    "$1",
  );
  return plainer !== message ? plainer : null;
}

/** «el pan no alcancé a comprarlo, quítale el check»: the tick taken off is the line unticked. */
export function tickTakenOff(message: string): string | null {
  const told =
    /^\s*(?:(?:oye|oiga|che|mira)\s*,?\s+)?(?<thing>(?:el|la|los|las)\s+[^,;.]+?)\s+no\s+(?:alcanc[eé]\s+a\s+comprarl[oa]s?|l[oa]s?\s+compr[eé]|l[oa]s?\s+encontr[eé])\s*[,;.]\s*qu[ií]ta(?:le|les|lo|la)?\s+el\s+(?:check|visto|tick|palomita)\s*[.!]*$/iu.exec(
      message,
    )?.groups?.thing;
  return told ? `desmarca ${told}` : null;
}

/** "can you throw tortilla chips and salsa from costco on the list? game night friday", «agrega
 * hielo que el sábado viene toda la familia…»: put on the list, said otherwise, and why after. */
export function thrownOnTheList(message: string): string | null {
  const thrown =
    /^\s*(?:(?:can|could)\s+you\s+)?(?:throw|toss|stick|pop)\s+(?<things>.+?)(?:\s+from\s+[\p{L}'’ ]+?)?\s+on\s+(?:the|my|our)\s+(?:shopping\s+|grocery\s+)?list\s*\??(?:\s+.*)?$/iu.exec(
      message,
    )?.groups?.things;
  if (thrown) return `add ${thrown} to the list`;
  const plainer = message.replace(
    /^(\s*(?:agr[eé]ga|a[nñ]ade|an[oó]ta|ap[uú]nta|p[oó]n|sum[aá]|compra)\p{L}*\s+[^,;.]+?)\s+(?:que|porque|pq|ya\s+que)\s+(?:el|este)\s+(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|finde|fin\s+de\s+semana)\s+(?:viene|vienen|hay|tenemos|es|hacemos)\s+[^,;.]*$/iu,
    "$1",
  );
  return plainer !== message ? plainer : null;
}

/** «¿qué hay pendiente en la lista del mercado?»: what is still to buy. */
export function pendingOnTheShoppingList(message: string): string | null {
  return /^\s*¿?\s*qu[eé]\s+(?:hay|queda|falta|tenemos)\s+pendiente\s+en\s+la\s+lista\s+(?:del\s+(?:mercado|s[uú]per|supermercado)|de\s+(?:las\s+)?compras?|de\s+la\s+compra)\s*\??\s*$/iu.test(
    message,
  )
    ? "¿qué falta en la lista de compras?"
    : null;
}

/** "scratch the apples, nobody touched the last ones": struck off the list. */
export function scratchedFromTheList(message: string): string | null {
  const thing =
    /^\s*scratch\s+(?<thing>(?:the\s+)?[^,;]+?)(?:\s+off(?:\s+the\s+list)?)?\s*(?:[,;.].*)?$/iu.exec(
      message,
    )?.groups?.thing;
  if (
    !thing ||
    /\b(?:appointment|meeting|class|lunch|dinner|party|birthday|dentist|doctor|visit|chore|task|plan)\b/iu.test(
      thing,
    )
  )
    return null;
  return `remove ${thing} from the list`;
}

/** "bought 3 more cans of tuna put them in the pantry": put away where it goes is no part of it. */
export function putAwayInThePantry(message: string): string | null {
  const plainer = message.replace(
    /[,;.]?\s+(?:and\s+)?(?:put|stuck|stored)\s+(?:them|it)\s+(?:in|into)\s+the\s+(?:pantry|fridge|freezer|cupboard)\s*[.!]*$/iu,
    "",
  );
  return plainer !== message ? plainer : null;
}

/** «me apunta 2 kilos de arroz…», «me anota…», «me agrega…»: the pronoun said before the verb,
 * as it is said after it — «apúntame…». */
export function pronounBeforeTheVerb(message: string): string | null {
  const verbs: Record<string, string> = {
    apunta: "apúntame",
    anota: "anótame",
    agrega: "agrégame",
    pone: "ponme",
    pon: "ponme",
  };
  const plainer = message.replace(
    /^(\s*)me\s+(apunta|anota|agrega|pone|pon)(?!\p{L})/iu,
    (_, space: string, verb: string) => `${space}${verbs[verb.toLowerCase()] ?? verb}`,
  );
  return plainer !== message ? plainer : null;
}

/** «marca el pan y desmarca el cereal», «desmarca el cereal y marca el pan», «ya traje las
 * manzanas y desmarca el cereal»: a tick and an untick said with «y» are two requests, as they
 * are with a comma. */
export function tickAndUntickTogether(message: string): string | null {
  const plainer = message.replace(
    /^(\s*(?:(?:m[aá]rca|marc[aá]|t[aá]cha|tach[aá])(?:me)?|(?:desm[aá]rca|desmarc[aá]|destild[aá])(?:me)?|(?:ya\s+)?(?:traje|compr[eé]|consegu[ií]))\s+[^,;]+?)\s+y\s+(?:(?<tick>m[aá]rca|marc[aá])(?:me)?|(?=(?:t[aá]cha|tach[aá]|desm[aá]rca|desmarc[aá]|destild[aá])(?:me)?\s))/iu,
    // «…, marca el pan» after a comma reads as a booking: «tacha» says the tick.
    (...found) => `${found[1]}, ${(found.at(-1) as { tick?: string }).tick ? "tacha" : ""}`,
  );
  return plainer !== message ? plainer : null;
}

/** «el detergente ya está, lo compré en el chino…», «la de la luz ya está, pagué en el Abitab»:
 * a thing got or paid, told as done. */
export function alreadyGotTold(message: string): string | null {
  const told =
    /^\s*(?<thing>(?:el|la|los|las)\s+[^,;.]+?)\s+ya\s+est[aá]n?\s*[,;.]\s*(?:y\s+)?(?:l[oa]s?\s+)?(?<verb>compr[eé]|traje|pagu[eé])(?:\s+[^,;.]*)?(?<rest>\s*[,;.].*)?$/iu.exec(
      message,
    )?.groups;
  if (!told?.thing || !told.verb) return null;
  const thing = told.thing.replace(/^la\s+de\s+/iu, "");
  const verb = /^pag/iu.test(told.verb) ? "pagué" : "compré";
  const rest = (told.rest ?? "").replace(/^\s*[.;]\s*/u, ", ").replace(/^\s*,\s*/u, ", ");
  return `ya ${verb} ${thing}${rest}`;
}

/** «…, ponle check» at the end: tick it. */
export function checkPutLast(message: string): string | null {
  const plainer = message.replace(/\s*[,;]\s*p[oó]n(?:e)?le\s+check\s*[.!]*$/iu, ", táchalo");
  return plainer !== message ? plainer : null;
}

/** "actually we still need cereal, i marked it by mistake": ticked by mistake — unticked. */
export function stillNeededAfterAll(message: string): string | null {
  const thing =
    /^\s*(?:actually,?\s+|oops,?\s+)?we\s+still\s+need\s+(?<thing>[^,;]+?)\s*[,;]\s*i\s+(?:marked|checked|ticked)\s+(?:it|them)(?:\s+off)?\s+by\s+mistake\s*[.!]*$/iu.exec(
      message,
    )?.groups?.thing;
  return thing ? `uncheck ${thing}` : null;
}

/** "put avocados x4 on the list, guac night friday 🥑": what it is for, said after, is no line. */
export function listedThenWhatFor(message: string): string | null {
  const told =
    /^(?<request>\s*(?:put|add)\s+.+?\s+(?:on|to)\s+the\s+(?:shopping\s+)?list)\s*[,;](?!\s*(?:and|also|then|add|put|plus|check|cross|remove|take|mark)\b)\s*[^,;]+$/iu.exec(
      message,
    )?.groups?.request;
  // "…, the big bag... actually make it 2 bags": a correction, not a why.
  if (
    !told ||
    /(?<!\p{L})(?:actually|make\s+it|wait|no)(?!\p{L})|\.{2,}|…|\d/iu.test(
      message.slice(told.length),
    )
  )
    return null;
  return told;
}
