/**
 * Words of a message as the understanding reads them: each keeps what was written (for names and
 * titles, said back exactly) and its folded form (lower case, no accents, for matching).
 */
export interface Token {
  /** As written, punctuation around it removed: "Agrégalo", "sabão". */
  text: string;
  /** Lower case without accents: "agregalo", "sabao". */
  folded: string;
  /** Where it starts and ends in the message (NFC). */
  start: number;
  end: number;
}

/** Lower case, no accents: "Mañana" → "manana", "sabão" → "sabao". */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** Words and numbers ("2", "1.5", "19:30", "x6", "pt-br"); a comma or a full stop is kept as its
 * own token, since it separates items and clauses. Everything else (emoji, <, ¿, !) is dropped. */
const wordPattern =
  /\d{1,2}h\d{2}\b|\d+(?:[.,:/]\d+)*|[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*|[,;.]/gu;

/** A pattern of whole words from a list of alternatives ("hay|queda|there'?s"): accented
 * letters are letters, which `\b` does not know. */
export function wholeWords(list: string, flags = "iu"): RegExp {
  return new RegExp(`(?<!\\p{L})(?:${list})(?!\\p{L})`, flags);
}

export function tokenize(message: string): Token[] {
  const text = message.normalize("NFC");
  const tokens: Token[] = [];
  for (const match of text.matchAll(wordPattern)) {
    const start = match.index ?? 0;
    tokens.push({ text: match[0], folded: fold(match[0]), start, end: start + match[0].length });
  }
  return tokens;
}

export function isPunctuation(token: Pick<Token, "folded">): boolean {
  return token.folded === "," || token.folded === ";" || token.folded === ".";
}

/** Levenshtein distance with a cap: answers cap + 1 as soon as the distance exceeds it. An
 * adjacent swap ("argega") counts as one edit. */
export function editDistance(a: string, b: string, cap = 2): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    let best = cap + 1;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (d[i - 1]?.[j] ?? 0) + 1,
        (d[i]?.[j - 1] ?? 0) + 1,
        (d[i - 1]?.[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (d[i - 2]?.[j - 2] ?? 0) + 1);
      }
      (d[i] as number[])[j] = value;
      best = Math.min(best, value);
    }
    if (best > cap) return cap + 1;
  }
  return d[a.length]?.[b.length] ?? cap + 1;
}
