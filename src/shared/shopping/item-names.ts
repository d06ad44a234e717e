/** Lower case, no accents, single spaces: how two spellings of one grocery are compared. */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** One stem for a word and its Spanish plural: "limón"/"limones" → "limon", "tomate"/"tomates" →
 * "tomat", "huevo"/"huevos" → "huevo". Not a real stemmer: just enough to match a shopping item
 * with the pantry item it restocks and to look words up in the aisle dictionary. */
export function stemWord(word: string): string {
  let stem = word;
  if (stem.length > 3 && stem.endsWith("s")) stem = stem.slice(0, -1);
  if (stem.length > 3 && /[^aeiou]e$/.test(stem)) stem = stem.slice(0, -1);
  return stem;
}

/** The key two item names share when they name the same thing ("Huevos" and "huevo"). */
export function itemNameKey(name: string): string {
  return foldText(name).split(" ").map(stemWord).join(" ");
}

export function sameItemName(a: string, b: string): boolean {
  return itemNameKey(a) === itemNameKey(b);
}

/** "arroz integral" → "Arroz integral": what a quick add stores. */
export function capitalizeFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase("es") + text.slice(1);
}

/** Orders names the Spanish way, ignoring case and accents. One collator for every sort:
 * `localeCompare(b, "es", options)` builds a new one per call, ~50× slower on a long list. */
export const compareNames = new Intl.Collator("es", { sensitivity: "base" }).compare;
