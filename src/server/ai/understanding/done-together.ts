import { isPunctuation, type Token } from "#server/ai/understanding/text.ts";

/**
 * "ya saqué la basura y regué las plantas", "lavei o carro e paguei a luz", "I walked the dog
 * and fed the cat": two things done, said with one "ya" — the second opens with a verb in the
 * past ("regué", "paguei", "fed"). Each is a task done of its own: the title's pieces, or null
 * when it is one thing ("la tarea de sacar y guardar la ropa").
 */
const conjunctions = new Set(["y", "e", "and", ","]);
const pastIrregular = new Set(
  "hice fui puse traje di hizo fue puso trajo dio fiz fez fui pus trouxe dei did went put made took fed swept paid got brought gave".split(
    " ",
  ),
);

const bothWords = new Set(["both", "ambos", "ambas"]);

/** How many words name a member (with their article) right before a verb saying it was done:
 * "a Sofia lavou", "Mateo did", "el Carlos sacó"; 0 when none does. */
function memberBeforeDone(tokens: Token[], at: number): number {
  const article = ["a", "o", "el", "la"].includes(tokens[at]?.folded ?? "") ? 1 : 0;
  const name = tokens[at + article];
  if (!name || !/^\p{Lu}\p{Ll}+$/u.test(name.text)) return 0;
  return saysDone(tokens[at + article + 1]) ? article + 1 : 0;
}

export function saysDone(token: Token | undefined): boolean {
  if (!token) return false;
  const word = token.text.toLowerCase();
  return (
    pastIrregular.has(word) ||
    /\p{L}{2,}(é|í|ó)$/u.test(word) ||
    /\p{L}{2,}(ei|ou)$/u.test(word) ||
    /\p{L}{3,}ed$/u.test(word)
  );
}

export function doneTogether(tokens: Token[] | undefined): Token[][] | null {
  if (!tokens) return null;
  // "paid both the electric bill and the internet", "pagué ambas, la luz y el gas": both
  // things, one verb.
  const both = tokens.findIndex((token) => bothWords.has(token.folded));
  const and = tokens.findIndex(
    (token, i) => i > both + 1 && ["y", "e", "and"].includes(token.folded),
  );
  if (both >= 0 && and > 0) {
    const pieces = [tokens.slice(both + 1, and), tokens.slice(and + 1)].map((piece) =>
      piece.filter((token) => !isPunctuation(token)),
    );
    if (pieces.every((piece) => piece.length > 0)) return pieces;
  }
  const pieces: Token[][] = [[]];
  let skip = 0;
  tokens.forEach((token, i) => {
    if (skip > 0) {
      skip--;
      return;
    }
    // "…e a Sofia lavou o carro", "…and Mateo did his homework": another member's, done.
    const member = conjunctions.has(token.folded) && i > 0 ? memberBeforeDone(tokens, i + 1) : 0;
    if (member > 0) {
      pieces.push([]);
      skip = member;
    } else if (conjunctions.has(token.folded) && i > 0 && saysDone(tokens[i + 1])) pieces.push([]);
    else (pieces.at(-1) as Token[]).push(token);
  });
  const named = pieces.map((piece) => piece.filter((token) => !isPunctuation(token)));
  return named.length > 1 && named.every((piece) => piece.length >= 1) ? named : null;
}

/** "já tirei o lixo e reguei as plantas": after a task done, a part that opens with another verb
 * in the past is a task done too — unless it bought something ("…y compré el pan"). */
export function doneAfterDone(previousIntent: string | undefined, words: Token[]): boolean {
  const first = words[0];
  return (
    previousIntent === "task.complete" &&
    words.length >= 2 &&
    saysDone(first) &&
    !/^(compr|bought|got|pegu|peg[oó]|consegu)/.test(first?.folded ?? "") &&
    !words.some((token) => ["lista", "list"].includes(token.folded))
  );
}

/**
 * "Mateo ya hizo la tarea de matemáticas, tache eso", "sofia washed the car this morning so you
 * can check that off", "changed the water filter, mark it done": asked to mark done what was
 * just told done — the telling alone says it. ("check it off" stays: it ticks the list; a
 * Portuguese closing stays too, or the rest would be read in another language.)
 */
export function doneClosingSaidPlainly(message: string): string | null {
  const found = doneClosing.exec(message);
  if (!found || found.index === 0) return null;
  const told = message.slice(0, found.index);
  // "the trash is out, mark it done", "the dishes are clean, check that off": the chore's state.
  const state =
    /^\s*(?<thing>.+?)\s+(?:is|are|'s)\s+(?:all\s+)?(?:out|clean|cleaned|done|fixed|washed|paid|walked|watered|taken\s+out)\s*$/iu.exec(
      told,
    )?.groups?.thing;
  if (state) return `mark ${state} as done`;
  const words = told.split(/\s+/).map((text) => ({ text, folded: text.toLowerCase() }));
  if (!words.some((word) => saysDone(word as Token) || /^(ya|j[aá]|already)$/.test(word.folded)))
    return null;
  // "changed the water filter": a verb in the past said bare reads as done with "already".
  return /^\s*\p{L}+ed\s/iu.test(told) ? `already ${told.trim()}` : told.trim();
}

const doneClosing =
  /[,.;!]?\s*(?:(?:so\s+)?(?:you\s+can|u\s+can|pls|please)\s+|(?:y\s+|e\s+|and\s+)?(?:ya\s+)?(?:puedes\s+|pod[eé]s\s+)?)(?:check\s+(?:that|both|those)\s+off|mark\s+(?:that|it|them|both)\s+(?:as\s+)?(?:done|complete|completed)|tach[aeá]\s+(?:eso|esa|esto)|t[aá]chalo\s+como\s+hecho|m[aá]rcal[oa]\s+como\s+(?:hech[oa]|list[oa]))\s*[.!🙏🙌👍✅]*\s*$/iu;

/**
 * "pode marcar como feita a da matemática, o Mateo terminou", "mark the math homework done,
 * Mateo finished it", "marca como hecha la de matemáticas, ya la hizo Mateo": who did it, said
 * after asking to mark it done, is why — no second task «Terminou». The request alone, or null.
 */
export function whoDidItSaidAfter(message: string): string | null {
  const found = whoDidIt.exec(message) ?? whoDidItLast.exec(message);
  if (!found || found.index === 0) return null;
  const request = message.slice(0, found.index);
  return marksDone.test(request) ? request.trim() : null;
}

const already = String.raw`(?:(?:ya|j[aá]|already)\s+)?`;
const member = String.raw`(?:(?:el|la|o|a)\s+)?\p{Lu}\p{Ll}+`;
const didIt = String.raw`(?:(?:lo|la|se|o|a)\s+)?(?:termin[oó]u?|acab[oó]u?|hizo|fez|adelant[oó]|adiantou|finished(?:\s+it)?|did\s+it|completed\s+it|got\s+it\s+done)`;
const whoDidIt = new RegExp(
  String.raw`[,;]\s*(?:porque\s+|que\s+|since\s+|because\s+)?${already}${member}\s+${already}${didIt}\s*[.!]*\s*$`,
  "u",
);
const whoDidItLast = new RegExp(String.raw`[,;]\s*${already}${didIt}\s+${member}\s*[.!]*\s*$`, "u");
/** The request before it marks a task done: by the state ("como feita", "as done") or a verb. */
const marksDone =
  /(?:como|as)\s+(?:feit[ao]|hech[ao]|list[ao]|terminad[ao]|conclu[ií]d[ao]|done|complete[d]?|finished)|\b(?:done|complete)\b|tach[aá]|t[aá]chal|risca|check\s+off|ya\s+est[aá]|cumplid/iu;

/** "mark the math homework done", "mark the trash complete": "as" left out, said in full. */
export function markedDoneSaidInFull(message: string): string | null {
  const found =
    /^(\s*(?:please\s+)?mark\s+(?!as\b)\S.*?)\s+(done|complete|completed|finished)(\b.*)$/iu.exec(
      message,
    );
  // "mark it as not done" says "as" already, and the opposite.
  if (!found || /\b(?:as|not)\b/iu.test(found[1] ?? "")) return null;
  return `${found[1]} as ${found[2]}${found[3]}`;
}

/**
 * "la luz quedó pagada y el internet también", "las plantitas ya están regadas": a task told
 * done by the state its thing is in — said as the engine reads it ("marca como hecha la luz y
 * el internet"), the thing kept, the state's word out of the title; null otherwise.
 */
export function doneStateSaidPlainly(message: string): string | null {
  const found = doneState.exec(message.trim())?.groups;
  if (!found?.thing) return null;
  const rest = found.rest?.trim() ?? "";
  const other = /^(?:y|e)\s+(?<other>(?:el|la|los|las|lo de)\s+.+?)\s+tambi[eé]n\s*[.!]*$/iu.exec(
    rest,
  )?.groups?.other;
  if (rest && !other && !/^[.!]*$/.test(rest)) return null;
  return `marca como hecha ${found.thing}${other ? ` y ${other}` : ""}`;
}

const doneState =
  /^(?:(?:listo|ya|bueno|oye|che|mira)\s*,?\s+)?(?<thing>(?:el|la|los|las|lo de)\s+[^,]+?)\s+(?:ya\s+)?(?:qued[oó]|quedaron|est[aá]n?)\s+(?:ya\s+)?(?:pagad|hech|regad|lavad|limpi|sacad|arreglad|cambiad|terminad|barrid|planchad|ordenad|recogid)[oa]s?(?<rest>.*)$/iu;

/** «lo del internet ya está, lo pagué en el banco, y anotá…»: a chore told ready is done; how it
 * was done, said after, is no part of it, and a request may follow. */
export function howItWasDoneAfter(message: string): string | null {
  const found =
    /^\s*(?:(?:listo|ya|bueno)\s*,?\s+)?(?<thing>lo\s+del?\s+[^,;.]+?)\s+ya\s+est[aá](?:\s+list[oa])?(?:\s*[,;.]\s*(?:ya\s+)?(?:lo|la)\s+(?:pagu[eé]|pagamos|hice|hicimos|arregl[eé]|mand[eé]|llam[eé]|compr[eé]|dej[eé])(?:\s+(?:en|por|con|desde|a)\s+[^,;.]+)?)?(?<rest>\s*[,;.]\s*(?:y\s+)?\p{L}.*)?\s*[.!]*$/iu.exec(
      message,
    )?.groups;
  if (!found?.thing) return null;
  const plainer = `marca como hecha ${found.thing}${found.rest ?? ""}`;
  return plainer === message ? null : plainer;
}

/** «ya pagamos el internet en Abitab, ta»: where it was paid, and «ta» (done, Uruguay), are no
 * part of the chore. */
export function paidSomewhere(message: string): string | null {
  const plainer = message
    .replace(/\s*[,;.]\s*(?:ta|t[aá]\s+bien|listo)\s*[.!]*$/iu, "")
    .replace(
      /^(\s*(?:ya\s+)?(?:pagu[eé]|pagamos|pag[oó])\s+(?:el|la|los|las)\s+\p{L}+(?:\s+de\s+(?:la\s+|el\s+)?\p{L}+)?)\s+(?:en|por|con)\s+(?:el\s+|la\s+)?(?:Abitab|Red\s*Pagos|Rapipago|Pago\s*F[aá]cil|Oxxo|banco|app|cajero|Yape|Plin|Nequi|Daviplata|Mercado\s*Pago)(?!\p{L})/iu,
      "$1",
    );
  return plainer !== message ? plainer : null;
}
