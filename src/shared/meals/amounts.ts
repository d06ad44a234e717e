import type { InventoryUnit } from "#shared/domain/catalog.ts";
import { itemNameKey, sameItemName } from "#shared/shopping/item-names.ts";
import { formatQuantity, roundAmount } from "#shared/shopping/quantity.ts";

/** An amount in one of spec §9's units; `amount` null means "al gusto" (no quantity written). */
export interface Amount {
  amount: number | null;
  unit: InventoryUnit;
}

/** One ingredient as a planned meal needs it: the recipe's line times servings planned ÷ the
 * recipe's servings. */
export interface NeededIngredient extends Amount {
  name: string;
  /** The meal it is for ("Tacos de pollo"), shown in the preview. */
  meal: string;
}

type Kind = "mass" | "volume" | "unidad" | "paquete";

const kinds: Record<InventoryUnit, { kind: Kind; factor: number }> = {
  g: { kind: "mass", factor: 1 },
  kg: { kind: "mass", factor: 1000 },
  mL: { kind: "volume", factor: 1 },
  L: { kind: "volume", factor: 1000 },
  unidad: { kind: "unidad", factor: 1 },
  paquete: { kind: "paquete", factor: 1 },
};

/** 1500 g reads as 1.5 kg, 750 mL stays 750 mL: the larger unit from 1 upwards. */
function readable(base: number, kind: Kind): Amount {
  if (kind === "mass") {
    return base >= 1000
      ? { amount: roundAmount(base / 1000), unit: "kg" }
      : { amount: roundAmount(base), unit: "g" };
  }
  if (kind === "volume") {
    return base >= 1000
      ? { amount: roundAmount(base / 1000), unit: "L" }
      : { amount: roundAmount(base), unit: "mL" };
  }
  return { amount: roundAmount(base), unit: kind };
}

/** The amount in its kind's smallest unit (g, mL), or null across kinds. */
function toBase(amount: number, unit: InventoryUnit): number {
  return amount * kinds[unit].factor;
}

export function sameKind(a: InventoryUnit, b: InventoryUnit): boolean {
  return kinds[a].kind === kinds[b].kind;
}

export interface SummedIngredient extends Amount {
  key: string;
  name: string;
  meals: string[];
}

/**
 * Adds up what the planned meals need, unit-aware: 500 g + 1 kg of the same ingredient is
 * 1.5 kg; "Cebolla" and "cebollas" are one line; grams and units of one ingredient stay two
 * lines (they cannot be added). A line with no quantity counts only when no other line of the
 * ingredient has one.
 */
export function sumIngredients(needed: NeededIngredient[]): SummedIngredient[] {
  const groups = new Map<
    string,
    { name: string; kind: Kind; base: number | null; meals: string[] }
  >();
  for (const line of needed) {
    const kind = kinds[line.unit].kind;
    const key = `${itemNameKey(line.name)}|${kind}`;
    const group = groups.get(key) ?? { name: line.name, kind, base: null, meals: [] };
    if (line.amount !== null) group.base = (group.base ?? 0) + toBase(line.amount, line.unit);
    if (!group.meals.includes(line.meal)) group.meals.push(line.meal);
    groups.set(key, group);
  }
  return [...groups.entries()].map(([key, group]) => {
    const amount =
      group.base === null
        ? ({
            amount: null,
            unit: group.kind === "mass" ? "g" : group.kind === "volume" ? "mL" : group.kind,
          } as Amount)
        : readable(group.base, group.kind);
    return { key, name: group.name, meals: group.meals, ...amount };
  });
}

/** What the pantry holds of an ingredient. */
export interface PantryStock {
  name: string;
  qtyOnHand: number;
  unit: InventoryUnit;
}

export interface ToBuyLine extends SummedIngredient {
  /** What the pantry has of it, in a unit of the same kind; null when it has none. */
  inPantry: Amount | null;
  /** What is left to buy once the pantry is counted; null amount: buy some (no quantity). */
  toBuy: Amount | null;
}

function findStock(line: SummedIngredient, pantry: PantryStock[]): PantryStock | undefined {
  return pantry.find(
    (stock) =>
      sameItemName(stock.name, line.name) && sameKind(stock.unit, line.unit) && stock.qtyOnHand > 0,
  );
}

/**
 * Takes what the pantry holds off what the week needs. Counted things (units, packages) are
 * bought whole: 1.5 eggs short is 2 to buy. `toBuy` is null when the pantry covers the line.
 */
export function subtractPantry(lines: SummedIngredient[], pantry: PantryStock[]): ToBuyLine[] {
  return lines.map((line) => {
    const stock = findStock(line, pantry);
    const inPantry = stock
      ? readable(toBase(stock.qtyOnHand, stock.unit), kinds[stock.unit].kind)
      : null;
    if (line.amount === null) {
      return { ...line, inPantry, toBuy: stock ? null : { amount: null, unit: line.unit } };
    }
    const kind = kinds[line.unit].kind;
    const missing =
      toBase(line.amount, line.unit) - (stock ? toBase(stock.qtyOnHand, stock.unit) : 0);
    if (missing <= 0.0005) return { ...line, inPantry, toBuy: null };
    const counted = kind === "unidad" || kind === "paquete";
    return {
      ...line,
      inPantry,
      toBuy: readable(counted ? Math.ceil(missing - 1e-9) : missing, kind),
    };
  });
}

/** The quantity text a shopping item carries, with the decimal comma the family reads:
 * "1,5 kg", "3 unidades"; null for "some". */
export function listQuantity(amount: Amount | null): string | null {
  if (!amount || amount.amount === null) return null;
  return formatQuantity(amount.amount, amount.unit).replace(".", ",");
}

/** Scales a recipe line to the servings planned. */
export function scaleAmount(
  amount: number | null,
  planned: number,
  recipeServings: number,
): number | null {
  if (amount === null) return null;
  return roundAmount((amount * planned) / Math.max(1, recipeServings));
}

/** What cooking a meal takes out of one pantry item, in the pantry item's unit. */
export function pantryDeduction(needed: Amount, stock: PantryStock): number | null {
  if (needed.amount === null || !sameKind(needed.unit, stock.unit)) return null;
  const inStockUnit = toBase(needed.amount, needed.unit) / kinds[stock.unit].factor;
  return roundAmount(Math.min(stock.qtyOnHand, inStockUnit));
}
