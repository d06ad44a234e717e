import { intents, type Language, lexicons, templatesOf } from "#server/ai/understanding/corpus.ts";
import { namesAGrocery } from "#server/ai/understanding/items.ts";
import { trimNameEdges } from "#server/ai/understanding/name-edges.ts";
import type { Reading } from "#server/ai/understanding/reading.ts";
import { carrierWordsOf } from "#server/ai/understanding/templates.ts";
import { fold, isPunctuation, type Token, tokenize } from "#server/ai/understanding/text.ts";
import { capitalizeFirst } from "#shared/shopping/item-names.ts";

/** Word tests shared by every domain's rules: a phrase among the words, an infinitive, a
 * command, the words of the intents' phrasings, words only other requests are made of
 * (speaksOfOtherThings), a clause's text and title (its name without the request's own words or
 * an aside), and the cleaning of a tool's input. They read tokens and the corpus only. */

/** "coloca os dois na lista", "pon los dos", "add both": all the things said before. */
export const allOfThem = new Set("dos dois duas ambos ambas both tres".split(" "));

export function phraseIn(words: string[], phrases: string[]): boolean {
  const text = ` ${words.join(" ")} `;
  return phrases.some((phrase) => text.includes(` ${fold(phrase)} `));
}

/** "la tarea de…", "the bathroom door task": a task named as one — no call for a service. */
export function namesATask(words: string[]): boolean {
  return words.some((word) =>
    ["tarea", "tareas", "tarefa", "tarefas", "task", "chore"].includes(word),
  );
}

const foreignWords = new Map<Language, Set<string>>();

/** Words only other requests are made of ("calendario", "vuelve", "tarea"): after a "put"
 * verb they say the request is not about the shopping list. */
export function speaksOfOtherThings(
  words: { token: Token; norm: string }[],
  reading: Reading,
): boolean {
  const language = reading.language;
  let foreign = foreignWords.get(language);
  if (!foreign) {
    const own = carrierWordsOf(language, "shopping.add");
    const lexicon = lexicons[language];
    const common = new Set(
      [
        ...lexicon.fill.items,
        ...lexicon.strip.itemStart,
        ...lexicon.strip.itemEnd,
        ...lexicon.strip.edges,
        ...Object.keys(lexicon.numbers),
        ...lexicon.conjunctions,
        ...Object.values(lexicon.units).flat(),
        ...lexicon.countUnits.flat(),
      ].flatMap((phrase) => fold(phrase).split(" ")),
    );
    foreign = new Set();
    // Who one calls ("electricista", "plumber") is never a thing to buy.
    for (const keys of Object.values(lexicon.services)) {
      for (const key of keys) {
        const word = fold(key);
        if (!word.includes(" ") && /(ista|ero|era|iter|ician|er)$/.test(word) && !common.has(word))
          foreign.add(word);
      }
    }
    for (const intent of intents) {
      if (intent === "shopping.add" || intent.startsWith("chat.")) continue;
      for (const word of carrierWordsOf(language, intent)) {
        if (word.length >= 4 && !own.has(word) && !common.has(word) && !joiners.has(word))
          foreign.add(word);
      }
    }
    foreignWords.set(language, foreign);
  }
  const known = foreign;
  return words.some((word) => known.has(word.norm) || known.has(word.token.folded));
}

/** Words that join a name's parts ("movie night with the neighbors", «comida para todos»):
 * whatever request they also carry, they name nothing else. */
const joiners = new Set(["with", "para", "from"]);

/** "lo de pagar internet", "lo del filtro": how families name a pending matter — a task. */
export function saidAsMatter(tokens: Token[] | undefined): boolean {
  const first = tokens?.[0]?.folded;
  const second = tokens?.[1]?.folded;
  return first === "lo" && (second === "de" || second === "del");
}

/** English chores' verbs: the first words of the lexicon's example chores, and a few more. */
let englishVerbs: Set<string> | undefined;

export function englishVerbsOf(): Set<string> {
  englishVerbs ??= new Set([
    ...lexicons.en.fill.title.map((title) => fold(title.split(" ")[0] ?? "")),
    ..."renew fix buy return send pay call clean wash take pick bring drop sign file book register enroll repair replace cook bake order mail".split(
      " ",
    ),
  ]);
  return englishVerbs;
}

/** "Comprar el regalo", "Pagar la luz", "Renew the passport": a title that opens with a verb
 * names a thing to do. */
export function isInfinitive(title: string, language: Language): boolean {
  const first = fold(title.split(" ")[0] ?? "");
  if (language === "en") return englishVerbsOf().has(first);
  // "azúcar" ends as a verb does, and is bought: no infinitive.
  return (
    first.length >= 5 &&
    /(ar|er|ir)$/.test(first) &&
    !/ller$/.test(first) &&
    !namesAGrocery(tokenize(first))
  );
}

/** Verbs that take a thing out ("saca el detergente", "tira o sabão", "take off the eggs"). */
export const takeOutVerbs = new Set(
  "saca sacá quita quitá borra borrá elimina eliminá tira remove apaga exclui take delete"
    .split(" ")
    .map(fold),
);

/** Words that open a last aside about why ("…, ya hay", "…, já tem", "…, no había", "…, we
 * still have some", "…, que se acabó"): said after the request, it asks for nothing. */
const asideWords = new Set(
  // "…, I forgot it", "…, esqueci": the speaker telling of themself says why.
  "ya ja no nao que porque pq because since we still todavia aun ainda i esqueci forgot olvide".split(
    " ",
  ),
);

/** "…, al final no hace falta", "…, en realidad ya hay", "…, afinal não precisa", "…, actually
 * we have some": how it turned out, said before the aside, leads into it — as a word said to
 * the listener does ("…, cachai que siempre se me olvida", "…, viste que no hay", "…, you know
 * I always forget"). */
const turnedOut = [
  "cachai",
  "viste",
  "sabes",
  "sabés",
  "ojo",
  "you know",
  "sabe",
  "al final",
  "finalmente",
  "en realidad",
  "igual",
  "total",
  "de hecho",
  "afinal",
  "no fim",
  "na verdade",
  "actually",
  "anyway",
  "after all",
].map((phrase) => fold(phrase).split(" "));

export function withoutAside<T extends { token: Token }>(words: T[]): T[] {
  const comma = words.findLastIndex((word) => isPunctuation(word.token));
  const lead = turnedOut.find((parts) =>
    parts.every((part, i) => words[comma + 1 + i]?.token.folded === part),
  );
  const at = comma + 1 + (lead?.length ?? 0);
  return comma >= 2 &&
    asideWords.has(words[at]?.token.folded ?? "") &&
    !wishesWhoDoesIt(words.slice(comma + 1).map((word) => word.token))
    ? words.slice(0, comma)
    : words;
}

/** "que lo haga Mateo", "que se encargue Sofía", "que la lave el Carlos": who does the chore,
 * wished at the end — a request's own part, neither an aside nor a request of its own. */
export function wishesWhoDoesIt(tokens: Token[]): boolean {
  const rest = tokens.filter((token) => !isPunctuation(token));
  if (rest[0]?.folded !== "que") return false;
  let next = 1;
  if (["lo", "la", "los", "las", "se"].includes(rest[next]?.folded ?? "")) next++;
  const verb = rest[next];
  if (!verb || !/^\p{Ll}{3,}$/u.test(verb.text)) return false;
  const who = rest.slice(next + 1);
  if (["el", "la"].includes(who[0]?.folded ?? "")) who.shift();
  return who.length === 1 && /^\p{Lu}\p{L}+$/u.test(who[0]?.text ?? "");
}

/** How many words a list's name takes after a closing command ("táchalos de la lista": 3). */
export function commandBeforeList(words: { token: Token }[], language: Language): number {
  const folded = words.map((word) => word.token.folded);
  // "ya tengo el detergente y el pan, márquelos como comprados", "…, mark them as bought".
  const bought = ["como comprado", "como comprados", "como comprada", "como compradas"];
  for (const phrase of [...lexicons[language].strip.itemEnd, ...bought, "as bought"]) {
    const parts = fold(phrase).split(" ");
    const at = folded.length - parts.length;
    const command = words[at - 1]?.token;
    if (
      at > 1 &&
      command !== undefined &&
      isCommand(command) &&
      parts.every((part, i) => folded[at + i] === part)
    )
      return parts.length;
  }
  return 0;
}

/** "agéndalo", "anótelo", "apúntala": a verb with its object pronoun, said to close a request. */
/** A last "tira isso", "delete them", "risca ela" after at least two words of its own. */
export function closingPair(words: { token: Token }[]): boolean {
  const [verb, pronoun] = words.slice(-2).map((word) => word.token.folded);
  return (
    words.length > 3 &&
    ["isso", "isto", "ele", "ela", "eles", "elas", "it", "them", "that"].includes(pronoun ?? "") &&
    (takeOutVerbs.has(verb ?? "") ||
      ["risca", "tira", "remove", "delete", "drop"].includes(verb ?? ""))
  );
}

export function isCommand(token: Token): boolean {
  // "ábralo otra vez", "reábrela", "desmárcalo": reopening closes a request too; "pásalo" is a
  // command, "pasillo" a place.
  // "cancélala", "suspéndelo", "anúlala": calling an event off closes a request too.
  return /^(agend|anot|apunt|guard|pon|agreg|registr|marc|marqu|desmarc|desmarqu|abr|reabr|program|tach|palome|borr|quit|elimin|sac|saqu|volve|regres|devuelv|muev|mov|dej|cambi|pas[ae]|cancel|suspend|anul)\w*(lo|la|los|las)$/.test(
    token.folded,
  );
}

/** How many words the message's opening "put it on the list" verb takes (0: none): the longest
 * that matches ("put down milk" opens with "put down", not "put"). */
export function addVerbAt(norms: string[], language: Language): number {
  let longest = 0;
  for (const phrase of lexicons[language].addVerbs) {
    const parts = fold(phrase).split(" ");
    if (parts.length > longest && parts.every((part, i) => norms[i] === part)) {
      longest = parts.length;
    }
  }
  return longest;
}

const phrasingWords = new Map<Language, Set<string>>();

/** Every word the phrasings are made of, short ones included ("que", "me"). */
export function phrasingWordsOf(language: Language): Set<string> {
  let words = phrasingWords.get(language);
  if (!words) {
    words = new Set();
    for (const { template } of templatesOf(language)) {
      for (const word of fold(template.replace(/\{\w+\}/g, " ")).split(/[^\p{L}\d']+/u)) {
        if (word) words.add(word);
      }
    }
    phrasingWords.set(language, words);
  }
  return words;
}

/** One to three words that could name a thing to buy: letters, pronounceable, none of them a
 * word the phrasings are made of except "de"-like joints ("asdfgh qwerty", "cuéntame un
 * chiste" are not one; "galletas de avena" is). */
export function isBareNoun(tokens: Token[], language: Language): boolean {
  const words = tokens.filter((token) => !isPunctuation(token));
  if (words.length === 0 || words.length > 3 || words.length !== tokens.length) return false;
  const phrasing = phrasingWordsOf(language);
  const joints = new Set(lexicons[language].strip.itemStart.map(fold));
  // "oye", "porfa": a filler said alone ("de nuevo" is a filler, its "de" joins a name).
  const fillers = new Set(
    lexicons[language].strip.edges.map(fold).filter((edge) => !edge.includes(" ")),
  );
  if (words.some((token) => fillers.has(token.folded))) return false;
  return words.every(
    (token, i) =>
      (!phrasing.has(token.folded) || (i > 0 && joints.has(token.folded))) &&
      /^[\p{L}\d]+$/u.test(token.text) &&
      /[aeiouy]/.test(token.folded) &&
      !/[^aeiouy\d]{4,}/.test(token.folded),
  );
}

export function opensWithQuestion(reading: Reading): boolean {
  const tokens = reading.tokens.filter((token) => !isPunctuation(token));
  const words = tokens.map((t) => t.folded);
  // "que Carlos saque la basura" is a wish, "qué…" or "…?" a question.
  const first = tokens[0];
  if (reading.language === "es" && first && first.text.toLowerCase() === first.folded) {
    if (
      ["que", "como", "cual", "cuanto", "cuantos", "cuantas", "donde", "cuando", "quien"].includes(
        first.folded,
      )
    )
      return /[?¿]/.test(reading.message);
  }
  return lexicons[reading.language].questionWords.some((phrase) => {
    const parts = fold(phrase).split(" ");
    return parts.every((part, i) => words[i] === part);
  });
}

export function textOf(tokens: Token[] | undefined): string {
  return (tokens ?? [])
    .map((token) => token.text)
    .join(" ")
    .replace(/\s+([,.;])/g, "$1")
    .trim();
}

/** "el próximo", "la primera", "the next one": the first time of something that repeats. */
const firstOneWords = new Set(
  "proximo proxima primero primera primer siguiente next first".split(" "),
);
/** "…, arranca el lunes", "…, starts on Monday": when it starts. */
const startWords = new Set("arranca empieza comienza comeca starts begins".split(" "));
/** What is said around it: "…, el próximo es", "the next one is on", "o primeiro vai ser". */
const asideFillers = new Set(
  "el la lo o a the one es sera e is will be vai ser on cae cai falls primeiro primeira".split(" "),
);

/** "yo misma", "eu mesmo", "nosotros mismos": who did it, said of oneself. */
const selfWords = new Set("yo eu nosotros nosotras nos".split(" "));

/** What closes a request by naming it a task: "make it a task for him", "ponlo como tarea". */
const taskClosingNouns = new Set(
  "tarea tareas tarefa tarefas task tasks chore chores pendiente".split(" "),
);
const taskClosingWords = new Set(
  (
    "make it put add set as a an the one for him her them me us " +
    "ponlo ponla ponle hazle hazla haz hacele crea creale como una un para pra pro pa el ella ellos ele " +
    "lo la le se coloca coloque faz cria anota anotala anotalo uma um de do da"
  ).split(" "),
);

/** A task's or event's title as said, without the words that only led into it ("que", "de";
 * for an event also its article: "la junta de padres" → "Junta de padres"). */
export function titleOf(tokens: Token[] | undefined, language: Language, event: boolean): string {
  let list = tokens ?? [];
  const leading = new Set(
    [
      "que",
      "de",
      "del",
      "do",
      "da",
      "to",
      "para",
      "lo",
      "tarea",
      "tarefa",
      "task",
      ...(event ? lexicons[language].strip.itemStart : []),
    ].map(fold),
  );
  const articles = new Set(["la", "el", "a", "o", "the"]);
  const taskWord = new Set(["tarea", "tarefa", "task"]);
  // "Sofia's task", "Carlos' chores": whose task it is — their name, which the task tools take
  // for their task.
  const whose =
    list.length === 1 || (list.length === 2 && /^(tasks?|chores?)$/.test(list[1]?.folded ?? ""));
  const owner = whose && language === "en" ? list[0]?.text.match(/^(\p{L}+)['’]s$/u)?.[1] : null;
  if (owner) return capitalizeFirst(owner);
  // "the clean the fridge task": the closing "task" and its article are not the title.
  if (list.length > 2 && list.at(-1)?.folded === "task") {
    list = list.slice(0, -1);
    if (list[0]?.folded === "the") list = list.slice(1);
  }
  // "la de pagar la luz", "a do filtro": the article before "de" stands for the task.
  const ofWords = new Set(["de", "del", "do", "da"]);
  while (
    list.length > 1 &&
    (leading.has(list[0]?.folded ?? "") ||
      (articles.has(list[0]?.folded ?? "") &&
        (taskWord.has(list[1]?.folded ?? "") || ofWords.has(list[1]?.folded ?? ""))))
  )
    list = list.slice(1);
  // "…la novena en la casa de la abuela, anótelo": a closing command is not the title.
  const comma = list.findLastIndex((token) => isPunctuation(token));
  const tail = list.slice(comma + 1);
  if (
    comma > 0 &&
    tail.length > 0 &&
    tail.length <= 2 &&
    tail.every((token) => phrasingWordsOf(language).has(token.folded) || isCommand(token))
  ) {
    list = list.slice(0, comma);
  }
  // "ya lavé el carro yo misma", "I did the dishes myself", "eu mesma paguei": who did it is no
  // part of what was done.
  list = list.filter(
    (token, i, all) =>
      !(
        (selfWords.has(token.folded) &&
          /^(mism[oa]s?|mesm[oa]s?)$/.test(all[i + 1]?.folded ?? "")) ||
        (/^(mism[oa]s?|mesm[oa]s?)$/.test(token.folded) &&
          selfWords.has(all[i - 1]?.folded ?? "")) ||
        /^(myself|ourselves)$/.test(token.folded)
      ),
  );
  // "…, make it a task for him", "…, ponlo como tarea para ella", "…, coloca como tarefa pra
  // ela", "…, hazle una tarea": a closing that says it is a task (and whose) names nothing.
  const closing = list.findLastIndex((token) => isPunctuation(token));
  const told = list.slice(closing + 1);
  if (
    closing > 0 &&
    told.some((token) => taskClosingNouns.has(token.folded)) &&
    told.every(
      (token) =>
        taskClosingNouns.has(token.folded) ||
        taskClosingWords.has(token.folded) ||
        phrasingWordsOf(language).has(token.folded) ||
        isCommand(token),
    )
  ) {
    list = list.slice(0, closing);
  }
  // "pagar el cable todos los meses, el próximo es el 10", "…, the next one is on the 10th",
  // "…, a primeira é dia 5": once its date is read, an aside of when the first one falls is
  // not the title's.
  const after = list.findLastIndex((token) => isPunctuation(token));
  const aside = list.slice(after + 1);
  if (
    after > 0 &&
    aside.some((token) => firstOneWords.has(token.folded) || startWords.has(token.folded)) &&
    aside.every(
      (token) =>
        firstOneWords.has(token.folded) ||
        startWords.has(token.folded) ||
        asideFillers.has(token.folded),
    )
  ) {
    list = list.slice(0, after);
  }
  // "el cumple de la abuela, es un almuerzo en su casa", "o aniversário do vovô, vai ser um
  // almoço", "…, it's a potluck": what it will be like, said after a comma, is no part of its name.
  const described = list.findIndex((token, i) => {
    const saysWhatItIs = /^(es|sera|seria|it's|its)$/.test(token.folded);
    const willBe =
      /^(va|vai|will)$/.test(token.folded) && /^(a|ser|be)$/.test(list[i + 1]?.folded ?? "");
    // After a comma, or after the day and hour read out of the name between them.
    const before = list[i - 1];
    const apart = before !== undefined && (isPunctuation(before) || token.start - before.end > 1);
    return i > 1 && apart && (saysWhatItIs || willBe);
  });
  if (event && described > 1) list = list.slice(0, described);
  // "anotame una tarea, che: pagar el gas", "agendá asado … che": fillers and interjections at
  // its edges are no part of a title (name-edges.ts, shared by every kind of name).
  list = trimNameEdges(list, language, "title");
  // "cancela lo del sábado": "del" alone names nothing.
  if (list.length === 1 && leading.has(list[0]?.folded ?? "")) return "";
  // "sacar la basura todos los martes y jueves": a conjunction left by the days is not the title's.
  const conjunctions = new Set(lexicons[language].conjunctions.map(fold));
  // "move the dentist appointment to friday": the preposition before the day is not the title's.
  // "cancela o dentista de quinta", "la junta del lunes": the "de" of the day is the day's.
  // "pagar la administración el primero de diciembre", "a conference on Dec 8": an article or
  // preposition left by the date is the date's too — no title ends in one.
  const trailing = new Set([
    ...conjunctions,
    ...["to", "for", "para", "pra", "pro", "pal", "al", "de", "del", "do", "da", "of"],
    ...["el", "la", "los", "las", "the", "on", "at", "en", "em", "na", "um", "un", "una"],
  ]);
  while (list.length > 1 && trailing.has(list.at(-1)?.folded ?? "")) list = list.slice(0, -1);
  return capitalizeFirst(textOf(list).replace(/[,.;]+$/, "")).slice(0, 200);
}

export function beforeAside(tokens: Token[] | undefined, language: Language): Token[] | undefined {
  const comma = tokens?.findIndex((token) => isPunctuation(token)) ?? -1;
  let said = tokens && comma > 0 ? tokens.slice(0, comma) : tokens;
  // "pasear al perro no se hizo", "a geladeira não foi limpa direito": what is said of it,
  // after a "no", is not its name.
  const phrasing = phrasingWordsOf(language);
  const negation = said?.findIndex(
    (token, i, all) =>
      i > 0 &&
      ["no", "nao", "not", "didn't", "didnt", "wasn't", "isn't", "isnt"].includes(token.folded) &&
      (i >= 2 || all.slice(i + 1).every((rest) => phrasing.has(rest.folded))),
  );
  if (said && negation !== undefined && negation > 0) said = said.slice(0, negation);
  // "watering the plants daily instead of weekly", "en vez de los lunes": what it was.
  const instead = said?.findIndex(
    (token, i, all) =>
      i > 0 &&
      (token.folded === "instead" ||
        (["en", "em", "ao"].includes(token.folded) &&
          ["vez", "lugar", "inves"].includes(all[i + 1]?.folded ?? ""))),
  );
  if (said && instead !== undefined && instead > 0) said = said.slice(0, instead);
  // "la natación de Mateo se corre para…", "o jantar se mudou": what happens to it, after "se".
  const reflexive = said?.findIndex((token, i) => i > 0 && token.folded === "se") ?? -1;
  if (said && reflexive > 0) said = said.slice(0, reflexive);
  return said;
}

export function clean<T extends Record<string, unknown>>(input: T): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(input).filter(
      ([, value]) => value !== null && value !== undefined && value !== "",
    ),
  );
}

/** A child said by no name, across the regions. */
export const childWords = new Set(
  (
    "nene nena nenes ninos nino nina ninas chico chica chicos chicas hijo hija hijos hijas chamo chama " +
    "chamaco chamaca cipote cipota pelao pelado pelada guri gurisa gurises botija pibe piba pibes " +
    "cabro cabra cabros guagua morro morra chavo chava crio cria kid kids son daughter boy boys girl girls " +
    "menino menina meninos meninas moleque filho filha filhos criancas crianca"
  ).split(" "),
);
