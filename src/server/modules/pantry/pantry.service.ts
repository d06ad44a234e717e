import type { ServiceContext } from "#server/app-context.ts";
import type { Executor } from "#server/db/executor.ts";
import { ApiError, forbidden, notFound } from "#server/http/errors.ts";
import { findHouseholdTimeZone } from "#server/modules/households/households.repository.ts";
import { ensureAllowed, type Membership } from "#server/modules/households/membership.ts";
import {
  addToPantryQuantity,
  deletePantryItem as deleteItemRow,
  findPantryItem,
  insertPantryItem,
  listPantryItems,
  setPantryQuantity,
  updatePantryItem as updateItemRow,
} from "#server/modules/pantry/pantry.repository.ts";
import {
  findShoppingItem,
  insertShoppingItems,
  lockHousehold,
  markShoppingItemRestocked,
  selectShoppingItems,
} from "#server/modules/shopping/shopping.repository.ts";
import { findRestockOffer, resolveTargetList } from "#server/modules/shopping/shopping.service.ts";
import { keepForUndo } from "#server/modules/undo/undo.service.ts";
import { canChangePantryItem } from "#shared/domain/permissions.ts";
import { daysBetween, expiryState, localDate } from "#shared/pantry/expiry.ts";
import { isLowStock, missingQuantity, shoppingCategoryOf } from "#shared/pantry/stock.ts";
import type {
  MissingItemsResult,
  PantryAdjustment,
  PantryItem,
  PantryItemValues,
  PantryItemView,
  PantryOverview,
} from "#shared/schemas/pantry.ts";
import { itemNameKey } from "#shared/shopping/item-names.ts";
import { formatQuantity } from "#shared/shopping/quantity.ts";

/**
 * The household's pantry. Every function takes the service context, the acting member's
 * membership and input already parsed with the schemas of #shared/schemas/pantry.ts (the routes
 * by their contract, the assistant's tools before calling); each write announces itself.
 */

function announce(ctx: ServiceContext, membership: Membership, action: string, id: string) {
  ctx.live.publish(membership.householdId, {
    topic: "pantry",
    action,
    id,
    actorId: membership.userId,
  });
}

function withAlerts(item: PantryItem, today: string): PantryItemView {
  return {
    ...item,
    lowStock: isLowStock(item),
    expiry: expiryState(item.expiryDate, today),
    daysToExpiry: item.expiryDate ? daysBetween(today, item.expiryDate) : null,
    missing: missingQuantity(item),
  };
}

async function householdToday(db: Executor, householdId: string) {
  return localDate(new Date(), await findHouseholdTimeZone(db, householdId));
}

export async function getPantry(
  { db }: ServiceContext,
  membership: Membership,
): Promise<PantryOverview> {
  const today = await householdToday(db, membership.householdId);
  const items = await listPantryItems(db, membership.householdId);
  return { today, items: items.map((item) => withAlerts(item, today)) };
}

/** What is running out (quantity below its threshold). */
export async function listLowStockItems(
  ctx: ServiceContext,
  membership: Membership,
): Promise<PantryItemView[]> {
  const { items } = await getPantry(ctx, membership);
  return items.filter((item) => item.lowStock);
}

/** What expires within 7 days or has expired, soonest first. */
export async function listExpiringItems(
  ctx: ServiceContext,
  membership: Membership,
): Promise<PantryItemView[]> {
  const { items } = await getPantry(ctx, membership);
  return items
    .filter((item) => item.expiry === "expiring" || item.expiry === "expired")
    .sort((a, b) => (a.daysToExpiry ?? 0) - (b.daysToExpiry ?? 0));
}

async function requireItem(db: Executor, membership: Membership, id: string) {
  const item = await findPantryItem(db, membership.householdId, id);
  if (!item) throw notFound();
  return item;
}

async function view(db: Executor, membership: Membership, item: PantryItem) {
  return withAlerts(item, await householdToday(db, membership.householdId));
}

export async function createPantryItem(
  ctx: ServiceContext,
  membership: Membership,
  values: PantryItemValues,
): Promise<PantryItemView> {
  const { db } = ctx;
  ensureAllowed(membership, "content.create");
  const item = await insertPantryItem(db, membership.householdId, values, membership.userId);
  announce(ctx, membership, "item.added", item.id);
  return view(db, membership, item);
}

export async function updatePantryItem(
  ctx: ServiceContext,
  membership: Membership,
  id: string,
  values: PantryItemValues,
): Promise<PantryItemView> {
  const { db } = ctx;
  const existing = await requireItem(db, membership, id);
  if (!canChangePantryItem(membership, existing)) throw forbidden();
  const item = (await updateItemRow(db, membership.householdId, id, values)) ?? existing;
  announce(ctx, membership, "item.updated", id);
  return view(db, membership, item);
}

/** The +/- buttons (a delta) or a counted quantity; never below 0. */
export async function adjustPantryItem(
  ctx: ServiceContext,
  membership: Membership,
  id: string,
  change: PantryAdjustment,
): Promise<PantryItemView> {
  const { db } = ctx;
  ensureAllowed(membership, "pantry.adjust");
  const item =
    change.quantity !== undefined
      ? await setPantryQuantity(db, membership.householdId, id, change.quantity)
      : await addToPantryQuantity(db, membership.householdId, id, change.delta ?? 0);
  if (!item) throw notFound();
  announce(ctx, membership, "item.adjusted", id);
  return view(db, membership, item);
}

export async function deletePantryItem(
  ctx: ServiceContext,
  membership: Membership,
  id: string,
): Promise<void> {
  const { db } = ctx;
  const item = await requireItem(db, membership, id);
  if (!canChangePantryItem(membership, item)) throw forbidden();
  await db.transaction().execute(async (trx) => {
    await keepForUndo(trx, membership, "pantry-items", id);
    await deleteItemRow(trx, membership.householdId, id);
  });
  announce(ctx, membership, "item.deleted", id);
}

/** 'Agregar faltantes a la lista': every low-stock item goes on the shopping list with what is
 * missing to reach its threshold, unless the list already has it still to buy. */
export async function addMissingToShoppingList(
  ctx: ServiceContext,
  membership: Membership,
  { listId }: { listId?: string },
): Promise<MissingItemsResult> {
  const { db } = ctx;
  ensureAllowed(membership, "content.create");
  const result = await db.transaction().execute(async (trx) => {
    await lockHousehold(trx, membership.householdId);
    const list = await resolveTargetList(trx, membership, listId);
    const pending = await selectShoppingItems(trx, membership.householdId, {
      listIds: [list.id],
      checked: false,
    });
    const onList = new Set(pending.map((item) => itemNameKey(item.name)));
    const low = (await listPantryItems(trx, membership.householdId)).filter(isLowStock);
    const skipped: string[] = [];
    const toAdd = low.flatMap((item) => {
      const key = itemNameKey(item.name);
      const missing = missingQuantity(item);
      if (onList.has(key) || missing <= 0) {
        skipped.push(item.name);
        return [];
      }
      onList.add(key);
      return [
        {
          listId: list.id,
          name: item.name,
          quantity: formatQuantity(missing, item.unit),
          category: shoppingCategoryOf(item.name, item.category),
          notes: null,
          addedBy: membership.userId,
        },
      ];
    });
    const ids = await insertShoppingItems(trx, membership.householdId, toAdd);
    return { list, ids, skipped };
  });
  if (result.ids.length > 0) {
    ctx.live.publish(membership.householdId, {
      topic: "shopping",
      action: "items.added",
      id: result.list.id,
      actorId: membership.userId,
    });
  }
  const items = await selectShoppingItems(db, membership.householdId, {
    listIds: [result.list.id],
  });
  const added = new Set(result.ids);
  return {
    list: { id: result.list.id, name: result.list.name },
    added: items.filter((item) => added.has(item.id)),
    skipped: result.skipped,
  };
}

/** Adds a bought shopping item to the pantry item it matches, once. */
export async function restockFromShoppingItem(
  ctx: ServiceContext,
  membership: Membership,
  { shoppingItemId }: { shoppingItemId: string },
): Promise<PantryItemView> {
  const { db } = ctx;
  ensureAllowed(membership, "pantry.adjust");
  const shoppingItem = await findShoppingItem(db, membership.householdId, shoppingItemId);
  if (!shoppingItem) throw notFound();
  if (shoppingItem.restockedAt) throw new ApiError(409, "ALREADY_RESTOCKED");
  const offer = await findRestockOffer(db, membership, shoppingItem);
  if (!offer) throw new ApiError(409, "NOTHING_TO_RESTOCK");
  const item = await db.transaction().execute(async (trx) => {
    const first = await markShoppingItemRestocked(trx, membership.householdId, shoppingItemId);
    if (!first) throw new ApiError(409, "ALREADY_RESTOCKED");
    return addToPantryQuantity(trx, membership.householdId, offer.pantryItemId, offer.amount);
  });
  if (!item) throw notFound();
  announce(ctx, membership, "item.restocked", item.id);
  ctx.live.publish(membership.householdId, {
    topic: "shopping",
    action: "item.restocked",
    id: shoppingItemId,
    actorId: membership.userId,
  });
  return view(db, membership, item);
}
