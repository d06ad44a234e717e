import { z } from "zod";
import { type InventoryUnit, inventoryUnits } from "#shared/domain/catalog.ts";
import { planIds } from "#shared/domain/plans.ts";
import type { AllergenWarning } from "#shared/meals/allergens.ts";
import type { Amount } from "#shared/meals/amounts.ts";
import { mealSlots, prepKinds, recipeLimits, recipeTags } from "#shared/meals/catalog.ts";
import { isMonday } from "#shared/meals/week.ts";
import { isCalendarDate } from "#shared/pantry/expiry.ts";
import { idField, optionalText, requiredText } from "#shared/schemas/fields.ts";
import { roundAmount } from "#shared/shopping/quantity.ts";

const decimal = /^\d+([.,]\d+)?$/;

/** An ingredient's quantity: "1,5", "500", 2. Blank means "al gusto" (null). Text that is not
 * a number, zero and negative amounts are refused, never read as something else. */
const ingredientQuantity = z
  .union([z.number(), z.string(), z.null()], { error: "quantityNotNumber" })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null) return null;
    const text = typeof value === "number" ? String(value) : value.trim();
    if (text === "") return null;
    const amount = Number(text.replace(",", "."));
    if (
      typeof value === "number" ? !Number.isFinite(value) : !decimal.test(text.replace(/^-/, ""))
    ) {
      ctx.addIssue({ code: "custom", message: "quantityNotNumber" });
      return z.NEVER;
    }
    if (amount < 0 || text.startsWith("-")) {
      ctx.addIssue({ code: "custom", message: "quantityNegative" });
      return z.NEVER;
    }
    if (amount === 0) {
      ctx.addIssue({ code: "custom", message: "quantityZero" });
      return z.NEVER;
    }
    if (amount > 100_000) {
      ctx.addIssue({ code: "custom", message: "amountTooLarge" });
      return z.NEVER;
    }
    return roundAmount(amount);
  });

/** A whole number from a form field or JSON, inside [min, max]; blank gives the fallback. */
function wholeNumber(keys: { invalid: string }, min: number, max: number, fallback: number | null) {
  return z
    .union([z.number(), z.string(), z.null()], { error: keys.invalid })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null) return fallback;
      const text = String(value).trim();
      if (text === "") return fallback;
      const number = Number(text);
      if (!/^\d+$/.test(text) || !Number.isInteger(number) || number < min || number > max) {
        ctx.addIssue({ code: "custom", message: keys.invalid });
        return z.NEVER;
      }
      return number;
    });
}

export const ingredientSchema = z.object({
  quantity: ingredientQuantity,
  unit: z
    .enum(inventoryUnits, { error: "unitInvalid" })
    .nullish()
    .transform((unit): InventoryUnit => unit ?? "unidad"),
  name: requiredText("ingredientNameRequired", recipeLimits.ingredientName),
});

export const recipeSchema = z.object({
  name: requiredText("recipeNameRequired", recipeLimits.name),
  servings: wholeNumber({ invalid: "servingsInvalid" }, 1, recipeLimits.servings, 4),
  minutes: wholeNumber({ invalid: "minutesInvalid" }, 1, recipeLimits.minutes, null),
  tags: z
    .array(z.enum(recipeTags, { error: "tagInvalid" }), { error: "tagInvalid" })
    .max(recipeTags.length, "tagInvalid")
    .optional()
    .transform((tags) => [...new Set(tags ?? [])]),
  ingredients: z
    .array(ingredientSchema, { error: "invalidInput" })
    .max(recipeLimits.ingredients, "tooManyIngredients")
    .optional()
    .transform((lines) => lines ?? []),
  steps: z
    .array(z.string({ error: "invalidInput" }).max(recipeLimits.step, "tooLong"), {
      error: "invalidInput",
    })
    .max(recipeLimits.steps, "tooManySteps")
    .optional()
    .transform((steps) => (steps ?? []).map((step) => step.trim()).filter(Boolean)),
  notes: optionalText(recipeLimits.notes),
  /** «Descongelar el pollo», «Poner los frijoles en remojo»: reminded the evening before. */
  prepAhead: z
    .object(
      {
        kind: z.enum(prepKinds, { error: "prepKindInvalid" }),
        what: requiredText("prepWhatRequired", recipeLimits.prepWhat),
      },
      { error: "invalidInput" },
    )
    .nullish()
    .transform((prep) => prep ?? null),
});
export type RecipeInput = z.input<typeof recipeSchema>;
export type RecipeValues = z.output<typeof recipeSchema>;
export type IngredientValues = z.output<typeof ingredientSchema>;

/** A calendar day of the plan, "YYYY-MM-DD". */
export const weekDayField = z
  .string({ error: "dateInvalid" })
  .trim()
  .refine((value) => isCalendarDate(value), "dateInvalid");
const dayField = weekDayField;

export const weekStartField = z
  .string({ error: "weekInvalid" })
  .trim()
  .refine((value) => isMonday(value), "weekInvalid");

/** Placing a meal in a slot: a recipe of the household or a free-text meal ("Sobras"). */
export const mealPlanEntrySchema = z
  .object({
    day: dayField,
    slot: z.enum(mealSlots, { error: "slotInvalid" }),
    recipeId: idField.nullish().transform((id) => id ?? null),
    title: optionalText(recipeLimits.name),
    servings: wholeNumber({ invalid: "servingsInvalid" }, 1, recipeLimits.servings, null),
  })
  .refine((entry) => entry.recipeId !== null || entry.title !== null, {
    message: "mealRequired",
    path: ["title"],
  });
export type MealPlanEntryInput = z.input<typeof mealPlanEntrySchema>;
export type MealPlanEntryValues = z.output<typeof mealPlanEntrySchema>;

export const copyWeekSchema = z.object({ weekStart: weekStartField });

export const weekShoppingSchema = z.object({
  weekStart: weekStartField,
  /** Lines (by key) the family unticked in the preview. */
  skip: z.array(z.string().max(200), { error: "invalidInput" }).max(500).optional(),
  listId: idField.optional(),
});

/** A recipe page's source or a .json file's text, with schema.org Recipe JSON-LD in it. */
export const importRecipeSchema = z.object({
  source: z
    .string({ error: "importEmpty" })
    .max(900_000, "importTooLarge")
    .refine((text) => text.trim() !== "", "importEmpty"),
});

export const cookSchema = z.object({
  /** Take the meal's ingredients out of the pantry ("Lo cocinamos" offers it). */
  usePantry: z.boolean({ error: "invalidInput" }),
});

export const ingredientAnswerSchema = z
  .strictObject({
    quantity: z.number().nullable(),
    unit: z.enum(inventoryUnits),
    name: z.string(),
  })
  .meta({ id: "Ingredient", description: "Un ingrediente de una receta." });
export type Ingredient = z.output<typeof ingredientAnswerSchema>;

export const prepAheadAnswerSchema = z.strictObject({ kind: z.enum(prepKinds), what: z.string() });
export type PrepAhead = z.output<typeof prepAheadAnswerSchema>;

/** What /api/meals answers for a recipe. */
export const recipeAnswerSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  /** Names of the starter recipes in the other languages. */
  names: z.strictObject({ en: z.string().nullable(), pt: z.string().nullable() }),
  servings: z.number(),
  minutes: z.number().nullable(),
  tags: z.array(z.enum(recipeTags)),
  ingredients: z.array(ingredientAnswerSchema),
  steps: z.array(z.string()),
  notes: z.string().nullable(),
  /** Something to thaw or soak the evening before; null when nothing. */
  prepAhead: prepAheadAnswerSchema.nullable(),
  /** Served by /api/files, only to the household's members. */
  photoUrl: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Recipe = z.output<typeof recipeAnswerSchema>;

/** Recipe photos: images only, up to 5 MB as sent (stored re-encoded and smaller). */
export const recipePhotoMaxBytes = 5 * 1024 * 1024;

/** A household allergy a recipe touches, with the ingredients it is in. */
export const allergenWarningSchema = z.strictObject({
  allergy: z.string(),
  ingredients: z.array(z.string()),
}) satisfies z.ZodType<AllergenWarning>;

export const recipeViewSchema = recipeAnswerSchema
  .extend({
    allergens: z.array(allergenWarningSchema),
  })
  .meta({ id: "Recipe", description: "Una receta, con los alérgenos que afectan al hogar." });
export type RecipeView = z.output<typeof recipeViewSchema>;

export const recipeBookSchema = z.strictObject({
  recipes: z.array(recipeViewSchema),
  limits: z.strictObject({
    plan: z.enum(planIds),
    maxRecipes: z.number().int().nullable(),
    recipes: z.number().int(),
  }),
  /** The household's allergies, as its members wrote them. */
  allergies: z.array(z.string()),
});
export type RecipeBook = z.output<typeof recipeBookSchema>;

export const mealPlanEntryAnswerSchema = z
  .strictObject({
    id: z.string(),
    day: z.string(),
    slot: z.enum(mealSlots),
    recipeId: z.string().nullable(),
    /** The recipe's name when it was placed, or the free text. */
    title: z.string(),
    servings: z.number(),
    cookedAt: z.string().nullable(),
  })
  .meta({ id: "MealPlanEntry", description: "Una comida del plan semanal." });
export type MealPlanEntry = z.output<typeof mealPlanEntryAnswerSchema>;

export const weekPlanSchema = z.strictObject({
  weekStart: z.string(),
  days: z.array(z.string()),
  entries: z.array(mealPlanEntryAnswerSchema),
});
export type WeekPlan = z.output<typeof weekPlanSchema>;

/** An amount in a unit; a null amount: some, without a quantity. */
export const amountAnswerSchema = z.strictObject({
  amount: z.number().nullable(),
  unit: z.enum(inventoryUnits),
}) satisfies z.ZodType<Amount>;

export const weekShoppingLineSchema = z.strictObject({
  key: z.string(),
  name: z.string(),
  meals: z.array(z.string()),
  amount: z.number().nullable(),
  unit: z.enum(inventoryUnits),
  /** What the pantry has of it, in a unit of the same kind; null when it has none. */
  inPantry: amountAnswerSchema.nullable(),
  /** What is left to buy once the pantry is counted; null amount: buy some (no quantity). */
  toBuy: amountAnswerSchema.nullable(),
  /** The quantity of the same item already on the list, still to buy (it is merged). */
  onList: z.string().nullable(),
  /** What the list will say after adding. */
  after: z.string().nullable(),
});
export type WeekShoppingLine = z.output<typeof weekShoppingLineSchema>;

export const weekShoppingPreviewSchema = z.strictObject({
  weekStart: z.string(),
  list: z.strictObject({ id: z.string(), name: z.string() }).nullable(),
  lines: z.array(weekShoppingLineSchema),
});
export type WeekShoppingPreview = z.output<typeof weekShoppingPreviewSchema>;

export const weekShoppingResultSchema = z.strictObject({
  added: z.number().int(),
  merged: z.number().int(),
});
export type WeekShoppingResult = z.output<typeof weekShoppingResultSchema>;

export const cookLineSchema = z.strictObject({
  ingredient: z.string(),
  needed: amountAnswerSchema,
  pantryItemId: z.string(),
  pantryItemName: z.string(),
  /** Taken out, in the pantry item's unit. */
  take: z.number(),
  unit: z.enum(inventoryUnits),
  qtyOnHand: z.number(),
});
export type CookLine = z.output<typeof cookLineSchema>;

export const cookPreviewSchema = z.strictObject({
  entry: mealPlanEntryAnswerSchema,
  lines: z.array(cookLineSchema),
});
export type CookPreview = z.output<typeof cookPreviewSchema>;
