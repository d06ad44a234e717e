import type { InventoryCategory, InventoryUnit, ShoppingCategory } from "#shared/domain/catalog.ts";
import { guessCategory } from "#shared/shopping/categories.ts";
import {
  convertAmount,
  type ParsedQuantity,
  parseQuantity,
  roundAmount,
} from "#shared/shopping/quantity.ts";

export const defaultReorderThreshold = 2;
export const defaultUnit: InventoryUnit = "unidad";

export interface StockLevel {
  qtyOnHand: number;
  reorderThreshold: number;
}

/** Spec §9: low stock when the quantity on hand is below the reorder threshold. */
export function isLowStock(item: StockLevel): boolean {
  return item.qtyOnHand < item.reorderThreshold;
}

/** Spec §5: a decrement never takes the quantity below 0. */
export function adjustedQuantity(qtyOnHand: number, delta: number): number {
  return Math.max(0, roundAmount(qtyOnHand + delta));
}

const countUnits: InventoryUnit[] = ["unidad", "paquete"];

/** What must be bought to get back to the threshold: whole units and packages, up to three
 * decimals for kg, g, L and mL. Zero when the stock is not low. */
export function missingQuantity(item: StockLevel & { unit: InventoryUnit }): number {
  const missing = Math.max(0, item.reorderThreshold - item.qtyOnHand);
  return countUnits.includes(item.unit) ? Math.ceil(missing) : roundAmount(missing);
}

const shoppingCategoryFor: Record<InventoryCategory, ShoppingCategory> = {
  Despensa: "Despensa",
  Refrigerados: "Otros",
  Congelados: "Otros",
  Bebidas: "Bebidas",
  Condimentos: "Despensa",
  Snacks: "Despensa",
  Otros: "Otros",
};

/** The shopping aisle of a pantry item: from its name when that says ("Leche" → Lácteos), else
 * from its pantry category. */
export function shoppingCategoryOf(name: string, category: string): ShoppingCategory {
  return guessCategory(name) ?? shoppingCategoryFor[category as InventoryCategory] ?? "Otros";
}

/** How much a bought shopping item adds to the pantry item it matches, in the pantry's unit:
 * no quantity counts as one; a bare number as that many; "500 g" into kg as 0.5. Null when the
 * units cannot be compared (litres bought for an item kept in kg). */
export function restockAmount(
  shoppingQuantity: string | null,
  pantryUnit: InventoryUnit,
): number | null {
  if (!shoppingQuantity?.trim()) return 1;
  const parsed: ParsedQuantity | null = parseQuantity(shoppingQuantity);
  if (!parsed || parsed.amount <= 0) return null;
  if (parsed.unit === null) return roundAmount(parsed.amount);
  return convertAmount(parsed.amount, parsed.unit, pantryUnit);
}
