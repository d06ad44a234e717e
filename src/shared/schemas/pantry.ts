import { z } from "zod";
import { inventoryCategories, inventoryUnits } from "#shared/domain/catalog.ts";
import type { ExpiryState } from "#shared/pantry/expiry.ts";
import { defaultReorderThreshold, defaultUnit } from "#shared/pantry/stock.ts";
import {
  idField,
  optionalCalendarDate,
  optionalText,
  requiredText,
} from "#shared/schemas/fields.ts";
import { shoppingItemSchema } from "#shared/schemas/shopping.ts";
import { roundAmount } from "#shared/shopping/quantity.ts";

export const maxPantryAmount = 1_000_000;
const decimal = /^-?\d+(\.\d+)?$/;

/** Spec §5: the quantity is parsed as a number ("1,5" too) and defaults when left blank. Text
 * that is not a number is refused, never read as 0. */
export function amountField(keys: { notNumber: string; negative: string }, fallback: number) {
  return z
    .union([z.number(), z.string(), z.null()], { error: keys.notNumber })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null) return fallback;
      const text = typeof value === "number" ? String(value) : value.trim().replace(",", ".");
      if (text === "") return fallback;
      const amount = Number(text);
      if (!Number.isFinite(amount) || (typeof value === "string" && !decimal.test(text))) {
        ctx.addIssue({ code: "custom", message: keys.notNumber });
        return z.NEVER;
      }
      if (amount < 0) {
        ctx.addIssue({ code: "custom", message: keys.negative });
        return z.NEVER;
      }
      if (amount > maxPantryAmount) {
        ctx.addIssue({ code: "custom", message: "amountTooLarge" });
        return z.NEVER;
      }
      return roundAmount(amount);
    });
}

const quantityField = amountField(
  { notNumber: "quantityNotNumber", negative: "quantityNegative" },
  0,
);

export const pantryItemSchema = z.object({
  name: requiredText("itemNameRequired", 120),
  qtyOnHand: quantityField,
  unit: z
    .enum(inventoryUnits, { error: "unitInvalid" })
    .nullish()
    .transform((u) => u ?? defaultUnit),
  reorderThreshold: amountField(
    { notNumber: "thresholdNotNumber", negative: "thresholdNegative" },
    defaultReorderThreshold,
  ),
  category: z
    .enum(inventoryCategories, { error: "categoryInvalid" })
    .nullish()
    .transform((c) => c ?? "Otros"),
  location: optionalText(80),
  expiryDate: optionalCalendarDate,
  notes: optionalText(500),
});
/** What the add and edit dialogs send (an edit sends the whole item). */
export type PantryItemInput = z.input<typeof pantryItemSchema>;
export type PantryItemValues = z.output<typeof pantryItemSchema>;

/** +/- buttons send a delta; the assistant may also set the quantity counted on the shelf. */
export const adjustPantrySchema = z
  .object({
    delta: z
      .number({ error: "deltaInvalid" })
      .refine((delta) => delta !== 0 && Math.abs(delta) <= maxPantryAmount, "deltaInvalid")
      .optional(),
    quantity: quantityField.optional(),
  })
  .refine(
    (input) => (input.delta === undefined) !== (input.quantity === undefined),
    "deltaOrQuantity",
  );
export type AdjustPantryInput = z.input<typeof adjustPantrySchema>;
export type PantryAdjustment = z.output<typeof adjustPantrySchema>;

export const restockMissingSchema = z.object({
  /** Left out, the household's first active list (created when it has none). */
  listId: idField.optional(),
});

export const restockFromShoppingSchema = z.object({ shoppingItemId: idField });

/** What /api/pantry answers. */
export const pantryItemRecordSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  qtyOnHand: z.number(),
  unit: z.enum(inventoryUnits),
  reorderThreshold: z.number(),
  location: z.string().nullable(),
  /** A calendar day, "2026-11-28". */
  expiryDate: z.string().nullable(),
  notes: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PantryItem = z.output<typeof pantryItemRecordSchema>;

/** A pantry item with its alerts worked out for the household's today. */
export const pantryItemViewSchema = pantryItemRecordSchema
  .extend({
    lowStock: z.boolean(),
    expiry: z.enum(["expired", "expiring", "fresh", "none"] satisfies ExpiryState[]),
    /** Days until the expiry date (negative once past); null without a date. */
    daysToExpiry: z.number().int().nullable(),
    /** How much to buy to get back to the threshold, in the item's unit. */
    missing: z.number(),
  })
  .meta({
    id: "PantryItem",
    description:
      "Un artículo de la despensa, con sus avisos (poco stock, caducidad) calculados para el día del hogar.",
  });
export type PantryItemView = z.output<typeof pantryItemViewSchema>;

export const pantryOverviewSchema = z.strictObject({
  /** The household's calendar date, which the expiry alerts are counted from. */
  today: z.string(),
  items: z.array(pantryItemViewSchema),
});
export type PantryOverview = z.output<typeof pantryOverviewSchema>;

export const missingItemsResultSchema = z.strictObject({
  list: z.strictObject({ id: z.string(), name: z.string() }),
  added: z.array(shoppingItemSchema),
  /** Low-stock items left out because they are already on the list, still to buy. */
  skipped: z.array(z.string()),
});
export type MissingItemsResult = z.output<typeof missingItemsResultSchema>;
