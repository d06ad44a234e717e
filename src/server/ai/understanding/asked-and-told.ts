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
    // "el domingo almorzamos lentejas": the meal's verb says which meal, after the dish.
    .replace(mealVerb, (_, verb: string, dish: string) => `${dish} ${mealOfVerb[fold(verb)]}`)
    .replace(makingWords, " ")
    .replace(/\s+/g, " ")
    .trim();
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

/** "…, ¿me consigue un jardinero para el sábado?", "…, ¿me buscas un plomero?": someone asked
 * for after the need, said as the command («consígueme…»). */
export function someoneAskedFor(message: string): string | null {
  const plainer = message.replace(
    /([,;.]\s*)¿\s*me\s+(consigue|consigues|busca|buscas|manda|mandas|llama|llamas)\s+([^?]+)\?*\s*$/iu,
    (_, joint: string, verb: string, rest: string) =>
      `${joint}${askedCommands[fold(verb)] ?? verb} ${rest}`,
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

/** "¿hay alguna tarea vencida?", "¿tenemos algún pendiente atrasado?": "any" said, the late tasks
 * asked for as the phrasings ask. */
export function anyLateTaskAsked(message: string): string | null {
  return /(?<!\p{L})(?:hay|tenemos|tengo|queda)\s+(?:alguna|algunas|alg[uú]n|algunos)\s+(?:tareas?|pendientes?)\s+(?:vencid|atrasad|pasad)\p{L}*/iu.test(
    message,
  )
    ? "¿hay tareas vencidas?"
    : null;
}

/** "el jabón lo marqué pero no había, déjalo sin marcar": ticked, but not got — unticked. */
export function tickedButNotGot(message: string): string | null {
  const told =
    /^\s*(?<thing>(?:el|la|los|las)\s+[\p{L} ]{2,30}?)\s+(?:l[oa]s?\s+)?(?:marqu[eé]|tach[eé]|palome[eé]|tild[eé])\s+pero\s+(?:no\s+(?:hab[ií]a|hubo|lo\s+compr[eé]|la\s+compr[eé]|estaba|encontr[eé])|al\s+final\s+no)(?!\p{L})/iu.exec(
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
    /^\s*(?:an[oó]tale|anot[aá]le|ap[uú]ntale|apunt[aá]le|p[oó]nele|ponle|enc[aá]rgale|encarg[aá]le)\s+a\s+(?<who>\p{Lu}\p{Ll}+)\s+(?:que\s+)?(?:tiene\s+que\s+)?(?<chore>\p{L}+(?:ar|er|ir)(?!\p{L}).*)$/u.exec(
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
    /^\s*(?:[^,;]+[,;]\s*)??(?:(?:el|la)\s+)?(?:\p{Lu}\p{Ll}+\s+)?no\s+\p{L}+\s+(?<object>(?:al|a\s+la|el|la|los|las)\s+[^,;]+?)(?:\s+(?:ayer|hoy|anoche|esta\s+ma[nñ]ana))?\s*[,;].*(?<!\p{L})(?:[aá]br\p{L}*|abr[ií]\p{L}*|rea[bv]r\p{L}*|re[aá]br\p{L}*|regr[eé]sa\p{L}*|devu[eé]lve\p{L}*)(?:\s+(?:de\s+nuevo|otra\s+vez|a\s+pendiente))?\s*[.!]*\s*$/iu.exec(
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
