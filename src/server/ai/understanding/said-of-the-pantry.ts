/**
 * The pantry, said around the words the phrasings know (issue 16, fifteenth and sixteenth rounds):
 * what was used making something, thrown out, finished by someone, or asked about with what it is
 * for.
 */

/** "che fijate si queda harina pa hacer pizza", "see if we have flour to make pizza": what it is
 * for is no part of the thing asked about. */
export function purposeOfAThingAsked(message: string): string | null {
  if (
    !/(?<!\p{L})(?:si|se|if)\s+(?:queda|quedan|hay|tenemos|tem|temos|sobrou|we\s+have|there['’]?s)(?!\p{L})/iu.test(
      message,
    )
  )
    return null;
  const plainer = message.replace(
    /\s+(?:pa|para|pra|to|for)\s+(?:hacer|preparar|cocinar|fazer|make|cook)\s+[^,?¿]+?(\??)\s*$/iu,
    "$1",
  );
  return plainer !== message ? plainer : null;
}

/** "me gasté 3 cebollas haciendo el sancocho", "usei 2 ovos fazendo o bolo", "used 3 eggs making
 * pancakes": what was being made is no part of what was used. */
export function usedWhileMaking(message: string): string | null {
  if (
    !/(?<!\p{L})(?:gast[eé]|us[eé]|ocup[eé]|us[aá]mos|usei|gastei|used|went\s+through)(?!\p{L})/iu.test(
      message,
    )
  )
    return null;
  const plainer = message.replace(
    /\s+(?:haciendo|preparando|cocinando|fazendo|making|cooking|baking)\s+[^,;]+?\s*[.!]*\s*$/iu,
    "",
  );
  return plainer !== message ? plainer : null;
}

/** "ya no queda leche, Mateo se la terminó en el desayuno": who finished it is why none is left
 * — no second thing run out. */
export function whoFinishedItToldAfter(message: string): string | null {
  const plainer = message.replace(
    /\s*[,;]\s*(?:(?:el|la)\s+)?\p{Lu}\p{Ll}+\s+se\s+(?:la|lo|las|los)\s+(?:termin[oó]|acab[oó]|comi[oó]|tom[oó]|gast[oó]|bebi[oó])(?!\p{L})[^,;]*$/u,
    "",
  );
  return plainer !== message ? plainer : null;
}

/** "se vencieron los yogures, los tiré todos", «la leche se puso agria y la tuve que botar", "the
 * yogurt expired, i threw it out": thrown away, so none is left. */
export function expiredAndThrownOut(message: string): string | null {
  const es =
    /^\s*(?:se\s+(?:(?:me|nos)\s+)?(?:venci[oó]|vencieron|echaron\s+a\s+perder|ech[oó]\s+a\s+perder|pudri[oó]|pudrieron|malogr[oó]|malograron)\s+(?<thing>(?:el|la|los|las)\s+[^,;]+?)|(?<first>(?:el|la|los|las)\s+[^,;]+?)\s+se\s+(?:(?:me|nos)\s+)?(?:venci[oó]|vencieron|pudri[oó]|pudrieron|da[nñ][oó]|da[nñ]aron|malogr[oó]|malograron|agri[oó]|ech[oó]\s+a\s+perder|echaron\s+a\s+perder|llen[oó]\s+de\s+(?:hongos|moho)|enmoheci[oó]|puso\s+(?:verde|agri[oa]|fe[oa]|mal[oa]|rancio|rancia|viej[oa])))(?:\s*[,;]\s*(?:y\s+)?|\s+y\s+)(?:(?:l[oa]s?\s+)?(?:tir[eé]|bot[eé]|tiramos|botamos)(?!\p{L})|(?:(?:l[oa]s?\s+)?(?:tuve|tuvimos)\s+que\s+(?:botar|tirar)|toc[oó]\s+(?:botar|tirar))(?:l[oa]s?)?(?:\s+tod[oa]s?)?\s*[.!]*$)/iu.exec(
      message,
    )?.groups;
  const thing = es?.thing ?? es?.first;
  if (thing) return `se acabaron ${thing}`;
  // "os iogurtes venceram, joguei tudo fora".
  const pt =
    /^\s*(?<thing>(?:o|a|os|as)\s+[^,;]+?)\s+(?:venceu|venceram|estragou|estragaram|mofou|mofaram|azedou)\s*[,;]\s*(?:e\s+)?(?:j[aá]\s+)?(?:joguei|jogamos)\s+(?:tudo\s+)?fora(?:\s+tudo)?\s*[.!]*$/iu.exec(
      message,
    )?.groups?.thing;
  if (pt) return `acabou ${pt}`;
  const en =
    /^\s*(?:the\s+)?(?<thing>[\p{L} ]+?)\s+(?:expired|went\s+bad|had\s+gone\s+bad)\s*[,;]?\s*(?:so\s+|and\s+)?i\s+(?:threw|tossed)\s+(?:it|them)(?:\s+(?:all\s+)?(?:out|away))?/iu.exec(
      message,
    )?.groups?.thing;
  return en ? `we're out of ${en}` : null;
}

/** «se fueron todas las papas pal caldo», «se nos fue todo el arroz en la fiesta»: all of it went,
 * so none is left. */
export function allOfItWent(message: string): string | null {
  const thing =
    /^\s*(?:ya\s+)?se\s+(?:(?:me|nos)\s+)?(?:fue|fueron)\s+tod[oa]s?\s+(?<thing>(?:el|la|los|las)\s+\p{L}+(?:\s+\p{L}+)?)(?:\s+(?:pa|pal|para|para\s+el|en|con)\s+[^,;.]+)?\s*[.!]*$/iu.exec(
      message,
    )?.groups?.thing;
  return thing ? `se acabaron ${thing}` : null;
}

/** «nos quedamos sin café, el último paquete ya fue»: the last one gone only says it again. */
export function lastOneGone(message: string): string | null {
  const plainer = message.replace(
    /\s*[,;]\s*(?:y\s+)?(?:el|la)\s+[uú]ltim[oa]\s+\p{L}+(?:\s+\p{L}+)?\s+ya\s+(?:fue|se\s+fue|se\s+acab[oó]|se\s+termin[oó]|se\s+us[oó])\s*[.!]*$/iu,
    "",
  );
  return plainer !== message ? plainer : null;
}

/** "we finished the yogurt, wait no, there's one left", «se acabó el yogur... mentira, quedan 2»:
 * said finished, then taken back — what is left is the count. */
export function finishedButSomeLeft(message: string): string | null {
  const en =
    /^\s*(?:we|i)\s+(?:finished|used\s+up|ate|drank)\s+(?:all\s+)?(?:the\s+)?(?<thing>[\p{L} ]+?)\s*(?:[,;.]|\.{2,}|…|\s[-–—])?\s*(?:wait|actually|oh|oops)\s*,?\s*(?:no|nope)\s*[,;.]?\s*there(?:['’]s|\s+is|\s+are|['’]re)\s+(?:still\s+)?(?<count>\d+|one|two|three|a\s+couple)\s+(?:left|more)\s*[.!]*$/iu.exec(
      message,
    )?.groups;
  if (en?.thing && en.count) return onlyLeft(en.count, en.thing);
  const es =
    /^\s*(?:se\s+(?:nos\s+)?acab(?:[oó]|aron)|me\s+com[ií]|nos\s+comimos|me\s+tom[eé]|usamos|terminamos)\s+(?:el\s+[uú]ltimo\s+|la\s+[uú]ltima\s+|el\s+|la\s+|los\s+|las\s+)?(?<thing>\p{L}+(?:\s+\p{L}+)?)\s*(?:[,;.]|\.{2,}|…)?\s*(?:no\s*,?\s*)?(?:mentira|espera|perd[oó]n)\s*[,;.]?\s*(?:no\s*,?\s*)?(?:todav[ií]a\s+|a[uú]n\s+)?(?:quedan?|hay)\s+(?<count>\d+|un[oa]?|dos|tres)\s*[.!]*$/iu.exec(
      message,
    )?.groups;
  return es?.thing && es.count ? `quedan ${es.count} ${es.thing}` : null;
}

/** «el café quedó en cero», «de arroz me queda medio kilo nomás»: none left, or how much is,
 * said with the thing first. */
export function leftSaidThingFirst(message: string): string | null {
  const none =
    /^\s*(?<thing>(?:el|la|los|las)\s+\p{L}+(?:\s+\p{L}+)?)\s+(?:ya\s+)?(?:qued[oó]|quedaron|est[aá]n?)\s+en\s+cero(?:\s*[,;.].*)?$/iu.exec(
      message,
    )?.groups?.thing;
  if (none) return `se acabó ${none}`;
  const some =
    /^\s*(?:ta\s*,?\s*)?de\s+(?:la\s+|el\s+)?(?<thing>\p{L}+(?:\s+\p{L}+)?)\s+(?:me|nos)\s+(?:queda|quedan)\s+(?<amount>[^,;.]+?)(?:\s+(?:nom[aá]s|no\s+m[aá]s|nada\s+m[aá]s|solamente))?\s*[.!]*$/iu.exec(
      message,
    )?.groups;
  if (some?.thing && some.amount) return `quedan ${some.amount} de ${some.thing}`;
  // «del atún queda una lata no más, el resto se lo comió el Mateo».
  const rest =
    /^\s*del?\s+(?:la\s+|el\s+)?(?<thing>\p{L}+(?:\s+\p{L}+)?)\s+(?:nos\s+|me\s+)?(?:queda|quedan)\s+(?<amount>[^,;.]+?)(?:\s+(?:nom[aá]s|no\s+m[aá]s|nada\s+m[aá]s))?\s*(?:[,;.]\s*el\s+resto\s+[^,;.]+)?\s*[.!]*$/iu.exec(
      message,
    )?.groups;
  return rest?.thing && rest.amount ? `quedan ${rest.amount} de ${rest.thing}` : null;
}

/** "just put 2 more liters of milk in the fridge", "only one pack of pasta left after last
 * night": stocked, or what is left, said otherwise. */
export function stockedOrLeftSaidOtherwise(message: string): string | null {
  const put =
    /^\s*(?:i\s+|we\s+)?(?:just\s+)?(?:put|stuck|stocked)\s+(?<amount>\d+(?:\.\d+)?|one|two|three|four)\s+more\s+(?<thing>[^,;.]+?)\s+in(?:to)?\s+the\s+(?:pantry|fridge|freezer|cupboard)\s*[.!]*$/iu.exec(
      message,
    )?.groups;
  if (put?.amount && put.thing) return `add ${put.amount} ${put.thing} to the pantry`;
  const left =
    /^\s*(?:there['’]?s\s+|we\s+have\s+)?only\s+(?<count>\d+|one|two|three)\s+(?<thing>[^,;.]+?)\s+left(?:\s+(?:after|from)\s+[^,;.]+)?\s*[.!]*$/iu.exec(
      message,
    )?.groups;
  return left?.count && left.thing ? onlyLeft(left.count, left.thing) : null;
}

/** "see if we have flour", "check whether there's milk", "is there any chicken left for
 * tonight": the pantry asked — as the phrasings ask it ("do we have flour?"). */
export function pantryCheckAsked(message: string): string | null {
  const thing =
    /^\s*(?:(?:can|could)\s+you\s+|please\s+)?(?:see|check|look|find\s+out)\s+(?:if|whether)\s+(?:we\s+(?:still\s+)?have|there['’]?s|there\s+(?:is|are))\s+(?:any\s+)?(?<thing>[^,;?]+?)(?:\s+left)?\s*\??\s*$/iu.exec(
      message,
    )?.groups?.thing ??
    /^\s*is\s+there\s+(?:any\s+)?(?<thing>[^,;?]+?)\s+left(?:\s+for\s+[^,;?]+)?\s*\??\s*$/iu.exec(
      message,
    )?.groups?.thing;
  return thing ? `do we have ${thing}?` : null;
}

/** "me tocó botar el pollo que se dañó", "tuve que tirar la leche": thrown away, so none left. */
export function hadToThrowOut(message: string): string | null {
  const plainer = message.replace(thrownOut, "se acabó $<thing>");
  return plainer !== message ? plainer : null;
}

const thrownOut =
  /^\s*(?:me\s+toc[oó]|tuve\s+que|toc[oó])\s+(?:botar|tirar)\s+(?<thing>(?:el|la|los|las)\s+[^,;]+?)(?:\s+(?:que|porque)\s+se\s+(?:da[nñ][oó]|pudri[oó]|venci[oó]|ech[oó]\s+a\s+perder))?(?=\s*(?:[,;]|$))/iu;

/** "se nos echaron a perder dos yogurts, ya los tiré", "tuve que botar un litro de leche", «la
 * leche se me dañó, tuve que botar un litro»: so much spoiled or thrown out is so much used. */
export function spoiledByAmount(message: string): string | null {
  const spoiled =
    /^\s*se\s+(?:(?:nos|me|le|les)\s+)?(?:da[nñ]aron|pudrieron|vencieron|echaron\s+a\s+perder|quebraron|rompieron|cayeron)\s+(?<amount>(?:un|una|dos|tres|cuatro|cinco|seis|media\s+docena\s+de|\d+)\s+[^,;.]+?)(?:\s+(?:al|cuando|mientras)\s+[^,;.]+)?\s*(?:[,;.]\s*(?:y\s+)?ya\s+(?:l[oa]s?\s+)?(?:tir[eé]|bot[eé]|tiramos|botamos)(?:\s+a\s+la\s+basura)?)?\s*[.!]*$/iu.exec(
      message,
    )?.groups?.amount;
  if (spoiled) return `usé ${spoiled}`;
  const thrown =
    /^\s*(?:(?<thing>(?:el|la|los|las)\s+\p{L}+)\s+se\s+(?:(?:nos|me)\s+)?(?:da[nñ][oó]|pudri[oó]|venci[oó]|cort[oó])\s*,\s*)?(?:me\s+toc[oó]|tuve\s+que|tuvimos\s+que)\s+(?:botar|tirar)\s+(?<amount>(?:un|una|dos|tres|medio|media|\d+(?:[.,]\d+)?)\s+[^,;.]+?)\s*[.!]*$/iu.exec(
      message,
    )?.groups;
  if (!thrown?.amount) return null;
  return thrown.thing
    ? `usé ${thrown.amount} de ${thrown.thing.replace(/^\p{L}+\s+/u, "")}`
    : `usé ${thrown.amount}`;
}

/** «la leche se nos dañó toda, me tocó botarla», «se me cayó la botella de aceite, no quedó nada»:
 * all of it lost is none left — «se acabó la leche». */
export function allOfItLost(message: string): string | null {
  const spoiled =
    /^\s*(?<thing>(?:el|la|los|las)\s+[^,;]+?)\s+se\s+(?:(?:nos|me)\s+)?(?:da[nñ][oó]|pudri[oó]|venci[oó]|cort[oó]|ech[oó]\s+a\s+perder)\s+tod[oa]s?\s*(?:[,;.]\s*(?:me|nos)\s+toc[oó]\s+(?:botarl[oa]s?|tirarl[oa]s?))?\s*[.!]*$/iu.exec(
      message,
    )?.groups?.thing;
  if (spoiled) return `se acabó ${spoiled}`;
  const dropped =
    /^\s*se\s+(?:(?:me|nos|le)\s+)?(?:cay[oó]|rompi[oó]|derram[oó]|volc[oó])\s+(?:la|el)\s+(?:botella|bolsa|paquete|caja|frasco|lata|envase)\s+de\s+(?<thing>[^,;]+?)\s*[,;.]\s*(?:y\s+)?no\s+(?:qued[oó]|queda)\s+nada\s*[.!]*$/iu.exec(
      message,
    )?.groups?.thing;
  return dropped ? `se acabó el ${dropped}` : null;
}

/** "¿cuánto queso nos queda? es pa unas quesadillas": what it is for, said after the question,
 * asks nothing more. */
export function purposeAfterAQuestion(message: string): string | null {
  const plainer = message
    .replace(/\?\s*(?:es|era|son|é|it['’]?s)\s+(?:pa|para|pra|for)\s+[^?]+$/iu, "?")
    // "¿cuánto frijol nos queda? es q quiero hacer refritos", «…? quero fazer brigadeiro",
    // "…? wanna bake": why one asks, said after.
    .replace(
      /\?\s*(?:es\s+que|es\s+q|porque|pq|[ée]\s+que|because|quiero|quero|queremos|wanna|want\s+to|i\s+want\s+to|gonna|voy\s+a|vou)\s+[^?]+$/iu,
      "?",
    )
    // "quick q, how many eggs…": the opening that asks to ask.
    .replace(/^\s*quick\s+(?:q|que|question)\s*[,:]?\s+/iu, "")
    // "¿cuánto arroz nos queda pa la semana?": how long it should last asks nothing more.
    .replace(
      /(?<=(?<!\p{L})(?:queda|quedan|sobra|sobran|resta|restam)(?!\p{L}))\s+(?:pa|para|pra)\s+(?:la|esta|a|essa)\s+semana(?=\s*\??\s*$)/iu,
      "",
    )
    // "¿qué cocino con lo que hay? no quiero salir al mercado": why one asks, said after.
    .replace(
      /\?\s*no\s+(?:quiero|quiere|queremos|tengo\s+ganas\s+de)\s+(?:salir|ir)\s+[^?]*$/iu,
      "?",
    )
    // "¿cuánto aceite nos queda? para ver si alcanza pa freír": why one asks, said after.
    .replace(/\?\s*(?:pa|para|pra)\s+(?:ver|saber)\s+(?:si|se)\s+[^?]+$/iu, "?")
    // "fijate si tenemos queso rallado no me acuerdo si quedaba": not remembering asks nothing.
    .replace(
      /\s*[,.]?\s+(?:no\s+me\s+acuerdo|no\s+recuerdo|n[aã]o\s+lembro)\s+(?:si|se)\s+[^,;?]*$/iu,
      "",
    );
  return plainer !== message ? plainer : null;
}

/** "no queda ni una gota de aceite", "no hay ni un grano de arroz": none at all is none. */
export function notEvenADrop(message: string): string | null {
  const plainer = message.replace(
    /(?<!\p{L})ni\s+(?:una?\s+)?(?:gota|grano|pizca|poquito|poco|miga|migaja|pedazo|hoja)\s+de\s+/iu,
    "",
  );
  return plainer !== message ? plainer : null;
}

/** "se acabó la harina pan, hice arepas pa todo el mundo": what was made with it is why it ran
 * out — no chore done. */
export function madeAfterARunOut(message: string): string | null {
  if (
    !/(?<!\p{L})(?:se\s+(?:nos\s+|me\s+)?acab[oó]|se\s+(?:nos\s+|me\s+)?termin[oó]|acabou|we['’]re\s+out\s+of)(?!\p{L})/iu.test(
      message,
    )
  )
    return null;
  const plainer = message.replace(/\s*[,;]\s*(?:hice|hicimos|fiz|fizemos|made)\s+[^,;]+$/iu, "");
  return plainer !== message ? plainer : null;
}

/** "se terminó el queso, el gurí se lo comió todo de merienda", «o macarrão acabou, usei os dois
 * pacotes na macarronada», "flour's gone, used the last of it on pancakes": how it ran out, told
 * after, is no other request. */
export function runOutThenHow(message: string): string | null {
  const out =
    /^(?<out>[^,;.]*?(?<!\p{L})(?:se\s+(?:nos\s+|me\s+)?(?:acab|termin)\p{L}*|ya\s+no\s+(?:hay|queda)|acabou|acabaram|terminou|terminaram|(?:is|are|'s)\s+gone|ran\s+out|out\s+of)(?!\p{L})[^,;.]*?)\s*[,;.]\s*[^,;.]*?(?<!\p{L})(?:comi[oó]|comimos|comieron|tom[oó]|tomamos|tomaron|termin(?:amos|aron|[eé])|us(?:amos|aron|[eé])|gast(?:amos|aron|[eé])|acab(?:amos|aron|[eé])|usei|usamos|usou|gastei|gastamos|comemos|comeu|tomei|used|ate|finished|drank)(?!\p{L})[^,;]*$/iu.exec(
      message,
    )?.groups?.out;
  return out ?? null;
}

/** «chegaram do mercado 3 latas de atum…», «llegaron del súper dos kilos de…»: what came home
 * from the shop was bought. */
export function arrivedFromTheShop(message: string): string | null {
  const pt =
    /^\s*(?:chegaram|chegou)\s+(?:do|da)\s+(?:mercado|feira|supermercado|atacad[aã]o|sacol[aã]o|padaria)\s+/iu;
  const es =
    /^\s*(?:llegaron|lleg[oó])\s+(?:del|de\s+la)\s+(?:s[uú]per(?:mercado)?|mercado|feria|tienda|verduler[ií]a)\s+/iu;
  if (pt.test(message)) return message.replace(pt, "comprei ");
  return es.test(message) ? message.replace(es, "compré ") : null;
}

/** "me gasté los 250 gramos de azúcar en la mazamorra": the amount used, said with «los» and
 * one's own «me», is «usé 250 gramos de azúcar». */
export function usedTheAmount(message: string): string | null {
  const plainer = message.replace(
    /^\s*(?:me\s+)?(?:gast[eé]|us[eé]|ocup[eé])\s+(?:l[oa]s|el|la)\s+(?=\d+(?:[.,]\d+)?\s*(?:g|gr|gramos|kg|kilos?|ml|l|litros?)(?!\p{L}))/iu,
    "usé ",
  );
  return plainer !== message ? plainer : null;
}

/** «ya compré aceite, una botella de 1 litro, súmala a la despensa», «compré arroz, guárdalo en
 * la alacena»: bought and put in the pantry — stocked there, its size no part of its name (a
 * thing without a count is one more). */
export function boughtIntoThePantry(message: string): string | null {
  const told =
    /^\s*(?:ya\s+)?(?:compr[eé]|compramos|traje|trajimos)\s+(?<thing>[^,;.]+?)(?:\s*,\s*(?<size>(?:una?|\d+|dos|tres)\s+(?:botellas?|bolsas?|cajas?|paquetes?|latas?|frascos?))\s+de\s+[^,;.]+?)?\s*[,;.]\s*(?:y\s+)?(?:s[uú]mal[oa]s?|agr[eé]gal[oa]s?|gu[aá]rdal[oa]s?|p[oó]nl[oa]s?)\s+(?:a|en)\s+la\s+(?:despensa|alacena)\s*[.!]*$/iu.exec(
      message,
    )?.groups;
  if (!told?.thing) return null;
  // «2 bolsas de azúcar de un kilo»: the size of each is no part of its name.
  const thing = told.thing
    .replace(/^(?:el|la|los|las)\s+/iu, "")
    .replace(
      /\s+de\s+(?:un|una|medio|media|\d+(?:[.,]\d+)?)\s*(?:kilos?|kg|litros?|l|gramos|g)$/iu,
      "",
    );
  return `agrega ${told.size ? `${told.size} de ${thing}` : counted(thing)} a la despensa`;
}

/** «pon aceite en la despensa», «súmale arroz a la alacena»: one thing put in the pantry without
 * a count is one more of it. */
export function putInThePantryUncounted(message: string): string | null {
  const told =
    /^\s*(?<verb>agr[eé]ga(?:le)?|p[oó]n(?:le)?|s[uú]ma(?:le)?|met[eé](?:le)?|mete(?:le)?|gu[aá]rda)\s+(?<thing>[^,;.\d]+?)\s+(?:a|en)\s+la\s+(?:despensa|alacena)\s*[.!]*$/iu.exec(
      message,
    )?.groups;
  if (
    !told?.thing ||
    /(?<!\p{L})(?:y|un[oa]?|unos|unas|dos|tres|m[aá]s)(?!\p{L})/iu.test(told.thing)
  )
    return null;
  return `agrega ${counted(told.thing.replace(/^(?:el|la|los|las)\s+/iu, ""))} a la despensa`;
}

/** A thing said without a count, as one of it. */
function counted(thing: string): string {
  return /^(?:\d|un[oa]?\s|dos\s|tres\s|medio\s)/iu.test(thing) ? thing : `1 ${thing}`;
}

/** "…compramos media docena de huevos y un kilo de arroz, sumalos", «…, soma aí na despensa»:
 * what was bought is added to the pantry already — the closing asks it again. */
export function boughtThenAdded(message: string): string | null {
  if (
    !/(?<!\p{L})(?:compr[eé]|compramos|traje|trajimos|comprei|trouxe|chegaram|chegou|lleg[oó]|llegaron|bought|got)(?!\p{L})/iu.test(
      message,
    )
  )
    return null;
  const plainer = message.replace(
    /\s*[,;.]\s*(?:y\s+|e\s+|and\s+)?(?:s[uú]mal[oa]s?|s[uú]mel[oa]s?|agr[eé]gal[oa]s?\s+a\s+la\s+despensa|soma(?:\s+a[ií])?(?:\s+na\s+despensa)?|adiciona(?:\s+a[ií])?\s+na\s+despensa|add\s+(?:it|them)\s+to\s+the\s+pantry)\s*(?:porfa|por\s+favor|pf|please)?\s*[.!]*$/iu,
    "",
  );
  return plainer !== message ? plainer : null;
}

/** «¿qué se nos está venciendo en la alacena?», «¿de qué estamos cortos en la despensa?»: what
 * expires and what runs low, asked as families ask it. */
export function pantryStateAsked(message: string): string | null {
  if (/(?<!\p{L})se\s+(?:nos\s+)?est[aá]n?\s+venciendo(?!\p{L})/iu.test(message))
    return "¿qué está por vencer en la despensa?";
  if (/(?<!\p{L})(?:de\s+)?qu[eé]\s+(?:estamos|andamos|vamos)\s+cortos(?!\p{L})/iu.test(message))
    return "¿qué falta en la despensa?";
  return null;
}

/** "we're all out of coffee", "completely out of rice": out is out. */
export function allOutOf(message: string): string | null {
  const plainer = message.replace(
    /(?<!\p{L})(we['’]re|we\s+are|i['’]m)\s+(?:all|completely|totally)\s+out\s+of(?!\p{L})/iu,
    "$1 out of",
  );
  return plainer !== message ? plainer : null;
}

/** "ocupé las 3 cebollas pal pino", "usei os 2 ovos": the amount said with its article is the
 * amount used — «ocupé 3 cebollas». */
export function usedAllOfTheAmount(message: string): string | null {
  const plainer = message.replace(
    /^(\s*(?:ya\s+)?(?:us[eé]|ocup[eé]|gast[eé]|usamos|ocupamos|gastamos|usei|gastei|usamos|used))\s+(?:l[oa]s|os|as|the)\s+(?=\d)/iu,
    "$1 ",
  );
  return plainer !== message ? plainer : null;
}

/** "me trajeron 2 kilos de pollo del mercado", «nos regalaron una docena de huevos»: what came
 * into the house is what was bought, for the pantry. */
export function broughtToUs(message: string): string | null {
  const plainer = message.replace(
    /^\s*(?:me|nos)\s+(?:trajeron|regalaron|dieron|mandaron|trouxeram|deram)\s+(?=(?:\d|un[oa]?\s|uma?\s|dos\s|tres\s|media\s|medio\s))/iu,
    "compré ",
  );
  return plainer !== message ? plainer : null;
}

/** "se nos acabó el aceite haciendo tequeños", "acabou o óleo fazendo bolinho", "nos tomamos
 * toda la leche con el chocolate de anoche": what it was used up making, or with, is no part of
 * its name. */
export function usedUpMaking(message: string): string | null {
  if (
    !/(?<!\p{L})(?:acab|termin|gast|us[eé]|ocup|tomamos|tom[eé]|out\s+of|ran\s+out)/iu.test(message)
  )
    return null;
  const plainer = message
    .replace(/\s+(?:haciendo|preparando|cocinando|fazendo|making|cooking)\s+[^,;.!?]+/iu, "")
    // "nos tomamos toda la leche con el chocolate de anoche": what it went with, too.
    .replace(
      /((?<!\p{L})tod[oa]s?\s+(?:el|la|los|las|o|a|os|as)\s+\p{L}+)\s+(?:con|com|en|no|na)\s+[^,;.!?]+/iu,
      "$1",
    );
  return plainer !== message ? plainer : null;
}

/** "we're out of flour, stick it on the list too": put on the list, said loosely. */
export function stuckOnTheList(message: string): string | null {
  const plainer = message.replace(
    /(?<!\p{L})(?:stick|throw|pop|toss|slap)\s+(?<what>it|them)\s+on\s+the\s+(?:shopping\s+)?list(?:\s+too)?/iu,
    "add $<what> to the list",
  );
  return plainer !== message ? plainer : null;
}

/** "we used up the last of the milk this morning", «usamos lo último del café», «gastamos o
 * resto do leite»: the last of it used is none left. */
export function lastOfItUsed(message: string): string | null {
  const en =
    /^\s*(?:we|i)\s+(?:just\s+)?(?:used|finished|drank|ate)\s+(?:up\s+)?the\s+last\s+of\s+(?:the\s+|our\s+)?(?<thing>[\p{L} ]+?)(?:\s+(?:this\s+morning|today|last\s+night|yesterday|tonight))?\s*[.!]*$/iu.exec(
      message,
    )?.groups?.thing;
  if (en) return `we're out of ${en}`;
  const es =
    /^\s*(?:ya\s+)?(?:usamos|us[eé]|gastamos|gast[eé]|nos\s+tomamos|me\s+tom[eé]|nos\s+comimos|me\s+com[ií])\s+lo\s+[uú]ltimo\s+(?:del?\s+(?:la\s+|los\s+|las\s+)?)(?<thing>[\p{L} ]+?)(?:\s+(?:hoy|anoche|ayer|esta\s+mañana))?\s*[.!]*$/iu.exec(
      message,
    )?.groups?.thing;
  if (es) return `se acabó ${es}`;
  const pt =
    /^\s*(?:j[aá]\s+)?(?:usamos|usei|gastamos|gastei|tomamos|tomei)\s+o\s+resto\s+d[oa]s?\s+(?<thing>[\p{L} ]+?)(?:\s+(?:hoje|ontem))?\s*[.!]*$/iu.exec(
      message,
    )?.groups?.thing;
  return pt ? `acabou ${pt}` : null;
}

/** "we're down to 1 onion", "down to two eggs": what is left, said as the count reached. */
export function downToSome(message: string): string | null {
  const told =
    /^\s*(?:(?:we(?:'re|\s+are)|i(?:'m|\s+am))\s+)?(?:only\s+)?down\s+to\s+(?:(?:just|only)\s+)?(?<count>\d+|one|two|three|four|five|six|a\s+couple(?:\s+of)?)\s+(?<thing>[\p{L} ]+?)\s*[.!]*$/iu.exec(
      message,
    )?.groups;
  return told?.count && told.thing ? onlyLeft(told.count, told.thing) : null;
}

/** What is left, as the pantry's phrasings say it in English ("one", "a couple of" as numbers):
 * one way for every telling of a count reached. */
function onlyLeft(count: string, thing: string): string {
  const said = count.toLowerCase().replace(/\s+/g, " ");
  const number =
    {
      one: "1",
      two: "2",
      three: "3",
      four: "4",
      five: "5",
      six: "6",
      "a couple": "2",
      "a couple of": "2",
    }[said] ?? count;
  return `we only have ${number} ${thing} left`;
}

/** «compre un pollo de 2 kilos en el mercado ya esta en el congelador»: a thing of so much
 * bought is so much of it — «compré 2 kilos de pollo»; where it was put is no part of it. */
export function boughtOneOfSoMuch(message: string): string | null {
  const told =
    /^\s*(?<verb>compr[eé]|compramos|traje|trajimos)\s+un[oa]?\s+(?<thing>\p{L}+)\s+de\s+(?<amount>\d+(?:[.,]\d+)?\s*(?:kilos?|kg|gramos|g|litros?|l))(?!\p{L})/iu.exec(
      message,
    )?.groups;
  return told?.thing && told.amount ? `compré ${told.amount} de ${told.thing}` : null;
}

/** «hice tortas fritas y se fue medio kilo de harina»: what went on it is what was used. */
export function wentIntoIt(message: string): string | null {
  const told =
    /(?:^|[,;]\s*|\s+y\s+)se\s+(?:me\s+|nos\s+)?(?:fue|fueron)\s+(?<amount>(?:medio|media|un|una|dos|tres|\d+(?:[.,]\d+)?)\s+(?:kilos?|kg|litros?|l|gramos|g|tazas?|paquetes?|latas?)\s+de\s+\p{L}+(?:\s+\p{L}+)?)\s*[.!]*$/iu.exec(
      message,
    )?.groups?.amount;
  return told ? `usé ${told}` : null;
}

/** «el pollo se descongeló y tocó botarlo, quedamos en cero»: thrown out, none left. */
export function thrownOutSaidAfter(message: string): string | null {
  const thing =
    /^\s*(?<thing>(?:el|la|los|las)\s+\p{L}+(?:\s+\p{L}+)?)\s+se\s+(?:me\s+|nos\s+)?\p{L}+\s+y\s+(?:me\s+|nos\s+)?toc[oó]\s+(?:botarl[oa]s?|tirarl[oa]s?)(?:\s*[,;].*)?$/iu.exec(
      message,
    )?.groups?.thing;
  return thing ? `se acabó ${thing}` : null;
}

/** «traje dos sachets de leche de un litro cada uno»: the size of each is no part of its name. */
export function sizeOfEach(message: string): string | null {
  const plainer = message.replace(
    /\s+de\s+(?:un|una|medio|media|\d+(?:[.,]\d+)?)\s*(?:litros?|l|kilos?|kg|gramos|g)\s+cada\s+un[oa]/iu,
    "",
  );
  return plainer !== message ? plainer : null;
}

/** «me regalaron dos kilos de fríjol en la finca de mi suegra»: where it came from is no part of
 * it. */
export function cameFromSomewhere(message: string): string | null {
  if (
    !/(?<!\p{L})(?:compr\p{L}*|traje|trajimos|regalaron|trajeron|dieron)(?!\p{L})/iu.test(message)
  )
    return null;
  const plainer = message.replace(
    /\s+(?:en|de|desde)\s+(?:la|el)\s+(?:finca|casa|rancho|chacra|campo|quinta|huerta|pueblo)\s+de\s+[^,;.]+/iu,
    "",
  );
  return plainer !== message ? plainer : null;
}

/** «ya no queda nada de azúcar, se la acabó Mateo con su café», «botamos todo el yogur, ya estaba
 * pasado»: who finished it, or that all of it was thrown out. */
export function finishedBySomeoneOrThrownOut(message: string): string | null {
  const plainer = message.replace(
    /\s*[,;]\s*se\s+l[oa]s?\s+(?:acab[oó]|termin[oó]|comi[oó]|tom[oó])\s+[^,;.]+[.!]*$/iu,
    "",
  );
  if (plainer !== message) return plainer;
  const thrown =
    /^\s*(?:botamos|bot[eé]|tiramos|tir[eé])\s+tod[oa]s?\s+(?<thing>(?:el|la|los|las)\s+\p{L}+(?:\s+\p{L}+)?)(?:\s*[,;].*)?$/iu.exec(
      message,
    )?.groups?.thing;
  return thrown ? `se acabó ${thrown}` : null;
}
