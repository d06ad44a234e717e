import { fold } from "#server/ai/understanding/text.ts";

/**
 * Everyday requests and tellings said the plainer way the engine reads (issue 16, fifteenth
 * round): a priority put on a chore, an hour changed with the old one said too, a gathering told
 * as "we're having…". Each returns null when the message does not say it.
 */

/** "coloca a porta do banheiro como prioridade alta", "pon lo del filtro con prioridad baja",
 * "set the gutters as high priority": a priority put on a chore by naming it, as the phrasings
 * say a change of priority. */
export function priorityPutOnAChore(message: string): string | null {
  const said =
    /^\s*(?<verb>p[oó]n(?:le|é)?|pone|coloca|bota|p[oõ]e|marca|put|set|mark)\s+(?<thing>.+?)\s+(?:como|com|con|en|as|with|at|to)\s+(?:(?:la|a|una|uma)\s+)?(?:(?:prioridad|prioridade)\s+(?<level>alta|baja|media|m[eé]dia|baixa|urgente)|(?<english>high|low|medium|top)\s+priority)\s*[.!]*\s*$/iu.exec(
      message,
    )?.groups;
  if (!said?.thing) return null;
  if (said.english) return `make ${said.thing} ${said.english} priority`;
  const portuguese = /^(?:coloca|bota|p[oõ]e)$/iu.test(said.verb ?? "");
  return portuguese
    ? `muda a prioridade de ${said.thing} para ${said.level}`
    : `cambia la prioridad de ${said.thing} a ${said.level}`;
}

/** "parent meeting's now at 6:30 instead of 7", «la junta ahora es a las 6:30 en vez de las 7»:
 * the hour it was is said only to tell which — the change is to the new one. */
export function oldHourSaidToo(message: string): string | null {
  const plainer = message
    .replace(
      /[,\s]+(?:instead\s+of|rather\s+than|not|en\s+vez\s+de|en\s+lugar\s+de|y\s+no\s+a|em\s+vez\s+de|ao\s+inv[eé]s\s+de|e\s+n[aã]o)\s+(?:(?:las?|as|das?|à|às)\s+)?\d{1,2}(?::\d{2})?\s*(?:am|pm|h|hs)?(?=\s*[.!]*\s*$)/iu,
      "",
    )
    .replace(/(\p{L})['’]s\s+now\b/iu, "$1 is now");
  return plainer !== message ? plainer : null;
}

/** "we're having dinner at the Garcias' sunday at 7pm": what the family is having on a day is
 * the gathering itself — "We're having" is no part of its name. */
export function gatheringWeAreHaving(message: string): string | null {
  const said =
    /^\s*(?:we['’]re|we\s+are|we['’]ll\s+be|i['’]m|i\s+am)\s+having\s+(?<rest>.+)$/iu.exec(message)
      ?.groups?.rest;
  return said && /\d|day\b|tonight|tomorrow/iu.test(said) ? said : null;
}

/** "hoy en la noche mejor hacemos enchiladas en vez de la sopa, cámbialo en el menú", "domingo
 * no jantar quero fazer panqueca de carne, anota no cardápio": a dish told for a day's meal, then
 * put on the menu — what was planned before and the making are no part of the dish. */
export function mealToldForTheMenu(message: string): string | null {
  const closing = menuClosing.exec(message);
  if (!closing?.groups || closing.index === 0) return null;
  const told = message
    .slice(0, closing.index)
    .replace(/^\s*\p{L}+,\s*/u, (opening) => (/\d/.test(opening) ? opening : ""))
    .replace(insteadOfWhatWasPlanned, "")
    // Chile's «once» is the evening meal.
    .replace(/(?<!\p{L})(la|pa\s+la|para\s+la)\s+once(?!\p{L})/iu, "$1 cena")
    // "el domingo almorzamos lentejas": the meal's verb says which meal, after the dish.
    .replace(mealVerb, (_, verb: string, dish: string) => `${dish} ${mealOfVerb[fold(verb)]}`)
    .replace(makingWords, " ")
    .replace(/\s+/g, " ")
    .trim()
    // "el domingo en la comida pozole", "el lunes de cena ají": the meal said before the dish,
    // said after it.
    .replace(slotBeforeTheDish, (...found) => {
      const { when = "", meal = "", dish = "" } = found.at(-1) as Record<string, string>;
      return `${when}${dish} ${mealPhrase[fold(meal)] ?? meal}`;
    });
  if (!/\p{L}{3}/u.test(told)) return null;
  const where = closing.groups.where ?? "";
  if (/card[aá]pio/iu.test(where)) {
    // "domingo no jantar panqueca de carne": the day and meal first read as an event's; said last.
    const dayFirst = portugueseMealDayFirst.exec(told)?.groups;
    return dayFirst?.dish
      ? `coloca ${dayFirst.dish} no cardápio ${dayFirst.when}`
      : `coloca no cardápio ${told}`;
  }
  if (/^(?:the\s+)?(?:menu|meal plan)$/iu.test(where) && /^[\x20-\x7e]*$/u.test(told))
    return `put ${told} on the menu`;
  return `pon en el menú ${told}`;
}

/** "el lunes de cena ají de gallina", "el domingo pa la once voy a hacer sopaipillas", "sábado no
 * almoço feijoada": a day, a meal of it and a dish, said with no request — the menu's, as if «ponlo
 * en el menú» closed it (and, as there, kept only when so read). */
export function mealToldForADay(message: string): string | null {
  // Said of the menu already (or a question): read as said.
  if (/men[uú]|card[aá]pio|meal\s+plan|[?¿]/iu.test(message)) return null;
  // "mañana en la comida viene mi suegra", "el sábado hay cena en casa de Lupe a las 8": who
  // comes or a gathering at an hour is no dish.
  if (notADish.test(message)) return null;
  if (!mealOfADay.test(message) || !dayWord.test(message)) return null;
  // A dish is said with its making («voy a hacer…»), or right after the day and its meal («el
  // lunes de cena ají»): "en la cena de hoy hablamos con Mateo" names none.
  if (message.search(makingWords) < 0 && !dayThenMeal.test(message)) return null;
  return mealToldForTheMenu(
    `${message.trim()}, ${/card[aá]pio|almo[cç]o|jantar/iu.test(message) ? "anota no cardápio" : /\b(?:dinner|lunch|breakfast)\b/iu.test(message) ? "put it on the menu" : "ponlo en el menú"}`,
  );
}

const dayThenMeal =
  /^\s*(?:(?:el|este|esta|no|on|this)\s+)?(?:hoy|ma[nñ]ana|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|hoje|amanh[aã]|segunda|ter[cç]a|quarta|quinta|sexta|today|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:-feira)?\s+(?:(?:de|para|pa|en|no|na|pro|pra|al|for)\s+)?(?:(?:la|el|o|a)\s+)?(?:cena|almuerzo|comida|once|desayuno|jantar|almo[cç]o|dinner|lunch|breakfast)\s+\p{L}/iu;
const notADish =
  /(?<!\p{L})(?:hay|viene|vienen|va|van|es|son|tenemos|tengo|tem|vem|v[eê]m|vai|is|are|comes|coming|llega|llegan|chega|chegam|invit\p{L}*|casa|house|a\s+las|[àa]s|at\s+\d)(?!\p{L})/iu;
const mealOfADay =
  /(?<!\p{L})(?:(?:en|para|pa|de|pro|no|na|al|for)\s+(?:la\s+|el\s+|o\s+|a\s+)?)?(?:cena|almuerzo|comida|once|desayuno|jantar|almo[cç]o|dinner|lunch|breakfast)(?!\p{L})/iu;
const dayWord =
  /(?<!\p{L})(?:hoy|ma[nñ]ana|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|hoje|amanh[aã]|segunda|ter[cç]a|quarta|quinta|sexta|today|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight)(?!\p{L})/iu;

const menuClosing =
  /[,;.]?\s*(?:(?:y|e|and)\s+)?(?:p[oó]n(?:e)?l[oa]|p[oó]nel[oa]|c[aá]mbial[oa]|an[oó]tal[oa]|ap[uú]ntal[oa]|agr[eé]gal[oa]|gu[aá]rdal[oa]|anota|coloca|p[õo]e|bota|salva|muda|put\s+it|add\s+it|save\s+it|change\s+it)\s+(?:en|no|na|on|to|in)\s+(?<where>(?:el\s+|o\s+|the\s+)?(?:men[uú]|card[aá]pio|meal\s+plan|plan\s+de\s+comidas))(?:\s+(?:porfa|por\s+favor|pf|please|pls))?\s*[.!]*\s*$/iu;

const mealVerb =
  /(?<!\p{L})(almorzamos|almorzaremos|cenamos|cenaremos|desayunamos|almo[cç]amos|jantamos)\s+([^,;]+)/iu;
const mealOfVerb: Record<string, string> = {
  almorzamos: "para el almuerzo",
  almorzaremos: "para el almuerzo",
  cenamos: "para la cena",
  cenaremos: "para la cena",
  desayunamos: "para el desayuno",
  almocamos: "no almoço",
  jantamos: "no jantar",
};

const slotBeforeTheDish =
  /^(?<when>.*?)(?:en|para|pa|de|pro|no|na|al)\s+(?:(?:la|el|o|a)\s+)?(?<meal>comida|cena|almuerzo|desayuno|almo[cç]o|jantar)\s+(?<dish>\p{L}.*)$/iu;
const mealPhrase: Record<string, string> = {
  comida: "en la comida",
  cena: "en la cena",
  almuerzo: "en el almuerzo",
  desayuno: "en el desayuno",
  almoco: "no almoço",
  jantar: "no jantar",
};

/** «en vez de la sopa», "instead of the soup": the dish it replaces. */
const insteadOfWhatWasPlanned =
  /[,\s]+(?:en\s+vez\s+del?|en\s+lugar\s+del?|em\s+vez\s+d[eoa]s?|no\s+lugar\s+d[oa]s?|instead\s+of)\s+[^,;]+/iu;

/** "mejor hacemos", "vamos a hacer", "quero fazer", "we're making": the making, not the dish. */
const makingWords =
  /(?<!\p{L})(?:mejor|melhor|(?:vamos\s+a|voy\s+a|quiero|queremos)\s+(?:hacer|comer|cenar|preparar)|hacemos|comemos|cenamos|(?:quero|vou|vamos|queremos)\s+(?:fazer|comer|preparar)|fazemos|(?:we['’]re|i['’]m)\s+(?:making|having|cooking)|let['’]s\s+(?:make|have|do))(?!\p{L})/giu;

const portugueseMealDayFirst =
  /^(?<when>(?:(?:no|na|pro|pra)\s+)?(?:hoje|amanh[aã]|segunda|ter[cç]a|quarta|quinta|sexta|s[aá]bado|domingo)(?:-feira)?\s+(?:no|ao|pro|pra|de)\s+(?:almo[cç]o|jantar|caf[eé]\s+da\s+manh[aã]))\s+(?<dish>.+)$/iu;

/** "put turkey chili down for sunday dinner", "pencil in tacos for friday lunch": "down" and
 * "in" only say it is written — no part of the dish. */
export function mealPutDown(message: string): string | null {
  const said =
    /^\s*(?:put|pencil|write)\s+(?:in\s+)?(?<dish>.+?)\s+(?:down\s+|in\s+)?for\s+(?<when>.*\b(?:dinner|lunch|breakfast)\b.*)$/iu.exec(
      message,
    )?.groups;
  return said?.dish && /\b(?:down|pencil|in)\b/iu.test(message)
    ? `put ${said.dish.replace(/\s+(?:down|in)$/iu, "")} for ${said.when}`
    : null;
}

/** "anotame en el calendario la reunión…", "agéndame en la agenda…": whom it is noted for is the
 * one asking — «anota en el calendario…». */
export function calendarNotedForMe(message: string): string | null {
  const plainer = message.replace(
    /^\s*(?:an[oó]ta|anot[aá]|ap[uú]nta|apunt[aá]|ag[eé]nda|agend[aá]|p[oó]n|pon[eé])me\s+(?=(?:en|a)\s+(?:el|la|mi)\s+(?:calendario|agenda)\b)/iu,
    "anota ",
  );
  return plainer !== message ? plainer : null;
}

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

/** "…, ¿me consigue un jardinero para el sábado?", "…, ¿me buscas un plomero?", "consígueme quien
 * fumigue": someone asked for after the need, said as the command («consígueme…», «necesito
 * quien…»). */
export function someoneAskedFor(message: string): string | null {
  const plainer = message
    .replace(
      /([,;.]\s*)¿\s*me\s+(consigue|consigues|busca|buscas|manda|mandas|llama|llamas)\s+([^?]+)\?*\s*$/iu,
      (_, joint: string, verb: string, rest: string) =>
        `${joint}${askedCommands[fold(verb)] ?? verb} ${rest}`,
    )
    // "consígueme quien fumigue el martes": someone who does it is someone needed.
    .replace(
      /(?<!\p{L})(?:cons[ií]gueme|b[uú]scame|m[aá]ndame|cons[ií]game|b[uú]squeme)\s+(?:a\s+)?(?:alguien\s+que|quien)\s+/iu,
      "necesito quien ",
    );
  return plainer !== message ? plainer : null;
}

const askedCommands: Record<string, string> = {
  consigue: "consígueme",
  consigues: "consígueme",
  busca: "búscame",
  buscas: "búscame",
  manda: "mándame",
  mandas: "mándame",
  llama: "llámame",
  llamas: "llámame",
};

/** "¿hay alguna tarea vencida?", "¿tenemos algún pendiente atrasado?", "¿hay algo que se nos haya
 * pasado la fecha?": the late tasks asked for as the phrasings ask. */
export function anyLateTaskAsked(message: string): string | null {
  return /(?<!\p{L})(?:hay|tenemos|tengo|queda)\s+(?:alguna|algunas|alg[uú]n|algunos)\s+(?:tareas?|pendientes?)\s+(?:vencid|atrasad|pasad)\p{L}*|(?<!\p{L})se\s+(?:nos\s+|me\s+)?(?:haya|ha|hayan|han)\s+pasado\s+(?:la\s+fecha|el\s+plazo)/iu.test(
    message,
  )
    ? "¿hay tareas vencidas?"
    : null;
}

/** "el jabón lo marqué pero no había, déjalo sin marcar", "el cereal lo marqué sin querer, no lo
 * he comprado aún": ticked, but not got — unticked. */
export function tickedButNotGot(message: string): string | null {
  const told =
    /^\s*(?<thing>(?:el|la|los|las)\s+[\p{L} ]{2,30}?)\s+(?:l[oa]s?\s+)?(?:marqu[eé]|tach[eé]|palome[eé]|tild[eé])\s+(?:pero\s+(?:no\s+(?:hab[ií]a|hubo|lo\s+compr[eé]|la\s+compr[eé]|estaba|encontr[eé])|al\s+final\s+no)|sin\s+querer\s*[,;]\s*(?:no|todav[ií]a|a[uú]n))(?!\p{L})/iu.exec(
      message,
    )?.groups?.thing;
  return told ? `desmarca ${told}` : null;
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

/** "la terma no prende, necesito que la revisen el sábado", "preciso que consertem": a repair
 * wished of no one named is someone sent for — «necesito que venga alguien». */
export function repairWishedOfSomeone(message: string): string | null {
  const plainer = message
    .replace(
      /(?<!\p{L})(?:necesito|necesitamos|quiero|queremos)\s+que\s+(?:(?:me|nos)\s+)?(?:l[oa]s?\s+)?(?:revisen|arreglen|vean|chequeen|reparen|miren|compongan)(?!\p{L})/iu,
      "necesito que venga alguien",
    )
    .replace(
      /(?<!\p{L})(?:preciso|precisamos|quero)\s+que\s+(?:(?:me|nos)\s+)?(?:[oa]s?\s+)?(?:consertem|vejam|olhem|arrumem)(?!\p{L})/iu,
      "preciso que venha alguém",
    );
  return plainer !== message ? plainer : null;
}

/** "la cita del dentista ya no es el jueves 3, me la cambiaron al viernes 4 a las 5", "o dentista
 * não é mais na quinta, passaram pra sexta": the day it was only tells which — moved. */
export function noLongerOnThatDay(message: string): string | null {
  const told =
    /^\s*(?<thing>(?:el|la|los|las|o|a)\s+[^,;]+?)\s+(?:ya\s+no\s+es|n[aã]o\s+[eé]\s+mais)\s+[^,;]+[,;]\s*(?:(?:me|nos)\s+)?(?:l[oa]s?\s+|[oa]\s+)?(?:cambiaron|pasaron|movieron|corrieron|reprogramaron|passaram|mudaram|remarcaram)\s+(?<to>.+)$/iu.exec(
      message,
    )?.groups;
  if (!told?.thing || !told.to) return null;
  return /^(?:o|a)\s/iu.test(told.thing)
    ? `muda ${told.thing} ${told.to}`
    : `mueve ${told.thing} ${told.to}`;
}

/** "el Mateo ya acabó sus ejercicios de matemáticas, dale por hecho": a member's chore told done,
 * then marked — «marca como hecha…», the chore named without whose it is. */
export function doneByAMemberThenMarked(message: string): string | null {
  const told =
    /^\s*(?:(?:el|la)\s+)?\p{Lu}\p{Ll}+\s+ya\s+(?:acab[oó]|termin[oó]|hizo)\s+(?:sus?|la|el|los|las)\s+(?<chore>[^,;]+?)\s*[,;]\s*(?:d[aá]le|d[aá]l[oa]|d[eé]l[oa]|ponl[oa]|m[aá]rcal[oa])\s+(?:por|como)\s+(?:hech[oa]|terminad[oa]|list[oa])\s*[.!]*\s*$/u.exec(
      message,
    )?.groups?.chore;
  return told ? `marca como hecha ${told}` : null;
}

/** "lo de lavar el carro que lo haga Carlos mejor, Sofía tiene examen": "mejor" and the why after
 * the name are no part of who. */
export function handoverWithBetter(message: string): string | null {
  const plainer = message.replace(
    /(que\s+l[oa]\s+haga\s+(?:el\s+|la\s+)?\p{Lu}\p{Ll}+)\s+mejor(?!\p{L})/u,
    "$1",
  );
  return plainer !== message ? plainer : null;
}

/** "lo de pagar el internet bájale la prioridad, ya conseguí una prórroga": the chore first, the
 * change after — and why is no request of its own. */
export function choreThenPriority(message: string): string | null {
  const told =
    /^\s*(?<chore>lo\s+del?\s+[^,;]+?)\s+(?<change>(?:b[aá]jale|baj[aá]le|s[uú]bele|sub[ií]le)\s+la\s+prioridad)(?:\s*[,;].*)?$/iu.exec(
      message,
    )?.groups;
  return told?.chore ? `${told.change} a ${told.chore}` : null;
}

/** "se vencieron los yogures, los tiré todos", "the yogurt expired, i threw it out": thrown away,
 * so none is left. */
export function expiredAndThrownOut(message: string): string | null {
  const es =
    /^\s*(?:se\s+(?:venci[oó]|vencieron|echaron\s+a\s+perder|ech[oó]\s+a\s+perder|pudri[oó]|pudrieron)\s+(?<thing>(?:el|la|los|las)\s+[^,;]+?)|(?<first>(?:el|la|los|las)\s+[^,;]+?)\s+se\s+(?:venci[oó]|vencieron|pudri[oó]|pudrieron))\s*[,;]\s*(?:y\s+)?(?:l[oa]s?\s+)?(?:tir[eé]|bot[eé]|tiramos|botamos)(?!\p{L})/iu.exec(
      message,
    )?.groups;
  const thing = es?.thing ?? es?.first;
  if (thing) return `se acabaron ${thing}`;
  const en =
    /^\s*(?:the\s+)?(?<thing>[\p{L} ]+?)\s+(?:expired|went\s+bad|had\s+gone\s+bad)\s*[,;]?\s*(?:so\s+|and\s+)?i\s+(?:threw|tossed)\s+(?:it|them)(?:\s+(?:all\s+)?(?:out|away))?/iu.exec(
      message,
    )?.groups?.thing;
  return en ? `we're out of ${en}` : null;
}

/** "anotale a Sofía comprar los útiles del campamento para el jueves 3", "ponle a Mateo sacar la
 * basura todos los martes", "encárgale a Sofía…": a chore noted for someone — «Sofía tiene
 * que…». */
export function notedForAMember(message: string): string | null {
  const told =
    /^\s*(?:an[oó]tale|anot[aá]le|ap[uú]ntale|apunt[aá]le|p[oó]n(?:e)?le|p[oó]nele|enc[aá]rgale|encarg[aá]le)\s+a\s+(?:la\s+|el\s+)?(?<who>\p{Lu}\p{Ll}+)\s+(?:que\s+)?(?:tiene\s+que\s+)?(?<chore>\p{L}+(?:ar|er|ir)(?!\p{L}).*)$/u.exec(
      message,
    )?.groups;
  return told?.who ? `${told.who} tiene que ${told.chore}` : null;
}

/** "la comida familiar del sábado va a ser más corta, ponele 2 horas": shorter or longer, then
 * the length — «que … dure 2 horas». */
export function lengthChangedTold(message: string): string | null {
  const told =
    /^\s*(?<thing>(?:el|la|los|las)\s+[^,;]+?)\s+va\s+a\s+(?:ser|durar)\s+m[aá]s\s+(?:cort[oa]|larg[oa]|poco)\s*[,;]\s*(?:p[oó]nele|ponle|dale|que\s+dure)\s+(?<length>[^,;]+?)\s*[.!]*\s*$/iu.exec(
      message,
    )?.groups;
  return told?.thing ? `que ${told.thing} dure ${told.length}` : null;
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

/** "¿qué tareas tiene Sofía pendientes?": «pendientes» after the name is the tasks', not hers. */
export function pendingAfterTheName(message: string): string | null {
  const plainer = message.replace(
    /(?<!\p{L})(tiene|tienen|tem|t[eê]m)\s+(\p{Lu}\p{Ll}+)\s+(pendientes|pendentes)(?!\p{L})/u,
    "$3 $1 $2",
  );
  return plainer !== message ? plainer : null;
}

/** "lo de botar la basura pónselo a Mateo": handed over with «pónselo a…» — «asígnale a Mateo lo
 * de botar la basura». */
export function handedWithPutIt(message: string): string | null {
  const told =
    /^\s*(?<chore>lo\s+del?\s+[^,;]+?)\s+(?:p[oó]nselo|p[aá]saselo|d[aá]selo|p[oó]nselo\s+a\s+cargo\s+de)\s+a\s+(?<who>(?:el\s+|la\s+)?\p{Lu}\p{Ll}+)(?:\s*[,;].*)?$/u.exec(
      message,
    )?.groups;
  return told?.chore ? `asígnale a ${told.who} ${told.chore}` : null;
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

/** "acabei de fazer os tacos de frango, pode dar baixa na despensa", «acabo de hacer las
 * enchiladas», "just made the soup": a dish just made is cooked — and taking out what it used is
 * what cooking does, so that closing asks nothing more. */
export function justMadeADish(message: string): string | null {
  const closing =
    /\s*[,;]\s*[^,;]*(?:baixa|desconta|tira\p{L}*|desc[uo]ent\p{L}*|resta\p{L}*|saca\p{L}*|take\s+(?:it|them)\s+out|update\s+the\s+pantry)[^,;]*$/iu;
  const told = message.replace(closing, "");
  const pt = /^\s*(?:eu\s+)?acabei\s+de\s+(?:fazer|preparar|cozinhar)\s+(?<dish>.+)$/iu.exec(told)
    ?.groups?.dish;
  if (pt) return `fiz ${pt}`;
  const es = /^\s*(?:ya\s+)?acabo\s+de\s+(?:hacer|preparar|cocinar)\s+(?<dish>.+)$/iu.exec(told)
    ?.groups?.dish;
  if (es) return `hice ${es}`;
  const en = /^\s*(?:i\s+|we\s+)?just\s+(?:made|cooked|finished\s+making)\s+(?<dish>.+)$/iu.exec(
    told,
  )?.groups?.dish;
  return en ? `made ${en}` : null;
}

/** "acordate que el jueves 3 hay que pagar el ABL", "recordame que…": the thing to do told after
 * «acordate que» is the chore itself. */
export function rememberThatMustDo(message: string): string | null {
  return (
    /^\s*(?:acord[aá]te|acu[eé]rdate|acu[eé]rdese|record[aá]me|recu[eé]rdame|recu[eé]rdeme)\s+(?:de\s+)?que\s+(?<rest>.*(?<!\p{L})(?:hay|tengo|tenemos)\s+que\s.+)$/iu.exec(
      message,
    )?.groups?.rest ?? null
  );
}

/** "tem alguma tarefa pra mim?", «¿hay alguna tarea para mí?», "any tasks for me?": one's own
 * tasks, asked as the phrasings ask. */
export function tasksForMeAsked(message: string): string | null {
  if (/^\s*(?:tem|h[aá]|existe)\s+(?:alguma\s+)?tarefas?\s+(?:pra|para)\s+mim\b/iu.test(message))
    return "tenho alguma tarefa?";
  if (
    /^\s*¿?\s*(?:hay|tengo)\s+(?:alguna\s+|algo\s+)?(?:tareas?|pendientes?)\s+para\s+m[ií](?!\p{L})/iu.test(
      message,
    )
  )
    return "¿tengo tareas?";
  if (/^\s*(?:are\s+there\s+)?any\s+(?:tasks?|chores?)\s+for\s+me\b/iu.test(message))
    return "what are my tasks?";
  return null;
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

/** "the pediatrician called, tomorrow's appointment is now friday at 9am": who called names the
 * appointment; where it is now is the move. */
export function calledAppointmentIsNow(message: string): string | null {
  const told =
    /^\s*(?:the\s+)?(?<who>[\p{L} ]+?)(?:['’]s\s+office)?\s+called\s*[,;:.]\s*(?:(?:the|our|my|\p{L}+['’]s)\s+)?(?:appointment|appt|visit|checkup)\s+is\s+now\s+(?<when>.+)$/iu.exec(
      message,
    )?.groups;
  return told?.who ? `move the ${told.who} appointment to ${told.when}` : null;
}

/** "Mateo no sacó al perro ayer, esa tarea no está hecha, ábramela de nuevo", "Mateo me mintió, no
 * paseó al perro, regrésalo a pendiente": a chore told not done, then reopened — «reabre lo del perro», what it was done to naming it. */
export function notDoneThenReopened(message: string): string | null {
  const told =
    /^\s*(?:[^,;]+[,;]\s*)??(?:(?:el|la)\s+)?(?:\p{Lu}\p{Ll}+\s+)?no\s+\p{L}+\s+(?<object>(?:al|a\s+la|el|la|los|las)\s+[^,;.]+?)(?:\s+(?:ayer|hoy|anoche|esta\s+ma[nñ]ana))?\s*[,;.].*(?<!\p{L})(?:[aá]br\p{L}*|abr[ií]\p{L}*|rea[bv]r\p{L}*|re[aá]br\p{L}*|regr[eé]sa\p{L}*|devu[eé]lve\p{L}*|(?:eso\s+)?(?:sigue|queda|est[aá])\s+pendiente)(?:\s+(?:de\s+nuevo|otra\s+vez|a\s+pendiente))?\s*[.!]*\s*$/iu.exec(
      message,
    )?.groups?.object;
  if (!told) return null;
  const named = told
    .replace(/^al\s+/iu, "del ")
    .replace(/^(?:a\s+la|la)\s+/iu, "de la ")
    .replace(/^el\s+/iu, "del ")
    .replace(/^(los|las)\s+/iu, "de $1 ");
  return `reabre lo ${named}`;
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

/** "hazme acordar de pagar la luz el viernes", "haceme acordar que…": «recuérdame…». */
export function makeMeRemember(message: string): string | null {
  const plainer = message.replace(
    /^\s*(?:hazme|h[aá]game|haceme|hac[eé]me|h[aá]ganme)\s+acordar\s+(?:de\s+|que\s+)?/iu,
    "recuérdame ",
  );
  return plainer !== message ? plainer : null;
}

/** "put the pediatrician on my calendar…", «pon al pediatra en mi agenda…»: whose calendar is the
 * household's; the personal «a» of «al pediatra» is no part of the name. */
export function onMyCalendar(message: string): string | null {
  const plainer = message
    .replace(/\b(on|in|to|into)\s+my\s+(calendar|schedule)\b/iu, "$1 the $2")
    .replace(/(?<!\p{L})(en|a)\s+mi\s+(calendario|agenda)(?!\p{L})/iu, "$1 el calendario")
    .replace(
      /^(\s*(?:p[oó]n|pon[eé]|anota|anot[aá]|agenda|agend[aá]|apunta|apunt[aá])(?:me)?\s+)al\s+(?=[^,]*(?:calendario|agenda))/iu,
      "$1el ",
    );
  return plainer !== message ? plainer : null;
}

/** "apunta limones, y ya compré el pan", "…agregalos porfa... y ya compre las manzanas eh": a
 * second telling after a request, joined with «y ya» — said with the plain «, y» the requests
 * said together read (a trailing «eh» asks nothing). */
export function alreadyBoughtAfterARequest(message: string): string | null {
  const plainer = message
    .replace(
      /(\S)\s*(?:,|;|\.{2,}|…)?\s+y\s+ya\s+(?=(?:compr[eé]|compramos|traje|trajimos|tengo|tenemos|pagu[eé])(?!\p{L}))/iu,
      "$1, y ",
    )
    .replace(/\s+(?:eh|ah)\s*[.!]*\s*$/iu, "");
  return plainer !== message && /,\s+y\s/u.test(plainer) ? plainer : null;
}

/** "compre 2 kilos de frijol en la central de abasto", "comprei pão na padaria", "got eggs at
 * costco": where it was bought is no part of the thing. */
export function whereBoughtDropped(message: string): string | null {
  const plainer = message.replace(
    /^(\s*(?:(?:ya|j[aá]|i|we)\s+)?(?:compr[eé]|compramos|traje|trajimos|comprei|compramos|trouxe|bought|got|picked\s+up)(?!\p{L}).+?)\s+(?:en|no|na|at|from|del|de\s+la)\s+(?:el\s+|la\s+|o\s+|a\s+|the\s+)?(?:central\s+de\s+abastos?|mercado|s[uú]per(?:mercado)?|tianguis|feria|chino|almac[eé]n|tienda|bodega|abarrotes|D1|Oxxo|Jumbo|L[ií]der|Costco|Walmart|Target|Aldi|atacad[aã]o|sacol[aã]o|padaria|panader[ií]a|verduler[ií]a|carnicer[ií]a|a[cç]ougue|feira|store|grocery\s+store|market)(?!\p{L})[^,;]*?(\s*(?:[,;].*)?)$/iu,
    "$1$2",
  );
  return plainer !== message ? plainer : null;
}

/** "…el martes 1 no se me puede olvidar", "…, que no se me olvide", "…its due that week", "…não
 * posso esquecer": a plea not to forget, or why it is due, is no part of the chore. */
export function pleaNotToForget(message: string): string | null {
  const plainer = message.replace(
    /[,.;!]?\s+(?:(?:que\s+)?no\s+se\s+me\s+(?:puede\s+|vaya\s+a\s+)?olvid(?:ar|e)|no\s+me\s+puedo\s+olvidar|n[aã]o\s+posso\s+esquecer|(?:please\s+)?don['’]?t\s+let\s+me\s+forget|it['’]?s\s+due\s+that\s+week|its\s+due\s+that\s+week)\s*[.!]*\s*$/iu,
    "",
  );
  return plainer !== message ? plainer : null;
}

/** "preciso levar o cachorro no veterinário sábado às 10": something one needs to do is a chore,
 * as «tenho que…» says it. */
export function needToDoInPortuguese(message: string): string | null {
  const plainer = message.replace(
    /^\s*(?:eu\s+)?preciso\s+(?=(?!comprar)\p{L}+(?:ar|er|ir)(?!\p{L}))/iu,
    "tenho que ",
  );
  return plainer !== message ? plainer : null;
}

/** "me tocó botar el pollo que se dañó", "tuve que tirar la leche": thrown away, so none left. */
export function hadToThrowOut(message: string): string | null {
  const plainer = message.replace(thrownOut, "se acabó $<thing>");
  return plainer !== message ? plainer : null;
}

const thrownOut =
  /^\s*(?:me\s+toc[oó]|tuve\s+que|toc[oó])\s+(?:botar|tirar)\s+(?<thing>(?:el|la|los|las)\s+[^,;]+?)(?:\s+(?:que|porque)\s+se\s+(?:da[nñ][oó]|pudri[oó]|venci[oó]|ech[oó]\s+a\s+perder))?(?=\s*(?:[,;]|$))/iu;

/** "¿cuánto queso nos queda? es pa unas quesadillas": what it is for, said after the question,
 * asks nothing more. */
export function purposeAfterAQuestion(message: string): string | null {
  const plainer = message.replace(
    /\?\s*(?:es|era|son|é|it['’]?s)\s+(?:pa|para|pra|for)\s+[^?]+$/iu,
    "?",
  );
  return plainer !== message ? plainer : null;
}

/** "aver carlos q tiene asignado?": «a ver», «q» for «qué», a member's tasks asked. */
export function whoseTasksAskedLoosely(message: string): string | null {
  const who =
    /^\s*(?:a\s*ver|aver|oye|che|mira)?\s*,?\s*(?<who>\p{L}{3,})\s+(?:q|qu[eé]|que)\s+(?:tiene|le\s+toca)\s+(?:asignad[oa]s?|pendientes?|por\s+hacer)\s*\??\s*$/iu.exec(
      message,
    )?.groups?.who;
  return who ? `¿qué tiene que hacer ${who.charAt(0).toUpperCase()}${who.slice(1)}?` : null;
}

/** "ya dejé lista la sopa de verduras pa la noche, nomás es calentarla": a dish left ready is
 * made — «hice…» (the plan's dish is then cooked, builtin/references.ts). */
export function dishLeftReady(message: string): string | null {
  const dish =
    /^\s*(?:ya\s+)?dej[eé]\s+(?:list[oa]s?|hech[oa]s?|preparad[oa]s?)\s+(?<dish>(?:el|la|los|las)\s+[^,;]+?)(?:\s+(?:pa|para)\s+(?:la\s+noche|la\s+cena|el\s+almuerzo|la\s+comida|ma[nñ]ana))?\s*(?:[,;].*)?$/iu.exec(
      message,
    )?.groups?.dish;
  return dish ? `hice ${dish}` : null;
}

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

/** "ojo que las servilletas no estaban…", "fijate que…": a call for attention opens the telling,
 * and asks nothing. */
export function attentionOpener(message: string): string | null {
  const plainer = message.replace(/^\s*(?:ojo|ojito|f[ií]jate|mir[aá]|oye)\s*,?\s+que\s+/iu, "");
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

/** "garbage went out already, carlos did it", "plants got watered this morning": a chore told
 * done by the state of its thing — «mark the … as done». */
export function choreDoneByItsState(message: string): string | null {
  const thing =
    /^\s*(?:the\s+)?(?<thing>[\p{L} ]{3,30}?)\s+(?:went\s+out|got\s+(?:watered|washed|done|taken\s+out|paid|fixed|cleaned|mowed)|(?:is|are|was|were)\s+(?:all\s+)?(?:done|taken\s+care\s+of|paid|fixed|cleaned|watered|washed|mowed))(?:\s+already)?(?:\s+(?:this\s+morning|today|last\s+night|yesterday))?\s*(?:[,;.].*)?$/iu.exec(
      message,
    )?.groups?.thing;
  // "show me the tasks that are done", "what's done?": a list asked, not a chore told; "lunch is
  // done" is a meal made (games-and-meals-ready).
  if (
    !thing ||
    /[?]|\b(?:show|list|tell|what|which|that|tasks?|chores?|things|everything|anything)\b/iu.test(
      message,
    ) ||
    /^(?:breakfast|lunch|dinner|supper)$/iu.test(thing)
  )
    return null;
  return `mark the ${thing} as done`;
}

/** "consertaram a porta do banheiro hoje cedo", "já lavaram o carro": done by someone, told
 * in the third person — «marca como feita…». */
export function doneByThemInPortuguese(message: string): string | null {
  const thing =
    /^\s*(?:j[aá]\s+)?(?:consertaram|arrumaram|limparam|lavaram|pagaram|trocaram|regaram|levaram)\s+(?<thing>(?:o|a|os|as)\s+[^,;]+?)(?:\s+(?:hoje(?:\s+cedo)?|ontem|agora(?:\s+pouco)?))?\s*[.!]*\s*$/iu.exec(
      message,
    )?.groups?.thing;
  return thing ? `marca como feita ${thing}` : null;
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

/** "cancel the dentist on the 3rd, we'll reschedule", «cabou o café, nem pro cafezinho da tarde
 * tem», «quita el pan, vamos a hacer pan amasado», «sacá los tomates que la vecina nos regaló…»:
 * what comes of it, or why, said after, asks nothing more. */
export function whatComesOfItAfter(message: string): string | null {
  const plainer = message
    .replace(
      /\s*[,;]\s*(?:(?:we['’]ll|i['’]ll|we\s+will)\s+reschedule|(?:vamos\s+a|voy\s+a)\s+(?:reprogramar|hacer|preparar)|(?:a\s+gente\s+)?(?:vai|vou)\s+remarcar|nem\s+(?:pro|pra|para\s+o|para\s+a)\s+[^,;]+)(?!\p{L}).*$/iu,
      "",
    )
    // «…que la vecina nos regaló un montón»: up to the next request, if another follows.
    .replace(
      /\s(?:que|porque)\s+(?:la\s+|el\s+|mi\s+)?\p{L}+\s+nos\s+(?:regal[oó]|trajo|dio|mand[oó])(?!\p{L})[^,;]*/iu,
      "",
    );
  return plainer !== message ? plainer : null;
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

/** "anóteme revisar las llantas del carro el viernes que ya andan bien lisas": why, after the
 * chore noted, is no part of it. */
export function whyAfterANote(message: string): string | null {
  const said =
    /^\s*(?<note>(?:an[oó]t[ea]me|ap[uú]nt[ea]me|recu[eé]rd[ea]me|an[oó]ta|ap[uú]nta)\s+.+?)\s+(?:que|porque)\s+ya\s+(?:and[ae]n|est[aá]n?|se\s+\p{L}+|no\s+\p{L}+)(?!\p{L}).*$/iu.exec(
      message,
    )?.groups?.note;
  return said
    ? said.replace(/^an[oó]t[ea]me/iu, "anótame").replace(/^ap[uú]nt[ea]me/iu, "apúntame")
    : null;
}

/** "el dentista me llamó, ahora es el viernes 4 a las 5 de la tarde": who called names the
 * appointment; when it is now is the move. */
export function calledItIsNowInSpanish(message: string): string | null {
  const told =
    /^\s*(?:el|la)\s+(?<who>[\p{L} ]{3,30}?)\s+(?:me|nos)\s+llam[oó]\s*[,;:]\s*(?:(?:la\s+cita|el\s+turno)\s+)?ahora\s+es\s+(?:el\s+)?(?<when>.+)$/iu.exec(
      message,
    )?.groups;
  return told?.who ? `mueve la cita del ${told.who} para el ${told.when}` : null;
}

/** "lo del regalo de Sofía ponlo urgente, que su cumple es la próxima semana": why it is urgent
 * (and the day it names) is no change of its own. */
export function whyItIsUrgent(message: string): string | null {
  return (
    /^\s*(?<change>lo\s+del?\s+[^,;]+?\s+p[oó]nl[oa]\s+(?:urgente|importante|(?:como\s+)?prioridad\s+\p{L}+))\s*,?\s+(?:que|porque|pq|ya\s+que)\s+.+$/iu.exec(
      message,
    )?.groups?.change ?? null
  );
}

/** "se nos acabaron los cerillos, agregalos porfa... y ya compré las manzanas": a bare «agrégalo»
 * with another request after it says where, as it does alone — «agrégalos a la lista». */
export function listClosingBeforeMore(message: string): string | null {
  const plainer = message.replace(
    /([,;]\s*)(agr[eé]gal[oa]s?|an[oó]tal[oa]s?|ap[uú]ntal[oa]s?|p[oó]nel[oa]s?|ponl[oa]s?|s[uú]mal[oa]s?)(\s+(?:porfa|por\s+favor))?(?=\s*(?:[,;]|\.{2,}|…|\s+y\s))/iu,
    "$1$2 a la lista$3",
  );
  return plainer !== message ? plainer : null;
}
