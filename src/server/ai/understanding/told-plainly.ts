/**
 * Everyday tellings said the plainer way the engine reads (issue 16, thirteenth round): how a
 * family says a thing was cancelled on them, what someone has on their plate, a count they made,
 * a thing still dirty, or a meal they have no idea for. Each returns null when the message does
 * not say it.
 */

/** "the pediatrician canceled on us tomorrow, take it off the calendar": told called off, then
 * taken off — «cancel the pediatrician tomorrow»; "on us" is no part of the name. */
export function cancelledOnUs(message: string): string | null {
  const told =
    /^\s*(?<thing>(?:the|our|my)\s+[\p{L}'’ ]{2,40}?)\s+(?:got\s+|was\s+|is\s+)?cancell?ed(?:\s+on\s+(?:us|me))?(?<when>\s+[^,;.]*?)?\s*[,;.]\s*(?:so\s+)?(?:please\s+)?(?:take|remove|delete|scratch|clear)\s+(?:it|that)(?!\p{L})[^,;.]*[.!]*\s*$/iu.exec(
      message,
    );
  if (told?.groups?.thing) return `cancel ${told.groups.thing}${told.groups.when ?? ""}`;
  const plainer = message.replace(/\s+(cancell?ed)\s+on\s+(?:us|me)(?!\p{L})/iu, " $1");
  return plainer === message ? null : plainer;
}

/** "what's Sofia got on her plate?", "what's on Mateo's plate this week": whose tasks. */
export function onTheirPlate(message: string): string | null {
  const asked =
    /^\s*what(?:'s|’s|\s+is|\s+does)\s+(?:(?<who>\p{L}+)\s+(?:got|have)\s+on\s+(?:his|her|their)\s+plate|on\s+(?<whose>\p{L}+)['’]s\s+plate)(?<rest>[^?]*)\??\s*$/iu.exec(
      message,
    );
  const who = asked?.groups?.who ?? asked?.groups?.whose;
  return who ? `what does ${who} have to do${asked?.groups?.rest ?? ""}?` : null;
}

/** "conté las latas de atún y son 5", "contei os ovos e são 10", "counted the eggs and there are
 * 10": a count the family made is how many are left — also with «…, corregilo» after it. */
export function countMadeTold(message: string): string | null {
  const counted =
    /^\s*(?:ya\s+)?(?:cont[eé]|contamos|contei|(?:i|we)\s+(?:just\s+)?counted|counted)\s+(?:los|las|os|as|the)?\s*(?<thing>[\p{L} ]{2,40}?)\s+(?:y|e|and)\s+(?:son|hay|quedan|tenemos|s[ãa]o|tem|t[eê]m|there\s+are|there's|we\s+have)\s+(?<count>\d+|un[oa]?|dos|tres|cuatro|cinco|seis|um|uma|dois|duas|tr[eê]s|quatro|one|two|three|four|five|six)(?:\s*[,.;]\s*(?:corr[ií]gel[oa]|correg[ií]l[oa]|actual[ií]zal[oa]|arr[eé]glal[oa]|corrige|atualiza|fix\s+it|update\s+it))?\s*[.!]*\s*$/iu.exec(
      message,
    );
  const { thing, count } = counted?.groups ?? {};
  if (!thing || !count) return null;
  if (/^\s*(?:i|we|counted)/i.test(message)) return `we have ${count} ${thing} left`;
  return /^\s*contei/i.test(message) ? `tem ${count} ${thing}` : `quedan ${count} ${thing}`;
}

/** "tô sem ideia do que fazer pro almoço, me dá umas sugestões", "i'm out of ideas for dinner,
 * any suggestions?": having no idea is why ideas are asked — not a thing run out; the meal it was
 * for goes with what is asked. */
export function noIdeaSaidFirst(message: string): string | null {
  const told =
    /^\s*(?:(?:t[ôo]|estou|to|estoy|ando|i'?m|i\s+am|we'?re)\s+)?(?:sem|sin|out\s+of|with\s+no|no)\s+(?:ideia|ideias|idea|ideas)(?<purpose>\s+(?:do\s+que|de\s+qu[eé]|for\s+what|what|para|pra|pro|for)\s+[^,;.]*)?\s*[,;.]\s*(?<asked>.*\p{L}{3}.*)$/iu.exec(
      message,
    );
  const { purpose, asked } = told?.groups ?? {};
  if (!asked) return null;
  const meal =
    /(?<!\p{L})(?:dinner|lunch|breakfast|cena|almuerzo|comida|desayuno|jantar|almo[çc]o|caf[ée] da manh[ãa]|janta)(?!\p{L})/iu;
  const mealSaid = purpose ? meal.exec(purpose)?.[0] : undefined;
  if (!mealSaid || meal.test(asked)) return asked;
  const towards = /^(?:dinner|lunch|breakfast)$/i.test(mealSaid)
    ? "for"
    : /^(?:jantar|almo[çc]o|caf[ée] da manh[ãa]|janta)$/iu.test(mealSaid)
      ? "pro"
      : "para";
  return `${asked.replace(/[?.!\s]+$/u, "")} ${towards} ${mealSaid}?`;
}

/** "la refrigeradora sigue cochina, esa tarea no está hecha, reábrela": the thing still dirty,
 * then reopened — «reabre la tarea de la refrigeradora». */
export function stillDirtyReopened(message: string): string | null {
  const told =
    /^\s*(?<thing>(?:el|la|los|las)\s+[^,;]{2,30}?)\s+(?:sigue|siguen|est[aá]\s+todav[ií]a|todav[ií]a\s+est[aá])\s+(?:suci[oa]s?|cochin[oa]s?|mugros[oa]s?|igual|desordenad[oa]s?)(?!\p{L}).*?(?:re[aá]bre(?:la|lo)|[aá]bre(?:la|lo)\s+de\s+nuevo|vuelve\s+a\s+abrirla|ponla\s+(?:como\s+)?pendiente|p[aá]sala\s+a\s+pendiente)\s*[.!]*\s*$/iu.exec(
      message,
    );
  return told?.groups?.thing ? `reabre la tarea de ${told.groups.thing}` : null;
}

/** "trash is taken care of", "the dishes are handled", "the bills got sorted out": done. */
export function takenCareOf(message: string): string | null {
  const plainer = message.replace(
    /\s+(?:is|are|got|was|were|'s|’s)\s+(?:all\s+)?(?:taken\s+care\s+of|handled|sorted(?:\s+out)?|dealt\s+with|squared\s+away)(?!\p{L})/iu,
    " is done",
  );
  return plainer === message ? null : plainer;
}

/** "fiz omelete e foram 4 ovos", "hice un pastel y se fueron 3 huevos", "made pancakes and used 4
 * eggs": what was made is why; so many were used. */
export function usedInWhatWasMade(message: string): string | null {
  const used =
    /^\s*(?<made>[^,;]*?)\s*(?:,\s*|\s+)(?:e|y|and)\s+(?:(?<pt>foram|gastei|usei)|(?<es>se\s+(?:me\s+|nos\s+)?fueron|se\s+(?:me\s+|nos\s+)?usaron|se\s+gastaron|gast[eé]|us[eé]|ocup[eé])|(?<en>used|went\s+through))\s+(?<count>\d+|(?:medio|meio)\s+(?:kilo|quilo))\s+(?:de\s+)?(?<thing>[\p{L} ]{2,30})\s*[.!]*\s*$/iu.exec(
      message,
    );
  const { made, pt, es, count, thing } = used?.groups ?? {};
  if (!made || !count || !thing || !/\p{L}{3}/u.test(made)) return null;
  const verb = pt ? "usei" : es ? "usé" : "used";
  return `${verb} ${count} ${thing}`;
}

/** "scratch the tortillas off the list": taken off, not bought («cross off» ticks). */
export function scratchedOff(message: string): string | null {
  const plainer = message.replace(
    /(?<!\p{L})scratch\s+(.+?)\s+off\s+((?:the|my|our)\s+(?:shopping\s+|grocery\s+)?list)/iu,
    "remove $1 from $2",
  );
  return plainer === message ? null : plainer;
}

/** Usted's command with its pronoun, as tú says it: «póngalo» → «ponlo», «márquela» →
 * «márcala», «bórrelo» → «bórralo»; and bare where a request starts, «saque el pan…» → «saca…».
 * (Usted's bare «ponga» is left alone: «ponga vallenatos» asks for music.) */
const tuCommands: Record<string, string> = {
  pong: "pon",
  dej: "déja",
  desmarqu: "desmárca",
  cambi: "cámbia",
  pas: "pása",
  muev: "muéve",
  borr: "bórra",
  saqu: "sáca",
  quit: "quíta",
  anot: "anóta",
  agregu: "agréga",
  cancel: "cancéla",
  agend: "agénda",
};

export function ustedWithItsPronoun(message: string): string | null {
  const plainer = message.replace(
    /(?<!\p{L})(p[oó]ng|d[eé]j|desm[aá]rqu|c[aá]mbi|p[aá]s|mu[eé]v|b[oó]rr|s[aá]qu|qu[ií]t|an[oó]t|agr[eé]gu|canc[eé]l|ag[eé]nd)[ea](lo|la|los|las)(?!\p{L})/giu,
    (said, stem: string, pronoun: string) => {
      const command = tuCommands[stem.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()];
      return command ? `${command}${pronoun.toLowerCase()}` : said;
    },
  );
  // Bare, only where it takes a thing off the list: «saque la basura» is also «saqué» unaccented.
  const bare = plainer.replace(
    /(^\s*|[,;]\s*|\s(?:y|e)\s+)(saque|quite|borre|elimine)(?=\s+[^,;]*\bde\s+la\s+lista\b)/giu,
    (_said, before: string, verb: string) => `${before}${ustedBare[verb.toLowerCase()] ?? verb}`,
  );
  return bare === message ? null : bare;
}

/** Usted's bare command that takes a thing off the list: «saque el pan de la lista» → «saca…». */
const ustedBare: Record<string, string> = {
  saque: "saca",
  quite: "quita",
  borre: "borra",
  elimine: "elimina",
};

/** "ya tenemos pan, bórralo de la lista", "já tem arroz, tira da lista", "we already have milk,
 * take it off the list": had already, so taken off — no chore «Tenemos pan» done. */
export function alreadyHadRemoved(message: string): string | null {
  const told =
    /^\s*(?:(?:ya|j[áa])\s+(?:tenemos|tengo|hay|tem|temos|tenho)|we\s+already\s+have|i\s+already\s+have|already\s+have)\s+(?<thing>[^,;.]{2,30}?)\s*[,;.]\s*(?:(?<es>b[oó]rr|qu[ií]t|s[aá]c)\p{L}*|(?<pt>tira|remove|apaga)|(?<en>take|remove|delete|scratch))(?:\s+(?:it|them|that))?(?:\s+(?:de\s+la\s+lista|da\s+lista|off\s+the\s+list|from\s+the\s+list))?\s*[.!]*\s*$/iu.exec(
      message,
    );
  const { thing, es, pt } = told?.groups ?? {};
  if (!thing) return null;
  if (es) return `quita ${thing} de la lista`;
  return pt ? `tira ${thing} da lista` : `remove ${thing} from the list`;
}

/** "el jabón lo marqué sin querer, desmarcalo", "o sabão eu risquei sem querer": how a thing came
 * to be ticked is no part of its name. */
export function tickedByMistake(message: string): string | null {
  const plainer = message.replace(
    /\s+(?:(?:lo|la|los|las)\s+)?(?:eu\s+)?(?:marqu[eé]|tach[eé]|tild[eé]|risquei|marquei)\s+(?:sin\s+querer|por\s+error|por\s+equivocaci[oó]n|de\s+m[aá]s|sem\s+querer|por\s+engano|without\s+meaning\s+to|by\s+mistake)(?!\p{L})/iu,
    "",
  );
  return plainer === message ? null : plainer;
}

/** "desmarca o cereal, peguei o errado e devolvi", "uncheck the cereal, grabbed the wrong one":
 * the wrong one got is why the tick goes — no thing called «errado» bought. */
export function wrongOneAfterUntick(message: string): string | null {
  const told =
    /^(?<untick>\s*(?:desm[aá]rca\p{L}*|desmarc[aá]\p{L}*|desmarque|untick|uncheck|unmark)\s+[^,;]+?)\s*[,;]\s*(?:(?:eu|yo|i)\s+)?(?:peguei|comprei|trouxe|agarr[eé]|compr[eé]|traje|tom[eé]|got|grabbed|bought|picked(?:\s+up)?)\s+(?:o|a|os|as|el|la|los|las|the)\s+(?:errad[oa]s?|equivocad[oa]s?|incorrect[oa]s?|wrong(?:\s+ones?|\s+kind|\s+brand)?)(?!\p{L}).*$/iu.exec(
      message,
    );
  return told?.groups?.untick ? told.groups.untick.trim() : null;
}

/** "las servilletas no estaban en el súper, déjalas pendientes", "no había pan en la tienda, …":
 * not found at the shop, so not bought — «no compré las servilletas, …». */
export function notFoundAtTheShop(message: string): string | null {
  const told =
    /^\s*(?:(?<thing>(?:el|la|los|las)\s+[^,;]{2,30}?)\s+no\s+(?:estaba|estaban|hab[ií]a|hubo|ten[ií]an)|no\s+(?:hab[ií]a|hubo|ten[ií]an)\s+(?<other>[^,;]{2,30}?))\s+en\s+(?:el|la)\s+[^,;]{2,30}?\s*[,;]\s*(?<rest>.*\p{L}.*)$/iu.exec(
      message,
    );
  const { thing, other, rest } = told?.groups ?? {};
  const what = thing ?? other;
  return what && rest ? `no compré ${what}, ${rest}` : null;
}

/** "los huevos, desmárcalos", "el pan, táchalo que ya lo compré": the thing, then the tick with
 * its pronoun (and maybe why) — «desmarca los huevos». */
export function thingThenTick(message: string): string | null {
  const told =
    /^\s*(?<thing>(?:el|la|los|las)\s+[^,;]{2,30}?)\s*,\s*(?<verb>desm[aá]rca|desmarc[aá]|t[aá]cha|tach[aá]|m[aá]rca|marc[aá]|t[ií]lda|tild[aá])(?:lo|la|los|las)(?<why>\s+(?:que|porque|pq)\s+[^,;]*)?\s*[.!]*\s*$/iu.exec(
      message,
    );
  const { thing, verb } = told?.groups ?? {};
  // Only a thing named ("el papel higiénico"): "el pan se me quedó en el súper, …" tells more.
  const named =
    thing &&
    thing.split(/\s+/).length <= 4 &&
    !/(?<!\p{L})(?:se|me|que|no|lo|la)\s/iu.test(thing.replace(/^\S+\s+/, ""));
  return named && verb ? `${verb.normalize("NFD").replace(/\p{M}/gu, "")} ${thing}` : null;
}

/** "me llamaron del consultorio del dentista: el turno ahora es el viernes 4", "nos avisaron de la
 * escuela, la reunión ahora es a las 8": who called names the appointment — «el turno del
 * dentista ahora es…». */
export function calledAboutTheAppointment(message: string): string | null {
  const told =
    /^\s*(?:me|nos)\s+(?:llamaron|avisaron|escribieron|confirmaron)\s+(?<of>de\s+la|del|de)\s+(?:(?:consultorio|cl[ií]nica|oficina|secretar[ií]a)\s+(?<ofWhom>de\s+la|del|de)\s+)?(?<who>[^:,;]{3,30}?)\s*[:,;]\s*(?<what>el\s+turno|la\s+cita|la\s+consulta|la\s+reuni[oó]n|la\s+junta)\s+(?<rest>.*\p{L}.*)$/iu.exec(
      message,
    );
  const { of, ofWhom, who, what, rest } = told?.groups ?? {};
  return who && what && rest ? `${what} ${ofWhom ?? of} ${who} ${rest}` : null;
}

/** First-person past verbs that tell a thing bought or a chore done. */
const toldDone =
  /^\s*(?:ya\s+)?(?:compr[eé]|pagu[eé]|hice|termin[eé]|lav[eé]|saqu[eé]|regu[eé]|limpi[eé]|arregl[eé])(?!\p{L})/iu;

/** "ya compré el regalo de Sofía, lo escondí en el clóset", "ya compré el pan, lo taché": what
 * was then done with it is talk — no second thing bought. */
export function afterwardsToldAside(message: string): string | null {
  if (!toldDone.test(message)) return null;
  const plainer = message.replace(
    /\s*[,;]\s*(?:y\s+)?(?:lo|la|los|las)\s+\p{L}+[eéií](?!\p{L})[^,;]*[.!]*\s*$/iu,
    "",
  );
  return plainer === message ? null : plainer;
}

/** "renew the car registration by the 10th": a day said as a deadline by its ordinal is the day
 * it is due («on the 10th»). */
export function byTheOrdinal(message: string): string | null {
  const plainer = message.replace(
    /(?<!\p{L})by\s+(?=the\s+\d{1,2}(?:st|nd|rd|th)(?!\p{L}))/iu,
    "on ",
  );
  return plainer === message ? null : plainer;
}
