import { bestMatches, synonymKin } from "#server/ai/tools/name-matching.ts";
import type { ServiceContext } from "#server/app-context.ts";
import type { Executor } from "#server/db/executor.ts";
import { ApiError, forbidden, notFound, spanishValidation } from "#server/http/errors.ts";
import { ensureAllowed, type Membership } from "#server/modules/households/membership.ts";
import {
  countActiveLists,
  deleteCheckedItems,
  deleteShoppingItem as deleteItemRow,
  findHouseholdPlan,
  findShoppingItem,
  findShoppingList,
  firstActiveList,
  insertShoppingItems,
  insertShoppingList,
  listPantryStock,
  listShoppingLists,
  lockHousehold,
  selectShoppingItems,
  setShoppingItemChecked,
  updateShoppingItem as updateItemRow,
  updateShoppingList as updateListRow,
} from "#server/modules/shopping/shopping.repository.ts";
import { keepForUndo } from "#server/modules/undo/undo.service.ts";
import {
  can,
  canChangeShoppingItem,
  canChangeShoppingList,
  canClearBoughtItems,
} from "#shared/domain/permissions.ts";
import { restockAmount } from "#shared/pantry/stock.ts";
import type {
  CheckedShoppingItem,
  RestockOffer,
  ShoppingItem,
  ShoppingList,
  ShoppingOverview,
} from "#shared/schemas/shopping.ts";
import {
  type NewShoppingItem,
  type NewShoppingList,
  type ShoppingItemChanges,
  type ShoppingListChanges,
  shoppingItemLimits,
} from "#shared/schemas/shopping.ts";
import { guessCategory } from "#shared/shopping/categories.ts";
import { sameItemName } from "#shared/shopping/item-names.ts";
import { canCreateShoppingList, shoppingListLimit } from "#shared/shopping/list-limit.ts";
import { addQuantities } from "#shared/shopping/quantity.ts";

/**
 * The household's shopping lists. Every function takes the service context, the acting member's
 * membership and input already parsed with the schemas of #shared/schemas/shopping.ts (the
 * routes by their contract, the assistant's tools and the meal planner before calling); each
 * write announces itself, so that every member's open list stays current.
 */

/** The name a household's first list gets when an item arrives before any list exists. */
export const defaultListName = "Lista de compras";

function announce(ctx: ServiceContext, membership: Membership, action: string, id: string) {
  ctx.live.publish(membership.householdId, {
    topic: "shopping",
    action,
    id,
    actorId: membership.userId,
  });
}

/** Every active list with its items, the archived lists, and the plan's list limit. */
export async function getShoppingOverview(
  { db }: ServiceContext,
  membership: Membership,
): Promise<ShoppingOverview> {
  const lists = await listShoppingLists(db, membership.householdId);
  const active = lists.filter((list) => list.isActive);
  const items = await selectShoppingItems(db, membership.householdId, {
    listIds: active.map((list) => list.id),
  });
  const plan = await findHouseholdPlan(db, membership.householdId);
  return {
    lists: active.map((list) => ({
      ...list,
      items: items.filter((item) => item.listId === list.id),
    })),
    archivedLists: lists.filter((list) => !list.isActive),
    limits: { maxLists: shoppingListLimit(plan, new Date()), activeLists: active.length },
  };
}

/** Items on the household's active lists; `checked: false` is what is still to buy. */
export async function listShoppingItems(
  { db }: ServiceContext,
  membership: Membership,
  filter: { checked?: boolean } = {},
): Promise<ShoppingItem[]> {
  const lists = await listShoppingLists(db, membership.householdId);
  return selectShoppingItems(db, membership.householdId, {
    listIds: lists.filter((list) => list.isActive).map((list) => list.id),
    checked: filter.checked,
  });
}

/** The list an item goes to: the one asked for (active, in the household), else the first active
 * list, else a new default list — a household may have none before onboarding made one. A step
 * of the adding service's own transaction (shopping's, pantry's), hence an Executor, not a ctx. */
export async function resolveTargetList(
  db: Executor,
  membership: Membership,
  listId: string | undefined,
): Promise<ShoppingList> {
  if (listId) {
    const list = await findShoppingList(db, membership.householdId, listId);
    if (!list) throw notFound();
    if (!list.isActive) throw new ApiError(409, "SHOPPING_LIST_ARCHIVED");
    return list;
  }
  const first = await firstActiveList(db, membership.householdId);
  if (first) return first;
  return insertShoppingList(db, membership.householdId, {
    name: defaultListName,
    createdBy: membership.userId,
  });
}

export interface AddedShoppingItem {
  item: ShoppingItem;
  /** True when the same item, still to buy on that list, had its quantity raised instead. */
  bumped: boolean;
}

/**
 * Adds one item to a list. When the same item (by name, plurals and accents aside) is still to
 * buy on that list, `ifOnList` says what a person chose: a second line ("add", the default for
 * older clients), its quantity raised ("bump": "2" + "6" → "8"), or nothing yet ("ask": 409
 * SHOPPING_ITEM_ON_LIST, so the app can offer the choice).
 */
export async function addShoppingItem(
  ctx: ServiceContext,
  membership: Membership,
  values: NewShoppingItem,
): Promise<AddedShoppingItem> {
  const { db } = ctx;
  ensureAllowed(membership, "content.create");
  const result = await db.transaction().execute(async (trx) => {
    await lockHousehold(trx, membership.householdId);
    const list = await resolveTargetList(trx, membership, values.listId);
    if (values.ifOnList === "ask" || values.ifOnList === "bump") {
      const pending = await selectShoppingItems(trx, membership.householdId, {
        listIds: [list.id],
        checked: false,
      });
      const same = sameNameOnList(values.name, pending);
      if (same && values.ifOnList === "ask") throw new ApiError(409, "SHOPPING_ITEM_ON_LIST");
      if (same) {
        const quantity = addQuantities(same.quantity, values.quantity);
        if (quantity.length > shoppingItemLimits.quantity) {
          throw new ApiError(400, "VALIDATION_FAILED", undefined, {
            quantity: spanishValidation("tooLong"),
          });
        }
        await updateItemRow(trx, membership.householdId, same.id, { quantity });
        return { id: same.id, bumped: true };
      }
    }
    const [inserted] = await insertShoppingItems(trx, membership.householdId, [
      {
        listId: list.id,
        name: values.name,
        quantity: values.quantity,
        category: values.category ?? guessCategory(values.name) ?? "Otros",
        notes: values.notes,
        addedBy: membership.userId,
      },
    ]);
    return { id: inserted as string, bumped: false };
  });
  announce(ctx, membership, result.bumped ? "item.updated" : "item.added", result.id);
  return { item: await requireItem(db, membership, result.id), bumped: result.bumped };
}

/** Picks, among the items still to buy, the one a new item is the same as. */
export type SameItemFinder = (name: string, pending: ShoppingItem[]) => ShoppingItem | undefined;

const sameNameOnList: SameItemFinder = (name, pending) =>
  pending.find((item) => sameItemName(item.name, name));

export interface AddedToList {
  added: ShoppingItem[];
  /** Items already on the list (still to buy) whose quantity went up instead. */
  bumped: ShoppingItem[];
}

/**
 * Puts items on the list the way a person would: an item still to buy that is the same thing
 * gets its quantity raised ("2 kg" + "1 kg" → "3 kg", see addQuantities) instead of a second
 * line; anything else is added. Raising a quantity is part of adding to the list, so it needs
 * content.create whoever added the item first. All in one transaction.
 */
export async function addOrBumpShoppingItems(
  ctx: ServiceContext,
  membership: Membership,
  values: NewShoppingItem[],
  findSame: SameItemFinder = sameNameOnList,
): Promise<AddedToList> {
  const { db } = ctx;
  ensureAllowed(membership, "content.create");
  const { addedIds, bumpedIds } = await db.transaction().execute(async (trx) => {
    await lockHousehold(trx, membership.householdId);
    const lists = await listShoppingLists(trx, membership.householdId);
    const pending = await selectShoppingItems(trx, membership.householdId, {
      listIds: lists.filter((list) => list.isActive).map((list) => list.id),
      checked: false,
    });
    const addedIds: string[] = [];
    const bumpedIds: string[] = [];
    for (const value of values) {
      const same = findSame(value.name, pending);
      if (same) {
        const quantity = addQuantities(same.quantity, value.quantity);
        // Amounts that cannot be added and no longer fit keep the line as it was.
        if (quantity.length <= shoppingItemLimits.quantity) {
          await updateItemRow(trx, membership.householdId, same.id, { quantity });
          same.quantity = quantity;
        }
        if (!addedIds.includes(same.id) && !bumpedIds.includes(same.id)) bumpedIds.push(same.id);
        continue;
      }
      const list = await resolveTargetList(trx, membership, value.listId);
      const [id = ""] = await insertShoppingItems(trx, membership.householdId, [
        {
          listId: list.id,
          name: value.name,
          quantity: value.quantity,
          category: value.category ?? guessCategory(value.name) ?? "Otros",
          notes: value.notes,
          addedBy: membership.userId,
        },
      ]);
      const inserted = await findShoppingItem(trx, membership.householdId, id);
      if (inserted) pending.push(inserted);
      addedIds.push(id);
    }
    return { addedIds, bumpedIds };
  });
  for (const id of addedIds) announce(ctx, membership, "item.added", id);
  for (const id of bumpedIds) announce(ctx, membership, "item.updated", id);
  const read = (ids: string[]) => Promise.all(ids.map((id) => requireItem(db, membership, id)));
  return { added: await read(addedIds), bumped: await read(bumpedIds) };
}

async function requireItem(
  db: Executor,
  membership: Membership,
  id: string,
): Promise<ShoppingItem> {
  const item = await findShoppingItem(db, membership.householdId, id);
  if (!item) throw notFound();
  return item;
}

export async function updateShoppingItem(
  ctx: ServiceContext,
  membership: Membership,
  id: string,
  changes: ShoppingItemChanges,
): Promise<ShoppingItem> {
  const { db } = ctx;
  const item = await requireItem(db, membership, id);
  if (!canChangeShoppingItem(membership, item)) throw forbidden();
  await updateItemRow(db, membership.householdId, id, changes);
  announce(ctx, membership, "item.updated", id);
  return requireItem(db, membership, id);
}

/** Whether buying this item can restock the pantry, and by how much. Only for members who may
 * adjust the pantry, and once per bought item. A read inside another service (checking an item,
 * restocking from it) that writes and announces nothing, hence an Executor, not a ctx. */
export async function findRestockOffer(
  db: Executor,
  membership: Membership,
  item: ShoppingItem,
): Promise<RestockOffer | null> {
  if (!item.isChecked || item.restockedAt || !can(membership.role, "pantry.adjust")) return null;
  const pantry = await listPantryStock(db, membership.householdId);
  const match =
    pantry.find((candidate) => sameItemName(candidate.name, item.name)) ??
    sameThingKept(item, pantry);
  if (!match) return null;
  const amount = restockAmount(item.quantity, match.unit);
  if (amount === null) return null;
  return {
    pantryItemId: match.id,
    pantryItemName: match.name,
    amount,
    unit: match.unit,
    qtyOnHand: match.qtyOnHand,
  };
}

/** "Leite" bought restocks «Leche», "Eggs" «Huevos»: a line named in another language (or its
 * plural) is the one pantry item it names, if just one. Only the pantry's names that share a
 * word's synonym group are matched: a long pantry is not matched name by name on every tick. */
function sameThingKept<T extends { name: string }>(item: ShoppingItem, pantry: T[]): T | undefined {
  const kin = synonymKin(item.name);
  if (!kin) return undefined;
  const candidates = pantry.filter((candidate) => kin(candidate.name));
  const found = bestMatches(item.name, candidates, (candidate) => candidate.name, "synonym");
  return found.length === 1 ? found[0] : undefined;
}

/** Moves an item between 'Por Comprar' and 'Comprados'. Guests helping in the shop may do it. */
export async function checkShoppingItem(
  ctx: ServiceContext,
  membership: Membership,
  id: string,
  { checked }: { checked: boolean },
): Promise<CheckedShoppingItem> {
  const { db } = ctx;
  ensureAllowed(membership, "shopping.check");
  await requireItem(db, membership, id);
  await setShoppingItemChecked(db, membership.householdId, id, checked);
  announce(ctx, membership, checked ? "item.checked" : "item.unchecked", id);
  const item = await requireItem(db, membership, id);
  return { item, restock: await findRestockOffer(db, membership, item) };
}

export async function deleteShoppingItem(
  ctx: ServiceContext,
  membership: Membership,
  id: string,
): Promise<void> {
  const { db } = ctx;
  const item = await requireItem(db, membership, id);
  if (!canChangeShoppingItem(membership, item)) throw forbidden();
  await db.transaction().execute(async (trx) => {
    await keepForUndo(trx, membership, "shopping-items", id);
    await deleteItemRow(trx, membership.householdId, id);
  });
  announce(ctx, membership, "item.deleted", id);
}

/** 'Vaciar comprados': clears a list's bought items. They may be anyone's, so it is for owners
 * and admins (content.manageAny). */
export async function clearCheckedItems(
  ctx: ServiceContext,
  membership: Membership,
  listId: string,
): Promise<{ deleted: number }> {
  const { db } = ctx;
  const list = await findShoppingList(db, membership.householdId, listId);
  if (!list) throw notFound();
  if (!canClearBoughtItems(membership)) throw forbidden();
  const deleted = await deleteCheckedItems(db, membership.householdId, listId);
  announce(ctx, membership, "items.cleared", listId);
  return { deleted };
}

async function ensureRoomForList(db: Executor, membership: Membership): Promise<void> {
  const plan = await findHouseholdPlan(db, membership.householdId);
  const active = await countActiveLists(db, membership.householdId);
  if (!canCreateShoppingList(plan, active, new Date())) {
    throw new ApiError(409, "SHOPPING_LIST_LIMIT");
  }
}

/** Gratis keeps one active list; a household in its trial, Familiar and Pro have no limit. */
export async function createShoppingList(
  ctx: ServiceContext,
  membership: Membership,
  { name }: NewShoppingList,
): Promise<ShoppingList> {
  const { db } = ctx;
  ensureAllowed(membership, "content.create");
  const list = await db.transaction().execute(async (trx) => {
    await lockHousehold(trx, membership.householdId);
    await ensureRoomForList(trx, membership);
    return insertShoppingList(trx, membership.householdId, { name, createdBy: membership.userId });
  });
  announce(ctx, membership, "list.created", list.id);
  return list;
}

/** Renames, archives (isActive false) or restores a list; restoring counts against the plan. */
export async function updateShoppingList(
  ctx: ServiceContext,
  membership: Membership,
  id: string,
  changes: ShoppingListChanges,
): Promise<ShoppingList> {
  const { db } = ctx;
  const list = await findShoppingList(db, membership.householdId, id);
  if (!list) throw notFound();
  if (!canChangeShoppingList(membership, list)) throw forbidden();
  await db.transaction().execute(async (trx) => {
    await lockHousehold(trx, membership.householdId);
    if (changes.isActive === true && !list.isActive) await ensureRoomForList(trx, membership);
    await updateListRow(trx, membership.householdId, id, changes);
  });
  announce(ctx, membership, "list.updated", id);
  return (await findShoppingList(db, membership.householdId, id)) as ShoppingList;
}
