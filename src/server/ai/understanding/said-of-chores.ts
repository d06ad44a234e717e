import { fold } from "#server/ai/understanding/text.ts";

/**
 * Chores, said around the words the phrasings know (issue 16, fifteenth and sixteenth rounds):
 * noted for a member, handed over, reprioritised, reopened, told done by their state, and one's
 * own asked.
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

/** "¿hay alguna tarea vencida?", "¿tenemos algún pendiente atrasado?", "¿hay algo que se nos haya
 * pasado la fecha?": the late tasks asked for as the phrasings ask. */
export function anyLateTaskAsked(message: string): string | null {
  return /(?<!\p{L})(?:hay|tenemos|tengo|queda)\s+(?:alguna|algunas|alg[uú]n|algunos)\s+(?:tareas?|pendientes?)\s+(?:vencid|atrasad|pasad)\p{L}*|(?<!\p{L})se\s+(?:nos\s+|me\s+)?(?:haya|ha|hayan|han)\s+pasado\s+(?:la\s+fecha|el\s+plazo)/iu.test(
    message,
  )
    ? "¿hay tareas vencidas?"
    : null;
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

/** "Sofía took care of the dishes", «ya vino el plomero y dejó el lavabo como nuevo»: who saw to
 * it, said plainly — «did the dishes», «ya arregló el lavabo» (someone who came is no chore). */
export function sawToIt(message: string): string | null {
  const plainer = message
    .replace(/(?<!\p{L})(?:took|has\s+taken|handled|dealt\s+with)\s+care\s+of(?!\p{L})/iu, "did")
    .replace(/(?<!\p{L})(?:handled|dealt\s+with|sorted(?:\s+out)?)(?=\s+the\s)/iu, "did")
    .replace(
      /^\s*(?:ya\s+)?(?:vino|vinieron|pas[oó]|lleg[oó])\s+(?:el|la)\s+\p{L}+\s+y\s+(?:me\s+|nos\s+)?(?<did>\p{L}+)/iu,
      (...found) => `ya ${(found.at(-1) as { did: string }).did}`,
    )
    .replace(
      /(?<!\p{L})dej[oó]\s+(?<thing>(?:el|la|los|las)\s+[^,;.]+?)\s+como\s+nuev[oa]s?(?!\p{L})/iu,
      "arregló $<thing>",
    );
  return plainer !== message ? plainer : null;
}

/** «¿qué tareas vencen hoy?», «qué pendientes se vencen mañana»: the chores of that day. */
export function choresDueAsked(message: string): string | null {
  const when =
    /^\s*¿?\s*qu[eé]\s+(?:tareas|pendientes)\s+(?:se\s+)?(?:vencen|vence|caducan|toca\s+entregar)\s+(?<when>hoy|ma[nñ]ana|pasado\s+ma[nñ]ana|esta\s+semana|el\s+\p{L}+)\s*\??\s*$/iu.exec(
      message,
    )?.groups?.when;
  return when ? `¿qué tareas hay para ${when}?` : null;
}

/** «ocupo que me recordés pagar el marchamo», «necesito que anotés…»: what is needed of the
 * assistant, said as the request. */
export function neededOfTheAssistant(message: string): string | null {
  const plainer = message
    .replace(
      /^\s*(?:ocupo|necesito|quiero)\s+que\s+me\s+(?:record[eé]s|recuerdes|acuerdes|hag[aá]s\s+acordar)(?!\p{L})/iu,
      "recuérdame",
    )
    .replace(
      /^\s*(?:ocupo|necesito)\s+que\s+(?:anot[eé]s|apunt[eé]s|agreg[uú]es|agregu[eé]s|pong[aá]s)(?!\p{L})/iu,
      "anota",
    );
  return plainer !== message ? plainer : null;
}

/** "the new water filter is in, you can check that chore off": a thing put in is its chore done. */
export function putInThenTicked(message: string): string | null {
  const thing =
    /^\s*(?:the\s+)?(?:new\s+)?(?<thing>[\p{L} ]+?)\s+is\s+(?:in|installed|replaced|changed|up)\s*[,;.]\s*(?:so\s+)?(?:you\s+can\s+|go\s+ahead\s+and\s+|please\s+)?(?:check|mark|tick|cross)\s+(?:that|the|this)\s+(?:chore|task|one)\s+(?:off|done|as\s+done)\s*[.!]*$/iu.exec(
      message,
    )?.groups?.thing;
  return thing ? `I did the ${thing}, mark it done` : null;
}

/** "show me everything that's been done", "what chores are done?": the chores done. */
export function choresDoneAsked(message: string): string | null {
  return /^\s*(?:show\s+me|list|tell\s+me|what(?:['’]s|\s+is|\s+are)?|which)\s+(?:everything|all\s+(?:the\s+)?(?:chores|tasks|things)|(?:the\s+)?(?:chores|tasks|things))(?:\s+that)?(?:['’]s|\s+has|\s+have|\s+are|\s+is)?\s+(?:been\s+)?(?:done|finished|completed)(?:\s+(?:so\s+far|already))?\s*\??\s*$/iu.test(
    message,
  )
    ? "show completed tasks"
    : null;
}

/** «apunte una tarea para mañana llamar a la eps para pedir la cita»: a chore said as one, its
 * day first — «tarea para mañana: …» (a «cita» in it is no event). */
export function choreWithItsDayFirst(message: string): string | null {
  const told =
    /^\s*(?:ap[uú]nt|an[oó]t|agr[eé]g|cr[eé]|p[oó]n)\p{L}*\s+una\s+tarea\s+para\s+(?<when>hoy|ma[nñ]ana|pasado\s+ma[nñ]ana|el\s+\p{L}+(?:\s+\d{1,2})?)\s+(?<what>\p{L}+(?:ar|er|ir)\s.+)$/iu.exec(
      message,
    )?.groups;
  return told?.when && told.what ? `tarea para ${told.when}: ${told.what}` : null;
}

/** «la basura ya la saqué yo porque Carlos se fue temprano, dala por hecha. y…»: why one did it,
 * before the closing that marks it done, is no part of it. */
export function whyBeforeDoneClosing(message: string): string | null {
  const plainer = message.replace(
    /\s+(?:yo\s+)?(?:porque|pq|ya\s+que|como)\s+[^,;.]+(?=\s*,\s*(?:d[aá]l[oa]s?|d[eé]l[oa]s?|m[aá]rcal[oa]s?|p[oó]nl[oa]s?|p[oó]nel[oa]s?)\s+(?:por|como)\s+(?:hech[oa]s?|list[oa]s?|terminad[oa]s?))/iu,
    "",
  );
  return plainer !== message ? plainer : null;
}

/** «que la tarea del regalo ahora quede a nombre del Mateo, el Carlos anda de viaje»: the chore
 * given to someone — «pásale la tarea… a Mateo» (the why after is no part of it). */
export function choreInSomeonesName(message: string): string | null {
  const told =
    /^\s*(?:que\s+)?(?<chore>(?:la\s+tarea|lo)\s+de(?:l)?\s+[^,;.]+?)\s+(?:ahora\s+)?(?:quede|est[eé]|vaya)\s+a\s+nombre\s+de(?:l|\s+la)?\s+(?<who>\p{L}+)(?:\s*[,;.].*)?$/iu.exec(
      message,
    )?.groups;
  if (!told?.chore || !told.who) return null;
  const chore = told.chore
    .replace(/^lo\s+del\s+/iu, "la tarea del ")
    .replace(/^lo\s+de\s+/iu, "la tarea de ");
  return `pásale ${chore} a ${told.who}`;
}

/** «quais são as tarefas da casa pra hoje?», «las tareas de la casa»: the house is no member. */
export function choresOfTheHouse(message: string): string | null {
  const plainer = message.replace(
    /(?<=(?:tareas|tarefas|pendientes|chores|quehaceres)\s+)(?:de\s+la\s+casa|da\s+casa|de\s+casa|around\s+the\s+house|of\s+the\s+house)\s*/iu,
    "",
  );
  return plainer !== message ? plainer : null;
}

/** «quem vai lavar o carro agora é o Carlos, a Sofia tá gripada», «a conta de luz fica pra
 * amanhã, hoje não vai dar», «o Mateo não passeou com o cachorro coisa nenhuma, reabre essa
 * tarefa»: a chore handed over, put off or reopened, said in Portuguese as families say it. */
export function choreChangedInPortuguese(message: string): string | null {
  const handed =
    /^\s*quem\s+vai\s+(?<chore>\p{L}+r\s+[^,;.]+?)\s+agora\s+(?:é|e)\s+(?:o|a)\s+(?<who>\p{Lu}\p{L}+)(?:\s*[,;.].*)?$/u.exec(
      message,
    )?.groups;
  if (handed?.chore && handed.who) return `passa a tarefa de ${handed.chore} pra ${handed.who}`;
  const later =
    /^\s*(?<thing>(?:o|a)\s+[^,;.]+?)\s+fica\s+(?<when>pra\s+amanh[aã]|pra\s+(?:segunda|ter[cç]a|quarta|quinta|sexta|s[aá]bado|domingo)|para\s+amanh[aã])(?:\s*[,;.].*)?$/iu.exec(
      message,
    )?.groups;
  if (later?.thing && later.when)
    return `muda a tarefa ${later.thing.replace(/^(?:o|a)\s+/iu, "de ")} ${later.when}`;
  const undone =
    /^\s*(?:o|a)\s+\p{Lu}\p{L}+\s+n[aã]o\s+(?<did>\p{L}+ou)\s+(?<rest>[^,;.]+?)\s+(?:coisa\s+nenhuma|nada)\s*[,;.]\s*reabr\p{L}*\s+(?:essa|a)\s+tarefa\s*[.!]*$/iu.exec(
      message,
    )?.groups;
  return undone?.did && undone.rest
    ? `reabre a tarefa de ${undone.did.replace(/ou$/iu, "ar")} ${undone.rest}`
    : null;
}

/** «el viernes sin falta tengo que pagar la luz, bueno no, el jueves mejor, créame la tarea»:
 * the day corrected while said. */
export function choreDayCorrected(message: string): string | null {
  const weekday = "(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)";
  const told = new RegExp(
    `^\\s*(?:el\\s+)?${weekday}\\s+(?:sin\\s+falta\\s+)?tengo\\s+que\\s+(?<what>[^,;.]+?)\\s*,\\s*(?:bueno\\s+)?no\\s*,\\s*(?:mejor\\s+)?(?:el\\s+)?(?<day>${weekday})(?:\\s+mejor)?(?:\\s*,\\s*(?:cr[eé]ame|an[oó]tame|p[oó]nme|hazme)\\s+(?:la\\s+)?tarea)?\\s*[.!]*$`,
    "iu",
  ).exec(message)?.groups;
  return told?.what && told.day ? `recuérdame ${told.what} el ${told.day}` : null;
}

/** "car's clean! mateo did it this morning": the chore of the thing made clean is done. */
export function thingCleanSaidDone(message: string): string | null {
  const told =
    /^\s*(?:the\s+)?(?<thing>\p{L}+)['’]?s\s+(?:clean|washed|done)\s*[!.,]+\s*(?<who>\p{L}+)\s+did\s+it(?:\s+[^,;.!]+)?\s*[.!]*$/iu.exec(
      message,
    )?.groups;
  return told?.thing && told.who ? `${told.who} washed the ${told.thing}` : null;
}

/** «Carlos tiene que recoger sus lentes el viernes, apúntaselo a él», «…, déjaselo como tarea a
 * él, está hecha un chiquero», "…saturday put that on his list", "…, can you make that a task for
 * her", «…, me la agenda por favor»: the closing that asks for it (and a why after it) is no part
 * of the chore or the event. */
export function closingForWhomSaidAfter(message: string): string | null {
  const plainer = message
    .replace(
      /\s*[,;.]?\s+(?:ap[uú]nt|an[oó]t|d[eé]j|p[oó]n|agr[eé]g)[aá]?s[eé]l[oa]s?(?:\s+como\s+(?:tarea|pendiente))?(?:\s+a\s+(?:él|el|ella))?(?:\s+(?:porfa|por\s+favor|pf))?(?:\s*[,;.]\s*[^,;.]*)?\s*[.!]*$/iu,
      "",
    )
    .replace(
      /\s*[,;.]?\s+(?:(?:can|could)\s+you\s+|please\s+)?(?:(?:put|add)\s+(?:that|it|this)\s+(?:on|to)\s+(?:his|her|their)\s+(?:list|to-?do(?:\s+list)?|chores|tasks)|make\s+(?:that|it|this)\s+a\s+(?:task|chore)\s+for\s+(?:him|her|them))(?:\s+(?:please|pls))?\s*[.!?]*$/iu,
      "",
    )
    .replace(
      /\s*[,;.]\s*(?:me\s+)?(?:l[oa]s?\s+)?agend(?:a|as|ás|e|es)(?:\s+(?:por\s+favor|porfa|pf))?\s*[.!]*$/iu,
      "",
    );
  return plainer !== message && /\p{L}/u.test(plainer) ? plainer : null;
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

/** «cria uma tarefa pro mateo arrumar o quarto», "make a task for mateo to clean his room": whom
 * the task is for, said before what to do — «tarefa pro Mateo: arrumar o quarto»; a day said
 * there goes after it; "set a reminder" is making one. */
export function taskForSomeoneToDo(message: string): string | null {
  const plainer = message
    .replace(
      /(?<!\p{L})(tarea|tarefa)\s+(?:pro|pra|pa|para(?:\s+(?:o|a|el|la))?)\s+(?!(?:hoy|hoje|ma[nñ]ana|amanh[aã]|el|la|los|las|o|a|os|as|mi|minha|meu|que)(?!\p{L}))(\p{L}+(?<![aei]r))\s+(?:de\s+)?(?=\p{L}+(?:ar|er|ir)(?!\p{L}))/iu,
      "$1 para $2: ",
    )
    .replace(
      /(?<!\p{L})(task|reminder|chore)\s+for\s+(?!(?:me|us|the|my|today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?!\p{L}))(\p{L}+)\s+to\s+(?=\p{L})/iu,
      "$1 for $2: ",
    )
    // "poneme una tarea a mí: pagar la cuota", «una tarea para mi de pagar…»: the caller's own.
    .replace(
      /(?<!\p{L})(?:(?:p[oó]n(?:e)?me|p[oó]name|p[oó]nle|cr[eé]ame|h[aá]zme|haceme|an[oó]tame|anot[aá]me|crea|cr[eé]a)\s+)una\s+tarea\s+(?:a|para|pra)\s+m[ií]\s*(?:[:,]\s*|\s+de\s+)/iu,
      "crea una tarea para mí: ",
    )
    // "set a reminder to call grandma": set is make.
    .replace(/(?<!\p{L})set(?:\s+up)?\s+(?=(?:a|an)\s+(?:reminder|task)(?!\p{L}))/iu, "make ")
    // "add a task for tomorrow to call grandma": the day goes after what to do.
    .replace(
      /(?<!\p{L})(task|reminder|chore)\s+for\s+(today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+to\s+([^,;.!?]+)/iu,
      "$1: $3 $2",
    );
  return plainer !== message ? plainer : null;
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

/** "hazme acordar de pagar la luz el viernes", "haceme acordar que…": «recuérdame…». */
export function makeMeRemember(message: string): string | null {
  const plainer = message.replace(
    /^\s*(?:hazme|h[aá]game|haceme|hac[eé]me|h[aá]ganme)\s+acordar\s+(?:de\s+|que\s+)?/iu,
    "recuérdame ",
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

/** "aver carlos q tiene asignado?": «a ver», «q» for «qué», a member's tasks asked. */
export function whoseTasksAskedLoosely(message: string): string | null {
  const who =
    /^\s*(?:a\s*ver|aver|oye|che|mira)?\s*,?\s*(?<who>\p{L}{3,})\s+(?:q|qu[eé]|que)\s+(?:tiene|le\s+toca)\s+(?:asignad[oa]s?|pendientes?|por\s+hacer)\s*\??\s*$/iu.exec(
      message,
    )?.groups?.who;
  return who ? `¿qué tiene que hacer ${who.charAt(0).toUpperCase()}${who.slice(1)}?` : null;
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

/** "lo del regalo de Sofía ponlo urgente, que su cumple es la próxima semana": why it is urgent
 * (and the day it names) is no change of its own. */
export function whyItIsUrgent(message: string): string | null {
  return (
    /^\s*(?<change>lo\s+del?\s+[^,;]+?\s+p[oó]nl[oa]\s+(?:urgente|importante|(?:como\s+)?prioridad\s+\p{L}+))\s*,?\s+(?:que|porque|pq|ya\s+que)\s+.+$/iu.exec(
      message,
    )?.groups?.change ?? null
  );
}

/** "…, dejá el paseo como pendiente", «la limpieza de la refri no quedó bien, reábrela», "put the
 * cleaning back on the to-do list": a chore done put back to do — «reabre el paseo». */
export function reopenSaidOtherwise(message: string): string | null {
  const left =
    /(?:^|[,;.]\s*)(?:d[eé]j[aá]|dej[aá]|pon[eé]|pon|marc[aá]|marca|vuelve\s+a\s+poner|volv[eé]\s+a\s+poner)\s+(?<thing>(?:el|la|lo\s+de)\s+[^,;]+?)\s+(?:como\s+)?pendiente\s*(?:porfa|por\s+favor)?\s*[.!]*$/iu.exec(
      message,
    )?.groups?.thing;
  if (left) return `reabre ${left}`;
  const undone =
    /^\s*(?:(?:oe|oye|che|mira|ey)\s*,?\s+)?(?<thing>(?:el|la|los|las|lo\s+de)\s+[^,;]+?)\s+(?:no\s+qued[oó]\s+bien|qued[oó]\s+mal|no\s+se\s+hizo\s+bien)\s*[,;.]\s*(?:re[aá]brel[oa]|[aá]brel[oa]\s+de\s+nuevo|vuelve\s+a\s+abrirl[oa])\s*[.!]*$/iu.exec(
      message,
    )?.groups?.thing;
  if (undone) return `reabre ${undone}`;
  const back =
    /(?:^|[,;.]\s*)put\s+(?<thing>the\s+[^,;]+?)\s+back\s+on\s+(?:the\s+|my\s+)?(?:to-?do|task|chores?)\s+list\s*[.!]*$/iu.exec(
      message,
    )?.groups?.thing;
  return back ? `reopen ${back}` : null;
}

/** "…asígneselo a Carlos y póngalo pa'l domingo": a handover and a new day said as two requests
 * of one chore are one — «asígnaselo a Carlos para el domingo». */
export function handoverThenDay(message: string): string | null {
  const plainer = message.replace(
    /(?<!\p{L})(as[ií]gn[ae]selo|as[ií]gn[ae]sela|p[aá]s[ae]selo|p[aá]s[ae]sela)\s+a\s+(\p{Lu}\p{Ll}+)\s+y\s+(?:p[oó]ng[ae]l[oa]|p[oó]nl[oa]|p[aá]s[ae]l[oa]|mu[eé]v[ae]l[oa])\s+(?:pa['’]?\s*l|pal|para\s+el|al|el)\s+/u,
    "asígnaselo a $2 para el ",
  );
  return plainer !== message ? plainer : null;
}

/** "el regalo de la Sofi ya está, lo compró Carlos ayer": who did it and when, told after a chore
 * said done, is no other request. */
export function doneThenWhoDidIt(message: string): string | null {
  const done =
    /^(?<done>.+?\s+ya\s+est[aá](?:\s+list[oa])?)\s*[,;.]\s*(?:lo|la|los|las)\s+(?:compr[oó]|hizo|trajo|arregl[oó]|pag[oó]|llev[oó]|recogi[oó]|compramos|hicimos|pagamos)(?!\p{L})[^,;]*$/iu.exec(
      message,
    )?.groups?.done;
  return done ?? null;
}

/** «pode dar como feita a troca do filtro», «da por hecho lo del filtro»: given as done is done —
 * «marca … como feita». */
export function givenAsDone(message: string): string | null {
  const pt =
    /^\s*(?:pode\s+)?d(?:ar|[aá])\s+como\s+feit[oa]\s+(?<thing>[^,;]+?)\s*(?:[,;].*)?$/iu.exec(
      message,
    )?.groups?.thing;
  if (pt) return `marca ${pt} como feita`;
  const es =
    /^\s*(?:puedes\s+|podés\s+)?(?:d[aá]|dar|dale)\s+por\s+hech[oa]\s+(?<thing>[^,;]+?)\s*(?:[,;].*)?$/iu.exec(
      message,
    )?.groups?.thing;
  return es ? `marca ${es} como hecha` : null;
}

/** «paguei a conta de luz agora pouco pelo pix», «pagué la luz recién por Yape»: when and how it
 * was paid is no part of the chore. */
export function paidHowDropped(message: string): string | null {
  const plainer = message
    .replace(
      /\s+(?:agora\s+(?:h[aá]\s+)?pouco|h[aá]\s+pouco|reci[eé]n|hace\s+un\s+rato|just\s+now)(?!\p{L})/iu,
      "",
    )
    .replace(
      /\s+(?:pelo|pela|por|via|com|con|by|with|on)\s+(?:o\s+|a\s+|el\s+|la\s+)?(?:pix|transfer[eê]ncia|transferencia|mercado\s+pago|nequi|daviplata|yape|plin|zelle|venmo|paypal|tarjeta|cart[aã]o|boleto|app)(?!\p{L})/iu,
      "",
    );
  return plainer !== message &&
    /(?<!\p{L})(?:pagu[eé]|paguei|pagamos|paid|pagó|pagou)(?!\p{L})/iu.test(message)
    ? plainer
    : null;
}

/** «o lixo hoje quem tira é a Sofia, troca aí»: who does it now, said so — handed to them. */
export function whoDoesItNow(message: string): string | null {
  const told =
    /^\s*(?<thing>(?:o|a|os|as)\s+[^,;]+?)\s+(?:hoje\s+|agora\s+)?quem\s+(?:tira|faz|leva|lava|rega|paga|passeia)\s+(?:[ée]|vai\s+ser)\s+(?:o\s+|a\s+)?(?<who>\p{L}+)(?!\p{L})/iu.exec(
      message,
    )?.groups;
  return told?.thing && told.who ? `passa ${told.thing} pra ${told.who}` : null;
}

/** «se me olvidó sacar la basura, pásala para mañana»: a chore forgotten, then moved — «pasa
 * sacar la basura para mañana», the one pending, not a second. */
export function forgottenThenMoved(message: string): string | null {
  const told =
    /^\s*(?:se\s+me\s+olvid[oó]|me\s+olvid[eé]\s+de|olvid[eé])\s+(?<chore>\p{L}+(?:ar|er|ir)\s+[^,;]+?)\s*[,;.]\s*(?:p[aá]sal[oa]|mu[eé]vel[oa]|c[aá]mbial[oa])\s+(?<day>(?:para|pa|pal|al|a)\s+.+?)\s*[.!]*$/iu.exec(
      message,
    )?.groups;
  return told?.chore && told.day ? `pasa ${told.chore} ${told.day}` : null;
}

/** "take the trash task off my list, carlos did it": a chore taken off the list because it was
 * done is done; taken off alone, it is deleted. */
export function takenOffTheToDoList(message: string): string | null {
  const told =
    /^\s*(?:please\s+)?take\s+(?<chore>the\s+[^,;]+?\s+(?:task|chore))\s+off\s+(?:my|the|our)\s+(?:to-?do\s+)?list\s*(?<why>[,;.]\s*(?:\p{L}+\s+)?(?:did\s+it|already\s+did\s+it|it['’]s\s+done|that['’]s\s+done|done))?\s*[.!]*$/iu.exec(
      message,
    )?.groups;
  if (!told?.chore) return null;
  return told.why ? `mark ${told.chore} as done` : `delete ${told.chore}`;
}

/** "scrap the sofia gift to-do, we're going in on a group gift", "bump the one for Sofia to high
 * priority": said of the to-do list or of «the one for» someone, it is a chore — never an event
 * («Cumpleaños de Sofía»), and whose it is says which. */
export function choreSaidAsToDo(message: string): string | null {
  const scrapped =
    /^\s*(?:please\s+)?(?:scrap|delete|remove|drop|kill|cancel|get\s+rid\s+of)\s+(?<chore>the\s+[^,;]+?)\s+(?:to-?do|task|chore)(?:\s+item)?(?:\s*[,;.].*)?$/iu.exec(
      message,
    )?.groups?.chore;
  // Said already as "delete the … task", it is read as it stands (no rewrite to itself).
  const deleted = scrapped && `delete ${scrapped} task`;
  if (deleted && deleted !== message) return deleted;
  const plainer = message.replace(/(?<!\p{L})the\s+one\s+for\s+(\p{Lu}\p{L}+)(?!\p{L})/u, "$1's");
  return plainer !== message ? plainer : null;
}

/** «¿Sofía trae algo asignado?», "anything assigned to Sofia?": that member's tasks asked. */
export function anythingOfAMemberAsked(message: string): string | null {
  const es =
    /^\s*¿?\s*(?:(?:el|la)\s+)?(?<who>\p{Lu}\p{Ll}+)\s+(?:trae|tiene|lleva)\s+(?:algo|alguna\s+tarea|algún\s+pendiente)\s+(?:asignad[oa]|pendiente)\s*\??\s*$/u.exec(
      message,
    )?.groups?.who;
  if (es) return `¿qué tareas tiene ${es}?`;
  const en =
    /^\s*(?:is\s+there\s+)?anything\s+(?:assigned\s+to|on)\s+(?<who>\p{Lu}\p{Ll}+)(?:['’]s\s+plate)?\s*\??\s*$/iu.exec(
      message,
    )?.groups?.who;
  return en ? `what tasks does ${en} have?` : null;
}

/** «ya la basura está afuera, márquela», «a conta de luz tá paga», "plants are watered ✅": a
 * chore told by the state it left — marked done. */
export function doneByTheStateLeft(message: string): string | null {
  // «…não ficou feita», "…is not done": a state denied tells nothing done.
  if (
    /(?<!\p{L})(?:n[aã]o|no|not|nunca|never|isn['’]t|aren['’]t|todav[ií]a\s+no)(?!\p{L})/iu.test(
      message,
    )
  )
    return null;
  const es =
    /^\s*(?:(?:ta|bueno|listo|oye|che|mira)\s*,\s*)?(?:ya\s+)?(?<thing>(?:el|la|los|las)\s+[^,;]+?)\s+(?:ya\s+)?(?:est[aá]n?|qued[oó]|quedaron)\s+(?:afuera|fuera|hech[oa]s?|limpi[oa]s?|pagad[oa]s?|pag[oa]s?|regad[oa]s?|lavad[oa]s?|arreglad[oa]s?|comprad[oa]s?(?:\s+y\s+\p{L}+)?)(?:\s*[,;.]\s*(?:m[aá]rquel[oa]|m[aá]rcal[oa]|t[aá]chal[oa]|t[aá]chel[oa]|t[aá]chalo|márcalo|(?:s[aá]cal[oa]|qu[ií]tal[oa])\s+de\s+(?:los\s+)?pendientes))?\s*[.!✅\p{Extended_Pictographic}]*\s*$/iu.exec(
      message,
    )?.groups?.thing;
  if (es) return `marca ${es} como hecha`;
  // «Sofi ya dejó el auto reluciente»: left shining by someone.
  const left =
    /^\s*(?:(?:el|la)\s+)?\p{Lu}\p{Ll}+\s+ya\s+dej[oó]\s+(?<thing>(?:el|la|los|las)\s+[^,;]+?)\s+(?:reluciente|relucientes|limpi[oa]s?|impecables?|brillando|list[oa]s?)(?:\s*[,;.].*)?$/iu.exec(
      message,
    )?.groups?.thing;
  if (left) return `marca ${left} como hecha`;
  // "Mateo's done with his math worksheet": done with it.
  const doneWith =
    /^\s*\p{Lu}\p{Ll}+(?:['’]s|\s+is)\s+(?:all\s+)?done\s+with\s+(?:his|her|their|the)\s+(?<thing>[^,;.!?]+?)\s*[.!]*$/u.exec(
      message,
    )?.groups?.thing;
  if (doneWith) return `mark the ${doneWith} as done`;
  const pt =
    /^\s*(?:j[aá]\s+)?(?<thing>(?:o|a|os|as)\s+[^,;]+?)\s+(?:j[aá]\s+)?(?:t[aá]|est[aá]|ficou)\s+(?:pag[ao]|feit[ao]|limp[ao]|regad[ao]s?|lavad[ao]|consertad[ao])(?:\s*[,;.].*)?$/iu.exec(
      message,
    )?.groups?.thing;
  if (pt) return `marca ${pt} como feita`;
  const en =
    /^\s*(?<thing>(?:the\s+)?(?!(?:show|tell|list|what|which|how|are|is|the\s+tasks)\b)\p{L}+(?:\s+\p{L}+)?)\s+(?:is|are|got|'s|’s)\s+(?:all\s+)?(?:watered|paid|clean|cleaned|fixed|done|washed|walked)\s*[.!✅]*\s*$/iu.exec(
      message,
    )?.groups?.thing;
  return en && !/^(?:it|that|this|everything|all)$/iu.test(en.trim()) ? `mark ${en} as done` : null;
}

/** "todos los domingos hay que sacar la basura orgánica, poné eso como tarea", "…, coloca isso
 * como tarefa", "…, make that a chore": the chore told, then made one — the closing is no part
 * of it. */
export function choreThenMadeOne(message: string): string | null {
  const told =
    /^(?<chore>.+?)\s*[,;.]\s*(?:(?:y|e|and)\s+)?(?:(?:p[oó]n[eé]?|pone|anot[aá]|agreg[aá]|ap[uú]nt[aá]|dej[aá]|guard[aá])(?:l[oa]|me)?\s+(?:eso\s+|esto\s+)?como\s+(?:una\s+)?tarea|(?:coloca|p[oõ]e|bota|anota|salva)\s+(?:isso\s+|isto\s+)?como\s+(?:uma\s+)?tarefa|(?:make|add|put)\s+(?:that|it|this)\s+(?:as\s+)?(?:a\s+)?(?:chore|task|to-?do))(?:\s+(?:porfa|por\s+favor|pls|please))?\s*[.!]*\s*$/iu.exec(
      message,
    )?.groups?.chore;
  return told && /\p{L}{3}/u.test(told) ? told : null;
}

/** "cria uma tarefa diária pro Mateo: arrumar a cama", «creá una tarea semanal: regar el
 * jardín»: how often, said of the chore, said as the phrasings know it — after it. */
export function choreOftenSaidFirst(message: string): string | null {
  const told =
    /^(?<ask>.*?\b(?:tarefa|tarea))\s+(?<often>di[aá]ria|semanal|mensal|mensual)\b(?<rest>.+)$/iu.exec(
      message,
    )?.groups;
  if (!told?.ask || !told.often || !told.rest) return null;
  const portuguese = /tarefa/iu.test(told.ask);
  const every: Record<string, [string, string]> = {
    diaria: ["todo dia", "todos los días"],
    semanal: ["toda semana", "todas las semanas"],
    mensal: ["todo mês", "todos los meses"],
    mensual: ["todo mês", "todos los meses"],
  };
  const often = every[fold(told.often)];
  return often ? `${told.ask}${told.rest.trimEnd()} ${often[portuguese ? 0 : 1]}` : null;
}

/** "lo de limpiar la nevera quedó mal hecho, vuelva a dejarlo pendiente", "a limpeza da
 * geladeira ficou pela metade, volta ela pra pendente": done badly, then put back to do. */
export function badlyDoneReopened(message: string): string | null {
  const told =
    /^\s*(?:lo\s+de\s+)?(?<thing>[^,;]+?)\s+(?:qued[oó]\s+(?:mal(?:\s+hech[oa])?|a\s+medias|incomplet[oa])|ficou\s+(?:pela\s+metade|mal\s+feit[oa]|incomplet[oa]))\s*[,;]\s*(?:vuelv[ae]|volv[eé]|volta|torna)\s+(?:a\s+)?(?:dejarl[oa]|ponerl[oa]|marcarl[oa]|deixar|p[oô]r|colocar)?\s*(?:ela|ele|isso)?\s*(?:como|pra|para|em|a)?\s*pendentes?\s*[.!]*$|^\s*(?:lo\s+de\s+)?(?<es>[^,;]+?)\s+(?:qued[oó]\s+(?:mal(?:\s+hech[oa])?|a\s+medias|incomplet[oa]))\s*[,;]\s*(?:vuelv[ae]|volv[eé])\s+a\s+(?:dejarl[oa]|ponerl[oa]|marcarl[oa])\s+(?:como\s+)?pendiente\s*[.!]*$/iu.exec(
      message,
    )?.groups;
  if (told?.es) return `reabre lo de ${told.es}`;
  if (!told?.thing) return null;
  return /^(?:o|a|os|as)\s/iu.test(told.thing)
    ? `reabre ${told.thing}`
    : `reabre lo de ${told.thing}`;
}

/** "ya pagué el recibo, táchalo": paid, then crossed off — the paying says which chore. */
export function paidThenCrossedOff(message: string): string | null {
  const paid =
    /^\s*(?<paid>(?:ya\s+)?pagu[eé]\s+[^,;]+?)\s*[,;]\s*(?:t[aá]ch[ae]l[oa]|m[aá]rc[ae]l[oa]|b[oó]rr[ae]l[oa])(?:\s+(?:de\s+la\s+lista|como\s+hech[oa]))?\s*[.!]*$/iu.exec(
      message,
    )?.groups?.paid;
  return paid ?? null;
}

/** «¿qué quedó colgado sin hacer?», «¿qué se quedó sin hacer?»: what was left undone is late. */
export function leftUndoneAsked(message: string): string | null {
  return /^\s*¿?\s*qu[eé]\s+(?:(?:se\s+)?qued[oó]|ha\s+quedado|nos\s+qued[oó])\s+(?:(?:colgad[oa]|atrasad[oa]|pendiente)\s+)?sin\s+hacer\s*\??\s*$/iu.test(
    message,
  )
    ? "¿qué tareas están atrasadas?"
    : null;
}

/** «apúnteme ir a recoger los tamales… el sábado 12»: going to do it is doing it, and «apúnteme»
 * is «apúntame» said with «usted». */
export function goingToDoNoted(message: string): string | null {
  const plainer = message
    .replace(/^(\s*)ap[uú]nteme(?!\p{L})/iu, "$1apúntame")
    .replace(
      /^(\s*(?:ap[uú]nt|anot|agend)\p{L}*)\s+(?:que\s+(?:tengo\s+que\s+)?)?ir\s+a\s+(?=\p{L}+(?:ar|er|ir)\s)/iu,
      "$1 ",
    );
  return plainer !== message ? plainer : null;
}

/** "conta de internet paga ✅", «a conta de luz tá quitada»: a bill told paid. */
export function billToldPaid(message: string): string | null {
  const bill =
    /^\s*(?:a\s+)?conta\s+(?:de|da|do)\s+(?<what>\p{L}+(?:\s+\p{L}+)?)\s+(?:(?:j[aá]\s+)?(?:t[aá]|est[aá])\s+)?(?:paga|quitada)(?:\s|[.!]|\p{Extended_Pictographic}|\uFE0F)*$/iu.exec(
      message,
    )?.groups?.what;
  return bill ? `paguei a conta de ${bill}` : null;
}

/** "a conta de luz passa pra prioridade urgente, vão cortar": its priority told as where it
 * goes — «coloca … como prioridade urgente». */
export function priorityGoneTo(message: string): string | null {
  const told =
    /^\s*(?<thing>(?:a|o)\s+[^,;]+?)\s+(?:passa|vai)\s+(?:pra|para)\s+(?:a\s+)?(?:prioridade\s+)?(?<level>urgente|alta|baixa|m[eé]dia)(?!\p{L})/iu.exec(
      message,
    )?.groups;
  return told?.thing && told.level ? `coloca ${told.thing} como prioridade ${told.level}` : null;
}

/** «lo de las matemáticas de Mateo póngalo urgente, mañana tiene evaluación»: why it is
 * urgent, said after, is no day for it. */
export function urgentThenWhy(message: string): string | null {
  const told =
    /^(?<request>.+?\s(?:p[oó]n(?:g[ae])?l[oa]|p[oó]nel[oa]|m[aá]rc[ae]l[oa]|d[eé]j[ae]l[oa])\s+(?:como\s+)?(?:urgente|prioridad\s+alta|alta\s+prioridad))\s*[,;]\s*[^,;]+$/iu.exec(
      message,
    )?.groups?.request;
  return told ?? null;
}

/** "set up a monthly reminder to pay the water bill, starting dec 10": how often said first. */
export function reminderSetUpEvery(message: string): string | null {
  const told =
    /^\s*(?:please\s+)?(?:set\s+up|create|make|add)\s+a\s+(?<often>daily|weekly|monthly)\s+reminder\s+(?:for\s+me\s+)?to\s+(?<what>[^,;]+?)\s*(?:[,;]\s*)?(?<from>(?:starting|from|beginning)\s+.+?)?\s*[.!]*$/iu.exec(
      message,
    )?.groups;
  if (!told?.what || !told.often) return null;
  const every = { daily: "day", weekly: "week", monthly: "month" }[told.often.toLowerCase()];
  return `remind me to ${told.what} every ${every}${told.from ? ` ${told.from}` : ""}`;
}

/** "undo the fridge cleaning, it still smells": a chore undone is reopened. */
export function choreUndone(message: string): string | null {
  const thing = /^\s*undo\s+(?<thing>the\s+[^,;]+?)\s*(?:[,;.].*)?$/iu.exec(message)?.groups?.thing;
  return thing ? `reopen ${thing}` : null;
}

/** "mark the internet bill paid", «marca la cuenta del agua como pagada», "marca a conta de
 * luz como paga": a bill marked paid is the paying done. */
export function billMarkedPaid(message: string): string | null {
  // "mark the internet bill paid" (without «as», which the phrasings know).
  const en =
    /^\s*(?:please\s+)?mark\s+(?:the\s+)?(?<bill>[\p{L} ]+?)\s+(?:bill\s+)?(?<!\bas\s)paid\s*[.!]*$/iu.exec(
      message,
    )?.groups?.bill;
  if (en) return `mark the ${en.replace(/\s+bill$/iu, "")} bill as paid`;
  const told =
    /^\s*(?:the\s+)?(?<bill>\p{L}+)\s+bill(?:['’]s|\s+is|\s+has\s+been)\s+(?:all\s+)?paid\s*[.!✅]*$/iu.exec(
      message,
    )?.groups?.bill;
  if (told) return `mark the ${told} bill as paid`;
  const es =
    /^\s*m[aá]rca(?:me)?\s+(?<bill>(?:la\s+cuenta|el\s+recibo|la\s+boleta|la\s+factura)\s+[\p{L} ]+?)\s+como\s+pagad[ao]\s*[.!]*$/iu.exec(
      message,
    )?.groups?.bill;
  if (es) return `ya pagué ${es}`;
  const pt = /^\s*marca\s+(?<bill>a\s+conta\s+[\p{L} ]+?)\s+como\s+paga\s*[.!]*$/iu.exec(message)
    ?.groups?.bill;
  return pt ? `paguei ${pt}` : null;
}

/** «acordate q hay q pagar…»: «q» typed for «que». */
export function queTypedShort(message: string): string | null {
  const plainer = message.replace(/(?<!\p{L})q(?!\p{L})/giu, "que");
  return plainer !== message ? plainer : null;
}

/** «la basura que la saque Mateo hoy, Carlos llega tarde»: whom a chore goes to, said after
 * it — «pásale la basura a Mateo». */
export function choreForSomeoneElse(message: string): string | null {
  const told =
    /^\s*(?<thing>(?:la|el|lo\s+de)\s+\p{L}+(?:\s+\p{L}+)?)\s+que\s+l[oa]s?\s+\p{L}+\s+(?<who>\p{Lu}\p{Ll}+)(?:\s+(?:hoy|ma[nñ]ana))?\s*(?:[,;].*)?$/u.exec(
      message,
    )?.groups;
  return told?.thing && told.who ? `pásale ${told.thing} a ${told.who}` : null;
}

/** «¿hay algo a mi nombre pendiente?», «¿qué me toca hacer a mí?»: one's own chores. */
export function inMyName(message: string): string | null {
  return /^\s*¿?\s*(?:(?:hay|tengo)\s+algo\s+a\s+mi\s+nombre(?:\s+pendiente)?|qu[eé]\s+me\s+toca(?:\s+hacer)?(?:\s+a\s+m[ií])?)\s*\??\s*$/iu.test(
    message,
  )
    ? "¿qué tareas tengo pendientes?"
    : null;
}

/** «Carlos ya terminó lo suyo, márcalo»: a member's own chores, done — which one is asked. */
export function theirOwnDone(message: string): string | null {
  const who =
    /^\s*(?<who>\p{Lu}\p{Ll}+)\s+ya\s+(?:termin[oó]|hizo|acab[oó])\s+lo\s+suyo(?:\s*[,;].*)?$/u.exec(
      message,
    )?.groups?.who;
  return who ? `marca lo de ${who} como hecho` : null;
}

/** «póngale a Carlos la tarea de renovar el SOAT del carro para el viernes 4»: a chore given to
 * someone — «crea una tarea para Carlos: …». */
export function choreGivenTo(message: string): string | null {
  const told =
    /^\s*(?:p[oó]ng[ae]le|p[oó]nle|p[oó]nele|as[ií]gnale|as[ií]gnele|d[eé]jale|d[eé]jele)\s+a\s+(?<who>\p{Lu}\p{Ll}+)\s+la\s+tarea\s+de\s+(?<chore>.+)$/u.exec(
      message,
    )?.groups;
  return told?.who && told.chore ? `crea una tarea para ${told.who}: ${told.chore}` : null;
}

/** «a tarefa de matemática do Mateo é pra sexta agora, a professora adiou»: its new day, told
 * as what it now is — moved. */
export function choreIsNowFor(message: string): string | null {
  const told =
    /^\s*(?<thing>(?:a|o)\s+[^,;]+?)\s+(?:[eé]|fica|ficou)\s+(?:pra|para)\s+(?<day>[^,;]+?)\s+agora\s*(?:[,;].*)?$/iu.exec(
      message,
    )?.groups;
  return told?.thing && told.day ? `muda ${told.thing} pra ${told.day}` : null;
}

/** «recuérdame llevar el carro al mecánico el lunes que está haciendo un ruidito raro»: why,
 * after the day, is no part of the chore. */
export function whyAfterTheDay(message: string): string | null {
  const plainer = message.replace(
    /((?<!\p{L})(?:hoy|ma[nñ]ana|lunes|martes|viernes|s[aá]bado|domingo)(?:\s+\d{1,2})?)\s+(?:que|porque)\s+(?:est[aá]|anda|hace|tiene|se)\s+[^,;.]+[.!]*$/iu,
    "$1",
  );
  return plainer !== message && /^\s*(?:recu[eé]rd|acu[eé]rd|an[oó]t|ap[uú]nt)/iu.test(message)
    ? plainer
    : null;
}

/** "put 'renew car registration' on my to-do for dec 8", "uncheck 'clean the fridge' — …": a
 * chore quoted by its name. */
export function choreQuoted(message: string): string | null {
  const put =
    /^\s*(?:put|add)\s+['‘’"“”](?<chore>[^'‘’"“”]+)['‘’"“”]\s+(?:on|to)\s+(?:my|the)\s+to-?do(?:\s+list)?\s+(?<when>(?:for|on|by)\s+.+?)\s*[.!]*$/iu.exec(
      message,
    )?.groups;
  if (put?.chore && put.when)
    return `remind me to ${put.chore} ${put.when.replace(/^for\s+/iu, "on ")}`;
  const undone = /^\s*uncheck\s+['‘’"“”](?<chore>[^'‘’"“”]+)['‘’"“”](?:\s*[—–,;-].*)?$/iu.exec(
    message,
  )?.groups?.chore;
  return undone && /^(?:clean|wash|pay|take|walk|water|fix|change|call|renew|do)\b/iu.test(undone)
    ? `reopen ${undone}`
    : null;
}

/** "sofia finally got her car washed lol": a chore got done by someone. */
export function gotItDone(message: string): string | null {
  const told =
    /^\s*(?<who>\p{L}+)\s+(?:finally\s+)?got\s+(?:her|his|the|their)\s+(?<thing>\p{L}+)\s+(?<done>washed|cleaned|fixed|done|walked|watered)(?:\s+(?:lol|haha|finally))*\s*[.!]*$/iu.exec(
      message,
    )?.groups;
  return told?.thing && told.done ? `${told.who} ${told.done} the ${told.thing}` : null;
}

/** "bump the internet bill to urgent, they're threatening…": priority raised — «make … urgent». */
export function bumpedToAPriority(message: string): string | null {
  const told =
    /^\s*(?:bump|raise|move)\s+(?<thing>the\s+[^,;]+?)\s+(?:up\s+)?to\s+(?<level>urgent|high(?:\s+priority)?)(?:\s*[,;].*)?$/iu.exec(
      message,
    )?.groups;
  return told?.thing && told.level ? `make ${told.thing} ${told.level.split(" ")[0]}` : null;
}

/** «hay que renovar la licencia de manejo, ponlo pa el lunes 7»: a chore, then its day. */
export function choreThenItsDay(message: string): string | null {
  const told =
    /^\s*(?<chore>hay\s+que\s+[^,;]+?)\s*[,;]\s*(?:p[oó]nlo|p[oó]nelo|an[oó]talo|ap[uú]ntalo|d[eé]jalo)\s+(?:pa\s+el|pal|para\s+el|el)\s+(?<day>[^,;]+?)\s*[.!]*$/iu.exec(
      message,
    )?.groups;
  return told?.chore && told.day ? `${told.chore} para el ${told.day}` : null;
}

/** «pásale lo del regalo de la Sofi a la Rosa... no, mejor a mí»: whom it goes to, corrected. */
export function handedThenCorrected(message: string): string | null {
  const told =
    /^(?<request>.+?\s+a)\s+(?:la\s+|el\s+)?\p{L}+\s*(?:\.{2,}|…|,)\s*no,?\s+(?:mejor\s+)?a\s+(?<who>m[ií]|\p{Lu}\p{Ll}+)\s*[.!]*$/u.exec(
      message,
    )?.groups;
  return told?.request && told.who
    ? `${told.request} ${told.who === "mi" ? "mí" : told.who}`
    : null;
}

/** «Mateo terminó su tarea», "a Sofia terminou a tarefa dela": a member's own chore done — theirs,
 * or which of theirs is asked. */
export function theirChoreDone(message: string): string | null {
  const plainer = message
    .replace(
      /^\s*(?<who>\p{Lu}\p{Ll}+)\s+(?:ya\s+)?(?:termin[oó]|hizo|acab[oó])\s+(?:su|sus)\s+tareas?\s*[.!]*$/u,
      "marca lo de $<who> como hecho",
    )
    .replace(
      /^\s*(?:a\s+|o\s+)?(?<who>\p{Lu}\p{Ll}+)\s+(?:j[aá]\s+)?(?:terminou|fez|acabou)\s+a\s+tarefa\s+del[ae](?:\s*[,;].*)?$/u,
      "marca a tarefa da $<who> como feita",
    );
  return plainer !== message ? plainer : null;
}

/** "Mateo tem que arrumar o quarto até sábado", «tiene que ordenar el cuarto hasta el sábado»: by
 * that day — not a question of what there is until then. */
export function byThatDay(message: string): string | null {
  if (/[?¿]|^\s*(?:qu[eé]|o\s+que|quais|qual|what|which)(?!\p{L})/iu.test(message)) return null;
  const plainer = message.replace(
    /(?<!\p{L})(?<until>at[eé]|hasta)\s+(?:o\s+|a\s+|el\s+)?(?<day>segunda|ter[cç]a|sexta|s[aá]bado|domingo|lunes|martes|viernes)(?:-feira)?(?!\p{L})/iu,
    (...found) => {
      const { until = "", day = "" } = found.at(-1) as Record<string, string>;
      return /^at/iu.test(until) ? `pra ${day}` : `para el ${day}`;
    },
  );
  return plainer !== message &&
    /(?<!\p{L})(?:tem\s+que|tiene\s+que|tengo\s+que|hay\s+que|precisa|lembr|recu[eé]rd|acu[eé]rd)/iu.test(
      message,
    )
    ? plainer
    : null;
}

/** «a internet tá atrasada, coloca como urgente»: the chore, then its priority. */
export function lateThenUrgent(message: string): string | null {
  const told =
    /^\s*(?<thing>(?:a|o)\s+[^,;]+?)\s+(?:t[aá]|est[aá])\s+atrasad[ao]\s*[,;]\s*(?:coloca|p[oõ]e|bota|marca)\s+(?:como\s+)?(?:prioridade\s+)?urgente\s*[.!]*$/iu.exec(
      message,
    )?.groups?.thing;
  return told ? `coloca ${told} como prioridade urgente` : null;
}

/** «lo de matemáticas… corrélo al viernes que la seño lo postergó»: «correlo» moves it; why it
 * moved is no part of it. */
export function movedWithCorrelo(message: string): string | null {
  const told =
    /^\s*(?<thing>lo\s+de\s+[^,;]+?)\s+corr[eé]l[oa]\s+(?<day>(?:al|para\s+el|pal)\s+\p{L}+(?:\s+\d{1,2})?)(?:\s+(?:que|porque)\s+.+)?\s*$/iu.exec(
      message,
    )?.groups;
  return told?.thing && told.day ? `pasa ${told.thing} ${told.day}` : null;
}

/** "I need to book the kids' flu shots, put it on my to-do for tomorrow": the chore, then where
 * it goes. */
export function needThenToDo(message: string): string | null {
  const told =
    /^\s*(?:i\s+)?(?:need|have)\s+to\s+(?<chore>[^,;]+?)\s*[,;]\s*(?:put|add)\s+(?:it|that)\s+(?:on|to)\s+(?:my|the)\s+to-?do(?:\s+list)?\s*(?<when>(?:for|on|by)\s+.+?)?\s*[.!]*$/iu.exec(
      message,
    )?.groups;
  if (!told?.chore) return null;
  return `remind me to ${told.chore}${told.when ? ` ${told.when.replace(/^for\s+/iu, "")}` : ""}`;
}

/** "new chore for Mateo: take out the recycling every Sunday": a new chore, said as a heading. */
export function newChoreHeading(message: string): string | null {
  const plainer = message.replace(/^\s*new\s+(chore|task|to-?do)\s+for\s+/iu, "create a $1 for ");
  return plainer !== message ? plainer : null;
}

/** "the water filter's been swapped, mark it done": done by its state, then marked. */
export function swappedThenMarked(message: string): string | null {
  const thing =
    /^\s*(?<thing>the\s+[^,;]+?)(?:['’]s|\s+has|\s+have)\s+been\s+(?:swapped|changed|replaced|fixed|cleaned|paid|done|washed)(?:\s+out)?\s*(?:[,;.]\s*(?:mark\s+it\s+(?:as\s+)?done|check\s+it\s+off))?\s*[.!]*$/iu.exec(
      message,
    )?.groups?.thing;
  return thing ? `mark ${thing} as done` : null;
}
