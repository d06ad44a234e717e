/** Spec §9: initials come from the first two words of the name, at most 2, uppercase. */
export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    // The first letter or digit of each word: "(Ana)" still gives "A", and a letter outside the
    // Basic Multilingual Plane stays whole.
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? "")
    .join("");
  return letters.toLocaleUpperCase("es").slice(0, 2);
}
