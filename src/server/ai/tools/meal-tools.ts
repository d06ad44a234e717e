import { tool, zodSchema } from "ai";
import { z } from "zod";
import { suggestMealIdeas } from "#server/ai/tools/meal-ideas.ts";
import { bestMatches } from "#server/ai/tools/name-matching.ts";
import {
  dateField,
  type ToolContext,
  type ToolEnvironment,
  toolContext,
} from "#server/ai/tools/tool-environment.ts";
import { attempt, type ToolLanguage, toolMessages } from "#server/ai/tools/tool-messages.ts";
import { validationError } from "#server/http/errors.ts";
import {
  addWeekToShopping,
  cookMeal,
  getRecipeBook,
  listPlannedMeals,
  previewWeekShopping,
  setMeal,
} from "#server/modules/meals/meals.service.ts";
import { getPantry } from "#server/modules/pantry/pantry.service.ts";
import type {
  MealIdea,
  MealLine,
  ToolFailure,
  ToolOutputs,
  WeekShoppingToolLine,
} from "#shared/assistant/tool-results.ts";
import { listQuantity } from "#shared/meals/amounts.ts";
import { mealSlots } from "#shared/meals/catalog.ts";
import {
  type MealPlanEntry,
  mealPlanEntrySchema,
  type Recipe,
  weekShoppingSchema,
} from "#shared/meals/schemas.ts";
import { rankRecipes } from "#shared/meals/suggestions.ts";
import { addDays, weekStartOf } from "#shared/meals/week.ts";
import { capitalizeFirst } from "#shared/shopping/item-names.ts";

const slotField = z
  .enum(mealSlots)
  .describe(
    "breakfast (desayuno, café da manhã), lunch (almuerzo, comida, almoço) or dinner (cena, once, jantar)",
  );
const mealField = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .describe(
    "The meal as the member said it: a recipe of the household ('lentejas', 'feijoada') or free text ('sobras')",
  );

const inputs = {
  readMealPlan: zodSchema(
    z.object({
      from: dateField.nullish().describe("First day, YYYY-MM-DD; today when omitted"),
      to: dateField.nullish().describe("Last day, YYYY-MM-DD; the first day when omitted"),
      slot: slotField.nullish().describe("Only this meal of the day; omit for every meal"),
    }),
  ),
  planMeal: zodSchema(
    z.object({
      date: dateField.describe("The day of the meal, YYYY-MM-DD"),
      slot: slotField,
      meal: mealField,
      servings: z.number().int().min(1).max(50).nullish().describe("Servings, if said"),
    }),
  ),
  addWeekToShoppingList: zodSchema(
    z.object({
      weekStart: dateField
        .nullish()
        .describe("Any day of the week whose meals to shop for; this week when omitted"),
    }),
  ),
  cookMeal: zodSchema(
    z.object({
      meal: mealField.nullish().describe("The planned meal that was cooked, as said"),
      date: dateField.nullish().describe("Its day, if said; recent days are searched otherwise"),
      slot: slotField.nullish().describe("Its meal of the day, if said"),
      usePantry: z
        .boolean()
        .nullish()
        .describe("Take its ingredients out of the pantry (yes unless the member says not to)"),
    }),
  ),
  suggestMeals: zodSchema(z.object({})),
};

/** A recipe's name in the caller's language: the starter recipes have theirs. */
function recipeName(recipe: Recipe, language: ToolLanguage): string {
  if (language === "en") return recipe.names.en ?? recipe.name;
  if (language === "pt-BR") return recipe.names.pt ?? recipe.name;
  return recipe.name;
}

function mealLine(entry: MealPlanEntry, recipe: Recipe | undefined): MealLine {
  return {
    date: entry.day,
    slot: entry.slot,
    title: entry.title,
    servings: entry.servings,
    fromRecipe: entry.recipeId !== null,
    cooked: entry.cookedAt !== null,
    prepAhead: recipe?.prepAhead ?? null,
  };
}

/** The recipe a member means: its name (or its English or Portuguese one), one typo forgiven,
 * or a word of it ("lentejas" is «Lentejas guisadas»). */
function recipesNamed(said: string, recipes: Recipe[]): Recipe[] {
  const names = recipes.flatMap((recipe) =>
    [recipe.name, recipe.names.en, recipe.names.pt]
      .filter((name): name is string => Boolean(name))
      .map((name) => ({ recipe, name })),
  );
  const found = bestMatches(said, names, (entry) => entry.name, "contains");
  return [...new Set(found.map((entry) => entry.recipe))];
}

/** What the week's meals would put on the list: what is left to buy once the pantry counts. */
export async function weekShoppingToolLines(
  context: ToolContext,
  weekStart: string,
): Promise<WeekShoppingToolLine[]> {
  const preview = await previewWeekShopping(context.ctx, context.membership, weekStart);
  return preview.lines
    .filter((line) => line.toBuy !== null)
    .map((line) => ({
      name: line.name,
      quantity: listQuantity(line.toBuy),
      inPantry: listQuantity(line.inPantry),
      onList: line.onList !== null,
    }));
}

/** The Monday of the week a day is in; this week's when no day is given. */
export function mondayOf(context: ToolContext, day: string | null | undefined): string {
  return weekStartOf(day ?? context.today());
}

/** Days searched for "ya cocinamos las lentejas": this past week and tomorrow. */
export const cookedWindow = { back: 6, ahead: 1 };

/** The week plan, its shopping and its cooking, as tools. */
export function mealTools(env: ToolEnvironment) {
  const context: ToolContext = toolContext(env);
  const { ctx, membership, language, today, allergies } = context;
  const say = toolMessages(language);

  /** The planned, not yet cooked meal the member means; the closest to today first. */
  async function findCookable(input: {
    meal?: string | null;
    date?: string | null;
    slot?: string | null;
  }): Promise<{ entry: MealPlanEntry; recipe?: Recipe } | ToolFailure> {
    const from = input.date ?? addDays(today(), -cookedWindow.back);
    const to = input.date ?? addDays(today(), cookedWindow.ahead);
    const { entries, recipes } = await listPlannedMeals(ctx, membership, from, to);
    const byId = new Map(recipes.map((recipe) => [recipe.id, recipe]));
    let candidates = entries.filter((entry) => !input.slot || entry.slot === input.slot);
    if (input.meal) {
      const said = input.meal;
      candidates = bestMatches(said, candidates, (entry) => entry.title, "contains");
      const viaRecipe = entries.filter((entry) =>
        recipesNamed(said, recipes).some((recipe) => recipe.id === entry.recipeId),
      );
      if (candidates.length === 0) candidates = viaRecipe;
    }
    const open = candidates.filter((entry) => entry.cookedAt === null);
    if (open.length === 0) {
      if (candidates.length > 0) return say.mealAlreadyCooked(candidates[0]?.title ?? "");
      return say.noMeal(input.meal ?? "");
    }
    // Today's first, then yesterday's…; the same day, the later meal.
    const distance = (entry: MealPlanEntry) =>
      Math.abs(Date.parse(entry.day) - Date.parse(today())) +
      (entry.day > today() ? 0.5 : 0) -
      mealSlots.indexOf(entry.slot) * 0.01;
    const [closest, next] = [...open].sort((a, b) => distance(a) - distance(b));
    if (!closest) return say.noMeal(input.meal ?? "");
    if (!input.meal && next && next.day === closest.day && !input.slot) {
      return say.whichMeal(
        open
          .filter((entry) => entry.day === closest.day)
          .sort((a, b) => mealSlots.indexOf(a.slot) - mealSlots.indexOf(b.slot))
          .map((entry) => entry.title),
      );
    }
    return { entry: closest, recipe: closest.recipeId ? byId.get(closest.recipeId) : undefined };
  }

  return {
    readMealPlan: tool({
      description:
        "Read the week plan: what the household is going to eat on a day or days ('¿qué comemos el jueves?', '¿qué hay de cena?', 'o que tem pro jantar de quinta?', 'what's for dinner this week?'). Returns each planned meal with its day and slot.",
      inputSchema: inputs.readMealPlan,
      execute: async (input): Promise<ToolOutputs["readMealPlan"] | ToolFailure> =>
        attempt(language, async () => {
          const from = input.from ?? today();
          const to = input.to ?? from;
          const { entries, recipes } = await listPlannedMeals(ctx, membership, from, to);
          const byId = new Map(recipes.map((recipe) => [recipe.id, recipe]));
          const slot = input.slot ?? null;
          return {
            ok: true as const,
            from,
            to,
            slot,
            meals: entries
              .filter((entry) => !slot || entry.slot === slot)
              .sort(
                (a, b) =>
                  a.day.localeCompare(b.day) ||
                  mealSlots.indexOf(a.slot) - mealSlots.indexOf(b.slot),
              )
              .map((entry) =>
                mealLine(entry, entry.recipeId ? byId.get(entry.recipeId) : undefined),
              ),
          };
        }),
    }),

    planMeal: tool({
      description:
        "Put a meal in a slot of the week plan ('pon lentejas el martes en la cena', 'coloca feijoada no almoço de sábado'): one of the household's recipes when one matches the name, otherwise the words as a free-text meal. Replaces what the slot had.",
      inputSchema: inputs.planMeal,
      execute: async (input): Promise<ToolOutputs["planMeal"] | ToolFailure> =>
        attempt(language, async () => {
          const { recipes } = await getRecipeBook(ctx, membership);
          const matches = recipesNamed(input.meal, recipes);
          if (matches.length > 1) {
            return say.ambiguous(
              input.meal,
              matches.map((recipe) => recipeName(recipe, language)),
            );
          }
          const recipe = matches[0];
          const { entries } = await listPlannedMeals(ctx, membership, input.date, input.date);
          const before = entries.find((entry) => entry.slot === input.slot);
          // The model's words, checked as the plan's own form checks them.
          const values = mealPlanEntrySchema.safeParse({
            day: input.date,
            slot: input.slot,
            recipeId: recipe?.id ?? null,
            title: recipe ? null : capitalizeFirst(input.meal),
            servings: input.servings ?? null,
          });
          if (!values.success) throw validationError(values.error);
          const entry = await setMeal(ctx, membership, values.data);
          return {
            ok: true as const,
            meal: mealLine(entry, recipe),
            replaced: before && before.title !== entry.title ? before.title : null,
          };
        }),
    }),

    addWeekToShoppingList: tool({
      description:
        "Add the ingredients of a week's planned meals to the shopping list ('agrega lo de la semana a la lista'): summed across meals, less what the pantry holds, merged with what is already on the list. It adds many items: ALWAYS propose it first with proposeAction and call it only after the member says yes.",
      inputSchema: inputs.addWeekToShoppingList,
      execute: async (input): Promise<ToolOutputs["addWeekToShoppingList"] | ToolFailure> =>
        attempt(language, async () => {
          const weekStart = mondayOf(context, input.weekStart);
          const lines = await weekShoppingToolLines(context, weekStart);
          const week = weekShoppingSchema.safeParse({ weekStart });
          if (!week.success) throw validationError(week.error);
          const result = await addWeekToShopping(ctx, membership, week.data);
          return { ok: true as const, weekStart, lines, ...result };
        }),
    }),

    cookMeal: tool({
      description:
        "Mark a planned meal as cooked ('ya cocinamos las lentejas', 'we made the tacos') and take its ingredients out of the pantry, as the app's «Lo cocinamos» does. Finds the meal among this past week's plan, today's first.",
      inputSchema: inputs.cookMeal,
      execute: async (input): Promise<ToolOutputs["cookMeal"] | ToolFailure> =>
        attempt(language, async () => {
          const found = await findCookable(input);
          if ("ok" in found) return found;
          const cooked = await cookMeal(ctx, membership, found.entry.id, {
            usePantry: input.usePantry ?? true,
          });
          return {
            ok: true as const,
            meal: mealLine(cooked.entry, found.recipe),
            takenOut: cooked.lines.map((line) => ({
              name: line.pantryItemName,
              quantity: line.take,
              unit: line.unit,
            })),
          };
        }),
    }),

    suggestMeals: tool({
      description:
        "What to cook ('¿qué cocino hoy?'): the household's own recipes ranked by how much of each the pantry covers, those using up what is about to expire first, none touching an allergy; everyday dish ideas from the pantry when the household has no recipe to suggest.",
      inputSchema: inputs.suggestMeals,
      execute: async (): Promise<ToolOutputs["suggestMeals"] | ToolFailure> =>
        attempt(language, async () => {
          const [book, { items }] = await Promise.all([
            getRecipeBook(ctx, membership),
            getPantry(ctx, membership),
          ]);
          const avoid = [...new Set([...allergies, ...book.allergies])];
          const ranked = rankRecipes(book.recipes, items, avoid);
          if (ranked.length > 0) {
            const byId = new Map(book.recipes.map((recipe) => [recipe.id, recipe]));
            const ideas = ranked.map((suggestion): MealIdea => {
              const recipe = byId.get(suggestion.recipeId) as Recipe;
              return {
                name: recipeName(recipe, language),
                uses: recipe.ingredients
                  .map((line) => line.name)
                  .filter((name) => !suggestion.missing.includes(name)),
                missing: suggestion.missing,
                expiring: suggestion.expiring,
              };
            });
            return { ok: true as const, ideas, allergies: avoid, source: "recipes" as const };
          }
          const pantry = items.map((item) => ({ name: item.name, quantity: item.qtyOnHand }));
          return {
            ok: true as const,
            ideas: suggestMealIdeas(pantry, allergies),
            allergies,
            source: "ideas" as const,
          };
        }),
    }),
  };
}
