import { weekdays } from "#server/ai/builtin/when.ts";
import { namesAGrocery } from "#server/ai/understanding/items.ts";
import type { Reading } from "#server/ai/understanding/reading.ts";
import { fold, isPunctuation, type Token, tokenize } from "#server/ai/understanding/text.ts";

/**
 * Ways of asking for a change to a task or an event that no single phrasing of the corpus
 * holds, read from the words' order: what the engine's clause rules (engine.ts) call on.
 */

const isName = (token: Token | undefined): token is Token =>
  token !== undefined && /^\p{Lu}\p{L}+$/u.test(token.text);

/** Where "en vez de", "en lugar del", "em vez do", "instead of" opens at i, its length. */
function insteadAt(folded: string[], i: number): number {
  if (folded[i] === "instead" && folded[i + 1] === "of") return 2;
  if (
    ["en", "em", "no"].includes(folded[i] ?? "") &&
    ["vez", "lugar"].includes(folded[i + 1] ?? "") &&
    ["de", "del", "do", "da"].includes(folded[i + 2] ?? "")
  )
    return 3;
  return 0;
}

const dayWords = new Set(["hoy", "manana", "today", "tomorrow", "hoje", "amanha", "tonight"]);
const dayArticles = new Set(["el", "la", "the", "o", "a", "este", "this"]);

/** Whether the words from i say a day ("sábado", "el viernes", "tomorrow", "o dia 5"). */
function saysADay(folded: string[], i: number): boolean {
  const at = dayArticles.has(folded[i] ?? "") ? i + 1 : i;
  const word = (folded[at] ?? "").replace(/-feira$/, "");
  return weekdays[word] !== undefined || dayWords.has(word) || /^\d{1,2}$/.test(word);
}

/**
 * "que Sofi riegue las plantas hoy en vez del sábado", "pasear al perro mañana en lugar del
 * viernes", "water the plants today instead of Saturday": a day said instead of another is a
 * move of what is there, not something new. The thing, and who is wished to do it, if said.
 */
export function movedInsteadOfADay(
  reading: Reading,
  from: number,
  to: number,
): { title: Token[]; who: Token[] } | null {
  const { tokens, temporal } = reading;
  if (!temporal.date) return null;
  const folded = tokens.map((token) => token.folded);
  let at = -1;
  for (let i = from; i < to; i++) {
    const length = insteadAt(folded, i);
    // The words after "en vez de" say a day ("del sábado"), not a member ("de Carlos"); the
    // day replaced is left to the reader of dates, which reads the new one.
    if (length > 0 && saysADay(folded, i + length)) {
      at = i;
      break;
    }
  }
  if (at < 0) return null;
  let said = tokens
    .slice(from, at)
    .filter((token, i) => !temporal.roles[from + i] && !isPunctuation(token));
  let who: Token[] = [];
  // "que Sofi riegue…": the member wished to do it.
  if (said[0]?.folded === "que" && isName(said[1])) {
    who = [said[1]];
    said = said.slice(2);
  }
  return said.some((token) => /\p{L}{3,}/u.test(token.text)) ? { title: said, who } : null;
}

/**
 * "la basura ya la sacó Carlos", "los platos ya los lavó Sofía": the chore's thing said first,
 * then "ya", its pronoun, the verb and who did it. The corpus' "{who} ya {title}" lays the thing
 * in the place of a member; it is what was done (null when a member is there: "Carlos ya…").
 */
export function thingDoneFirst(
  who: Token[] | undefined,
  title: Token[] | undefined,
): Token[] | null {
  if (!who || !title || who.some(isName)) return null;
  if (!["lo", "la", "los", "las"].includes(title[0]?.folded ?? "")) return null;
  return who;
}

/** Verbs that make a new entry, without their pronoun ("créale" → "crea"). */
const makeVerbs = new Set(
  (
    "crea crear cree cria crie create make add agrega agregar agregue añade anade anota anote " +
    "apunta apunte pon ponme pone poner ponga haz hace hazme hacer adiciona coloca registra"
  ).split(" "),
);
// "add a chore for Mateo: …", "anota un quehacer", "crea un recordatorio": the task's other names.
const taskKinds = new Set([
  "tarea",
  "tarefa",
  "task",
  "pendiente",
  "lembrete",
  "to-do",
  "todo",
  "chore",
  "reminder",
  "quehacer",
  "recordatorio",
]);
const entryArticles = new Set([
  "una",
  "un",
  "uma",
  "um",
  "a",
  "an",
  "nueva",
  "nova",
  "new",
  "otra",
]);
/** "crea la tarea de…" makes one; "ponga la tarea de pagar la luz como urgente" changes it. */
const definiteArticles = new Set(["la", "el", "the", "a", "o"]);
const creatingVerbs = new Set(
  "crea crear cree cria crie create make add agrega agregue añade anade anota anote apunta apunte adiciona registra".split(
    " ",
  ),
);
// "pal Mateo", "pa'l Mateo": "para el" said short.
const forWords = new Set(["a", "para", "pa", "pal", "pa'l", "pra", "pro", "for", "al", "à", "ao"]);
const memberArticles = new Set(["el", "la", "o", "a"]);
const leadIns = new Set(["de", "del", "para", "pra", "to", "que", "do", "da", "of"]);

/** A make-verb with or without its pronoun: "crea", "créale", "agrégame", "anotale". */
function isMakeVerb(word: string): boolean {
  if (makeVerbs.has(word)) return true;
  const bare = word.replace(/(le|les|me|nos|lo|la)$/, "");
  return bare !== word && makeVerbs.has(bare);
}

/**
 * "anotá una tarea: llamar al técnico, urgente", "créale una tarea a Sofía: comprar las onces",
 * "add a task for Carlos to fix the gate", "cria uma tarefa pro Mateo: arrumar o quarto": a
 * verb that makes, then the word "task" — a new task whatever the rest would be, its title what
 * follows, and the member named right after it, if any.
 */
export function taskSaidFirst(
  words: Token[],
  message: string,
): { title: Token[]; who: Token[] } | null {
  const said = words.filter((token) => !isPunctuation(token));
  const verb = said[0]?.folded ?? "";
  if (!isMakeVerb(verb)) return null;
  let at = 1;
  const article = said[at]?.folded ?? "";
  // "a task" is one; "a tarefa" (Portuguese) is the one there, as "la tarea" is.
  const indefinite =
    article === "a"
      ? ["task", "chore", "reminder", "to-do", "todo"].includes(said[at + 1]?.folded ?? "")
      : entryArticles.has(article);
  const leads = indefinite || (definiteArticles.has(article) && creatingVerbs.has(verb));
  if (leads && taskKinds.has(said[at + 1]?.folded ?? "")) at++;
  if (!taskKinds.has(said[at]?.folded ?? "")) return null;
  at++;
  let who: Token[] = [];
  const the = memberArticles.has(said[at + 1]?.folded ?? "") ? 1 : 0;
  const member = said[at + 1 + the];
  // "para Carlos", or "para carlos:" written small but closed by its colon.
  const closedName =
    member !== undefined &&
    /^\p{L}+$/u.test(member.text) &&
    /^\s*:/.test(message.slice(member.end));
  if (forWords.has(said[at]?.folded ?? "") && (isName(member) || closedName)) {
    who = [member as Token];
    at += 2 + the;
  }
  // The rest as said (its commas too), past the "de"/"to"/":" that leads into it.
  const restStart = words.indexOf(said[at] as Token);
  if (restStart < 0) return null;
  let title = words.slice(restStart);
  while (title.length > 1 && leadIns.has(title[0]?.folded ?? "")) title = title.slice(1);
  return title.some((token) => /\p{L}{3,}/u.test(token.text)) ? { title, who } : null;
}

/** "…, ficou mal feita", "…, quedó a medias", "…, it wasn't done right": how a chore turned out,
 * said after the request as its reason. */
const verdictAfter =
  /[,.;]\s*(?:(?:it|that|she|he|ele|ela)\s+)?(?:ficou|ficaram|quedo|quedó|quedaron|salio|salió|está|esta|tá|ta|estaba|was|wasn'?t|isn'?t|is)\s+(?:(?:muy|bem|bien|muito|really|very)\s+)?(?:mal|malo|mala|bad|sucia|sucio|suja|sujo|dirty|incompleta|incompleto|a medias|pela metade|half done|done right|not done|feita|hecha|hecho|feito)(?:\s+(?:feita|feito|hecha|hecho|done|ainda|todavía|todavia))?[.!]*$/iu;

/** The request without the verdict on how it turned out, or null when there is none. */
export function withoutVerdict(message: string): string | null {
  const cut = message.replace(verdictAfter, "");
  return cut !== message && cut.trim().split(/\s+/).length >= 2 ? cut : null;
}

/** "que sea", "que dure", "que empiece", "que quede", "make it", "que seja", "que comece". */
const wishWords = new Set([
  "sea",
  "dure",
  "empiece",
  "comience",
  "quede",
  "arranque",
  "seja",
  "comece",
  "fique",
]);

/**
 * "la comida familiar del sábado que sea a las 3 y que dure 2 horas", "regar las plantas que
 * sea a las 7 y media", "o jantar de sexta que seja às 8": a thing named, then the new hour, day
 * or length wished of it — a change to what is there. The thing's words (with the day that says
 * which one, left to the reader of dates), or null.
 */
export function wishedChange(reading: Reading, from: number, to: number): Token[] | null {
  const { tokens, temporal } = reading;
  if (!temporal.time && !temporal.date && !temporal.durationMinutes) return null;
  const at = tokens.findIndex(
    (token, i) =>
      i > from + 1 &&
      i < to - 1 &&
      token.folded === "que" &&
      wishWords.has(tokens[i + 1]?.folded ?? "") &&
      // What is wished is said with its hour, day or length right after it.
      Boolean(temporal.roles[i + 2] ?? temporal.roles[i + 1]),
  );
  if (at < 0) return null;
  const thing = tokens
    .slice(from, at)
    .filter((token, i) => !temporal.roles[from + i] && !isPunctuation(token));
  // A wish said of a member ("que Sofía…") is theirs to do: not this.
  if (thing[0]?.folded === "que") return null;
  return thing.some((token) => /\p{L}{3,}/u.test(token.text)) ? thing : null;
}

const comingWords = new Set([
  "viene",
  "vienen",
  "llega",
  "llegan",
  "vem",
  "vêm",
  "chega",
  "chegam",
  "comes",
  "arrives",
  "visits",
]);

/**
 * "Rosa viene a limpiar el viernes a las 9", "la Tía Marta llega el sábado", "Grandma comes on
 * Sunday at 5": someone named coming on a day is a visit for the calendar. Its words as the
 * event's name (the day and hour left to the reader of dates), or null.
 */
export function someoneComes(reading: Reading, from: number, to: number): Token[] | null {
  const { tokens, temporal } = reading;
  if (!temporal.date) return null;
  const said = tokens
    .slice(from, to)
    .filter((token, i) => !temporal.roles[from + i] && !isPunctuation(token));
  const article = memberArticles.has(said[0]?.folded ?? "") ? 1 : 0;
  const verb = said.findIndex((token) => comingWords.has(token.folded));
  // "Rosa viene…", "la Rosa viene…", "Tía Marta llega…": a name, then the coming.
  if (verb < 1 + article || verb > 2 + article || !isName(said[article])) {
    return whoComes(reading, from, to);
  }
  return said;
}

/** Words that note, and what follows them, before what is noted: "apúntame que…", "anota aí
 * que…", "put it down that…". */
const noteLeads = new Set(
  "anota anotá anote anotame anotáme apunta apuntá apunte apuntame apúntame apuntá agenda agendá agende que q ai aí me that"
    .split(" ")
    .map(fold),
);
/** Who is said with an article or a possessive: "el técnico", "mi suegra", "o eletricista". */
const visitorOpens = new Set(
  "el la los las mi mis nuestro nuestra un una o os as meu minha nosso nossa um uma the my our a an".split(
    " ",
  ),
);
/** Articles left out of the visitor's name ("el técnico del cable" → «Técnico del cable»). */
const plainArticles = new Set("el la los las o os as the a an un una um uma".split(" "));

/**
 * "el jueves viene el técnico del cable a las 10", "anota aí que sexta vem o eletricista às 14h",
 * "the plumber is coming monday at 8": someone who is no member, said with an article or a
 * possessive, coming on a day — a visit for the calendar, named by who comes (up to the first
 * comma: "…, apúntalo" is the closing command). The visitor's words, or null.
 */
function whoComes(reading: Reading, from: number, to: number): Token[] | null {
  const { tokens, temporal } = reading;
  // "mañana viene la tía" alone may be only news: an hour says it is a visit to note.
  if (!temporal.time) return null;
  let end = to;
  const words: Token[] = [];
  for (let i = from; i < end; i++) {
    const token = tokens[i] as Token;
    if (isPunctuation(token)) {
      if (words.length > 0) end = i;
      continue;
    }
    if (!temporal.roles[i]) words.push(token);
  }
  let at = 0;
  while (at < words.length - 1 && noteLeads.has(words[at]?.folded ?? "")) at++;
  const rest = words.slice(at);
  const visitor = (start: number, stop: number): Token[] | null => {
    const who = rest.slice(start, stop);
    if (who.length < 2 || who.length > 5 || !visitorOpens.has(who[0]?.folded ?? "")) return null;
    const named = plainArticles.has(who[0]?.folded ?? "") ? who.slice(1) : who;
    return named.some((token) => /\p{L}{3,}/u.test(token.text)) ? named : null;
  };
  // "viene el técnico del cable", "vem o eletricista": the coming, then who.
  if (comingWords.has(rest[0]?.folded ?? "")) return visitor(1, rest.length);
  // "the plumber is coming", "my mom's coming": who, then the coming.
  const coming = rest.findIndex((token) => token.folded === "coming");
  if (coming >= 2 && /^(is|are|s|'s)$/.test(rest[coming - 1]?.folded ?? ""))
    return visitor(0, coming - 1);
  return null;
}

/** Verbs that note something down, said first: "anota", "apúntame", "agenda", "anote aí". */
const noteVerbs = new Set(
  "anota anotá anote anotame apunta apuntá apunte apuntame agenda agendá agende agendate".split(
    " ",
  ),
);

/**
 * "anota pagar el arriendo el viernes", "apunta llamar al plomero mañana", "anote levar o carro
 * na revisão": a verb that notes, then a thing to do (a verb of its own, and what it is done
 * to) — a task; buying is the list's ("anota comprar pan"). The chore's words, or null.
 */
export function choreNoted(
  words: Token[],
  isVerb: (word: string) => boolean,
  isGrocery: (tokens: Token[]) => boolean,
): Token[] | null {
  const said = words.filter((token) => !isPunctuation(token));
  if (said.length < 3 || !noteVerbs.has(said[0]?.folded ?? "")) return null;
  const chore = said.slice(1);
  const verb = chore[0]?.folded ?? "";
  if (!isVerb(verb) || /^(compr|buy)/.test(verb) || isGrocery(chore)) return null;
  return chore;
}

/** "apúntame que tengo que llevar el abrigo…", "anótanos que hay que…", "apunta que…": the note-it
 * verb (with whom it is for, or as the Southern Cone says it), said the way the phrasings know it («anota que…»). */
export function noteThatSaidPlainly(message: string): string | null {
  // "hay que comprar los útiles para el 15, anótalo": a thing to do, then "note it" — the
  // chore noted, no event.
  const chore = message.match(choreThenNoteIt);
  if (chore) return `anota que ${chore[1]}`;
  // "anota que tenemos que comprar pan": groceries to buy, with no day, go on the list (a gift to
  // buy, or anything by a day, is a chore).
  const toBuy = message.replace(noteMeThat, "anota que ").match(buyingNoted)?.groups?.things;
  if (toBuy && namesAGrocery(tokenize(toBuy)) && !saysADayAnywhere(toBuy))
    return `agrega ${toBuy} a la lista`;
  const plain = message
    .replace(noteMeThat, "anota que ")
    // "anota que tenemos que pagar el agua…": whoever must do it, a thing to do («hay que»).
    .replace(mustDoNoted, "anota que hay que ");
  return plain !== message ? plain : null;
}

const buyingNoted =
  /^\s*anota\s+que\s+(?:hay\s+que|tenemos\s+que|necesitamos|falta|hace\s+falta)\s+comprar\s+(?<things>.+?)\s*[.!]*\s*$/iu;
function saysADayAnywhere(text: string): boolean {
  const folded = tokenize(text).map((token) => token.folded);
  return folded.some((_, i) => saysADay(folded, i));
}

const mustDoNoted =
  /^\s*anota\s+que\s+(?:tenemos|ten[eé]s|tienes|tiene|tienen)\s+que\s+(?!comprar\b)(?=\p{L}+(?:ar|er|ir)\b)/iu;

const choreThenNoteIt =
  /^\s*((?:hay que|tengo que|tenemos que|tienes que|ten[eé]s que|temos que|tenho que|a gente tem que)\s+.+?)[,.;]?\s+(?:an[oó]tal[oa]|an[oó]tamel[oa]|ap[uú]ntal[oa]|ap[uú]ntamel[oa]|an[oó]tal[oa] porfa|anota a[ií]|anota isso)\s*[.!]*\s*$/iu;

const noteMeThat =
  /^\s*(?:ap[uú]nta(?:me|nos)?|an[oó]ta(?:me|nos)|apunt[aá](?:me)?|anot[aá]me|ap[uú]ntale|ap[uú]ntele|ap[uú]nte(?:me)?)\s+que\s+/iu;
