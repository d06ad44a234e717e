import type { InventoryUnit } from "#shared/domain/catalog.ts";
import { capitalizeFirst, foldText, itemNameKey } from "#shared/shopping/item-names.ts";

/** A shopping quantity read from free text ("2 kg", "medio kilo", "3"): the unit is null when the
 * text gives only a number. */
export interface ParsedQuantity {
  amount: number;
  unit: InventoryUnit | null;
}

const numberWords: Record<string, number> = {
  un: 1,
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  doce: 12,
  medio: 0.5,
  media: 0.5,
  docena: 12,
};

const unitWords: Record<string, InventoryUnit> = {
  kg: "kg",
  kgs: "kg",
  kilo: "kg",
  kilos: "kg",
  kilogramo: "kg",
  kilogramos: "kg",
  g: "g",
  gr: "g",
  grs: "g",
  gramo: "g",
  gramos: "g",
  l: "L",
  lt: "L",
  lts: "L",
  litro: "L",
  litros: "L",
  ml: "mL",
  mililitro: "mL",
  mililitros: "mL",
  paquete: "paquete",
  paquetes: "paquete",
  paq: "paquete",
  unidad: "unidad",
  unidades: "unidad",
  u: "unidad",
  pza: "unidad",
  pzas: "unidad",
  pieza: "unidad",
  piezas: "unidad",
};

const numberPattern = /^(\d+(?:[.,]\d+)?|\d+\/\d+)$/;

function readNumber(token: string): number | null {
  if (token in numberWords) return numberWords[token] ?? null;
  if (!numberPattern.test(token)) return null;
  if (token.includes("/")) {
    const [top, bottom] = token.split("/").map(Number);
    return top !== undefined && bottom ? top / bottom : null;
  }
  return Number(token.replace(",", "."));
}

/** Splits "2kg" into "2 kg" so a number glued to its unit reads like the spaced form. */
function tokens(text: string): string[] {
  return foldText(text)
    .replace(/(\d)([a-z])/g, "$1 $2")
    .split(" ")
    .filter(Boolean);
}

/** Reads "2 kg", "1,5 litros", "medio kilo", "1/2 kg", "3" or "kilo" (one kg). Null when the text
 * is not a quantity. */
export function parseQuantity(text: string | null | undefined): ParsedQuantity | null {
  if (!text) return null;
  const words = tokens(text);
  if (words.length === 0 || words.length > 2) return null;
  const [first = "", second] = words;
  const amount = readNumber(first);
  if (amount === null) {
    const unit = words.length === 1 ? unitWords[first] : undefined;
    return unit ? { amount: 1, unit } : null;
  }
  if (second === undefined) return { amount, unit: null };
  const unit = unitWords[second];
  return unit ? { amount, unit } : null;
}

/** "x6", "×6", "6x": a count written as a multiplier. */
const multiplierPattern = /^(?:[x×](\d+)|(\d+)[x×])$/i;

/** "aguacates x6", "huevos x 12", "6x aguacates", "limones ×3": the count and the name's words. */
function readMultiplier(words: string[]): { count: string; nameWords: string[] } | null {
  const count = (word: string | undefined) => {
    const match = multiplierPattern.exec(word ?? "");
    return match ? String(Number(match[1] ?? match[2])) : null;
  };
  const last = words.at(-1);
  const atEnd = words.length > 1 ? count(last) : null;
  if (atEnd) return { count: atEnd, nameWords: words.slice(0, -1) };
  if (words.length > 2 && /^[x×]$/i.test(words.at(-2) ?? "") && /^\d+$/.test(last ?? "")) {
    return { count: String(Number(last)), nameWords: words.slice(0, -2) };
  }
  const atStart = words.length > 1 ? count(words[0]) : null;
  return atStart ? { count: atStart, nameWords: words.slice(1) } : null;
}

export interface QuickAdd {
  name: string;
  quantity: string | null;
}

/** What someone types in the quick-add field: "2 kg de arroz", "arroz 2 kg", "3 manzanas",
 * "leche". The quantity keeps the words the person used; the name loses a leading "de". */
export function parseQuickAdd(text: string): QuickAdd {
  const words = text.trim().replace(/\s+/g, " ").split(" ").filter(Boolean);
  const isNumber = (word: string | undefined) =>
    word !== undefined && readNumber(foldText(word)) !== null;
  const isUnit = (word: string | undefined) => word !== undefined && foldText(word) in unitWords;

  const multiplied = readMultiplier(words);
  if (multiplied) {
    return { name: capitalizeFirst(multiplied.nameWords.join(" ")), quantity: multiplied.count };
  }

  let quantityWords: string[] = [];
  let nameWords = words;
  const glued = words[0]?.match(/^(\d+(?:[.,]\d+)?)([a-zA-Z]+)$/);
  if (glued && isUnit(glued[2])) {
    quantityWords = [words[0] ?? ""];
    nameWords = words.slice(1);
  } else if (isNumber(words[0]) && words.length > 1) {
    const take = isUnit(words[1]) && words.length > 2 ? 2 : 1;
    quantityWords = words.slice(0, take);
    nameWords = words.slice(take);
  } else if (words.length > 1 && isNumber(words.at(-1))) {
    quantityWords = words.slice(-1);
    nameWords = words.slice(0, -1);
  } else if (words.length > 2 && isNumber(words.at(-2)) && isUnit(words.at(-1))) {
    quantityWords = words.slice(-2);
    nameWords = words.slice(0, -2);
  }
  if (quantityWords.length > 0 && foldText(nameWords[0] ?? "") === "de" && nameWords.length > 1) {
    nameWords = nameWords.slice(1);
  }
  // "un pan" is a name; "un" alone is not a quantity worth storing.
  const quantity = quantityWords.join(" ");
  const meaningless =
    quantityWords.length === 1 && readNumber(foldText(quantity)) === 1 && !/\d/.test(quantity);
  return {
    name: capitalizeFirst(nameWords.join(" ")),
    quantity: quantity && !meaningless ? quantity : null,
  };
}

const massOrVolume: Partial<Record<InventoryUnit, { base: "g" | "mL"; factor: number }>> = {
  kg: { base: "g", factor: 1000 },
  g: { base: "g", factor: 1 },
  L: { base: "mL", factor: 1000 },
  mL: { base: "mL", factor: 1 },
};

/** Converts an amount between units of one kind (kg↔g, L↔mL); null across kinds. */
export function convertAmount(
  amount: number,
  from: InventoryUnit,
  to: InventoryUnit,
): number | null {
  if (from === to) return amount;
  const source = massOrVolume[from];
  const target = massOrVolume[to];
  if (!source || !target || source.base !== target.base) return null;
  return roundAmount((amount * source.factor) / target.factor);
}

/** Quantities keep at most three decimals: 0.1 + 0.2 is shown and stored as 0.3. */
export function roundAmount(amount: number): number {
  return Math.round(amount * 1000) / 1000;
}

const pluralUnits: Partial<Record<InventoryUnit, string>> = {
  unidad: "unidades",
  paquete: "paquetes",
};

/** "2 kg", "1 unidad", "3 unidades", "1.5 L": the text a generated shopping item carries. */
export function formatQuantity(amount: number, unit: InventoryUnit): string {
  const number = String(roundAmount(amount));
  const word = amount === 1 ? unit : (pluralUnits[unit] ?? unit);
  return `${number} ${word}`;
}

/** How a measured amount is written back: symbols stay, counted units agree in number. */
function formatAmount(amount: number, unit: InventoryUnit | null): string {
  if (unit === null) return String(roundAmount(amount));
  return formatQuantity(amount, unit);
}

/** "2 bolsas", "1 caixa", "una docena": a number and the words after it. */
function readCountedWords(text: string): { amount: number; words: string } | null {
  const [first = "", ...rest] = text.trim().replace(/\s+/g, " ").split(" ");
  const amount = readNumber(foldText(first));
  if (amount === null || rest.length === 0) return null;
  return { amount, words: rest.join(" ") };
}

/** Plural of a one-word container ("bolsa" → "bolsas", "caja" → "cajas", "pan" → "panes"). */
function pluralOf(words: string): string {
  if (words.includes(" ") || /s$/i.test(words)) return words;
  return /[aeiouáéíóú]$/i.test(words) ? `${words}s` : `${words}es`;
}

/** Dozens read as a count: "1 docena" → 12, "media docena" → 6. */
function readDozens(text: string): number | null {
  const counted = readCountedWords(text);
  if (counted && /^docenas?$/.test(foldText(counted.words))) return counted.amount * 12;
  return foldText(text) === "docena" ? 12 : null;
}

/**
 * The quantity of a shopping item after the same item is asked for again: "2 kg" + "1 kg" →
 * "3 kg", "500 g" + "1 kg" → "1500 g", "2" + "3" → "5", "2 bolsas" + "1 bolsa" → "3 bolsas",
 * "1 docena" + "6" → "18". An item without a quantity counts as one ("Pan" asked again → "2"),
 * but beside a measured amount it only meant "some" ("Arroz" + "2 kg" → "2 kg"). Amounts that
 * cannot be added are kept side by side: "2 kg" + "1 bolsa" → "2 kg + 1 bolsa".
 */
export function addQuantities(existing: string | null, added: string | null): string {
  const before = existing?.trim() || null;
  const more = added?.trim() || null;
  if (before === null && more === null) return "2";
  const one = before ?? more ?? "";
  const other = before === null ? more : before;
  if (before === null || more === null) {
    // One side says nothing: a count goes up by one, a measure stands as it is.
    const parsed = parseQuantity(one);
    if (parsed && parsed.unit === null) return formatAmount(parsed.amount + 1, null);
    const dozens = readDozens(one);
    return dozens === null ? (other ?? one) : String(dozens + 1);
  }

  const first = parseQuantity(before);
  const second = parseQuantity(more);
  if (first && second) {
    const counts = (unit: InventoryUnit | null) => unit === null || unit === "unidad";
    if (counts(first.unit) && counts(second.unit)) {
      const unit = first.unit ?? second.unit;
      return formatAmount(first.amount + second.amount, unit);
    }
    if (first.unit && second.unit) {
      const converted = convertAmount(second.amount, second.unit, first.unit);
      if (converted !== null) return formatAmount(first.amount + converted, first.unit);
    }
  }

  const firstWords = readCountedWords(before);
  const secondWords = readCountedWords(more);
  if (
    firstWords &&
    secondWords &&
    itemNameKey(firstWords.words) === itemNameKey(secondWords.words)
  ) {
    const amount = roundAmount(firstWords.amount + secondWords.amount);
    const written = [firstWords, secondWords].find((each) => each.amount !== 1);
    const words = amount === 1 ? firstWords.words : (written?.words ?? pluralOf(firstWords.words));
    return `${amount} ${words}`;
  }

  const firstDozens = readDozens(before) ?? (first?.unit === null ? first.amount : null);
  const secondDozens = readDozens(more) ?? (second?.unit === null ? second.amount : null);
  if (firstDozens !== null && secondDozens !== null) {
    return String(roundAmount(firstDozens + secondDozens));
  }
  return `${before} + ${more}`;
}
