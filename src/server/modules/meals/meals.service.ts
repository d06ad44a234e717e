import type { AppContext, ServiceContext } from "#server/app-context.ts";
import type { Executor } from "#server/db/executor.ts";
import { ApiError, forbidden, notFound } from "#server/http/errors.ts";
import { parseWith } from "#server/http/validation.ts";
import type { Storage } from "#server/modules/files/storage.ts";
import { type AcceptedFile, normalizeImage, storeFile } from "#server/modules/files/uploads.ts";
import { ensureAllowed, type Membership } from "#server/modules/households/membership.ts";
import {
  countRecipes,
  deleteEntry,
  deleteRecipe as deleteRecipeRow,
  findEntry,
  findRecipe,
  findRecipesByIds,
  insertRecipes,
  listEntries,
  listHouseholdAllergies,
  listRecipes,
  listStarterKeys,
  markEntryCooked,
  type NewRecipe,
  setRecipePhoto,
  updateRecipe as updateRecipeRow,
  upsertEntry,
} from "#server/modules/meals/meals.repository.ts";
import { starterRecipes } from "#server/modules/meals/starter-recipes.ts";
import { addToPantryQuantity } from "#server/modules/pantry/pantry.repository.ts";
import { getPantry } from "#server/modules/pantry/pantry.service.ts";
import {
  findHouseholdPlan,
  listPantryStock,
  listShoppingLists,
  lockHousehold,
  selectShoppingItems,
} from "#server/modules/shopping/shopping.repository.ts";
import { addOrBumpShoppingItems } from "#server/modules/shopping/shopping.service.ts";
import { canChangeRecipe } from "#shared/domain/permissions.ts";
import { effectivePlan } from "#shared/domain/plans.ts";
import { allergenWarnings } from "#shared/meals/allergens.ts";
import {
  listQuantity,
  type NeededIngredient,
  pantryDeduction,
  sameKind,
  scaleAmount,
  subtractPantry,
  sumIngredients,
} from "#shared/meals/amounts.ts";
import { recipeLimitByPlan } from "#shared/meals/catalog.ts";
import { recipeFromJsonLd } from "#shared/meals/json-ld.ts";
import {
  type CookLine,
  type CookPreview,
  type MealPlanEntry,
  type MealPlanEntryValues,
  type Recipe,
  type RecipeBook,
  type RecipeValues,
  type RecipeView,
  recipeSchema,
  type WeekPlan,
  type WeekShoppingLine,
  type WeekShoppingPreview,
  type WeekShoppingResult,
  weekDayField,
  weekStartField,
} from "#shared/meals/schemas.ts";
import { type CookSuggestion, rankRecipes } from "#shared/meals/suggestions.ts";
import { addDays, weekDays } from "#shared/meals/week.ts";
import { addShoppingItemSchema } from "#shared/schemas/shopping.ts";
import { sameItemName } from "#shared/shopping/item-names.ts";
import { addQuantities } from "#shared/shopping/quantity.ts";

/**
 * The household's recipes and week plan. Every function takes the service context, the acting
 * member's membership and input already parsed with the schemas of #shared/meals/schemas.ts (the
 * routes by their contract, the assistant's tools before calling) — except the days in a URL,
 * which the contract takes as any text and these functions check; each write announces itself.
 * Photos need the file storage too.
 */
type StorageContext = ServiceContext & Pick<AppContext, "storage">;

function announce(ctx: ServiceContext, membership: Membership, action: string, id: string) {
  ctx.live.publish(membership.householdId, {
    topic: "meals",
    action,
    id,
    actorId: membership.userId,
  });
}

function withAllergens(recipe: Recipe, allergies: string[]): RecipeView {
  return {
    ...recipe,
    allergens: allergenWarnings(
      recipe.ingredients.map((ingredient) => ingredient.name),
      allergies,
    ),
  };
}

async function recipeLimit(db: Executor, householdId: string) {
  const plan = effectivePlan(await findHouseholdPlan(db, householdId));
  return { plan, max: recipeLimitByPlan[plan] };
}

export async function getRecipeBook(
  { db }: ServiceContext,
  membership: Membership,
): Promise<RecipeBook> {
  const [recipes, allergies, limit] = await Promise.all([
    listRecipes(db, membership.householdId),
    listHouseholdAllergies(db, membership.householdId),
    recipeLimit(db, membership.householdId),
  ]);
  return {
    recipes: recipes.map((recipe) => withAllergens(recipe, allergies)),
    limits: { plan: limit.plan, maxRecipes: limit.max, recipes: recipes.length },
    allergies,
  };
}

async function requireRecipe(db: Executor, membership: Membership, id: string): Promise<Recipe> {
  const recipe = await findRecipe(db, membership.householdId, id);
  if (!recipe) throw notFound();
  return recipe;
}

async function view(db: Executor, membership: Membership, id: string): Promise<RecipeView> {
  const recipe = await requireRecipe(db, membership, id);
  return withAllergens(recipe, await listHouseholdAllergies(db, membership.householdId));
}

/** Inserts recipes within the plan's limit, counted and written in one transaction. */
async function insertWithinLimit(
  db: ServiceContext["db"],
  membership: Membership,
  recipes: NewRecipe[],
  whenFull: "refuse" | "trim",
): Promise<{ ids: string[]; left: number }> {
  return db.transaction().execute(async (trx) => {
    await lockHousehold(trx, membership.householdId);
    const { max } = await recipeLimit(trx, membership.householdId);
    const room =
      max === null ? recipes.length : max - (await countRecipes(trx, membership.householdId));
    if (room < recipes.length && whenFull === "refuse") {
      throw new ApiError(409, "RECIPE_LIMIT");
    }
    const taken = recipes.slice(0, Math.max(0, room));
    const ids = await insertRecipes(trx, membership.householdId, taken, membership.userId);
    return { ids, left: recipes.length - taken.length };
  });
}

export async function createRecipe(
  ctx: ServiceContext,
  membership: Membership,
  values: RecipeValues,
): Promise<RecipeView> {
  const { db } = ctx;
  ensureAllowed(membership, "content.create");
  const { ids } = await insertWithinLimit(db, membership, [{ values }], "refuse");
  const id = ids[0] as string;
  announce(ctx, membership, "recipe.added", id);
  return view(db, membership, id);
}

export async function updateRecipe(
  ctx: ServiceContext,
  membership: Membership,
  id: string,
  values: RecipeValues,
): Promise<RecipeView> {
  const { db } = ctx;
  const existing = await requireRecipe(db, membership, id);
  if (!canChangeRecipe(membership, existing)) throw forbidden();
  await updateRecipeRow(db, membership.householdId, id, values, values.name === existing.name);
  announce(ctx, membership, "recipe.updated", id);
  return view(db, membership, id);
}

function copyName(name: string): string {
  const copy = `${name} (copia)`;
  return copy.length <= 120 ? copy : name;
}

/** A copy to change without touching the original ("Arroz con pollo (copia)"). */
export async function duplicateRecipe(
  ctx: ServiceContext,
  membership: Membership,
  id: string,
): Promise<RecipeView> {
  const { db } = ctx;
  ensureAllowed(membership, "content.create");
  const original = await requireRecipe(db, membership, id);
  const values: RecipeValues = {
    name: copyName(original.name),
    servings: original.servings,
    minutes: original.minutes,
    tags: original.tags,
    ingredients: original.ingredients,
    steps: original.steps,
    notes: original.notes,
    prepAhead: original.prepAhead,
  };
  const { ids } = await insertWithinLimit(db, membership, [{ values }], "refuse");
  const copyId = ids[0] as string;
  announce(ctx, membership, "recipe.added", copyId);
  return view(db, membership, copyId);
}

/** The stored file behind a photo URL of this household ("/api/files/<key>"), if any. */
function photoKey(url: string | null): string | null {
  return url?.startsWith("/api/files/") ? url.slice("/api/files/".length) : null;
}

async function forgetPhoto(storage: Storage, url: string | null) {
  const key = photoKey(url);
  // A file left behind wastes space but hurts no one: the recipe no longer points at it.
  if (key) await storage.delete(key).catch(() => {});
}

export async function deleteRecipe(
  ctx: StorageContext,
  membership: Membership,
  id: string,
): Promise<void> {
  const { db } = ctx;
  const recipe = await requireRecipe(db, membership, id);
  if (!canChangeRecipe(membership, recipe)) throw forbidden();
  await deleteRecipeRow(db, membership.householdId, id);
  await forgetPhoto(ctx.storage, recipe.photoUrl);
  announce(ctx, membership, "recipe.deleted", id);
}

/** A recipe's photo: re-encoded (metadata and anything hidden stripped, 1200 px at most),
 * stored under the household, replacing the one it had. */
export async function setRecipePhotoFile(
  ctx: StorageContext,
  membership: Membership,
  id: string,
  file: AcceptedFile,
): Promise<RecipeView> {
  const { db } = ctx;
  const recipe = await requireRecipe(db, membership, id);
  if (!canChangeRecipe(membership, recipe)) throw forbidden();
  const image = await normalizeImage(file.bytes, 1200);
  const { url } = await storeFile(
    ctx.storage,
    membership.householdId,
    "recipes",
    image.bytes,
    image.type,
  );
  await setRecipePhoto(db, membership.householdId, id, url);
  await forgetPhoto(ctx.storage, recipe.photoUrl);
  announce(ctx, membership, "recipe.updated", id);
  return view(db, membership, id);
}

export async function removeRecipePhoto(
  ctx: StorageContext,
  membership: Membership,
  id: string,
): Promise<RecipeView> {
  const { db } = ctx;
  const recipe = await requireRecipe(db, membership, id);
  if (!canChangeRecipe(membership, recipe)) throw forbidden();
  await setRecipePhoto(db, membership.householdId, id, null);
  await forgetPhoto(ctx.storage, recipe.photoUrl);
  announce(ctx, membership, "recipe.updated", id);
  return view(db, membership, id);
}

/** 'Importar receta': the schema.org Recipe of a pasted page source or .json file, saved as
 * the family's own (the same checks and plan limit as a recipe typed in). */
export async function importRecipe(
  ctx: ServiceContext,
  membership: Membership,
  { source }: { source: string },
): Promise<RecipeView> {
  ensureAllowed(membership, "content.create");
  const imported = recipeFromJsonLd(source);
  if (!imported) throw new ApiError(400, "NO_RECIPE_FOUND");
  // What the page says goes through the same checks as a recipe typed in.
  return createRecipe(ctx, membership, parseWith(recipeSchema, imported));
}

/** '¿Qué cocinamos?': the household's recipes the pantry covers most of, expiring items first,
 * none that touch a member's allergy. */
export async function suggestRecipes(
  ctx: ServiceContext,
  membership: Membership,
): Promise<{ suggestions: CookSuggestion[] }> {
  const { db } = ctx;
  const [recipes, allergies, pantry] = await Promise.all([
    listRecipes(db, membership.householdId),
    listHouseholdAllergies(db, membership.householdId),
    getPantry(ctx, membership),
  ]);
  return { suggestions: rankRecipes(recipes, pantry.items, allergies) };
}

/** 'Agregar recetas de ejemplo': the starter collection, each recipe once, as many as the
 * plan has room for. */
export async function addStarterRecipes(
  ctx: ServiceContext,
  membership: Membership,
): Promise<{ added: number; leftOut: number }> {
  const { db } = ctx;
  ensureAllowed(membership, "content.create");
  const have = await listStarterKeys(db, membership.householdId);
  const missing = starterRecipes.filter((recipe) => !have.has(recipe.key));
  const recipes: NewRecipe[] = missing.map((recipe) => ({
    starterKey: recipe.key,
    names: { en: recipe.en, pt: recipe.pt },
    values: {
      name: recipe.name,
      servings: recipe.servings,
      minutes: recipe.minutes,
      tags: recipe.tags,
      ingredients: recipe.ingredients.map(([quantity, unit, name]) => ({ quantity, unit, name })),
      steps: recipe.steps,
      notes: null,
      prepAhead: recipe.prepAhead ?? null,
    },
  }));
  const { ids, left } = await insertWithinLimit(db, membership, recipes, "trim");
  if (ids.length > 0) announce(ctx, membership, "recipes.added", ids[0] as string);
  return { added: ids.length, leftOut: left };
}

// The week plan

export async function getWeek(
  { db }: ServiceContext,
  membership: Membership,
  weekStart: string,
): Promise<WeekPlan> {
  const monday = parseWith(weekStartField, weekStart);
  const days = weekDays(monday);
  const entries = await listEntries(db, membership.householdId, monday, addDays(monday, 6));
  return { weekStart: monday, days, entries };
}

/** The plan's meals from one day to another (both included, at most five weeks), with the
 * recipes they were placed from — for the assistant's "¿qué comemos el jueves?". */
export async function listPlannedMeals(
  { db }: ServiceContext,
  membership: Membership,
  from: string,
  to: string,
): Promise<{ entries: MealPlanEntry[]; recipes: Recipe[] }> {
  const first = parseWith(weekDayField, from);
  const last = parseWith(weekDayField, to);
  if (last < first || last > addDays(first, 34)) throw new ApiError(400, "VALIDATION_FAILED");
  const entries = await listEntries(db, membership.householdId, first, last);
  const recipes = await findRecipesByIds(db, membership.householdId, [
    ...new Set(entries.flatMap((entry) => (entry.recipeId ? [entry.recipeId] : []))),
  ]);
  return { entries, recipes };
}

export async function setMeal(
  ctx: ServiceContext,
  membership: Membership,
  values: MealPlanEntryValues,
): Promise<MealPlanEntry> {
  const { db } = ctx;
  ensureAllowed(membership, "content.create");
  const recipe = values.recipeId ? await requireRecipe(db, membership, values.recipeId) : null;
  const id = await upsertEntry(
    db,
    membership.householdId,
    {
      day: values.day,
      slot: values.slot,
      recipeId: recipe?.id ?? null,
      title: recipe?.name ?? (values.title as string),
      servings: values.servings ?? recipe?.servings ?? 4,
    },
    membership.userId,
  );
  announce(ctx, membership, "meal.set", id);
  return (await findEntry(db, membership.householdId, id)) as MealPlanEntry;
}

export async function removeMeal(
  ctx: ServiceContext,
  membership: Membership,
  id: string,
): Promise<void> {
  const { db } = ctx;
  ensureAllowed(membership, "content.create");
  const entry = await findEntry(db, membership.householdId, id);
  if (!entry) throw notFound();
  await deleteEntry(db, membership.householdId, id);
  announce(ctx, membership, "meal.removed", id);
}

/** 'Copiar semana anterior': last week's meals go to the same weekday and slot of this week,
 * where this week's slot is still empty. */
export async function copyPreviousWeek(
  ctx: ServiceContext,
  membership: Membership,
  { weekStart }: { weekStart: string },
): Promise<{ copied: number }> {
  const { db } = ctx;
  ensureAllowed(membership, "content.create");
  const previousStart = addDays(weekStart, -7);
  const copied = await db.transaction().execute(async (trx) => {
    const previous = await listEntries(
      trx,
      membership.householdId,
      previousStart,
      addDays(previousStart, 6),
    );
    const current = await listEntries(
      trx,
      membership.householdId,
      weekStart,
      addDays(weekStart, 6),
    );
    const taken = new Set(current.map((entry) => `${entry.day}|${entry.slot}`));
    let count = 0;
    for (const entry of previous) {
      const day = addDays(entry.day, 7);
      if (taken.has(`${day}|${entry.slot}`)) continue;
      await upsertEntry(
        trx,
        membership.householdId,
        {
          day,
          slot: entry.slot,
          recipeId: entry.recipeId,
          title: entry.title,
          servings: entry.servings,
        },
        membership.userId,
      );
      count++;
    }
    return count;
  });
  if (copied > 0) announce(ctx, membership, "week.copied", weekStart);
  return { copied };
}

// From the plan to the shopping list, and out of the pantry

async function neededFor(db: Executor, householdId: string, entries: MealPlanEntry[]) {
  const recipes = await findRecipesByIds(db, householdId, [
    ...new Set(entries.flatMap((entry) => (entry.recipeId ? [entry.recipeId] : []))),
  ]);
  const byId = new Map(recipes.map((recipe) => [recipe.id, recipe]));
  return entries.flatMap((entry): NeededIngredient[] => {
    const recipe = entry.recipeId ? byId.get(entry.recipeId) : undefined;
    if (!recipe) return [];
    return recipe.ingredients.map((ingredient) => ({
      name: ingredient.name,
      unit: ingredient.unit,
      amount: scaleAmount(ingredient.quantity, entry.servings, recipe.servings),
      meal: entry.title,
    }));
  });
}

/** What the week's meals need, less what the pantry holds, beside what the list already has.
 * Meals already cooked are left out. */
async function weekShoppingLines(
  db: Executor,
  membership: Membership,
  weekStart: string,
): Promise<WeekShoppingLine[]> {
  const entries = (
    await listEntries(db, membership.householdId, weekStart, addDays(weekStart, 6))
  ).filter((entry) => entry.cookedAt === null);
  const needed = sumIngredients(await neededFor(db, membership.householdId, entries));
  const lines = subtractPantry(needed, await listPantryStock(db, membership.householdId));
  const lists = await listShoppingLists(db, membership.householdId);
  const pending = await selectShoppingItems(db, membership.householdId, {
    listIds: lists.filter((list) => list.isActive).map((list) => list.id),
    checked: false,
  });
  return lines.map((line) => {
    const same = pending.find((item) => sameItemName(item.name, line.name));
    const onList = same ? (same.quantity ?? "") : null;
    const after = line.toBuy
      ? addQuantities(same ? same.quantity : null, listQuantity(line.toBuy))
      : null;
    return { ...line, onList, after: same ? after : listQuantity(line.toBuy) };
  });
}

export async function previewWeekShopping(
  { db }: ServiceContext,
  membership: Membership,
  weekStart: string,
): Promise<WeekShoppingPreview> {
  const monday = parseWith(weekStartField, weekStart);
  const lists = await listShoppingLists(db, membership.householdId);
  const list = lists.find((each) => each.isActive) ?? null;
  return {
    weekStart: monday,
    list: list ? { id: list.id, name: list.name } : null,
    lines: await weekShoppingLines(db, membership, monday),
  };
}

/** 'Agregar ingredientes a la lista': what the preview showed, less the lines unticked. */
export async function addWeekToShopping(
  ctx: ServiceContext,
  membership: Membership,
  values: { weekStart: string; skip?: string[]; listId?: string },
): Promise<WeekShoppingResult> {
  const { db } = ctx;
  ensureAllowed(membership, "content.create");
  const skip = new Set(values.skip ?? []);
  const lines = (await weekShoppingLines(db, membership, values.weekStart)).filter(
    (line) => line.toBuy !== null && !skip.has(line.key),
  );
  if (lines.length === 0) return { added: 0, merged: 0 };
  // Lines made from the recipes, checked as an item typed into the list is.
  const items = lines.map((line) =>
    parseWith(addShoppingItemSchema, {
      name: line.name,
      quantity: listQuantity(line.toBuy),
      ...(values.listId ? { listId: values.listId } : {}),
    }),
  );
  const result = await addOrBumpShoppingItems(ctx, membership, items);
  return { added: result.added.length, merged: result.bumped.length };
}

async function cookLines(
  db: Executor,
  membership: Membership,
  entry: MealPlanEntry,
): Promise<CookLine[]> {
  const needed = await neededFor(db, membership.householdId, [entry]);
  const pantry = await listPantryStock(db, membership.householdId);
  return needed.flatMap((line): CookLine[] => {
    if (line.amount === null) return [];
    const stock = pantry.find(
      (item) =>
        sameItemName(item.name, line.name) && sameKind(item.unit, line.unit) && item.qtyOnHand > 0,
    );
    if (!stock) return [];
    const take = pantryDeduction({ amount: line.amount, unit: line.unit }, stock);
    if (!take) return [];
    stock.qtyOnHand -= take;
    return [
      {
        ingredient: line.name,
        needed: { amount: line.amount, unit: line.unit },
        pantryItemId: stock.id,
        pantryItemName: stock.name,
        take,
        unit: stock.unit,
        qtyOnHand: stock.qtyOnHand + take,
      },
    ];
  });
}

async function requireEntry(db: Executor, membership: Membership, id: string) {
  const entry = await findEntry(db, membership.householdId, id);
  if (!entry) throw notFound();
  return entry;
}

/** What "Lo cocinamos" would take out of the pantry. */
export async function previewCook(
  { db }: ServiceContext,
  membership: Membership,
  id: string,
): Promise<CookPreview> {
  const entry = await requireEntry(db, membership, id);
  return { entry, lines: await cookLines(db, membership, entry) };
}

/** 'Lo cocinamos': the meal is marked cooked and, when the family says so, its ingredients
 * come out of the pantry (never below 0). Once per meal. */
export async function cookMeal(
  ctx: ServiceContext,
  membership: Membership,
  id: string,
  { usePantry }: { usePantry: boolean },
): Promise<CookPreview> {
  const { db } = ctx;
  ensureAllowed(membership, "content.create");
  if (usePantry) ensureAllowed(membership, "pantry.adjust");
  const entry = await requireEntry(db, membership, id);
  const lines = usePantry ? await cookLines(db, membership, entry) : [];
  await db.transaction().execute(async (trx) => {
    if (!(await markEntryCooked(trx, membership.householdId, id))) {
      throw new ApiError(409, "MEAL_ALREADY_COOKED");
    }
    for (const line of lines) {
      await addToPantryQuantity(trx, membership.householdId, line.pantryItemId, -line.take);
    }
  });
  announce(ctx, membership, "meal.cooked", id);
  for (const line of lines) {
    ctx.live.publish(membership.householdId, {
      topic: "pantry",
      action: "item.adjusted",
      id: line.pantryItemId,
      actorId: membership.userId,
    });
  }
  return { entry: await requireEntry(db, membership, id), lines };
}
