import { type PlanId, planIds } from "#shared/domain/plans.ts";

/** The tags a recipe may carry (issue 22): when in the day it is eaten. */
export const recipeTags = ["desayuno", "comida", "cena", "colacion"] as const;
export type RecipeTag = (typeof recipeTags)[number];

/** The week plan's slots, in the order of a day. */
export const mealSlots = ["breakfast", "lunch", "dinner"] as const;
export type MealSlot = (typeof mealSlots)[number];

/** What a recipe may ask to do the evening before its meal: thaw (the chicken) or soak (the
 * beans). The family names what; Hogaria reminds the evening before. */
export const prepKinds = ["thaw", "soak"] as const;
export type PrepKind = (typeof prepKinds)[number];

export const recipeLimits = {
  prepWhat: 80,
  name: 120,
  ingredients: 60,
  ingredientName: 80,
  steps: 40,
  step: 600,
  notes: 1000,
  servings: 50,
  minutes: 24 * 60,
} as const;

/** Recipes a household may keep by plan (issue 22 §7): Gratis 10, Familiar and Pro unlimited. */
export const recipeLimitByPlan: Record<PlanId, number | null> = Object.fromEntries(
  planIds.map((plan) => [plan, plan === "gratis" ? 10 : null]),
) as Record<PlanId, number | null>;
