import { type Language, lexicons } from "#server/ai/understanding/corpus.ts";
import { namesAGrocery } from "#server/ai/understanding/items.ts";
import type { ClauseReading, Scene } from "#server/ai/understanding/scene.ts";
import { fold, isPunctuation, type Token } from "#server/ai/understanding/text.ts";
import { isInfinitive, wishesWhoDoesIt } from "#server/ai/understanding/words.ts";

/** Tasks and the household's members: "que Sofía riegue el jardín todos los miércoles", "a
 * Mateo le toca ordenar el cuarto", "lo de la luz que lo pague Carlos" — the clause rules of a
 * chore wished of a member, a member's turn and a task handed over, and handedTo(), the closing
 * words that hand a new task to someone ("y que le toque a", "and give it to"). */

/** "que Sofía riegue el jardín todos los miércoles": a chore wished of a member. */
export function memberWish(scene: Scene): ClauseReading | null {
  const { reading, top, words, asks, chosen, clause } = scene;
  // "que Sofía riegue el jardín todos los miércoles": the wish that a member do a chore, on a
  // day or every so often, is a new task for them.
  const said = words.map((word) => word.token);
  const named = words[1]?.token.text ?? "";
  if (
    !asks &&
    words.length >= 3 &&
    words[0]?.token.folded === "que" &&
    /^\p{Lu}/u.test(named) &&
    (reading.temporal.recurrence || reading.temporal.date) &&
    chosen?.intent !== "task.assign"
  ) {
    const title = said.slice(2);
    const verb = reading.language === "es" ? wishedVerbAsInfinitive(title) : null;
    const slots = { who: said.slice(1, 2), title: verb ? [verb, ...title.slice(1)] : title };
    return {
      ...clause("task.create", top.score, { slots, literals: 1, hasSlot: true }, slots),
      basis: "carrier",
    };
  }
  return null;
}

/** Subjunctives whose infinitive is not the regular one. */
const irregularWishes: Record<string, string> = {
  haga: "hacer",
  ponga: "poner",
  traiga: "traer",
  riegue: "regar",
  friegue: "fregar",
  cuelgue: "colgar",
  juegue: "jugar",
  recoja: "recoger",
  barra: "barrer",
  tienda: "tender",
  encienda: "encender",
  sacuda: "sacudir",
  sirva: "servir",
  pida: "pedir",
  vea: "ver",
  lea: "leer",
  escriba: "escribir",
};
/** Words that end like a wished verb but are none. */
const notWishes = new Set(["siempre", "este", "ese", "solo", "tambien", "mientras"]);
/** What opens the thing a wished verb is done to: "pague EL cable", "limpie SU cuarto". */
const objectOpeners = new Set(
  "el la los las lo al a un una unos unas de del su sus mi mis tu tus nuestro nuestra".split(" "),
);

/** "que Carlos pague el cable …": the wished verb (present subjunctive) as a task says it,
 * "Pagar el cable" — "pague" → "pagar", "saque" → "sacar", "organice" → "organizar", "riegue" →
 * "regar"; null when the first word is no such verb. */
export function wishedVerbAsInfinitive(title: Token[]): Token | null {
  const [verb, next] = title;
  if (!verb || !next || !objectOpeners.has(next.folded) || notWishes.has(verb.folded)) return null;
  const word = verb.folded;
  let infinitive = irregularWishes[word];
  if (!infinitive && word.length >= 4 && /^\p{L}+$/u.test(verb.text) && word.endsWith("e"))
    infinitive = word.endsWith("gue")
      ? `${word.slice(0, -3)}gar`
      : word.endsWith("que")
        ? `${word.slice(0, -3)}car`
        : word.endsWith("ce")
          ? `${word.slice(0, -2)}zar`
          : `${word.slice(0, -1)}ar`;
  if (!infinitive) return null;
  const text = /^\p{Lu}/u.test(verb.text) ? capitalizeWord(infinitive) : infinitive;
  return { ...verb, text, folded: fold(infinitive) };
}

function capitalizeWord(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** "que la tarea de matemáticas la vea el Carlos", "lo de la luz que lo pague Carlos", "que
 * Mateo saque la basura en vez de Carlos": a task that is there, handed to a member. */
export function handedOver(scene: Scene): ClauseReading | null {
  const { reading, top, words, asks, clause } = scene;
  if (asks || reading.temporal.date || reading.temporal.recurrence) return null;
  const tokens = words.map((word) => word.token).filter((token) => !isPunctuation(token));
  const folded = tokens.map((token) => token.folded);
  const isName = (token: Token | undefined) =>
    token !== undefined && /^\p{Lu}\p{L}+$/u.test(token.text);
  // "… en vez de Carlos", "… instead of Carlos", "… em vez do Carlos": it was someone else's.
  const instead = folded.findIndex(
    (word, i) =>
      (word === "instead" && folded[i + 1] === "of") ||
      (["en", "em", "no"].includes(word) &&
        ["vez", "lugar"].includes(folded[i + 1] ?? "") &&
        ["de", "del", "do", "da"].includes(folded[i + 2] ?? "")),
  );
  if (instead > 2 && folded[0] === "que" && isName(tokens[1])) {
    const slots = { who: tokens.slice(1, 2), title: tokens.slice(2, instead) };
    return {
      ...clause("task.assign", top.score, { slots, literals: 1, hasSlot: true }, slots),
      basis: "carrier",
    };
  }
  // "… que lo pague Carlos", "que … la vea el Carlos": a pronoun, a verb, and the name, last.
  if (reading.language !== "es" || tokens.length < 5) return null;
  const last = tokens.length - 1;
  const named = isName(tokens[last]);
  const article = ["el", "la"].includes(folded[last - 1] ?? "") ? 1 : 0;
  const pronoun = last - 2 - article;
  if (!named || !["lo", "la", "los", "las"].includes(folded[pronoun] ?? "")) return null;
  let title = tokens.slice(0, pronoun);
  if (title.at(-1)?.folded === "que") title = title.slice(0, -1);
  else if (title[0]?.folded === "que") title = title.slice(1);
  else return null;
  if (!title.some((token) => /\p{L}{3,}/u.test(token.text))) return null;
  const slots = { who: tokens.slice(last), title };
  return {
    ...clause("task.assign", top.score, { slots, literals: 1, hasSlot: true }, slots),
    basis: "carrier",
  };
}

/** "a Mateo le toca ordenar el cuarto mañana": a member's turn at a chore on a day (or every so
 * often) is a new task for them, whatever question its words resemble. */
export function memberTurn(scene: Scene): ClauseReading | null {
  const { reading, top, words, asks, clause } = scene;
  // "los domingos le toca a Carlos trapear": the day or repetition said first is no part of it.
  const turn = turnOf(
    words
      .map((word) => word.token)
      .filter((token) => !reading.temporal.roles[reading.tokens.indexOf(token)]),
    reading.language,
  );
  if (asks || !turn || turn.title.length === 0) return null;
  if (!reading.temporal.recurrence && !reading.temporal.date) return null;
  return {
    ...clause("task.create", top.score, { slots: turn, literals: 1, hasSlot: true }, turn),
    basis: "carrier",
  };
}

/** "a Mateo le toca ordenar el cuarto", "le toca a Sofía lavar los platos", "it's Carlos's turn
 * to…", "é a vez do Mateo de…": whose turn it is, then the chore. */
function turnOf(tokens: Token[], language: Language): { who: Token[]; title: Token[] } | null {
  const folded = tokens.map((token) => token.folded);
  const isName = (token: Token | undefined) =>
    token !== undefined && /^\p{Lu}\p{L}+$/u.test(token.text);
  const rest = (from: number) => tokens.slice(from).filter((token) => !isPunctuation(token));
  if (language === "es") {
    // "a Mateo le toca…", "a la Sofi le toca…"
    const article = ["el", "la"].includes(folded[1] ?? "") ? 1 : 0;
    const name = tokens[1 + article];
    if (
      folded[0] === "a" &&
      isName(name) &&
      folded[2 + article] === "le" &&
      /^(toca|corresponde)$/.test(folded[3 + article] ?? "")
    )
      return { who: [name as Token], title: rest(4 + article) };
    // "le toca a Sofía…"
    if (folded[0] === "le" && folded[1] === "toca" && folded[2] === "a" && isName(tokens[3]))
      return { who: [tokens[3] as Token], title: rest(4) };
    // "el lunes toca vacunar al perro", "mañana toca cambiar las sábanas": whose turn is not
    // said; "toca" only says it is a chore, no part of its title. An infinitive must follow.
    if (folded[0] === "toca" && /^\p{L}+(ar|er|ir)$/u.test(folded[1] ?? ""))
      return { who: [], title: rest(1) };
  }
  if (language === "pt" && folded[0] === "e" && folded[1] === "a" && folded[2] === "vez") {
    // "é a vez do Mateo de…"
    if (/^(do|da)$/.test(folded[3] ?? "") && isName(tokens[4]) && folded[5] === "de")
      return { who: [tokens[4] as Token], title: rest(6) };
  }
  if (language === "en" && /^it'?s$/.test(folded[0] ?? "")) {
    // "it's Carlos's turn to…"
    const owner = tokens[1]?.text.match(/^(\p{Lu}\p{L}+)['’]s$/u);
    if (owner?.[1] && folded[2] === "turn" && folded[3] === "to") {
      // The member without the "'s" of whose turn it is.
      const name = { ...(tokens[1] as Token), text: owner[1], folded: fold(owner[1]) };
      return { who: [name], title: rest(4) };
    }
  }
  return null;
}

/** The closing words that hand a new task to someone, in each language: "y que le toque a",
 * "que lo haga", "and give it to", "e passa pro"; the member's name follows. */
const handingPhrases: Record<Language, string[][]> = {
  es: [
    ["que", "le", "toque", "a"],
    ["que", "lo", "haga"],
    ["que", "la", "haga"],
    // "…, que se encargue Sofía", "…, que se ocupe Mateo": who takes it on, wished last.
    ["que", "se", "encargue"],
    ["que", "se", "ocupe"],
    ["que", "le", "toca", "a"],
    ["y", "se", "la", "das", "a"],
    ["asignasela", "a"],
    ["asignaselo", "a"],
    ["dasela", "a"],
    ["daselo", "a"],
    ["pasasela", "a"],
    // usted: "désela a Carlos", "asígnesela a Sofía", "pásesela a Mateo".
    ["desela", "a"],
    ["deselo", "a"],
    ["asignesela", "a"],
    ["asigneselo", "a"],
    ["pasesela", "a"],
  ],
  pt: [
    ["passa", "pro"],
    ["passa", "pra"],
    ["deixa", "com", "o"],
    ["deixa", "com", "a"],
    ["quem", "faz", "e"],
  ],
  en: [
    ["give", "it", "to"],
    ["assign", "it", "to"],
    ["hand", "it", "to"],
  ],
};

export function handedTo(
  tokens: Token[] | undefined,
  language: Language,
): { title: Token[]; who: Token[] } | null {
  if (!tokens) return null;
  const conjunctions = new Set(lexicons[language].conjunctions.map(fold));
  for (const phrase of handingPhrases[language]) {
    for (let at = 1; at + phrase.length < tokens.length; at++) {
      if (!phrase.every((word, i) => tokens[at + i]?.folded === word)) continue;
      const who = tokens.slice(at + phrase.length).filter((token) => !isPunctuation(token));
      // A name of one or two words ("a Mateo", "la Sofi"), said last.
      if (who.length === 0 || who.length > 2 || !who.some((t) => /^\p{L}{3,}$/u.test(t.text)))
        continue;
      let title = tokens.slice(0, at);
      while (
        title.length > 1 &&
        (isPunctuation(title.at(-1) as Token) || conjunctions.has(title.at(-1)?.folded ?? ""))
      )
        title = title.slice(0, -1);
      return { title, who };
    }
  }
  return takenOnLast(tokens, language, conjunctions);
}

/** "…, Mateo se encarga", "…, Carlos does it", "…, o Carlos faz": a closing clause where the
 * member is said first and the verb says they take it on. */
const takingOnLast: Record<Language, RegExp> = {
  es: /^(se encarga|se ocupa|lo hace|la hace)$/,
  pt: /^(faz|cuida|fica com isso)$/,
  en: /^(does it|will do it|'?ll do it|handles it|takes care of it)$/,
};

function takenOnLast(
  tokens: Token[],
  language: Language,
  conjunctions: Set<string>,
): { title: Token[]; who: Token[] } | null {
  const comma = tokens.findLastIndex((token) => token.text === ",");
  if (comma < 1) return null;
  let at = comma + 1;
  if (["el", "la", "o", "a"].includes(tokens[at]?.folded ?? "")) at++;
  const name = tokens[at];
  if (!name || !/^\p{Lu}\p{L}+$/u.test(name.text)) return null;
  const rest = tokens
    .slice(at + 1)
    .filter((token) => !isPunctuation(token))
    .map((token) => token.folded)
    .join(" ");
  if (!takingOnLast[language].test(rest)) return null;
  let title = tokens.slice(0, comma);
  while (title.length > 1 && conjunctions.has(title.at(-1)?.folded ?? ""))
    title = title.slice(0, -1);
  return { title, who: [name] };
}

/**
 * "lo del regalo de sofi pasalo a mi nombre", "pónmelo a mí lo de la luz", "passa a tarefa do
 * presente pro meu nome", "assign the bathroom door to me", "yo me encargo de lavar el carro":
 * a task handed to the one who asks. The member is "me" (the tools take it for the caller); the
 * rest, past the verb, the "to me" and "lo de", names the task. "A mi nombre" says it alone; a
 * bare "a mí"/"to me" needs a verb that hands over, and never names a thing to buy.
 */
const toMyName = [
  "a mi nombre",
  "a nombre mio",
  "pro meu nome",
  "pra meu nome",
  "para meu nome",
  "no meu nome",
  "em meu nome",
  "to my name",
  "under my name",
  "in my name",
].map((phrase) => phrase.split(" "));
const toMe = ["a mi", "para mi", "pra mim", "para mim", "pro mim", "to me", "to myself"].map(
  (phrase) => phrase.split(" "),
);
/** Verbs that hand a task over: "pásalo", "asígnamelo", "pon", "passa", "give", "assign". */
const handVerb =
  /^(asign|assign|reassign|pas[ae]|pasa|pasal|pasam|pon|ponm|ponl|dej|dame|damel|transfi|transfer|hand|give|switch|put|passa|coloca|bota|deix|muda|camb)/;
/** "yo me encargo de…", "me hago cargo de…", "I'll take care of…", "eu cuido de…". */
const takenOn = [
  "yo me encargo de",
  "me encargo de",
  "me hago cargo de",
  "yo me hago cargo de",
  "i'll take care of",
  "ill take care of",
  "i will take care of",
  "i'll handle",
  "ill handle",
  "eu cuido de",
  "eu cuido do",
  "eu cuido da",
  "deixa comigo",
].map((phrase) => phrase.split(" "));
const leads = new Set(
  "lo la el los las de del da do a o the tarea tarefa task chore esa ese essa esse that this it".split(
    " ",
  ),
);

function findPhrase(folded: string[], phrases: string[][]): { at: number; length: number } | null {
  for (const phrase of phrases) {
    for (let i = 0; i + phrase.length <= folded.length; i++) {
      if (phrase.every((word, k) => folded[i + k] === word))
        return { at: i, length: phrase.length };
    }
  }
  return null;
}

export function handedToMe(scene: Scene): ClauseReading | null {
  const { top, words, asks, clause } = scene;
  if (asks) return null;
  const tokens = words.map((word) => word.token).filter((token) => !isPunctuation(token));
  const folded = tokens.map((token) => fold(token.text).replace(/’/g, "'"));
  const taken = findPhrase(folded, takenOn);
  const strong = taken ? null : findPhrase(folded, toMyName);
  const weak = taken || strong ? null : findPhrase(folded, toMe);
  const found = taken ?? strong ?? weak;
  if (!found) return null;
  let rest: Token[];
  if (taken) {
    if (taken.at !== 0) return null;
    rest = tokens.slice(taken.length);
  } else {
    rest = [...tokens.slice(0, found.at), ...tokens.slice(found.at + found.length)];
    const verbAt = rest.findIndex((token) => handVerb.test(token.folded));
    // "a mí": only with a verb that hands it over, said first or right after the task.
    if (weak && (verbAt < 0 || (verbAt > 0 && verbAt < rest.length - 1))) return null;
    if (verbAt < 0 && !strong) return null;
    if (verbAt >= 0) rest = rest.filter((_, i) => i !== verbAt);
  }
  while (rest.length > 0 && leads.has(rest[0]?.folded ?? "")) rest = rest.slice(1);
  while (rest.length > 0 && ["it", "lo", "la", "that"].includes(rest.at(-1)?.folded ?? ""))
    rest = rest.slice(0, -1);
  if (!rest.some((token) => /\p{L}{3,}/u.test(token.text))) return null;
  if (weak && namesAGrocery(rest)) return null;
  const me: Token = { ...(tokens[found.at] as Token), text: "me", folded: "me" };
  const slots = { who: [me], title: rest };
  return {
    ...clause("task.assign", top.score, { slots, literals: 2, hasSlot: true }, slots),
    basis: "carrier",
  };
}

/** Verbs that hand a task to someone else, with the clitics families glue on: "désela",
 * "pásaselo", "dáselo", "reassign", "passa", "give". */
const handToVerb =
  /^(asign|reasign|assign|reassign|pasa|pase|pasal|pasas|desel|dase|dale|give|hand|transfer|transfi|passa|repassa)/;
const toPrepositions = new Set(["a", "al", "para", "pro", "pra", "to"]);
const newTaskWords =
  /^(crea|cree|creame|crear|cria|crie|create|make|add|agrega|agregue|anota|anote|nueva|nuevo|nova|novo|new)$/;

/**
 * "la tarea de sacar la basura désela a Sofía", "lo de regar las plantas pásaselo a Mateo",
 * "passa a tarefa de lavar o carro pro Carlos", "reassign taking out the trash to Mateo": a task
 * that is there, handed to the member named last. The words past the verb and "lo de", "la
 * tarea de", name the task; a thing to buy is never handed over.
 */
export function handedToAMember(scene: Scene): ClauseReading | null {
  const { reading, top, words, asks, clause } = scene;
  if (asks || reading.temporal.recurrence) return null;
  let tokens = words.map((word) => word.token).filter((token) => !isPunctuation(token));
  // "passa a conta de internet pra Sofia pagar": what they are to do, after the name, is the
  // task's own verb.
  const isName = (token: Token | undefined) => /^\p{Lu}\p{L}{2,}$/u.test(token?.text ?? "");
  if (
    !isName(tokens.at(-1)) &&
    isName(tokens.at(-2)) &&
    isInfinitive(tokens.at(-1)?.text ?? "", reading.language)
  )
    tokens = tokens.slice(0, -1);
  const last = tokens.length - 1;
  if (last < 3 || !isName(tokens[last])) return null;
  // "… désela a Carlos para el domingo": a day said after the member may be the task's new day
  // (the call reads it: dayRightAfterWho); one said before says which.
  const named = reading.tokens.indexOf(tokens[last] as Token);
  if (reading.temporal.roles.some((role, i) => role !== null && i < named)) return null;
  // "a Sofía", "al Carlos", "pro o Carlos", "to Mateo": "a" may be the preposition itself.
  const before = (at: number) => tokens[at]?.folded ?? "";
  const article =
    ["el", "la", "o", "a"].includes(before(last - 1)) && toPrepositions.has(before(last - 2));
  const preposition = article ? last - 2 : last - 1;
  if (!toPrepositions.has(before(preposition))) return null;
  const verbAt = tokens.findIndex((token, i) => i < preposition && handToVerb.test(token.folded));
  if (verbAt < 0) return null;
  // "crea una tarea de podar las matas y asígnesela a Mateo": a new one, not one that is there.
  if (tokens.slice(0, verbAt).some((token) => newTaskWords.test(token.folded))) return null;
  let title = tokens.slice(0, preposition).filter((_, i) => i !== verbAt);
  while (title.length > 0 && leads.has(title[0]?.folded ?? "")) title = title.slice(1);
  // "passa a tarefa do filtro de água pra Sofia": said to be a task, «água» buys nothing.
  const saidATask = tokens
    .slice(0, preposition)
    .some((token) => ["tarea", "tarefa", "task", "chore", "lo"].includes(token.folded));
  if (!title.some((token) => /\p{L}{3,}/u.test(token.text))) return null;
  if (!saidATask && namesAGrocery(title)) return null;
  const slots = { who: tokens.slice(last), title };
  return {
    ...clause("task.assign", top.score, { slots, literals: 2, hasSlot: true }, slots),
    basis: "carrier",
  };
}

/**
 * "la puerta del baño que la arregle Carlos, ponésela a él", "…, cambiá la tarea a su nombre",
 * "asignaselo a Ana (osea a mi)": the handover said again, or who that is, said after it — one
 * request, read without the repetition.
 */
export function handoverSaidOnce(message: string): string | null {
  const once = message.replace(handoverAgain, "").replace(thatIsAside, "");
  return once !== message && /\p{L}/u.test(once) ? once : null;
}

const handoverAgain =
  /,?\s+(?:y\s+)?(?:pon[eé]sela|p[oó]nsela|pon[eé]selo|p[oó]nselo|p[aá]sasela|p[aá]saselo|d[eé]sela|d[eé]selo|asign[aá]sela|asign[aá]selo|cambi[aá] la tarea|cambie la tarea|pon[eé] la tarea|ponga la tarea)\s+(?:a\s+(?:[eé]l|ella|su nombre)|a nombre (?:de\s+(?:[eé]l|ella)|suyo))\s*[.!]?\s*$/iu;
const thatIsAside = /\s*\(\s*(?:o\s*sea|osea|es decir|ou seja|i\.?e\.?|that is)[^)]*\)/giu;

/** "pasa lo de la basura al viernes y que la saque Mateo": who does it, wished after the rest
 * (words.ts's wishesWhoDoesIt); the rest is the task. Null when nobody is wished so. */
export function wishedLast(tokens: Token[] | undefined): { title: Token[]; who: Token[] } | null {
  if (!tokens) return null;
  const at = tokens.findIndex(
    (token, i) => i > 0 && token.folded === "que" && wishesWhoDoesIt(tokens.slice(i)),
  );
  if (at < 0) return null;
  let title = tokens.slice(0, at);
  while (title.length > 1 && /^(y|e|,)$/.test(title.at(-1)?.folded ?? ""))
    title = title.slice(0, -1);
  const who = tokens
    .slice(at)
    .filter((token) => !isPunctuation(token))
    .slice(-1);
  return { title, who };
}
