import { describe, expect, it } from "vitest";
import type { ShoppingItem, ShoppingListWithItems } from "#shared/schemas/shopping.ts";
import { withPendingWrites } from "#web/features/shopping/api/pending-shopping.ts";
import type { PendingWrite } from "#web/lib/outbox.ts";

const item = (id: string, name: string, isChecked = false): ShoppingItem => ({
  id,
  listId: "l1",
  name,
  quantity: null,
  category: null,
  notes: null,
  isChecked,
  checkedAt: null,
  restockedAt: null,
  addedBy: "u1",
  addedByName: "Ana",
  createdAt: "2026-11-25T10:00:00.000Z",
});

const list = (items: ShoppingItem[]): ShoppingListWithItems => ({
  id: "l1",
  name: "Lista de compras",
  isActive: true,
  createdBy: "u1",
  createdAt: "2026-11-25T10:00:00.000Z",
  items,
});

const write = (
  fields: Pick<PendingWrite, "key" | "method" | "path"> & Partial<PendingWrite>,
): PendingWrite => ({
  topic: "shopping",
  label: "",
  createdAt: "2026-11-25T11:00:00.000Z",
  state: "waiting",
  ...fields,
});

describe("the shopping list with the outbox's waiting writes laid over it", () => {
  it("shows an item added offline, and a tick on it, as pending", () => {
    const shown = withPendingWrites(
      [list([item("a", "Pan")])],
      [
        write({
          key: "k1",
          method: "POST",
          path: "/api/shopping/items",
          body: { name: " Tomates ", quantity: "2 kg" },
        }),
        write({
          key: "k2",
          method: "POST",
          path: "/api/shopping/items/k1/check",
          body: { checked: true },
        }),
      ],
    );
    expect(shown[0]?.items).toMatchObject([
      { id: "a", name: "Pan", isChecked: false },
      { id: "k1", name: "Tomates", quantity: "2 kg", isChecked: true, pending: true },
    ]);
    expect(shown[0]?.items[0]).not.toHaveProperty("pending");
  });

  it("shows an add being sent once, even when the server's copy arrived before its answer", () => {
    const add = write({
      key: "k1",
      method: "POST",
      path: "/api/shopping/items",
      body: { name: "aguacates", quantity: "6" },
      state: "sending",
    });
    const before = withPendingWrites([list([item("a", "Pan")])], [add]);
    expect(before[0]?.items.map((each) => each.id)).toEqual(["a", "k1"]);
    const after = withPendingWrites([list([item("a", "Pan"), item("s1", "Aguacates")])], [add]);
    expect(after[0]?.items.map((each) => each.id)).toEqual(["a", "s1"]);
    // Kept on the phone (offline), a second line made on purpose still shows.
    const queued = withPendingWrites(
      [list([item("s1", "Aguacates")])],
      [{ ...add, state: "waiting" }],
    );
    expect(queued[0]?.items.map((each) => each.id)).toEqual(["s1", "k1"]);
  });

  it("applies ticks and deletions in order, and does not mark a write still being sent", () => {
    const shown = withPendingWrites(
      [list([item("a", "Pan"), item("b", "Café", true), item("c", "Leche")])],
      [
        write({
          key: "k1",
          method: "POST",
          path: "/api/shopping/items/a/check",
          body: { checked: true },
        }),
        write({
          key: "k2",
          method: "POST",
          path: "/api/shopping/items/a/check",
          body: { checked: false },
        }),
        write({ key: "k3", method: "DELETE", path: "/api/shopping/items/c" }),
        write({
          key: "k4",
          method: "POST",
          path: "/api/shopping/items/b/check",
          body: { checked: false },
          state: "sending",
        }),
      ],
    );
    expect(shown[0]?.items).toMatchObject([
      { id: "a", isChecked: false, pending: true },
      { id: "b", isChecked: false, pending: false },
    ]);
  });

  it("leaves the lists as they are when nothing waits", () => {
    const lists = [list([item("a", "Pan")])];
    expect(withPendingWrites(lists, [])).toBe(lists);
  });
});
