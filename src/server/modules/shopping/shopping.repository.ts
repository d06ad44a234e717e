import type { Selectable, Transaction } from "kysely";
import { v7 as uuidv7 } from "uuid";
import { type Executor, isPostgres } from "#server/db/executor.ts";
import { toBoolean, toIso, toIsoOrNull } from "#server/db/normalize.ts";
import type { DatabaseSchema, ShoppingItemTable, ShoppingListTable } from "#server/db/schema.ts";
import type { InventoryUnit } from "#shared/domain/catalog.ts";
import type { PlanId, SubscriptionStatus } from "#shared/domain/plans.ts";
import type { ShoppingItem, ShoppingList } from "#shared/schemas/shopping.ts";
import { roundAmount } from "#shared/shopping/quantity.ts";

function toList(row: Selectable<ShoppingListTable>): ShoppingList {
  return {
    id: row.id,
    name: row.name,
    isActive: toBoolean(row.is_active),
    createdBy: row.created_by,
    createdAt: toIso(row.created_at),
  };
}

type ItemRow = Selectable<ShoppingItemTable> & { added_by_name: string | null };

function toItem(row: ItemRow): ShoppingItem {
  return {
    id: row.id,
    listId: row.shopping_list_id,
    name: row.name,
    quantity: row.quantity,
    category: row.category,
    notes: row.notes,
    isChecked: toBoolean(row.is_checked),
    checkedAt: toIsoOrNull(row.checked_at),
    restockedAt: toIsoOrNull(row.restocked_at),
    addedBy: row.added_by,
    addedByName: row.added_by_name,
    createdAt: toIso(row.created_at),
  };
}

/** Serialises writes that count before they insert (plan limits, the default list) on
 * PostgreSQL; SQLite already runs one write transaction at a time. */
export async function lockHousehold(trx: Transaction<DatabaseSchema>, householdId: string) {
  if (!isPostgres(trx)) return;
  await trx
    .selectFrom("households")
    .select("id")
    .where("id", "=", householdId)
    .forUpdate()
    .execute();
}

export interface HouseholdPlanRow {
  plan: PlanId;
  subscriptionStatus: SubscriptionStatus;
  trialEndsAt: string | null;
}

export async function findHouseholdPlan(
  db: Executor,
  householdId: string,
): Promise<HouseholdPlanRow> {
  const row = await db
    .selectFrom("households")
    .select(["plan", "subscription_status", "trial_ends_at"])
    .where("id", "=", householdId)
    .executeTakeFirstOrThrow();
  return {
    plan: row.plan,
    subscriptionStatus: row.subscription_status,
    trialEndsAt: toIsoOrNull(row.trial_ends_at),
  };
}

export async function listShoppingLists(
  db: Executor,
  householdId: string,
): Promise<ShoppingList[]> {
  const rows = await db
    .selectFrom("shopping_lists")
    .selectAll()
    .where("household_id", "=", householdId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map(toList);
}

export async function findShoppingList(
  db: Executor,
  householdId: string,
  id: string,
): Promise<ShoppingList | null> {
  const row = await db
    .selectFrom("shopping_lists")
    .selectAll()
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toList(row) : null;
}

export async function firstActiveList(
  db: Executor,
  householdId: string,
): Promise<ShoppingList | null> {
  const row = await db
    .selectFrom("shopping_lists")
    .selectAll()
    .where("household_id", "=", householdId)
    .where("is_active", "=", true)
    .orderBy("created_at")
    .orderBy("id")
    .executeTakeFirst();
  return row ? toList(row) : null;
}

export async function countActiveLists(db: Executor, householdId: string): Promise<number> {
  const row = await db
    .selectFrom("shopping_lists")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("household_id", "=", householdId)
    .where("is_active", "=", true)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertShoppingList(
  db: Executor,
  householdId: string,
  input: { name: string; createdBy: string | null },
): Promise<ShoppingList> {
  const now = new Date();
  const row = {
    id: uuidv7(),
    household_id: householdId,
    name: input.name,
    is_active: true,
    created_by: input.createdBy,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto("shopping_lists").values(row).execute();
  return {
    id: row.id,
    name: row.name,
    isActive: true,
    createdBy: row.created_by,
    createdAt: now.toISOString(),
  };
}

export async function updateShoppingList(
  db: Executor,
  householdId: string,
  id: string,
  changes: { name?: string; isActive?: boolean },
): Promise<void> {
  await db
    .updateTable("shopping_lists")
    .set({
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.isActive !== undefined && { is_active: changes.isActive }),
      updated_at: new Date(),
    })
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .execute();
}

function itemsQuery(db: Executor, householdId: string) {
  return db
    .selectFrom("shopping_items")
    .leftJoin("profiles", (join) =>
      join
        .onRef("profiles.user_id", "=", "shopping_items.added_by")
        .onRef("profiles.household_id", "=", "shopping_items.household_id"),
    )
    .selectAll("shopping_items")
    .select("profiles.name as added_by_name")
    .where("shopping_items.household_id", "=", householdId);
}

/** Items of the given lists, oldest first. */
export async function selectShoppingItems(
  db: Executor,
  householdId: string,
  filter: { listIds: string[]; checked?: boolean },
): Promise<ShoppingItem[]> {
  if (filter.listIds.length === 0) return [];
  let query = itemsQuery(db, householdId).where(
    "shopping_items.shopping_list_id",
    "in",
    filter.listIds,
  );
  if (filter.checked !== undefined) {
    query = query.where("shopping_items.is_checked", "=", filter.checked);
  }
  const rows = await query
    .orderBy("shopping_items.created_at")
    .orderBy("shopping_items.id")
    .execute();
  return rows.map(toItem);
}

export async function findShoppingItem(
  db: Executor,
  householdId: string,
  id: string,
): Promise<ShoppingItem | null> {
  const row = await itemsQuery(db, householdId)
    .where("shopping_items.id", "=", id)
    .executeTakeFirst();
  return row ? toItem(row) : null;
}

export interface NewShoppingItem {
  listId: string;
  name: string;
  quantity: string | null;
  category: string | null;
  notes: string | null;
  addedBy: string;
}

export async function insertShoppingItems(
  db: Executor,
  householdId: string,
  items: NewShoppingItem[],
): Promise<string[]> {
  if (items.length === 0) return [];
  const now = new Date();
  const rows = items.map((item) => ({
    id: uuidv7(),
    household_id: householdId,
    shopping_list_id: item.listId,
    name: item.name,
    quantity: item.quantity,
    category: item.category,
    notes: item.notes,
    is_checked: false,
    added_by: item.addedBy,
    created_at: now,
    updated_at: now,
  }));
  await db.insertInto("shopping_items").values(rows).execute();
  return rows.map((row) => row.id);
}

export async function updateShoppingItem(
  db: Executor,
  householdId: string,
  id: string,
  changes: {
    name?: string;
    quantity?: string | null;
    category?: string | null;
    notes?: string | null;
  },
): Promise<void> {
  await db
    .updateTable("shopping_items")
    .set({ ...changes, updated_at: new Date() })
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .execute();
}

export async function setShoppingItemChecked(
  db: Executor,
  householdId: string,
  id: string,
  checked: boolean,
): Promise<void> {
  const now = new Date();
  await db
    .updateTable("shopping_items")
    .set({ is_checked: checked, checked_at: checked ? now : null, updated_at: now })
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .execute();
}

/** Marks a bought item as added to the pantry; false when it already was (a second tap, or
 * another member first), so the pantry is restocked once. */
export async function markShoppingItemRestocked(
  db: Executor,
  householdId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .updateTable("shopping_items")
    .set({ restocked_at: new Date() })
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .where("restocked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes a list's bought items; how many went. */
export async function deleteCheckedItems(db: Executor, householdId: string, listId: string) {
  const result = await db
    .deleteFrom("shopping_items")
    .where("household_id", "=", householdId)
    .where("shopping_list_id", "=", listId)
    .where("is_checked", "=", true)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteShoppingItem(
  db: Executor,
  householdId: string,
  id: string,
): Promise<void> {
  await db
    .deleteFrom("shopping_items")
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .execute();
}

/** What matching items to the pantry needs (the restock offer after a tick, the week's meals less
 * the pantry). Read here rather than in the pantry module so that the pantry depends on shopping
 * and never the other way round. */
export async function listPantryStock(
  db: Executor,
  householdId: string,
): Promise<{ id: string; name: string; unit: InventoryUnit; qtyOnHand: number }[]> {
  const rows = await db
    .selectFrom("inventory_items")
    .select(["id", "name", "unit", "qty_on_hand"])
    .where("household_id", "=", householdId)
    .orderBy("name")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    unit: row.unit as InventoryUnit,
    qtyOnHand: roundAmount(Number(row.qty_on_hand)),
  }));
}

/** Every name on the household's lists, bought ones too (duplicates kept). */
export async function listShoppingItemNames(db: Executor, householdId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("shopping_items")
    .select("name")
    .where("household_id", "=", householdId)
    .execute();
  return rows.map((row) => row.name);
}
