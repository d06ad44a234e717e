import { choreSynonyms, grocerySynonyms } from "#server/ai/tools/grocery-synonyms.ts";

/**
 * How the assistant's tools find what a member names among what the household already has:
 * shopping items, pantry items, tasks, events and members. Accents and case never matter;
 * singular and plural are one word (Spanish, Portuguese and English rules); a grocery is found
 * by its name in another language; one typo is forgiven on words of five letters or more. An
 * exact match always wins, and a word that is itself a known grocery is never read as another.
 */

/** Words that carry no meaning of their own in a name ("papel de baño", "a lista do mercado"). */
const fillerWords = new Set([
  "el",
  "la",
  "los",
  "las",
  "lo",
  "un",
  "una",
  "unos",
  "unas",
  "de",
  "del",
  "al",
  "a",
  "y",
  "e",
  "en",
  "con",
  "o",
  "os",
  "as",
  "do",
  "da",
  "dos",
  "das",
  "no",
  "na",
  "em",
  "com",
  "the",
  "an",
  "of",
  "and",
  "with",
]);

/** Lower case, no accents, letters and digits only. */
export function foldName(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The words of a name that mean something, folded. */
export function nameWords(text: string): string[] {
  return foldName(text)
    .split(" ")
    .filter((word) => word.length > 0 && !fillerWords.has(word));
}

/**
 * A word and the singulars it may be the plural of: "limones" → limon, "pães" → pao,
 * "nueces" → nuez, "papéis" → papel, "berries" → berry, "huevos" → huevo — and the word said
 * small. Guessing several is fine: two words are one when their sets meet.
 */
export function wordForms(word: string): string[] {
  const forms = [word];
  if (word.length <= 3) return forms;
  const swap = (ending: string, replacement: string) => {
    if (word.endsWith(ending)) forms.push(word.slice(0, -ending.length) + replacement);
  };
  swap("oes", "ao");
  swap("aes", "ao");
  swap("aos", "ao");
  swap("ces", "z");
  swap("ies", "y");
  swap("eis", "el");
  swap("ais", "al");
  swap("ois", "ol");
  swap("ns", "m");
  swap("es", "");
  swap("s", "");
  // "cafecito" → cafe, "lechita" → leche, "pancito" → pan, "ovinhos" → ovo: a thing said small.
  const small = /^(\p{L}{3,}?)(?:c?it|inh)[oa]s?$/u.exec(word);
  if (word.length >= 6 && small?.[1]) {
    const stem = small[1];
    forms.push(stem, `${stem}o`, `${stem}a`, `${stem}e`);
  }
  return forms;
}

function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const formsOfB = wordForms(b);
  return wordForms(a).some((form) => formsOfB.includes(form));
}

/** Optimal string alignment distance, stopped as soon as it exceeds 1. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (rows[i - 1]?.[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (rows[i - 1]?.[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      }
      row.push(best);
    }
    rows.push(row);
    if (Math.min(...row) > 1) return false;
  }
  return (rows[a.length]?.[b.length] ?? 2) <= 1;
}

// The lexicon, read once: each single word to its groups, and the phrases of several words.
const wordGroups = new Map<string, number[]>();
const phraseGroups: { words: string[]; group: number }[] = [];
grocerySynonyms.forEach((names, group) => {
  for (const name of names) {
    const words = nameWords(name);
    if (words.length === 1 && words[0]) {
      const list = wordGroups.get(words[0]) ?? [];
      list.push(group);
      wordGroups.set(words[0], list);
    } else if (words.length > 1) {
      phraseGroups.push({ words, group });
    }
  }
});

/** A word the lexicon knows is spelt right: it is never taken for a typo of another. */
function isKnownWord(word: string): boolean {
  return wordForms(word).some((form) => wordGroups.has(form));
}

function groupsOfWord(word: string): number[] {
  return wordForms(word).flatMap((form) => wordGroups.get(form) ?? []);
}

function groupsOfName(words: string[]): Set<number> {
  const groups = new Set<number>();
  if (words.length === 1 && words[0]) for (const group of groupsOfWord(words[0])) groups.add(group);
  for (const phrase of phraseGroups) {
    if (
      phrase.words.length === words.length &&
      phrase.words.every((word, index) => sameWord(word, words[index] ?? ""))
    ) {
      groups.add(phrase.group);
    }
  }
  return groups;
}

/** A cheap test of which names may be a synonym of `said` — one of their words is a word of a
 * name in one of its groups — to look through a long pantry before matching; null when `said` is
 * in no group, so nothing can be. (`bestMatches` at the "synonym" level then decides.) */
export function synonymKin(said: string): ((existing: string) => boolean) | null {
  const saidWords = nameWords(said);
  const groups = new Set([...saidWords.flatMap(groupsOfWord), ...groupsOfName(saidWords)]);
  if (groups.size === 0) return null;
  const kinWords = new Set(
    [...groups].flatMap((group) => (grocerySynonyms[group] ?? []).flatMap(nameWords)),
  );
  return (existing) =>
    nameWords(existing).some((word) => wordForms(word).some((form) => kinWords.has(form)));
}

function synonymWords(a: string, b: string): boolean {
  const groups = groupsOfWord(b);
  return groupsOfWord(a).some((group) => groups.includes(group));
}

/** First letters Spanish sounds alike, so the typo lands there: "vasura" for «Basura». */
const soundAlike = new Set(["bv", "vb", "sz", "zs", "cs", "sc", "cz", "zc"]);

/** One typo on words of five letters or more, unless the word said is a grocery of its own.
 * The first letter must agree or sound alike: "asado" is not a typo of «Pasado» — but for a
 * silent "h" left out, the typo itself ("igienico" is «Higiénico», "uevos" «Huevos»). */
function typoOf(said: string, existing: string): boolean {
  if (isKnownWord(said)) return false;
  if (existing[0] === "h" && said[0] !== "h" && said.length >= 4) {
    const unsounded = existing.slice(1);
    return wordForms(said).some((a) => wordForms(unsounded).includes(a));
  }
  if (said[0] !== existing[0] && !soundAlike.has(`${said[0]}${existing[0]}`)) return false;
  return wordForms(said).some((a) =>
    wordForms(existing).some((b) => a.length >= 5 && b.length >= 5 && withinOneEdit(a, b)),
  );
}

/** How closely a name said matches a name the household has, best first. */
export const matchLevels = ["exact", "same", "synonym", "typo", "contains", "within"] as const;
export type MatchLevel = (typeof matchLevels)[number];

type WordRelation = "same" | "synonym" | "typo";

function relate(said: string, existing: string): WordRelation | null {
  if (sameWord(said, existing)) return "same";
  if (synonymWords(said, existing)) return "synonym";
  if (typoOf(said, existing)) return "typo";
  return null;
}

/** Pairs each word of `fewer` with a distinct word of `more`; the weakest pairing, or null. */
function pairWords(fewer: string[], more: string[], saidIsFewer: boolean): WordRelation | null {
  const used = new Set<number>();
  let weakest: WordRelation = "same";
  const rank = { same: 0, synonym: 1, typo: 2 };
  for (const word of fewer) {
    let found: { index: number; relation: WordRelation } | null = null;
    more.forEach((candidate, index) => {
      if (used.has(index)) return;
      const relation = saidIsFewer ? relate(word, candidate) : relate(candidate, word);
      if (relation && (!found || rank[relation] < rank[found.relation])) {
        found = { index, relation };
      }
    });
    if (!found) return null;
    const { index, relation } = found as { index: number; relation: WordRelation };
    used.add(index);
    if (rank[relation] > rank[weakest]) weakest = relation;
  }
  return weakest;
}

/** How the name a member said matches one the household has; null when it does not. */
export function matchName(said: string, existing: string): MatchLevel | null {
  if (foldName(said) === foldName(existing) && foldName(said) !== "") return "exact";
  const saidWords = nameWords(said);
  const existingWords = nameWords(existing);
  if (saidWords.length === 0 || existingWords.length === 0) return null;
  const sameLength = saidWords.length === existingWords.length;
  const pairing = sameLength ? pairWords(saidWords, existingWords, true) : null;
  if (pairing === "same") return "same";
  const saidGroups = groupsOfName(saidWords);
  if ([...groupsOfName(existingWords)].some((group) => saidGroups.has(group))) return "synonym";
  if (sameLength) return pairing;
  if (saidWords.length < existingWords.length) {
    return pairWords(saidWords, existingWords, true) ? "contains" : null;
  }
  // "leche deslactosada" finds «Leche»; "bórrale también el detergente" or "jabón marqué como
  // comprado pero" — a request's words glued to a name — find nothing: the household's name
  // opens what was said, with at most two words of kind after it.
  const opens = existingWords.every((word, index) => relate(saidWords[index] ?? "", word));
  if (!opens || saidWords.length - existingWords.length > 2) return null;
  return pairWords(existingWords, saidWords, false) ? "within" : null;
}

/**
 * Everything that matches the name said at the best level found, in the order given; nothing
 * below `weakest`. "pan" finds «Pan» (exact) and ignores «Pan integral» (contains); "bread"
 * finds «Pan» when nothing is called bread.
 */
export function bestMatches<T>(
  said: string,
  candidates: readonly T[],
  nameOf: (candidate: T) => string,
  weakest: MatchLevel = "within",
): T[] {
  const limit = matchLevels.indexOf(weakest);
  let best = limit + 1;
  let found: T[] = [];
  for (const candidate of candidates) {
    const level = matchName(said, nameOf(candidate));
    if (level === null) continue;
    const rank = matchLevels.indexOf(level);
    if (rank > limit) continue;
    if (rank < best) {
      best = rank;
      found = [candidate];
    } else if (rank === best) {
      found.push(candidate);
    }
  }
  return found;
}

// Tasks and events: found by the words of their title.

/** Words too common in titles to tell one task from another. */
const titleFillers = new Set([
  ...fillerWords,
  "mi",
  "mis",
  "my",
  "su",
  "sus",
  "para",
  "por",
  "que",
  "to",
  "for",
  "on",
  "at",
  "tarea",
  "task",
  "tarefa",
  // "se botó la basura": the impersonal "se" says who did it (nobody named), not what.
  "se",
  // School homework is said as a task is: "la tarea de matemáticas", "math homework".
  "homework",
  "dever",
  "deberes",
  "licao",
  // "his math homework", "o quarto dele", "la tarea del nene": whose it is, not its name.
  "nene",
  "nena",
  "guri",
  "guria",
  "kid",
  "kids",
  "his",
  "her",
  "their",
  "our",
  "its",
  "seu",
  "sua",
  "seus",
  "suas",
  "dele",
  "dela",
  "evento",
  "event",
  "recordatorio",
  "reminder",
  "lembrete",
  "out",
  // "Mateo ya acabó los ejercicios de matemáticas", "ya le puse el repuesto al filtro": the
  // doing, told in the past, says that it was done — not which chore.
  ...(
    "hizo hice hicimos hicieron acabo acabe acabamos acabaron termino termine terminamos " +
    "terminaron puse puso pusimos pusieron fiz fez fizemos fizeram terminei acabei did finished"
  ).split(" "),
  // …and "le", "al", "nuevo", "el repuesto": to what and with what, not which chore.
  ..."le les al repuesto nuevo nueva new".split(" "),
]);

// The chore lexicon, read once: each word to its groups.
const choreGroups = new Map<string, number[]>();
choreSynonyms.forEach((names, group) => {
  for (const name of names) {
    const word = foldName(name);
    choreGroups.set(word, [...(choreGroups.get(word) ?? []), group]);
  }
});

function choreWords(a: string, b: string): boolean {
  const groupsOf = (word: string) => wordForms(word).flatMap((form) => choreGroups.get(form) ?? []);
  const groups = groupsOf(b);
  return groupsOf(a).some((group) => groups.includes(group));
}

/** Verbs that start many chores: on their own they do not say which one. */
const commonVerbs = new Set([
  "hacer",
  "ir",
  "llevar",
  "traer",
  "sacar",
  "pagar",
  "comprar",
  "llamar",
  "lavar",
  "limpiar",
  "recoger",
  "buscar",
  "poner",
  "revisar",
  "fazer",
  "levar",
  "ligar",
  "limpar",
  "do",
  "go",
  "take",
  "pay",
  "buy",
  "call",
  "wash",
  "clean",
  "pick",
  "get",
  "took",
  "tirar",
  "tirei",
]);

function titleWords(text: string): string[] {
  return foldName(text)
    .split(" ")
    .filter((word) => word.length > 1 && !titleFillers.has(word));
}

/** "plantitas" → "plantas", "perrito" → "perro", "cachorrinho" → "cachorro": a chore's thing said
 * small, as families do ("ya regué las plantitas"). */
function undiminished(word: string): string {
  return word.length < 6 ? word : word.replace(/(?:c?it|inh)([oa]s?)$/, "$1");
}

/** Two title words are one: same word or plural, a typo, or one conjugation of a verb's stem
 * ("pagué"/"pagar", "lavé"/"lavar"). */
function sameTitleWord(said: string, existing: string): boolean {
  if (
    sameWord(said, existing) ||
    sameWord(undiminished(said), existing) ||
    synonymWords(said, existing) ||
    choreWords(said, existing) ||
    typoOf(said, existing)
  ) {
    return true;
  }
  const shorter = said.length < existing.length ? said : existing;
  const longer = shorter === said ? existing : said;
  if (shorter.length >= 4 && longer.startsWith(shorter)) return true;
  let common = 0;
  while (common < shorter.length && shorter[common] === longer[common]) common++;
  return common >= 3 && common >= shorter.length - 2 && common >= longer.length - 2;
}

/** "compré" is a form of "comprar", "lavé" of "lavar": the same stem, only the ending differs. */
function verbForm(word: string, verb: string): boolean {
  if (verb.length < 4 || word.length < 4) return false;
  const stem = verb.replace(/(ar|er|ir)$/, "");
  return (
    stem.length >= 3 && stem !== verb && word.startsWith(stem) && word.length <= verb.length + 2
  );
}

/** "el cumple de Mateo" is no «Cumpleaños de Sofía»: a title naming one of the household's
 * people (`firstNames`) never matches one that names another of them and not that one. */
function namesSomeoneElse(said: string[], title: string[], firstNames: ReadonlySet<string>) {
  const named = said.filter((word) => firstNames.has(word));
  return (
    named.length > 0 &&
    title.some((word) => firstNames.has(word)) &&
    !named.some((word) => title.includes(word))
  );
}

/** The items a description may refer to, best first (most of its words, then most of the
 * item's title covered; ties keep the items' order). */
export function rankTitleMatches<T>(
  description: string,
  items: readonly T[],
  titleOf: (item: T) => string,
  people: readonly string[] = [],
): { item: T; matched: number; coverage: number }[] {
  const said = titleWords(description);
  if (said.length === 0) return [];
  const firstNames = new Set(people.map((name) => foldName(name).split(" ")[0] ?? ""));
  const telling = said.filter((word) => !commonVerbs.has(word));
  // "compré", "pagué": a common verb conjugated says no more than the verb — it may help, but
  // some other word must match too ("compré las manzanas" is no «Comprar regalo para Sofía»).
  const distinct = telling.filter((word) => ![...commonVerbs].some((verb) => verbForm(word, verb)));
  // "el cumple de Mateo", "la natación de Sofía": whose it is says nothing of which one it is
  // (`people` are the household's members) — the other words must match.
  const unnamed = telling.filter((word) => !firstNames.has(word));
  const needed = unnamed.length > 0 ? unnamed : telling.length > 0 ? telling : said;
  const ranked: { item: T; matched: number; coverage: number }[] = [];
  for (const item of items) {
    const words = titleWords(titleOf(item));
    if (words.length === 0 || namesSomeoneElse(said, words, firstNames)) continue;
    const hits = (list: string[]) =>
      list.filter((word) => words.some((candidate) => sameTitleWord(word, candidate))).length;
    const neededHits = hits(needed);
    if (neededHits === 0 || neededHits * 2 < needed.length) continue;
    if (distinct.length > 0 && hits(distinct) === 0) continue;
    const matched = hits(said);
    ranked.push({ item, matched, coverage: matched / words.length });
  }
  return ranked.sort((a, b) => b.matched - a.matched || b.coverage - a.coverage);
}

/**
 * The item whose title best matches a description ("pagué la luz" → «Pagar el recibo de la
 * luz»); undefined when none does well enough. The words that tell chores apart must match:
 * "lavar los platos" never finds «Lavar el carro». Ties go to the earliest in `items`, so pass
 * them in the order to prefer (soonest due, closest upcoming).
 */
export function bestTitleMatch<T>(
  description: string,
  items: readonly T[],
  titleOf: (item: T) => string,
  people: readonly string[] = [],
): T | undefined {
  const exact = items.find((item) => foldName(titleOf(item)) === foldName(description));
  if (exact) return exact;
  const ranked = rankTitleMatches(description, items, titleOf, people);
  // "pagar" alone, with two bills to pay, does not say which.
  const telling = titleWords(description).filter((word) => !commonVerbs.has(word));
  if (telling.length === 0 && ranked.length > 1) return undefined;
  return ranked[0]?.item;
}

// Members: "Carlos", "mi hermana Sofía", "a Sofi", "me".

const selfWords = new Set([
  "me",
  "yo",
  "mi",
  "mismo",
  "misma",
  "myself",
  "i",
  "eu",
  "mim",
  "para",
  "a",
  "to",
  "for",
]);

const kinshipWords = new Set([
  "mi",
  "mis",
  "my",
  "minha",
  "meu",
  "nuestro",
  "nuestra",
  "el",
  "la",
  "a",
  "o",
  "al",
  "para",
  "to",
  "for",
  "hermana",
  "hermano",
  "hija",
  "hijo",
  "mama",
  "mami",
  "papa",
  "papi",
  "madre",
  "padre",
  "esposa",
  "esposo",
  "marido",
  "mujer",
  "abuela",
  "abuelo",
  "tia",
  "tio",
  "prima",
  "primo",
  "nieta",
  "nieto",
  "suegra",
  "suegro",
  "cunada",
  "cunado",
  "novia",
  "novio",
  "senora",
  "senor",
  "dona",
  "don",
  "sister",
  "brother",
  "daughter",
  "son",
  "mom",
  "mum",
  "dad",
  "mother",
  "father",
  "wife",
  "husband",
  "grandma",
  "grandpa",
  "aunt",
  "uncle",
  "cousin",
  "irma",
  "irmao",
  "filha",
  "filho",
  "mae",
  "pai",
  "avo",
  "marido",
]);

export type MemberMatch<T> =
  | { status: "found"; member: T }
  | { status: "none" }
  | { status: "ambiguous"; members: T[] };

/**
 * The member a name refers to, as people say it: "Carlos", "carlos lópez", "mi hermana Sofía",
 * "Sofi" (the start of a name), "Sofia" with a typo of five letters or more — and "me", "yo",
 * "mí", "myself", "eu" for the member who asks (`callerId`). Two members who fit equally well
 * are ambiguous; nobody fitting is none.
 */
export function matchMember<T extends { id: string; name: string }>(
  said: string,
  members: readonly T[],
  callerId: string,
): MemberMatch<T> {
  const words = foldName(said).split(" ").filter(Boolean);
  const caller = members.find((member) => member.id === callerId);
  if (words.length > 0 && words.every((word) => selfWords.has(word))) {
    return caller ? { status: "found", member: caller } : { status: "none" };
  }
  const exact = members.filter((member) => foldName(member.name) === foldName(said));
  if (exact.length === 1 && exact[0]) return { status: "found", member: exact[0] };
  const named = words.filter((word) => !kinshipWords.has(word));
  if (named.length === 0) return { status: "none" };

  let bestScore = 0;
  let best: T[] = [];
  for (const member of members) {
    const nameParts = foldName(member.name).split(" ").filter(Boolean);
    let score = 0;
    for (const word of named) {
      if (nameParts.includes(word)) score += 3;
      else if (nameParts.some((part) => word.length >= 5 && withinOneEdit(word, part))) score += 2;
      else if (nameParts.some((part) => word.length >= 3 && part.startsWith(word))) score += 1;
      else {
        score = 0;
        break;
      }
    }
    if (score === 0) continue;
    if (score > bestScore) {
      bestScore = score;
      best = [member];
    } else if (score === bestScore) {
      best.push(member);
    }
  }
  if (best.length === 1 && best[0]) return { status: "found", member: best[0] };
  return best.length > 1 ? { status: "ambiguous", members: best } : { status: "none" };
}
