import { z } from "zod";
import { type InventoryUnit, shoppingCategories } from "#shared/domain/catalog.ts";
import { requiredText } from "#shared/schemas/fields.ts";

/** Free text that may be left out: blank becomes null. */
export const optionalText = (max: number) =>
  z
    .string({ error: "invalidInput" })
    .trim()
    .max(max, "tooLong")
    .nullish()
    .transform((value) => value || null);

/** An id from the URL or the body: anything not found in the household answers 404 later. */
export const idField = z.string({ error: "invalidInput" }).trim().min(1, "invalidInput").max(64);

const shoppingCategory = z.enum(shoppingCategories, { error: "categoryInvalid" });

export const shoppingItemLimits = { name: 120, quantity: 40, notes: 500 } as const;

export const addShoppingItemSchema = z.object({
  name: requiredText("itemNameRequired", shoppingItemLimits.name),
  quantity: optionalText(shoppingItemLimits.quantity),
  /** Left out, the aisle is guessed from the name ("leche" goes to Lácteos). */
  category: shoppingCategory.nullish(),
  notes: optionalText(shoppingItemLimits.notes),
  /** Left out, the household's first active list (created when it has none). */
  listId: idField.optional(),
  /** When the same item is still to buy on that list: "add" a second line (the default),
   * "bump" its quantity instead, or "ask" (409 SHOPPING_ITEM_ON_LIST, nothing changes). */
  ifOnList: z.enum(["add", "bump", "ask"], { error: "invalidInput" }).optional(),
});
export type AddShoppingItemInput = z.input<typeof addShoppingItemSchema>;

export const updateShoppingItemSchema = z
  .object({
    name: requiredText("itemNameRequired", shoppingItemLimits.name).optional(),
    quantity: optionalText(shoppingItemLimits.quantity).optional(),
    category: shoppingCategory.nullish(),
    notes: optionalText(shoppingItemLimits.notes).optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), "nothingToUpdate");
export type UpdateShoppingItemInput = z.input<typeof updateShoppingItemSchema>;

export const checkShoppingItemSchema = z.object({
  checked: z.boolean({ error: "invalidInput" }),
});

export const shoppingListNameLimit = 60;

export const createShoppingListSchema = z.object({
  name: requiredText("listNameRequired", shoppingListNameLimit),
});
export type CreateShoppingListInput = z.input<typeof createShoppingListSchema>;

export const updateShoppingListSchema = z
  .object({
    name: requiredText("listNameRequired", shoppingListNameLimit).optional(),
    /** false archives the list (its items leave the screens); true brings it back. */
    isActive: z.boolean({ error: "invalidInput" }).optional(),
  })
  .refine((input) => input.name !== undefined || input.isActive !== undefined, "nothingToUpdate");
export type UpdateShoppingListInput = z.input<typeof updateShoppingListSchema>;

/** What /api/shopping answers. */
export interface ShoppingList {
  id: string;
  name: string;
  isActive: boolean;
  createdBy: string | null;
  createdAt: string;
}

export interface ShoppingItem {
  id: string;
  listId: string;
  name: string;
  quantity: string | null;
  category: string | null;
  notes: string | null;
  isChecked: boolean;
  checkedAt: string | null;
  restockedAt: string | null;
  addedBy: string | null;
  /** The adding member's profile name, shown on the item so a family knows who asked for it. */
  addedByName: string | null;
  createdAt: string;
}

export interface ShoppingListWithItems extends ShoppingList {
  items: ShoppingItem[];
}

export interface ShoppingOverview {
  lists: ShoppingListWithItems[];
  archivedLists: ShoppingList[];
  limits: { maxLists: number | null; activeLists: number };
}

/** A bought item that matches a pantry item: how much buying it adds there. */
export interface RestockOffer {
  pantryItemId: string;
  pantryItemName: string;
  amount: number;
  unit: InventoryUnit;
  qtyOnHand: number;
}

export interface CheckedShoppingItem {
  item: ShoppingItem;
  restock: RestockOffer | null;
}
