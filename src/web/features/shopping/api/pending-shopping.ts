import type {
  AddShoppingItemInput,
  ShoppingItem,
  ShoppingListWithItems,
} from "#shared/schemas/shopping.ts";
import { sameItemName } from "#shared/shopping/item-names.ts";
import type { PendingWrite } from "#web/lib/outbox.ts";

/** An item as the list shows it: `pending` when a change to it is kept on this phone only. */
export type ShownShoppingItem = ShoppingItem & { pending?: boolean };

const itemPath = /^\/api\/shopping\/items\/([^/]+)(\/check)?$/;

/** The stand-in for an item added without a network, until the server has it. */
export function pendingItem(
  key: string,
  input: AddShoppingItemInput,
  listId: string,
  createdAt: string,
): ShoppingItem {
  return {
    id: key,
    listId,
    name: input.name.trim(),
    quantity: input.quantity?.trim() || null,
    category: input.category || null,
    notes: input.notes?.trim() || null,
    isChecked: false,
    checkedAt: null,
    restockedAt: null,
    addedBy: null,
    addedByName: null,
    createdAt,
  };
}

/**
 * The lists as the server last sent them, with the writes still waiting in the outbox laid
 * over them, in the order they were made: added items appear, ticks and deletions show.
 */
export function withPendingWrites(
  lists: ShoppingListWithItems[],
  writes: PendingWrite[],
): (ShoppingListWithItems & { items: ShownShoppingItem[] })[] {
  if (writes.length === 0) return lists;
  let shown = lists.map((list) => ({ ...list, items: [...list.items] as ShownShoppingItem[] }));
  const mark = (write: PendingWrite) => write.state === "waiting";
  for (const write of writes) {
    if (write.method === "POST" && write.path === "/api/shopping/items") {
      const input = write.body as AddShoppingItemInput;
      const list = shown.find((each) => each.id === input.listId) ?? shown[0];
      if (!list || list.items.some((item) => item.id === write.key)) continue;
      // While it is being sent, the server's copy can reach the list (a live update) a moment
      // before the answer retires the write: then it is already shown, under its real id.
      if (!mark(write) && list.items.some((item) => sameItemName(item.name, input.name))) continue;
      list.items.push({
        ...pendingItem(write.key, input, list.id, write.createdAt),
        pending: mark(write),
      });
      continue;
    }
    const match = itemPath.exec(write.path);
    if (!match) continue;
    const [, id, check] = match;
    shown = shown.map((list) => ({
      ...list,
      items: list.items.flatMap((item) => {
        if (item.id !== id) return [item];
        if (write.method === "DELETE") return [];
        if (check) {
          const checked = (write.body as { checked: boolean }).checked;
          return [{ ...item, isChecked: checked, pending: item.pending || mark(write) }];
        }
        return [item];
      }),
    }));
  }
  return shown;
}
