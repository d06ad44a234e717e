import { type Selectable, sql } from "kysely";
import { v7 as uuidv7 } from "uuid";
import type { Executor } from "#server/db/executor.ts";
import { toIso } from "#server/db/normalize.ts";
import type { InventoryItemTable } from "#server/db/schema.ts";
import type { InventoryUnit } from "#shared/domain/catalog.ts";
import type { PantryItem, PantryItemValues } from "#shared/schemas/pantry.ts";
import { compareNames } from "#shared/shopping/item-names.ts";
import { roundAmount } from "#shared/shopping/quantity.ts";

function toPantryItem(row: Selectable<InventoryItemTable>): PantryItem {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    // Doubles add up to 2.9999999 after a few +0.1 steps: three decimals is what people count.
    qtyOnHand: roundAmount(Number(row.qty_on_hand)),
    unit: row.unit as InventoryUnit,
    reorderThreshold: roundAmount(Number(row.reorder_threshold)),
    location: row.location,
    expiryDate: row.expiry_date,
    notes: row.notes,
    createdBy: row.created_by,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/** The household's pantry, by name. */
export async function listPantryItems(db: Executor, householdId: string): Promise<PantryItem[]> {
  const rows = await db
    .selectFrom("inventory_items")
    .selectAll()
    .where("household_id", "=", householdId)
    .orderBy("name")
    .orderBy("id")
    .execute();
  return rows.map(toPantryItem).sort((a, b) => compareNames(a.name, b.name));
}

export async function findPantryItem(
  db: Executor,
  householdId: string,
  id: string,
): Promise<PantryItem | null> {
  const row = await db
    .selectFrom("inventory_items")
    .selectAll()
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toPantryItem(row) : null;
}

function columns(values: PantryItemValues) {
  return {
    name: values.name,
    category: values.category,
    qty_on_hand: values.qtyOnHand,
    unit: values.unit,
    reorder_threshold: values.reorderThreshold,
    location: values.location,
    expiry_date: values.expiryDate,
    notes: values.notes,
  };
}

export async function insertPantryItem(
  db: Executor,
  householdId: string,
  values: PantryItemValues,
  createdBy: string,
): Promise<PantryItem> {
  const now = new Date();
  const row = await db
    .insertInto("inventory_items")
    .values({
      id: uuidv7(),
      household_id: householdId,
      ...columns(values),
      created_by: createdBy,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toPantryItem(row);
}

export async function updatePantryItem(
  db: Executor,
  householdId: string,
  id: string,
  values: PantryItemValues,
): Promise<PantryItem | null> {
  const row = await db
    .updateTable("inventory_items")
    .set({ ...columns(values), updated_at: new Date() })
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  return row ? toPantryItem(row) : null;
}

/** Adds delta in one statement, never below 0: two members tapping at once both count. */
export async function addToPantryQuantity(
  db: Executor,
  householdId: string,
  id: string,
  delta: number,
): Promise<PantryItem | null> {
  const sum = sql<number>`${sql.ref("qty_on_hand")} + ${delta}`;
  const row = await db
    .updateTable("inventory_items")
    .set({
      qty_on_hand: sql<number>`case when ${sum} < 0 then 0 else ${sum} end`,
      updated_at: new Date(),
    })
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  return row ? toPantryItem(row) : null;
}

export async function setPantryQuantity(
  db: Executor,
  householdId: string,
  id: string,
  quantity: number,
): Promise<PantryItem | null> {
  const row = await db
    .updateTable("inventory_items")
    .set({ qty_on_hand: quantity, updated_at: new Date() })
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  return row ? toPantryItem(row) : null;
}

export async function deletePantryItem(
  db: Executor,
  householdId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom("inventory_items")
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Every name in the household's pantry. */
export async function listPantryItemNames(db: Executor, householdId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("inventory_items")
    .select("name")
    .where("household_id", "=", householdId)
    .execute();
  return rows.map((row) => row.name);
}
