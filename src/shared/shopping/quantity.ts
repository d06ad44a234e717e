import type { InventoryUnit } from "#shared/domain/catalog.ts";
import { capitalizeFirst, foldText } from "#shared/shopping/item-names.ts";

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
