import { isPunctuation, type Token } from "#server/ai/understanding/text.ts";

/**
 * "ya saqué la basura y regué las plantas", "lavei o carro e paguei a luz", "I walked the dog
 * and fed the cat": two things done, said with one "ya" — the second opens with a verb in the
 * past ("regué", "paguei", "fed"). Each is a task done of its own: the title's pieces, or null
 * when it is one thing ("la tarea de sacar y guardar la ropa").
 */
const conjunctions = new Set(["y", "e", "and", ","]);
const pastIrregular = new Set(
  "hice fui puse traje di hizo fue puso trajo dio fiz fui pus trouxe dei did went put made took fed swept paid got brought gave".split(
    " ",
  ),
);

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
  const pieces: Token[][] = [[]];
  tokens.forEach((token, i) => {
    if (conjunctions.has(token.folded) && i > 0 && saysDone(tokens[i + 1])) pieces.push([]);
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
