import { z } from "zod";
import { inventoryUnits, shoppingCategories } from "#shared/domain/catalog.ts";
import { idField, optionalText, requiredText } from "#shared/schemas/fields.ts";

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
/** An item as the service takes it: parsed with addShoppingItemSchema. */
export type NewShoppingItem = z.output<typeof addShoppingItemSchema>;

export const updateShoppingItemSchema = z
  .object({
    name: requiredText("itemNameRequired", shoppingItemLimits.name).optional(),
    quantity: optionalText(shoppingItemLimits.quantity).optional(),
    category: shoppingCategory.nullish(),
    notes: optionalText(shoppingItemLimits.notes).optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), "nothingToUpdate");
export type UpdateShoppingItemInput = z.input<typeof updateShoppingItemSchema>;
export type ShoppingItemChanges = z.output<typeof updateShoppingItemSchema>;

export const checkShoppingItemSchema = z.object({
  checked: z.boolean({ error: "invalidInput" }),
});

export const shoppingListNameLimit = 60;

export const createShoppingListSchema = z.object({
  name: requiredText("listNameRequired", shoppingListNameLimit),
});
export type CreateShoppingListInput = z.input<typeof createShoppingListSchema>;
export type NewShoppingList = z.output<typeof createShoppingListSchema>;

export const updateShoppingListSchema = z
  .object({
    name: requiredText("listNameRequired", shoppingListNameLimit).optional(),
    /** false archives the list (its items leave the screens); true brings it back. */
    isActive: z.boolean({ error: "invalidInput" }).optional(),
  })
  .refine((input) => input.name !== undefined || input.isActive !== undefined, "nothingToUpdate");
export type UpdateShoppingListInput = z.input<typeof updateShoppingListSchema>;
export type ShoppingListChanges = z.output<typeof updateShoppingListSchema>;

/** What /api/shopping answers. */
export const shoppingListSchema = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    isActive: z.boolean(),
    createdBy: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "ShoppingList", description: "Una lista de la compra." });
export type ShoppingList = z.output<typeof shoppingListSchema>;

export const shoppingItemSchema = z
  .strictObject({
    id: z.string(),
    listId: z.string(),
    name: z.string(),
    quantity: z.string().nullable(),
    category: z.string().nullable(),
    notes: z.string().nullable(),
    isChecked: z.boolean(),
    checkedAt: z.string().nullable(),
    restockedAt: z.string().nullable(),
    addedBy: z.string().nullable(),
    /** The adding member's profile name, shown on the item so a family knows who asked for it. */
    addedByName: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "ShoppingItem", description: "Un artículo de una lista de la compra." });
export type ShoppingItem = z.output<typeof shoppingItemSchema>;

export const shoppingListWithItemsSchema = shoppingListSchema.extend({
  items: z.array(shoppingItemSchema),
});
export type ShoppingListWithItems = z.output<typeof shoppingListWithItemsSchema>;

export const shoppingOverviewSchema = z.strictObject({
  lists: z.array(shoppingListWithItemsSchema),
  archivedLists: z.array(shoppingListSchema),
  /** maxLists null: no limit (a trial, Familiar, Pro). */
  limits: z.strictObject({ maxLists: z.number().int().nullable(), activeLists: z.number().int() }),
});
export type ShoppingOverview = z.output<typeof shoppingOverviewSchema>;

/** A bought item that matches a pantry item: how much buying it adds there. */
export const restockOfferSchema = z.strictObject({
  pantryItemId: z.string(),
  pantryItemName: z.string(),
  amount: z.number(),
  unit: z.enum(inventoryUnits),
  qtyOnHand: z.number(),
});
export type RestockOffer = z.output<typeof restockOfferSchema>;

export const checkedShoppingItemSchema = z.strictObject({
  item: shoppingItemSchema,
  restock: restockOfferSchema.nullable(),
});
export type CheckedShoppingItem = z.output<typeof checkedShoppingItemSchema>;
