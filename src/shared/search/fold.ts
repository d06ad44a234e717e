/**
 * Search folding: accents and case do not matter ('platano' finds «Plátano», 'ACCION' finds
 * «acción»). The same letter table is the SQL function `hogaria_fold` on both engines, so the
 * text and the words typed are folded alike.
 */
export const foldedLetters = "áàâãäåÁÀÂÃÄÅéèêëÉÈÊËíìîïÍÌÎÏóòôõöÓÒÔÕÖúùûüÚÙÛÜñÑçÇýÿÝ";

/** Each folded letter without its mark, position by position. */
export const plainLetters = [...foldedLetters]
  .map((letter) => letter.normalize("NFD").charAt(0))
  .join("");

const plainFor = new Map([...foldedLetters].map((letter, index) => [letter, plainLetters[index]]));

export function foldForSearch(text: string): string {
  let folded = "";
  for (const letter of text) folded += plainFor.get(letter) ?? letter;
  return folded.toLowerCase();
}

/** The words of a search, folded, at most `max` of them; empty when nothing is worth searching. */
export function searchWords(query: string, max = 5): string[] {
  return foldForSearch(query)
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, max);
}
