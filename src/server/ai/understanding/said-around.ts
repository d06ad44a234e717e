import { shopsSaid } from "#server/ai/understanding/said-of-the-list.ts";
/**
 * Everyday requests said around the words the phrasings know, each said the plainer way the
 * engine reads (issue 16, twelfth and thirteenth rounds). Each returns null when the message does
 * not say it.
 */

/** "la tarea de matemática del nene ya está, la terminó anoche", "pasé por la panadería, el pan
 * ya está, tildalo": a task (or a thing on the list) told done with a bare "ya está" — and maybe
 * when, or a tick — is marked done (a thing of the list is ticked: builtin/references.ts). */
export function doneSaidBare(message: string): string | null {
  const found =
    /^\s*(?:(?:pas[eé]|fui|fuimos|pasamos|ya\s+(?:le\s+)?pagu[eé])\s+[^,]{2,40},\s*)?(?<task>(?:la tarea|lo|el|la|los|las)\s+(?:de\s+)?[^,]+?)\s+ya\s+(?:est[aá]n?|qued[oó]|quedaron)(?:\s+list[oa]s?)?\s*(?:[,;.]\s*(?:(?:ya\s+)?(?:la|lo)\s+\p{L}+(?:\s+\p{L}+)?|(?<tick>(?:m[aá]rca|t[aá]cha|t[ií]lda|palom[eé]a)\p{L}*)))?\s*[.!]*\s*$/iu.exec(
      message,
    )?.groups;
  // "ya le pagué a Edenor, lo de la luz está": «lo de…» said to be is done, with no "ya" too.
  const matter =
    /(?:^|[,;]\s*)(?<task>lo\s+de\s+[^,;]{2,40}?)\s+(?:ya\s+)?est[aá](?:\s+list[oa])?\s*[.!]*\s*$/iu.exec(
      message,
    )?.groups?.task;
  // "el jabón ya está, táchalo": ticked, as said — a thing of the list, or a chore.
  if (found?.task && found.tick && !/^la\s+tarea\b/iu.test(found.task))
    return `tacha ${found.task}`;
  const told = found?.task ?? matter;
  return told ? `marca como hecha ${told}` : null;
}

/** "de atún ya solo hay una lata", "de arroz queda medio kilo": the thing first, then how much
 * is left — «quedan … de …». */
export function countSaidThingFirst(message: string): string | null {
  const found =
    /^\s*(?:\p{L}+,\s*)?de\s+(?<thing>[\p{L} ]+?)\s+(?:ya\s+)?(?:solo\s+|s[oó]lo\s+|nom[aá]s\s+)?(?:hay|queda|quedan)\s+(?<amount>.+?)\s*[.!]*\s*$/iu.exec(
      message,
    )?.groups;
  if (!found?.thing || !found.amount || !/^(?:\d|un|una|medio|media|dos|tres)/iu.test(found.amount))
    return null;
  return `quedan ${found.amount} de ${found.thing}`;
}

/** "¿Sofía qué tiene por hacer?", "¿y Mateo qué le toca hacer?": who, said before the question
 * about their tasks. */
export function whoseTasksAskedFirst(message: string): string | null {
  const found =
    /^\s*(?:\p{L}+,\s*)?¿?\s*(?:y\s+)?(?<who>\p{Lu}\p{Ll}+)\s+qu[eé]\s+(?:tiene|le\s+toca|le\s+falta)\s+(?:por|que|para)?\s*hacer\s*\??\s*$/u.exec(
      message,
    )?.groups?.who;
  return found ? `¿qué tiene que hacer ${found}?` : null;
}

/** "me mostra tudo que tem na despensa", "muéstrame todo lo que hay en la despensa", "show me
 * everything in the pantry": the whole pantry. */
export function wholePantryAsked(message: string): string | null {
  if (
    /^\s*(?:me\s+)?(?:mostra|mostre|muestra|mu[eé]strame|mostrame|show\s+me|list)\s+(?:tudo|todo|everything)\s+(?:o\s+)?(?:que|lo\s+que)?\s*(?:tem|temos|hay|tenemos|we\s+have)?\s*(?:na|en\s+la|in\s+the)\s+(?:despensa|alacena|pantry)\s*[.!?]*\s*$/iu.test(
      message,
    )
  )
    return /\b(?:mostra|mostre)\b/iu.test(message)
      ? "o que tem na despensa?"
      : /show|list/iu.test(message)
        ? "what's in the pantry?"
        : "¿qué hay en la despensa?";
  return null;
}

/** "tem alguma coisa marcada pro fim de semana?", "¿hay algo agendado para el sábado?": whether
 * the calendar has something, asked. */
export function anythingScheduledAsked(message: string): string | null {
  const pt =
    /^\s*(?:tem|temos|h[aá])\s+(?:alguma\s+coisa|algo|algum\s+compromisso|algum\s+evento)\s+(?:marcad[oa]|agendad[oa])\s+(?<when>.+?)\s*\?*\s*$/iu.exec(
      message,
    )?.groups?.when;
  if (pt) return `o que temos ${pt.replace(/^pro\s+/iu, "no ").replace(/^pra\s+/iu, "na ")}?`;
  const es =
    /^\s*¿?\s*(?:hay|tenemos)\s+algo\s+(?:agendado|anotado|programado|en\s+la\s+agenda|en\s+el\s+calendario)\s+(?<when>.+?)\s*\?*\s*$/iu.exec(
      message,
    )?.groups?.when;
  return es ? `¿qué tenemos ${es.replace(/^(?:para|pa|pal)\s+/iu, "")}?` : null;
}

/** "apúntame ir a Correos a recoger un paquete el lunes", "anota ir al banco": going somewhere,
 * noted — a reminder, never a thing to buy; "ponme de pendiente llevar la cartilla": a thing
 * to do, put among the pending ones. */
export function goingNotedDown(message: string): string | null {
  const plainer = message
    .replace(
      /^(\s*(?:\p{L}+,\s*)?)(?:ap[uú]ntame|apunta|apunt[aá]|an[oó]tame|anota|anot[aá]|an[oó]tale)\s+(?=ir\s+(?:a|al)\s)/iu,
      "$1recuérdame ",
    )
    .replace(
      /(^|[,.;]\s*|(?<!\p{L})y\s+)(?:p[oó]n(?:me|e|é)?|d[eé]jame|an[oó]tame|ap[uú]ntame)\s+(?:de|como)\s+pendientes?\s+(?=\p{L}{3,}(?:ar|er|ir)\b)/giu,
      "$1recuérdame ",
    );
  return plainer === message ? null : plainer;
}

/** "anything on the calendar between friday and sunday question mark", "milk comma bread":
 * marks dictated by name, as the phone wrote them ("coma" is left: it is also "eat"). */
export function dictatedMarks(message: string): string | null {
  const plainer = message
    .replace(
      /\s+(?:question\s+mark|signo\s+de\s+(?:interrogaci[oó]n|pregunta)|ponto\s+de\s+interroga[cç][aã]o)\s*$/iu,
      "?",
    )
    .replace(/\s+comma\s+(?=\p{L})/giu, ", ");
  return plainer === message ? null : plainer;
}

/** "súmalos a la alacena", "¿qué hay en la alacena?": the cupboard is the pantry, said as the
 * phrasings say it. */
export function alacenaIsThePantry(message: string): string | null {
  const plainer = message.replace(/\b((?:a|en|de)\s+la)\s+alacena\b/giu, "$1 despensa");
  return plainer === message ? null : plainer;
}

/** "quiero agregar leche a la lista", "quero planejar macarronada pro almoço de segunda", "I
 * want to plan tacos for friday dinner": a wish to do something is asking for it — said as the
 * command ("agrega…", "planeja…", "plan…"). "Necesito / preciso / I need to" stay: they tell
 * a chore or a need, read as such. Only verbs whose command is known are changed. */
export function wishSaidAsCommand(message: string): string | null {
  const found =
    /^(?<lead>\s*(?:\p{L}+,\s*)?)(?<wish>(?:yo\s+)?(?:quiero|quisiera|me\s+gustar[ií]a)|(?:eu\s+)?(?:quero|queria|gostaria\s+de)|i\s+(?:want|would\s+like|wanna)\s+to|i\s+wanna|i'?d\s+like\s+to)\s+(?<verb>\p{L}+)(?<rest>\s.*)?$/iu.exec(
      message,
    )?.groups;
  if (!found?.wish || !found.verb) return null;
  const wish = found.wish.toLowerCase();
  const verb = found.verb.toLowerCase();
  // "quiero cancelar mi suscripción" is about the account, not a calendar: only the verbs of
  // the list, the pantry and the menu are read as their command ("quero agendar uma faxina"
  // reads as a service already).
  if (!wishedVerbs.has(verb)) return null;
  const command = /^i/.test(wish)
    ? verb
    : commandOf(verb, /^(?:eu\s+)?(?:quero|queria|gostaria)/.test(wish) ? "pt" : "es");
  return command ? `${found.lead ?? ""}${command}${found.rest ?? ""}` : null;
}

const wishedVerbs = new Set(
  `agregar añadir poner anotar apuntar comprar planear tachar quitar borrar sacar adicionar
  colocar pôr botar planejar riscar tirar incluir add put plan buy get remove cross`.split(/\s+/),
);

const irregularCommands: Record<"es" | "pt", Record<string, string>> = {
  es: {
    poner: "pon",
    hacer: "haz",
    mover: "mueve",
    añadir: "añade",
    incluir: "incluye",
    escribir: "escribe",
    pedir: "pide",
  },
  pt: { pôr: "põe", fazer: "faz", trazer: "traz", incluir: "inclui" },
};

/** The tú (es) or você (pt) command of an infinitive: "agregar" → "agrega", "planejar" →
 * "planeja"; null for a verb not known to take that shape. */
function commandOf(infinitive: string, language: "es" | "pt"): string | null {
  const irregular = irregularCommands[language][infinitive];
  if (irregular) return irregular;
  return /^\p{L}{3,}ar$/u.test(infinitive) ? infinitive.slice(0, -1) : null;
}

/** "el pediatra nos cambió la hora, ahora es a las 12": that the hour changed, then the new one —
 * «el pediatra ahora es a las 12». */
export function hourChangeToldFirst(message: string): string | null {
  const plainer = message.replace(
    /\s+(?:nos\s+|me\s+|le\s+)?(?:cambi[oó]|cambiaron|movi[oó]|movieron|pas[oó]|pasaron)\s+(?:la\s+hora|el\s+horario)\s*[,;]?\s*(?=ahora\s+(?:es|ser[aá]|queda)\b)/iu,
    " ",
  );
  return plainer === message ? null : plainer;
}

/** A day said in English after "is (on)": a weekday, "tomorrow", a month and its day, "the 10th". */
const englishDay =
  "(?:(?:this|next)\\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?|the\\s+\\d{1,2}(?:st|nd|rd|th)";

/** Words that make "… is on friday" a question or no thing told ("what is on friday"). */
const notAThingTold =
  /^(?:what|who|when|where|which|how|is|are|anything|something|nothing|everything|there|it|that|this|schedule|add|put|book|move|push|remind|set|make|plan|create|cancel|change|pencil|get|please|can|could)\b|\b(?:not|no|off|over|done)\b/i;

/** "the school play is on december 10", "soccer practice is on friday at 5": an event told on a
 * day, said without "now" — «the school play is now on december 10», read as the calendar's
 * (moved when the household has it, offered as new when it has not: builtin/references.ts). */
export function eventToldOnADay(message: string): string | null {
  const told = new RegExp(
    `^\\s*((?:(?:the|our|my|his|her|their)\\s+)?\\p{L}[\\p{L}'’ ]{2,40}?)(?:\\s+is\\s+(?:on\\s+)?|['’]s\\s+on\\s+)(?=(?:${englishDay})\\b)`,
    "iu",
  ).exec(message);
  const thing = told?.[1] ?? "";
  if (!told || /\?\s*$/.test(message) || notAThingTold.test(thing)) return null;
  // "is now friday at 6": a task's "on friday" would read as the day it has ("the 12th" keeps it).
  const day = message.slice(told[0].length);
  return `${thing} is now ${/^the\s/i.test(day) ? "on " : ""}${day}`;
}

/** "ponga leche en la lista, por favor", "pónganos pan a la lista": usted's "ponga" is left out
 * of the list's verbs ("ponga vallenatos" asks for music), but said of the list it adds — said
 * with tú's "pon". */
export function listAskedWithUsted(message: string): string | null {
  if (!/(?<!\p{L})(?:en|a)\s+(?:la\s+)?lista(?!\p{L})/iu.test(message)) return null;
  const plainer = message.replace(
    /^(\s*(?:por\s+favor,?\s+)?)p[oó]ng(?:a|an|anos|ale|anle)(?!\p{L})/iu,
    "$1pon",
  );
  return plainer === message ? null : plainer;
}

/** "have Mateo wash the car", "can you have Sofía take out the trash": a chore given to someone
 * named — «let Mateo wash the car» (only a name written as one); "have the plumber come monday",
 * "get an electrician to look at the outlet": a trade sent for — «i need the plumber…». */
export function haveSomeoneDoIt(message: string): string | null {
  const opening = /^(\s*(?:please\s+|can\s+you\s+|could\s+you\s+)?)/.source;
  const plainer = message
    .replace(new RegExp(`${opening}have\\s+(?=\\p{Lu}\\p{Ll}+\\s+\\p{Ll})`, "u"), "$1let ")
    .replace(
      new RegExp(
        `${opening}(?:have|get)\\s+(?=(?:a|an|the)\\s+\\p{L}+\\s+(?:to\\s+)?(?:come|fix|look|check|repair|install|paint|clean|spray|unclog|service)\\b)`,
        "iu",
      ),
      "i need ",
    );
  return plainer === message ? null : plainer;
}

/** "Carlos needs to clean the gutters on saturday, can you add that for him", "Sofía tiene que
 * llamar al veterinario mañana, ¿se lo anotas?": what was told, then asked to be noted down —
 * said the plain way («…, add it», «…, anótalo»), which the calendar's closings read too. */
export function toldThenNoted(message: string): string | null {
  const plainer = message
    .replace(
      /[,.;]\s*(?:(?:can|could|would|will)\s+(?:you|u)\s+)?(?:please\s+)?(?:add|put|note|write|jot|save)\s+(?:that|it|this)(?:\s+down)?(?:\s+(?:for|to)\s+(?:him|her|them|me|us))?(?:\s+(?:please|pls|plz))?\s*[?.!]*\s*$/iu,
      ", add it",
    )
    .replace(
      /[,.;]\s*¿?\s*(?:(?:me|se|nos)\s+lo\s+(?:anotas|anotás|agregas|agregás|pones|ponés|apuntas|apuntás)|an[oó]taselo|agr[eé]gaselo|p[oó]nselo|ap[uú]ntaselo)(?:\s+(?:porfa|por\s+favor))?\s*[?.!]*\s*$/iu,
      ", anótalo",
    );
  return plainer === message ? null : plainer;
}

/** The list named at the end of a request: "on the list", «en la lista», «na lista». */
const listNamed =
  /(?<!\p{L})(?:on|to|onto|off|from)\s+(?:the|my|our)\s+(?:shopping\s+|grocery\s+)?list|(?:en|a|de)\s+la\s+lista(?:\s+del?\s+s[uú]per)?|(?:na|pra|para\s+a|da)\s+lista(?:\s+de\s+compras)?/iu;

/** What a family is making, who is coming or nobody wanting it, told after the list as why:
 * "making tacos tonight", «voy a hacer tacos hoy», «vou fazer tacos hoje», «vienen mis
 * suegros», "nobody eats them". */
const cookingWhy =
  /^(?:(?:i'?m|we'?re|were|im|gonna|going\s+to|cause|since|bc|hoy|ma[ñn]ana|esta\s+noche|que|porque|voy\s+a|vamos\s+a|hoje|amanh[ãa]|vou|vamos|pq|porque)\s+)*(?:nobody|no\s+one|nadie|ningu[eé]m|making|cooking|baking|having|hosting|throwing|doing|haciendo|fazendo|hacer|hago|hacemos|cocinar|cocino|preparar|preparo|vienen?|fazer|fa[çc]o|fazemos|cozinhar|preparar|vem|v[êe]m)(?!\p{L})/iu;

/** "could you put cilantro and 3 limes on the list? making tacos tonight", «pon cilantro en la
 * lista, voy a hacer tacos hoy», "scratch the tortillas off the list, we're doing rice instead":
 * the request, without what it is for — no thing «Making tacos». */
export function whyAfterTheList(message: string): string | null {
  const named = listNamed.exec(message);
  if (!named) return null;
  const end = named.index + named[0].length;
  const after = message.slice(end);
  const why = /^\s*[?.!,;:]+\s*|^\s+-\s+/u.exec(after);
  if (!why) return null;
  const told = after.slice(why[0].length);
  if (
    !cookingWhy.test(told) ||
    /\b(?:and|y|e)\s+(?:add|put|pon|agrega|anota|coloca|bota|p[õo]e)\b/iu.test(told)
  )
    return null;
  return message.slice(0, end);
}

/** "o que tem na agenda daqui até domingo?": «daqui» ("from here") is from today. */
export function fromHereSaidAsToday(message: string): string | null {
  // "daqui a um mês", "daqui a 3 dias" say when, not a range from today.
  const plainer = message.replace(
    /(?<!\p{L})daqui\s+(?=(?:até|ate|a|pra|para)\s)(?!a\s+(?:\d+|um|uma|dois|duas|tr[eê]s|quatro|cinco)\s)/giu,
    "de hoje ",
  );
  return plainer === message ? null : plainer;
}

/** "la junta de padres la recorrieron a las 6, cámbiala", "o dentista remarcou pra sexta,
 * atualiza aí": a move told, then asked to be set down — the telling is the change. */
export function moveToldThenChanged(message: string): string | null {
  if (!toldMoved.test(message)) return null;
  const plainer = message.replace(
    /[,.;]\s*(?:c[aá]mbia(?:la|lo)|actual[ií]za(?:la|lo)|corr[ií]ge(?:la|lo)|mu[eé]ve(?:la|lo)|arr[eé]gla(?:la|lo)|atualiza(?:\s+a[ií])?|muda(?:\s+a[ií])?)(?:\s+(?:porfa|por\s+favor|pf))?\s*[.!]*\s*$/iu,
    "",
  );
  return plainer === message ? null : plainer;
}

/** Verbs that tell an appointment was moved by whoever keeps it. */
const toldMoved =
  /(?<!\p{L})(?:movieron|pasaron|cambiaron|corrieron|recorrieron|reprogramaron|postergaron|adelantaron|atrasaron|remarcaram|remarcou|mudaram|mudou|passaram|adiaram|adiou)(?!\p{L})/iu;

/** "fui al mercado y compré 2 kilos de azúcar", "went to costco and got 2 lbs of coffee", "fui
 * na feira e comprei banana": where one went is no part of what was bought. */
export function tripThenBought(message: string): string | null {
  const plainer = message.replace(
    /^(\s*)(?:(?:i|we|ya|j[aá])\s+)?(?:fui|fuimos|pas[eé]|pasamos|went|stopped|passei|fomos)\s+(?:al|a\s+la|a|por\s+el|por\s+la|to\s+the|to|by\s+the|by|no|na|ao|[àa]|pelo|pela)\s+[\p{L}'’ ]{2,30}?\s+(?:y|and|e)\s+(?=(?:compr\p{L}*|traje|trajimos|bought|got|picked|peguei|trouxe)(?!\p{L}))/iu,
    "$1",
  );
  return plainer === message ? null : plainer;
}

/** "compré 3 kilos de harina pa hacer pizzas el finde", "comprei farinha pra fazer bolo": what a
 * thing bought is for is no part of it. */
export function boughtForAPurpose(message: string): string | null {
  if (
    !/^\s*(?:ya\s+|just\s+|j[áa]\s+)?(?:compr[eé]|compramos|bought|comprei)(?!\p{L})/iu.test(
      message,
    )
  )
    return null;
  const plainer = message.replace(
    /\s+(?:pa|para|pra|to|for)\s+(?:hacer|preparar|cocinar|fazer|make|bake|cook)(?!\p{L})[^,;.]*[.!]*\s*$/iu,
    "",
  );
  return plainer === message ? null : plainer;
}

/** "ya compré el confort, ¿lo puedes marcar?", "…, me las puedes tachar?", "…, puedes borrarlo?":
 * a closing asked with "can you" — said as the command («táchalo», «bórralo»). */
export function closingAskedWithCanYou(message: string): string | null {
  const asked =
    /[,;]\s*¿?\s*(?:me\s+)?(?:(?<pronoun>lo|la|los|las)\s+)?(?:puedes|pod[eé]s|podr[ií]as|puede|podria)\s+(?<verb>marcar|tachar|tildar|palomear|quitar|sacar|borrar)(?<after>lo|la|los|las)?(?<list>\s+de\s+la\s+lista)?(?:\s+(?:porfa|por\s+favor|pls))?\s*\?*\s*$/iu.exec(
      message,
    );
  const { pronoun, verb, after, list } = asked?.groups ?? {};
  if (!asked || !verb || (!pronoun && !after)) return null;
  const command = /^(quitar|sacar|borrar)$/i.test(verb) ? "bórra" : "tácha";
  const it = (pronoun ?? after ?? "lo").toLowerCase();
  return `${message.slice(0, asked.index)}, ${command}${it}${list ?? ""}`;
}

/** "carro lavado, pode dar baixa", "louça lavada, marca como feita": a chore told by its state,
 * then closed — «marca como feita carro lavado». */
export function doneClosingInPortuguese(message: string): string | null {
  const told =
    /^\s*(?<thing>[^,;]{3,40}?)\s*[,;]\s*(?:(?:pode|podes|vc\s+pode|você\s+pode)\s+)?(?:dar\s+baixa|d[áa]\s+baixa|marca(?:r)?\s+como\s+feit[oa]|marca(?:r)?\s+a[ií]|riscar|risca)(?:\s+(?:a[ií]|pf|por\s+favor|pra\s+mim))?\s*[.!]*\s*$/iu.exec(
      message,
    );
  const thing = told?.groups?.thing ?? "";
  // Only a thing and its state ("carro lavado"): "comprei o pão, pode riscar" is read as said.
  const stateOfAThing =
    thing.split(/\s+/).length <= 3 &&
    /(?:ad[oa]s?|id[oa]s?|feit[oa]s?|pront[oa]s?)$/iu.test(thing) &&
    !/^(?:j[áa]|comprei|peguei|fiz|vamos|eu)\b/iu.test(thing);
  return stateOfAThing ? `marca como feita ${thing}` : null;
}

/** "detergente comprado ✅", "servilletas compradas": a thing told bought by its participle —
 * «ya compré …» (in Portuguese when it says so: «já comprei …»). */
export function boughtByItsParticiple(message: string): string | null {
  const told = /^\s*(?<thing>[\p{L} ]{2,30}?)\s+comprad[oa]s?\s*(?:✅|✔️|✔|👍)?\s*[.!]*\s*$/iu.exec(
    message,
  );
  const thing = told?.groups?.thing;
  // "marca el jabón como no comprado" is no thing told bought: a few words, none a verb's.
  if (
    !thing ||
    thing.split(/\s+/).length > 3 ||
    /(?<!\p{L})(?:no|n[ãa]o|como|marc\p{L}*|ya|j[áa])(?!\p{L})/iu.test(thing)
  )
    return null;
  return /[ãõç]|\b(?:vc|você|já|tá|aí)\b/iu.test(message)
    ? `já comprei ${thing}`
    : `ya compré ${thing}`;
}

/** "se nos terminó el café 😭 anotalo en la lista", "o chuveiro queimou 😩 chama alguém": a face
 * between two sentences is a pause — said as a comma. */
export function emojiAsAPause(message: string): string | null {
  const plainer = message.replace(
    /(?<=\p{L}[.!?]*)\s*(?:\p{Extended_Pictographic}\uFE0F?|\u200D)+\s*(?=\p{L})/gu,
    ", ",
  );
  return plainer === message ? null : plainer;
}

/** "por fin encontré el detergente en el súper, márcalo", "o Carlos trouxe o pão, dá baixa",
 * "the kid grabbed the milk on his way home, mark those": things told got, then marked by a
 * closing that points back — the things bought, said plainly. */
export function gotThenMarked(message: string): string | null {
  const closing = markClosing.exec(message);
  if (!closing || closing.index === 0) return null;
  const told = message.slice(0, closing.index).trim();
  const found = thingsThenGot.exec(told)?.groups ?? gotTold.exec(told)?.groups;
  if (!found) return null;
  const { verb = "", things = "" } = found;
  const plain = /^(trouxe|trouxeram|comprou|comprei|peguei|achei)$/iu.test(verb)
    ? "já comprei"
    : /^(got|grabbed|picked up|bought|found)$/iu.test(verb)
      ? "I bought"
      : "ya compré";
  return `${plain} ${things.replace(/\s+(?:on|in)\s+(?:his|her|my|their|the)\s+way(?:\s+home)?$/iu, "").replace(whereGot, "")}`;
}

/** A closing that marks the things told: «márcalos (como comprados)», «táchelo», «tache esas dos
 * cosas», «dá baixa», "mark those". */
const markClosing =
  /\s*[,.;!]+\s*(?:y\s+|e\s+|and\s+|so\s+)?(?:(?:m[aá]rca|marc[aá]|t[aá]cha|tach[aá]|chul[eé]a)(?:l[oa]s?)?(?:\s+(?:eso|esos|esas))?|m[aá]rque(?:l[oa]s?)?|t[aá]che(?:l[oa]s?)?(?:\s+(?:esas?|esos?)(?:\s+(?:dos|tres))?(?:\s+cosas)?)?|chul[eé]e\s+eso|d[aá]\s+baixa|marca\s+a[ií]|risca\s+a[ií]|mark\s+(?:it|them|those|that)(?:\s+off)?|check\s+(?:it|them|those|that)\s+off|cross\s+(?:it|them|those)\s+off)(?:\s+como\s+comprad[oa]s?|\s+as\s+(?:bought|purchased|done))?\s*(?:porfa|por\s+favor|please|pls)?\s*[.!]*$/iu;

/** «(Carlos) ya trajo los jitomates», "the kid grabbed the milk": the getting, then the things. */
const gotTold =
  /^(?:.*?\s)?(?<verb>compr[eé]|compramos|compraron|compr[oó]|encontr[eé]|consegu[ií]|agarr[eé]|trajo|trajeron|traje|ech[eé]\s+al\s+carrito|trouxe|trouxeram|comprou|comprei|peguei|achei|got|grabbed|picked\s+up|bought|found)\s+(?<things>[^,.;!?]+?)$/iu;

/** «los tomates ya los compré»: the things, then the getting with their pronoun. */
const thingsThenGot =
  /^(?<things>(?:el|la|los|las)\s+[^,;]+?)\s+ya\s+(?:l[oa]s?\s+)?(?<verb>traje|trajo|compr[eé]|compr[oó]|compramos|consegu[ií])(?:\s+[^,;]*)?$/iu;

/** «… en el mercado», «… en el D1», «… a la tiendita»: where they were got is no part of their
 * names. */
const whereGot = new RegExp(
  `\\s+(?:en|del|de\\s+la|a\\s+la|al)\\s+(?:el\\s+|la\\s+)?(?:${shopsSaid}|\\p{Lu}[\\p{L}\\d]*)\\s*$`,
  // Case kept: a capitalised word is a shop's name («en el D1»), a lowercase one is not.
  "u",
);

/** "ya tacha el pan", "ya palomea el jabón", "ya agregá la yerba", «…, anda márcalo»: «ya» or
 * «anda» before a command only hurries it — no chore told done. */
export function commandHurried(message: string): string | null {
  const plainer = message
    .replace(
      /^\s*ya\s+(?=(?:m[aá]rca|marc[aá]|t[aá]cha|tach[aá]|palomea|agr[eé]ga|agreg[aá]|a[nñ]ade|an[oó]ta|anot[aá]|ap[uú]nta|apunt[aá]|pon|pon[eé]|ponme|qu[ií]ta|quit[aá]|b[oó]rra|borr[aá]|s[aá]ca|sac[aá]|elimina|desmarca|chul[eé]a|chulee|agenda|agend[aá]|registra)(?!\p{L}))/iu,
      "",
    )
    .replace(
      /(^|[,;]\s*)(?:anda|and[aá]|[aá]ndale|vamos)\s*,?\s+(?=(?:m[aá]rc|t[aá]ch|palome|agr[eé]g|a[nñ]ad|an[oó]t|ap[uú]nt|p[oó]n|qu[ií]t|b[oó]rr|s[aá]c|elimin|desmarc|ch[uú]le)\p{L}*(?!\p{L}))/iu,
      "$1",
    );
  return plainer === message ? null : plainer;
}

/** "…, y de paso apunta suavitel", "…, e aproveitando coloca pão", "…, and while you're at it add
 * foil": by the way, said between two requests, joins them like a plain «y». */
export function byTheWaySaidPlainly(message: string): string | null {
  const plainer = message.replace(
    /\s*,?\s*(y|e|and)\s+(?:de\s+paso|de\s+pasada|aprovechando|aproveitando|while\s+you'?re\s+at\s+it)\s*,?\s+/giu,
    " $1 ",
  );
  return plainer === message ? null : plainer;
}

/** "créele a Sofía una tarea: recoger los uniformes", "ponle a Mateo una tarea…": the member
 * said before the task, said after it. */
export function memberBeforeTheTask(message: string): string | null {
  const plainer = message.replace(
    /^(\s*(?:cr[eé]ale|cr[eé]ele|ponle|p[oó]ngale|dale|d[eé]le|as[ií]gnale|asign[aá]le|hazle|h[aá]gale))\s+(a\s+(?:la\s+|el\s+)?\p{L}+)\s+(una\s+tarea|un\s+pendiente)(?!\p{L})/iu,
    "$1 $3 $2",
  );
  return plainer === message ? null : plainer;
}

/** "o conserto da porta fica com o Carlos, pra sábado", "lo del refri queda con Sofía, para el
 * lunes": a chore handed over, then its day after a comma — one change of the chore. */
export function dayAfterAHandover(message: string): string | null {
  const plainer = message.replace(
    /^(.*?\b(?:fica com|fica pra|queda con|se queda con|le toca a|is on|goes to)\s+(?:o\s+|a\s+|el\s+|la\s+)?\p{L}+)\s*,\s*(?=(?:pra|para|pa|for|on|by)\s+\p{L})/iu,
    "$1 ",
  );
  return plainer === message ? null : plainer;
}

/** "how much chicken do we have and when does it go bad?", "¿cuánto pollo queda y cuándo
 * vence?": when it expires is part of what the pantry tells of the thing. */
export function expiryAskedToo(message: string): string | null {
  const plainer = message.replace(
    /\s*,?\s*(?:and|y|e)\s+(?:when|cu[aá]ndo|quando)\s+(?:does\s+it|do\s+they|is\s+it|it)?\s*(?:expires?|go(?:es)?\s+bad|go(?:es)?\s+off|vence|vencen|se\s+vence|se\s+vencen|caduca|caducan|expira|estraga)\s*\??\s*$/iu,
    "?",
  );
  return plainer === message ? null : plainer;
}

/** "heading to costco, what do we need", "on my way to target, anything we need?": a trip to a
 * shop told, then what to buy asked — the shopping list. */
export function listAskedOnTheWay(message: string): string | null {
  return /^\s*(?:heading|headed|going|on\s+my\s+way|omw|driving|stopping\s+(?:by|at)|i'?m\s+at|at)\b[^,.;]*[,.;]\s*(?:so\s+)?(?:what\s+(?:else\s+)?do\s+we\s+need|anything\s+we\s+need|what\s+should\s+i\s+(?:get|buy|grab|pick\s+up))\s*\??\s*$/iu.test(
    message,
  )
    ? "what do we need from the store?"
    : null;
}

/** "the dentist called, they need to push us to 5:15": whoever called moved the appointment —
 * said as the move it is. */
export function calledToMoveUs(message: string): string | null {
  const told =
    /^\s*(?:the\s+)?(?<who>[\p{L}' ]{2,40}?)(?:'s\s+office)?\s+called(?:\s+\p{L}+)?\s*[,.;:]\s*(?:and\s+)?(?:they|she|he)\s+(?:need|needs|want|wants|had|have|has)\s+to\s+(?:push|move|bump|change|switch|reschedule)\s+(?:us|it|the\s+appointment)\s+(?<to>(?:back\s+|up\s+)?(?:to|for)\s+.+)$/iu.exec(
      message,
    );
  return told?.groups ? `move the ${told.groups.who} ${told.groups.to}` : null;
}

/** "a comida familiar de sábado vai começar mais cedo, ao meio-dia", "la junta va a empezar más
 * tarde, a las 8", "the meeting will start later, at 8": a new hour told of an event. */
export function startsAtAnotherHour(message: string): string | null {
  const told =
    /^\s*(?<title>.+?)\s+(?:vai|va\s+a|will|is\s+going\s+to|is\s+gonna)\s+(?:come[cç]ar|empezar|comenzar|start|begin)\s*(?:mais\s+cedo|mais\s+tarde|m[aá]s\s+temprano|m[aá]s\s+tarde|earlier|later)?\s*,?\s*(?<at>(?:[àa]s|ao|a\s+la|a\s+las|al|at)\s+.+)$/iu.exec(
      message,
    );
  if (!told?.groups) return null;
  const { title = "", at = "" } = told.groups;
  if (/^(?:[àa]s|ao)\s/iu.test(at)) return `muda ${title} para ${at.replace(/^ao\s/iu, "o ")}`;
  if (/^at\s/iu.test(at)) return `move ${title} to ${at.slice(3)}`;
  return `cambia ${title} ${at}`;
}

/** "the dog walk didn't actually happen, undo that", "the trash never got taken out, put it
 * back": a chore said not done after all is reopened. */
export function notDoneAfterAll(message: string): string | null {
  const told =
    /^\s*(?:the\s+)?(?<what>[\p{L}' ]{3,40}?)\s+(?:didn'?t|did\s+not|never)\s+(?:actually\s+|really\s+)?(?:happen|get\s+done|got\s+done|get\s+\p{L}+(?:\s+out)?|got\s+\p{L}+(?:\s+out)?)(?:\s+after\s+all)?\s*[,.;]?\s*(?:so\s+)?(?:undo\s+(?:that|it)|reopen\s+it|put\s+it\s+back|mark\s+it\s+(?:as\s+)?(?:not\s+done|undone|pending)|uncheck\s+it)\s*[.!]*$/iu.exec(
      message,
    );
  return told?.groups ? `reopen the ${told.groups.what}` : null;
}

/** "fixed the door finally!! now add a task to paint it": «now» after an exclamation opens a
 * request of its own. */
export function nowAfterAnExclamation(message: string): string | null {
  const plainer = message.replace(
    /(?<=\p{L})\s*!+\s+(?:and\s+|y\s+|e\s+)?(now|ahora|agora)\s+/giu,
    (_, now: string) =>
      ({ now: ", and ", ahora: ", y ", agora: ", e " })[now.toLowerCase()] ?? ", ",
  );
  return plainer === message ? null : plainer;
}

/** "usé 3 huevos en el pastel, descontalos", "gastei 1 litro de leite, dá baixa": a closing
 * that only points back at what was used — the use is the request. */
export function usedThenTakenOff(message: string): string | null {
  if (
    !/(?<!\p{L})(?:us[eé]|usamos|gast[eé]|gastamos|used|usei|usamos|gastei|gastamos)(?!\p{L})/iu.test(
      message,
    )
  )
    return null;
  const plainer = message.replace(
    /\s*[,.;]\s*(?:y\s+|e\s+|and\s+)?(?:desc(?:u[eé]|o)nta(?:lo|la|los|las)?|r[eé]sta(?:lo|la|los|las)|b[aá]ja(?:lo|la|los|las)|d[aá]\s+baixa|tira\s+do\s+estoque|take\s+(?:it|them|that)\s+off)(?:\s+de\s+la\s+despensa|\s+do\s+estoque|\s+from\s+the\s+pantry)?\s*(?:porfa|por\s+favor|please)?\s*[.!]*$/iu,
    "",
  );
  return plainer === message ? null : plainer;
}

/** "el jabón que marqué, me equivoqué, todavía no lo compro": a line ticked by mistake, told
 * with the mistake — unticked. */
export function tickedByMistakeTold(message: string): string | null {
  const told =
    /^\s*(?:oye,?\s+|oe,?\s+|mira,?\s+)?(?<article>el|la|los|las)\s+(?<thing>[\p{L} ]{2,30}?)\s+que\s+(?:marqu[eé]|tach[eé]|palome[eé]|chule[eé])(?!\p{L}).*(?:equivoqu[eé]|por\s+error|todav[ií]a\s+no|a[uú]n\s+no)/iu.exec(
      message,
    );
  return told?.groups ? `desmarca ${told.groups.article} ${told.groups.thing}` : null;
}

/** "cereal's back on, Mateo finished the box": back on the list, said short. */
export function backOnSaidShort(message: string): string | null {
  const told =
    /^\s*(?<thing>[\p{L} ]{2,30}?)(?:'s|\s+is|\s+are|'re)\s+back\s+on(?:\s+the\s+list)?\s*(?:[,.;!].*)?$/iu.exec(
      message,
    );
  return told?.groups ? `put ${told.groups.thing} back on the list` : null;
}

/** "¿hay alguna cuenta vencida?", "tem alguma conta vencida que ninguém pagou?", "any overdue
 * bills?": the bills behind are the chores behind — no pantry item expired. */
export function billsBehindAsked(message: string): string | null {
  if (!/[?¿]|^\s*(?:hay|tem|any|are there)\b/iu.test(message)) return null;
  if (
    /(?<!\p{L})(?:cuentas?|recibos?|facturas?)\s+(?:vencid[oa]s?|atrasad[oa]s?|sin\s+pagar|por\s+pagar)/iu.test(
      message,
    )
  )
    return "¿hay tareas atrasadas?";
  if (/(?<!\p{L})(?:contas?|boletos?)\s+(?:vencid[oa]s?|atrasad[oa]s?|sem\s+pagar)/iu.test(message))
    return "tem alguma tarefa atrasada?";
  if (/(?<!\p{L})(?:overdue|unpaid|late)\s+bills?(?!\p{L})/iu.test(message))
    return "any overdue tasks?";
  return null;
}

/** "marca el pan", "marcá la marraqueta, ya la compré", "marca lo de lavar el carro": in Spanish,
 * «marcar» a thing with no day or hour said ticks it off — «marca la cita el viernes» books one. */
export function markedWithoutADay(message: string): string | null {
  const said =
    /^\s*(?:m[aá]rca(?:me|le)?|marc[aá](?:me|le)?)\s+(?<rest>(?:el|la|los|las|lo|un|una|unos|unas)\s.+)$/iu.exec(
      message,
    );
  const rest = said?.groups?.rest ?? "";
  if (!rest || /(?<!\p{L})como(?!\p{L})/iu.test(rest)) return null;
  if (calendarSaid.test(rest)) return null;
  return `tacha ${rest}`;
}

/** A day, an hour or a gathering: what «marcar» books rather than ticks. */
const calendarSaid =
  /\d|(?<!\p{L})(?:hoy|ma[nñ]ana|pasado|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|semana|mes|cita|turno|junta|reuni[oó]n|consulta|clase|partido|cumple\p{L}*|fiesta|evento|hora|horas|tarde|noche)(?!\p{L})/iu;
