import { fold } from "#server/ai/understanding/text.ts";

/**
 * The calendar and services, said around the words the phrasings know (issue 16, fifteenth and
 * sixteenth rounds): an hour or a day changed by a call, a gathering told, whose calendar, and
 * someone asked for to repair a thing.
 */

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

/** "anotame en el calendario la reunión…", "agéndame en la agenda…": whom it is noted for is the
 * one asking — «anota en el calendario…». */
export function calendarNotedForMe(message: string): string | null {
  const plainer = message.replace(
    /^\s*(?:an[oó]ta|anot[aá]|ap[uú]nta|apunt[aá]|ag[eé]nda|agend[aá]|p[oó]n|pon[eé])me\s+(?=(?:en|a)\s+(?:el|la|mi)\s+(?:calendario|agenda)\b)/iu,
    "anota ",
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

/** "Mateo hoy no va a natación, quítala", "o Mateo não vai mais na natação hoje, pode tirar",
 * "mateo's not going to swim today, take it off": someone not going to what is on the calendar,
 * closed by taking it off — that gathering is called off. */
export function notGoingAnymore(message: string): string | null {
  const told =
    /^\s*(?:(?:al\s+final|no\s+fim|hoy|hoje|today)\s+)*(?:(?:el|la|o|a)\s+)?\p{L}+(?:['’]s|\s+is|\s+isn['’]t)?\s+(?:(?:hoy|hoje|today|ya|j[aá])\s+)?(?<going>no\s+va\s+(?:m[aá]s\s+)?a|n[aã]o\s+vai\s+(?:mais\s+)?(?:n[ao]|[àa]o?)|not\s+going\s+to)\s+(?<thing>[^,;]+?)\s*[,;]\s*(?:(?:pode|puedes|you\s+can|can\s+you)\s+)?(?:qu[ií]tal[ao]|s[aá]cal[ao]|b[oó]rral[ao]|canc[eé]lal[ao]|tirar|tira|cancelar|cancela|apagar|apaga|take\s+it\s+off|cancel\s+it|remove\s+it|delete\s+it)(?:\s+(?:del?\s+(?:calendario|la\s+agenda)|da\s+agenda|do\s+calend[aá]rio|(?:from|off)\s+the\s+calendar))?\s*[.!]*\s*$/iu.exec(
      message,
    )?.groups;
  if (!told?.thing || /^(?:ir|ter|be|ser|\d)/iu.test(told.thing)) return null;
  const thing = told.thing.replace(/^(?:la|el|the)\s+/iu, "");
  return `${/^not/iu.test(told.going ?? "") ? "cancel" : "cancela"} ${thing}`;
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

/** "the pediatrician called, tomorrow's appointment is now friday at 9am": who called names the
 * appointment; where it is now is the move. */
export function calledAppointmentIsNow(message: string): string | null {
  const told =
    /^\s*(?:the\s+)?(?<who>[\p{L} ]+?)(?:['’]s\s+office)?\s+called\s*[,;:.]\s*(?:(?:the|our|my|\p{L}+['’]s)\s+)?(?:appointment|appt|visit|checkup)\s+is\s+now\s+(?<when>.+)$/iu.exec(
      message,
    )?.groups;
  return told?.who ? `move the ${told.who} appointment to ${told.when}` : null;
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

/** "el dentista me llamó, ahora es el viernes 4 a las 5 de la tarde": who called names the
 * appointment; when it is now is the move. */
export function calledItIsNowInSpanish(message: string): string | null {
  const told =
    /^\s*(?:el|la)\s+(?<who>[\p{L} ]{3,30}?)\s+(?:me|nos)\s+llam[oó]\s*[,;:]\s*(?:(?:la\s+cita|el\s+turno)\s+)?ahora\s+es\s+(?:el\s+)?(?<when>.+)$/iu.exec(
      message,
    )?.groups;
  return told?.who ? `mueve la cita del ${told.who} para el ${told.when}` : null;
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

/** "el sábado 12 es la fiesta de fin de año del club de Mateo": a day, then what it is — «el
 * sábado 12 tenemos la fiesta…». */
export function dayIsAGathering(message: string): string | null {
  const plainer = message.replace(
    /^(\s*(?:el\s+)?(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)(?:\s+\d{1,2})?)\s+es\s+(?=(?:la|el)\s+\p{L})/iu,
    "$1 tenemos ",
  );
  return plainer !== message ? plainer : null;
}

/** "can we make the pediatrician appt 11:15 instead": an event made another hour is moved there. */
export function madeAnotherHour(message: string): string | null {
  const told =
    /^\s*(?:can\s+(?:we|you)\s+|could\s+(?:we|you)\s+|let['’]?s\s+)?(?:make|change)\s+(?<thing>the\s+[^,;]+?)\s+(?:to\s+|at\s+)?(?<time>\d{1,2}(?::\d{2})?\s*(?:am|pm)?)(?:\s+instead)?[\s,?.!]*$/iu.exec(
      message,
    )?.groups;
  // "make the family lunch end at 6pm": its end, not its hour (lengthChangedTold).
  if (
    !told?.thing ||
    !told.time ||
    /\b(?:end|ends|start|starts|finish|begin|until|from)\b/iu.test(told.thing)
  )
    return null;
  return `move ${told.thing} to ${told.time}`;
}

/** "add aunt lucy's visit, she's here all day sunday the 6th": who comes, said again before the
 * day, is no part of the name. */
export function whoComesSaidAgain(message: string): string | null {
  const plainer = message.replace(
    /\s*,\s*(?:she['’]s|he['’]s|they['’]re|she\s+is|he\s+is|they\s+are|she['’]ll\s+be|he['’]ll\s+be|they['’]ll\s+be)\s+(?:here|over|visiting|staying|coming)(?=\s+(?:all\s+day|on|this|next|the|mon|tue|wed|thu|fri|sat|sun|tomorrow|today))/iu,
    "",
  );
  return plainer !== message ? plainer : null;
}

/** «apunta que el lunes hay junta en la escuela a las 8»: a gathering noted is the calendar's —
 * «el lunes hay junta…» as said. */
export function gatheringNoted(message: string): string | null {
  const told =
    /^\s*(?:an[oó]ta(?:me)?|ap[uú]nta(?:me)?|anot[aá](?:me)?|apunt[aá](?:me)?|agenda)\s+que\s+(?<told>(?:el|este|esta|ma[nñ]ana|hoy|el\s+pr[oó]ximo)(?:\s[^,;]*?)?\s(?:hay|tenemos|es)\s+[^,;]+)$/iu.exec(
      message,
    )?.groups?.told;
  return told ?? null;
}

/** «¿me recuerdas qué tengo mañana?»: asked to be told, not reminded — «¿qué tengo mañana?». */
export function askedToBeToldWhat(message: string): string | null {
  const plainer = message.replace(
    /(?<!\p{L})(?:me\s+)?(?:recuerdas|recordas|recordás|recuerda|podr[ií]as\s+recordarme|me\s+dices|me\s+dec[ií]s)\s+(?=(?:qu[eé]|que)\s+(?:tengo|tenemos|hay)(?!\p{L}))/iu,
    "",
  );
  return plainer !== message ? plainer : null;
}

/** «al pediatra de mañana toca llegar a las 11 y cuarto, cámbielo»: when one must be there now,
 * then «change it» — the event moved to that hour. */
export function mustArriveThenChanged(message: string): string | null {
  const told =
    /^\s*(?:al|a\s+la|el|la)\s+(?<thing>[^,;]+?)\s+(?:toca|hay\s+que|tenemos\s+que|tengo\s+que)\s+(?:llegar|estar|ir)\s+(?<time>a\s+las\s+[^,;]+?)\s*[,;.]\s*(?:c[aá]mbi[ae]l[oa]|mu[eé]v[ae]l[oa]|p[aá]s[ae]l[oa]|c[oó]rr[ae]l[oa]|ajust[ae]l[oa])(?:\s+(?:porfa|por\s+favor))?\s*[.!]*$/iu.exec(
      message,
    )?.groups;
  return told?.thing && told.time ? `cambia el ${told.thing} ${told.time}` : null;
}

/** "the hallway light keeps flickering, need an electrician saturday", «o ar do quarto não tá
 * gelando, chama um técnico pra segunda»: the trouble first, then whom to call and when — said
 * the other way round, so the day is the visit's and no event is made of the trouble. */
export function troubleThenSomeoneCalled(message: string): string | null {
  const told =
    /^\s*(?<trouble>[^,;]+?)\s*[,;.]\s*(?<call>(?:chama|chame|llama|llame|ll[aá]mame|manda|mande|need|get|call|send|necesito|preciso|precisamos)\s+(?:um|uma|un|una|an?|the)\s+(?:t[eé]cnico|technician|electrician|eletricista|electricista|plomero|plumber|encanador|gasista|pintor|painter|handyman)(?:\s+(?:de|do|da)\s+[^,;]+?)?\s+(?:pra|para|para\s+el|pro|on|for|el|this|next)?\s*\S[^,;]*)$/iu.exec(
      message,
    )?.groups;
  if (!told?.trouble || !told.call) return null;
  // «o ar … não tá gelando»: the air that does not cool is the air conditioning.
  const cooling = /(?<!\p{L})(?:o\s+ar|n[aã]o\s+(?:t[aá]|est[aá])\s+gelando)(?!\p{L})/iu.test(
    told.trouble,
  );
  const call = cooling ? told.call.replace(/(t[eé]cnico)/iu, "$1 de ar-condicionado") : told.call;
  return `${call}: ${told.trouble}`;
}

/** "a reunião de pais foi pras 20h", "o dentista foi pra sexta": gone to another hour or day
 * is moved there. */
export function wentToAnotherTime(message: string): string | null {
  const plainer = message.replace(
    /(?<!\p{L})foi\s+(?=(?:pr[ao]s?|para\s+[ao]s?)\s+(?:\d|segunda|ter[cç]a|sexta|s[aá]bado|domingo|amanh[aã]|o\s+dia|dia))/iu,
    "mudou ",
  );
  return plainer !== message ? plainer : null;
}

/** "o que tem marcado até sexta?", «¿qué hay hasta el domingo 6?», "what's on until friday?":
 * from today up to that day — unless the range says where it starts ("from tomorrow till…"). */
export function untilADayAsked(message: string): string | null {
  const plainer = message.replace(
    /(?<!\p{L})(?<until>at[eé]|hasta|until|till)\s+(?=(?:(?:a|o|el|la|the)\s+)?(?:lunes|martes|viernes|s[aá]bado|domingo|segunda|ter[cç]a|sexta|monday|tuesday|friday|saturday|sunday)(?!\p{L}))/iu,
    (...found) => {
      const until = fold((found.at(-1) as { until: string }).until);
      return until === "ate"
        ? "de hoje até "
        : until === "hasta"
          ? "de hoy hasta "
          : "from today to ";
    },
  );
  return plainer !== message &&
    /[?¿]|(?:^|\s)(?:qu[eé]|o\s+que|what|quais|qual)\s/iu.test(message) &&
    !/(?<!\p{L})(?:de\s+(?:hoy|hoje|ma[nñ]ana|amanh[aã]|aqu[ií]|ac[aá])|daqui|from\s+(?:today|now|tomorrow|here)|desde|a\s+partir|men[uú]|card[aá]pio|meals?|comidas?|tareas?|tarefas?|tasks?|chores?)(?!\p{L})/iu.test(
      message,
    )
    ? plainer
    : null;
}

/** "can swim class start at 5:30 today instead": asked to start at another hour — moved. */
export function askedToStartAnotherHour(message: string): string | null {
  const told =
    /^\s*(?:can|could)\s+(?:the\s+|we\s+(?:make|have)\s+(?:the\s+)?)?(?<thing>.+?)\s+(?:start|be)\s+(?<when>at\s+[^?]+?)(?:\s+instead)?\s*\??\s*$/iu.exec(
      message,
    )?.groups;
  return told?.thing && told.when
    ? `move the ${told.thing} to ${told.when.replace(/^at\s+/iu, "")}`
    : null;
}

/** «me han movido el dentista del jueves 3 al viernes 4, la hora no cambia»: moved from one day
 * to another, the old day only says which — «mueve el dentista al viernes 4». */
export function movedFromDayToDay(message: string): string | null {
  const told =
    /^\s*(?:me\s+|nos\s+)?(?:han\s+movido|movieron|cambiaron|pasaron|corrieron)\s+(?<thing>(?:el|la)\s+[^,;]+?)\s+del?\s+(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)\s+\d{1,2}\s+al?\s+(?<to>[^,;]+?)\s*(?:[,;]\s*(?:la\s+hora\s+no\s+cambia|(?:a\s+)?la\s+misma\s+hora|misma\s+hora))?\s*[.!]*$/iu.exec(
      message,
    )?.groups;
  return told?.thing && told.to
    ? `mueve ${told.thing} al ${told.to.replace(/^(?:el|al)\s+/iu, "")}`
    : null;
}

/** «el pediatra no va a atender mañana, está de vacaciones, bórralo»: who will not see us that
 * day, then taken off — that appointment is called off. */
export function notSeeingUsThenOff(message: string): string | null {
  const told =
    /^\s*(?<thing>(?:el|la)\s+[^,;]+?)\s+no\s+(?:va\s+a\s+atender|atiende|va\s+a\s+estar|est[aá])\s+(?<day>[^,;]*?)\s*[,;](?:[^,;]*[,;])?\s*(?:b[oó]rral[oa]|canc[eé]lal[oa]|qu[ií]tal[oa]|s[aá]cal[oa])\s*[.!]*$/iu.exec(
      message,
    )?.groups;
  return told?.thing ? `cancela ${told.thing} ${told.day ?? ""}`.trim() : null;
}

/** "…at 2pm, it goes till 4": the hour it ends, said after — «from 2pm to 4pm». */
export function endSaidAfter(message: string): string | null {
  const plainer = message.replace(
    /(?<!\p{L})at\s+(?<start>\d{1,2}(?::\d{2})?)\s*(?<half>am|pm)\s*,\s*it\s+(?:goes|runs|lasts|ends)\s+(?:till|until|to)\s+(?<end>\d{1,2}(?::\d{2})?)\s*(?<endHalf>am|pm)?/iu,
    (...found) => {
      const { start, half, end, endHalf } = found.at(-1) as Record<string, string | undefined>;
      return `from ${start}${half} to ${end}${endHalf ?? half}`;
    },
  );
  return plainer !== message ? plainer : null;
}

/** "between dec 1 and dec 6", "from dec 1 to dec 6": one month said twice — «from december 1
 * to 6». */
export function monthSaidTwice(message: string): string | null {
  const plainer = message.replace(
    /(?<!\p{L})(?:between|from)\s+(?<month>dec(?:ember)?|nov(?:ember)?)\s+(?<first>\d{1,2})(?:st|nd|rd|th)?\s+(?:and|to|through|-)\s+(?:dec(?:ember)?|nov(?:ember)?)\s+(?<last>\d{1,2})(?:st|nd|rd|th)?/iu,
    (...found) => {
      const { month = "", first, last } = found.at(-1) as Record<string, string>;
      return `from ${/^dec/iu.test(month) ? "december" : "november"} ${first} to ${last}`;
    },
  );
  return plainer !== message ? plainer : null;
}

/** "we're skipping the parents meeting on monday, take it off the calendar": skipped, then off. */
export function skippedThenOff(message: string): string | null {
  const thing =
    /^\s*(?:we['’]re|we\s+are|i['’]m|i\s+am)\s+(?:skipping|missing|not\s+going\s+to)\s+(?<thing>the\s+[^,;]+?)\s*[,;]\s*(?:so\s+)?(?:take\s+it\s+off(?:\s+the\s+calendar)?|cancel\s+it|delete\s+it|remove\s+it)\s*[.!]*$/iu.exec(
      message,
    )?.groups?.thing;
  return thing ? `cancel ${thing}` : null;
}

/** "parent-teacher conference on dec 9 at 3:15pm, put it in": put in the calendar. */
export function putItIn(message: string): string | null {
  const plainer = message.replace(
    /[,;]\s*(?:put|add)\s+it\s+in\s*[.!]*$/iu,
    ", put it on the calendar",
  );
  return plainer !== message ? plainer : null;
}

/** «me dá um resumo de hoje», «dame un resumen del día»: the day's summary. */
export function summaryAskedFor(message: string): string | null {
  if (/^\s*(?:me\s+)?d[aá](?:me)?\s+um\s+resumo\s+(?:de\s+hoje|do\s+dia)\s*[.!?]*$/iu.test(message))
    return "resumo de hoje";
  return /^\s*(?:d[aá]me|me\s+das|me\s+da)\s+un\s+resumen\s+(?:de\s+hoy|del\s+d[ií]a)\s*[.!?]*$/iu.test(
    message,
  )
    ? "resumen de hoy"
    : null;
}

/** "8am to noon", "until midnight": noon and midnight are hours. */
export function noonSaidAsAnHour(message: string): string | null {
  const plainer = message
    .replace(/(?<=(?:to|till|until|thru|through|-|at|by)\s+)noon(?!\p{L})/iu, "12pm")
    .replace(/(?<=(?:to|till|until|thru|through|-)\s+)midnight(?!\p{L})/iu, "11:59pm");
  return plainer !== message ? plainer : null;
}

/** «pásame todo lo que hay agendado pa la otra semana», «dime qué citas y eventos hay desde hoy
 * hasta el sábado», «tem algum compromisso marcado pro sábado ou domingo?»: the calendar asked. */
export function calendarAskedOtherwise(message: string): string | null {
  const all =
    /^\s*(?:p[aá]same|dame|d[ií]me|mu[eé]strame|ens[eé][nñ]ame)\s+(?:todo\s+)?lo\s+que\s+(?:hay|tenemos)\s+(?:agendado|en\s+el\s+calendario|en\s+la\s+agenda|anotado)\s+(?<when>[^?]+?)\s*\??\s*$/iu.exec(
      message,
    )?.groups?.when;
  if (all) return `¿qué eventos hay ${all.replace(/^pa\s+/iu, "")}?`;
  const kinds = message.replace(
    /^\s*(?:d[ií]me|dec[ií]me|cu[eé]ntame)\s+qu[eé]\s+(?:citas|compromisos)\s+y\s+eventos\s+/iu,
    "¿qué eventos ",
  );
  if (kinds !== message) return kinds.replace(/\s*\??\s*$/u, "?");
  const pair =
    /^\s*tem\s+(?:algum|alguma)\s+(?:compromisso|evento|coisa)\s+(?:marcad[oa]\s+)?(?:pro|pra|para\s+o|no)\s+(?<first>s[aá]bado|sexta|domingo|segunda)\s+(?:ou|e)\s+(?:no\s+)?(?<second>domingo|s[aá]bado|segunda)\s*\??\s*$/iu.exec(
      message,
    )?.groups;
  return pair ? `quais compromissos tem de ${pair.first} a ${pair.second}?` : null;
}

/** «mueve la junta del lunes al martes», «la reunión de padres del lunes ahora va a ser el martes,
 * misma hora nomás»: moved from one weekday to another — not the range of days between them. */
export function movedFromWeekdayToWeekday(message: string): string | null {
  const weekday = "(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)";
  const sameHour = "(?:\\s*[,;]\\s*(?:a\\s+la\\s+)?misma\\s+hora(?:\\s+nom[aá]s)?)?";
  const moved = new RegExp(
    `^\\s*(?:mueve|mov[eé]|pasa|pas[aá]|corre|corr[eé])\\s+(?<thing>(?:el|la)\\s+[^,;]+?)\\s+del\\s+(?<from>${weekday})\\s+al\\s+(?<to>${weekday})${sameHour}\\s*[.!]*$`,
    "iu",
  ).exec(message)?.groups;
  const becomes = new RegExp(
    `^\\s*(?<thing>(?:el|la)\\s+[^,;]+?)\\s+del\\s+(?<from>${weekday})\\s+(?:ahora\\s+)?(?:va\\s+a\\s+ser|ser[aá]|es|queda|p[aá]sal[oa]|mu[eé]vel[oa])\\s+(?:el|al|para\\s+el)\\s+(?<to>${weekday})${sameHour}\\s*[.!]*$`,
    "iu",
  ).exec(message)?.groups;
  const told = moved ?? becomes;
  return told?.thing ? `cambia ${told.thing} del ${told.from} para el ${told.to}` : null;
}

/** "put the dentist on the calendar, friday at 4, no wait 4:30pm": the hour corrected. */
export function hourCorrected(message: string): string | null {
  const plainer = message.replace(
    /(?<!\p{L})(at|a\s+las|[àa]s)\s+\d{1,2}(?::\d{2})?\s*(?:am|pm|h)?\s*[,.]*\s*(?:no\s+wait|wait\s+no|no\s+actually|actually|sorry|no\s+espera|mejor|digo|n[aã]o\s+espera|melhor)\s*[,.]*\s*(?:(?:at|a\s+las|[àa]s)\s+)?(?=\d)/iu,
    "$1 ",
  );
  return plainer !== message ? plainer : null;
}
