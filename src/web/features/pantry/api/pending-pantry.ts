import { adjustedQuantity, isLowStock } from "#shared/pantry/stock.ts";
import type { PantryItemView, PantryOverview } from "#shared/schemas/pantry.ts";
import type { PendingWrite } from "#web/lib/outbox.ts";

/** A pantry item as the screen shows it: `pending` when a +/- is kept on this phone only. */
export type ShownPantryItem = PantryItemView & { pending?: boolean };

const adjustPath = /^\/api\/pantry\/items\/([^/]+)\/adjust$/;

/** The pantry as the server last sent it, with the +/- still waiting in the outbox applied in
 * order, never below 0, like the server (ADR 010). */
export function withPendingPantryWrites(
  overview: PantryOverview,
  writes: PendingWrite[],
): PantryOverview {
  if (writes.length === 0) return overview;
  let items: ShownPantryItem[] = overview.items;
  for (const write of writes) {
    const id = adjustPath.exec(write.path)?.[1];
    const delta = (write.body as { delta?: number } | undefined)?.delta;
    if (!id || typeof delta !== "number") continue;
    items = items.map((item) => {
      if (item.id !== id) return item;
      const qtyOnHand = adjustedQuantity(item.qtyOnHand, delta);
      return {
        ...item,
        qtyOnHand,
        lowStock: isLowStock({ ...item, qtyOnHand }),
        pending: item.pending || write.state === "waiting",
      };
    });
  }
  return { ...overview, items };
}
