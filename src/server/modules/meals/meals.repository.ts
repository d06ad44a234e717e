import type { Selectable } from "kysely";
import { v7 as uuidv7 } from "uuid";
import { compiledOnce } from "#server/db/compiled-query.ts";
import type { Executor } from "#server/db/executor.ts";
import { parseJson, toIso, toIsoOrNull } from "#server/db/normalize.ts";
import type { MealPlanEntryTable, RecipeTable } from "#server/db/schema.ts";
import type { MealSlot, RecipeTag } from "#shared/meals/catalog.ts";
import type { Ingredient, MealPlanEntry, Recipe, RecipeValues } from "#shared/meals/schemas.ts";
import { compareNames } from "#shared/shopping/item-names.ts";

function toRecipe(row: Selectable<RecipeTable>): Recipe {
  return {
    id: row.id,
    name: row.name,
    names: { en: row.name_en, pt: row.name_pt },
    servings: Number(row.servings),
    minutes: row.minutes === null ? null : Number(row.minutes),
    tags: parseJson<RecipeTag[]>(row.tags) ?? [],
    ingredients: parseJson<Ingredient[]>(row.ingredients) ?? [],
    steps: parseJson<string[]>(row.steps) ?? [],
    notes: row.notes,
    prepAhead: row.prep_kind && row.prep_what ? { kind: row.prep_kind, what: row.prep_what } : null,
    photoUrl: row.photo_url ?? null,
    createdBy: row.created_by,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

function toEntry(row: Selectable<MealPlanEntryTable>): MealPlanEntry {
  return {
    id: row.id,
    day: row.day,
    slot: row.slot,
    recipeId: row.recipe_id,
    title: row.title,
    servings: Number(row.servings),
    cookedAt: toIsoOrNull(row.cooked_at),
  };
}

export async function listRecipes(db: Executor, householdId: string): Promise<Recipe[]> {
  const rows = await db
    .selectFrom("recipes")
    .selectAll()
    .where("household_id", "=", householdId)
    .orderBy("name")
    .orderBy("id")
    .execute();
  return rows.map(toRecipe).sort((a, b) => compareNames(a.name, b.name));
}

export async function countRecipes(db: Executor, householdId: string): Promise<number> {
  const row = await db
    .selectFrom("recipes")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("household_id", "=", householdId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findRecipe(
  db: Executor,
  householdId: string,
  id: string,
): Promise<Recipe | null> {
  const row = await db
    .selectFrom("recipes")
    .selectAll()
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toRecipe(row) : null;
}

export async function findRecipesByIds(db: Executor, householdId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("recipes")
    .selectAll()
    .where("household_id", "=", householdId)
    .where("id", "in", ids)
    .execute();
  return rows.map(toRecipe);
}

export async function listStarterKeys(db: Executor, householdId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom("recipes")
    .select("starter_key")
    .where("household_id", "=", householdId)
    .where("starter_key", "is not", null)
    .execute();
  return new Set(rows.flatMap((row) => (row.starter_key ? [row.starter_key] : [])));
}

function columns(values: RecipeValues) {
  return {
    name: values.name,
    servings: values.servings ?? 4,
    minutes: values.minutes,
    tags: JSON.stringify(values.tags),
    ingredients: JSON.stringify(values.ingredients),
    steps: JSON.stringify(values.steps),
    notes: values.notes,
    prep_kind: values.prepAhead?.kind ?? null,
    prep_what: values.prepAhead?.what ?? null,
  };
}

export interface NewRecipe {
  values: RecipeValues;
  names?: { en: string | null; pt: string | null };
  starterKey?: string;
}

export async function insertRecipes(
  db: Executor,
  householdId: string,
  recipes: NewRecipe[],
  createdBy: string,
): Promise<string[]> {
  if (recipes.length === 0) return [];
  const now = new Date();
  const rows = recipes.map((recipe) => ({
    id: uuidv7(),
    household_id: householdId,
    ...columns(recipe.values),
    name_en: recipe.names?.en ?? null,
    name_pt: recipe.names?.pt ?? null,
    starter_key: recipe.starterKey ?? null,
    created_by: createdBy,
    created_at: now,
    updated_at: now,
  }));
  await db.insertInto("recipes").values(rows).execute();
  return rows.map((row) => row.id);
}

export async function updateRecipe(
  db: Executor,
  householdId: string,
  id: string,
  values: RecipeValues,
  keepNames: boolean,
): Promise<void> {
  await db
    .updateTable("recipes")
    .set({
      ...columns(values),
      // A renamed starter recipe is the family's own: its translated names no longer fit.
      ...(keepNames ? {} : { name_en: null, name_pt: null }),
      updated_at: new Date(),
    })
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .execute();
}

export async function setRecipePhoto(
  db: Executor,
  householdId: string,
  id: string,
  photoUrl: string | null,
): Promise<void> {
  await db
    .updateTable("recipes")
    .set({ photo_url: photoUrl, updated_at: new Date() })
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .execute();
}

export async function deleteRecipe(db: Executor, householdId: string, id: string): Promise<void> {
  await db
    .deleteFrom("recipes")
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .execute();
}

/** The plan's meals from `from` to `to` (calendar days, both included). */
export async function listEntries(
  db: Executor,
  householdId: string,
  from: string,
  to: string,
): Promise<MealPlanEntry[]> {
  const rows = await entriesQuery(db, householdId, from, to);
  return rows.map(toEntry);
}

// The daily brief reads today's entries on every visit: compiled once (ADR 021).
const entriesQuery = compiledOnce((db: Executor, householdId: string, from: string, to: string) =>
  db
    .selectFrom("meal_plan_entries")
    .selectAll()
    .where("household_id", "=", householdId)
    .where("day", ">=", from)
    .where("day", "<=", to)
    .orderBy("day")
    .orderBy("slot"),
);

export async function findEntry(
  db: Executor,
  householdId: string,
  id: string,
): Promise<MealPlanEntry | null> {
  const row = await db
    .selectFrom("meal_plan_entries")
    .selectAll()
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toEntry(row) : null;
}

export interface EntryValues {
  day: string;
  slot: MealSlot;
  recipeId: string | null;
  title: string;
  servings: number;
}

/** Puts a meal in its slot, replacing what was there (one meal per slot). */
export async function upsertEntry(
  db: Executor,
  householdId: string,
  values: EntryValues,
  createdBy: string,
): Promise<string> {
  const now = new Date();
  const existing = await db
    .selectFrom("meal_plan_entries")
    .select("id")
    .where("household_id", "=", householdId)
    .where("day", "=", values.day)
    .where("slot", "=", values.slot)
    .executeTakeFirst();
  if (existing) {
    await db
      .updateTable("meal_plan_entries")
      .set({
        recipe_id: values.recipeId,
        title: values.title,
        servings: values.servings,
        cooked_at: null,
        updated_at: now,
      })
      .where("household_id", "=", householdId)
      .where("id", "=", existing.id)
      .execute();
    return existing.id;
  }
  const id = uuidv7();
  await db
    .insertInto("meal_plan_entries")
    .values({
      id,
      household_id: householdId,
      day: values.day,
      slot: values.slot,
      recipe_id: values.recipeId,
      title: values.title,
      servings: values.servings,
      cooked_at: null,
      created_by: createdBy,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export async function deleteEntry(db: Executor, householdId: string, id: string): Promise<void> {
  await db
    .deleteFrom("meal_plan_entries")
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .execute();
}

export async function markEntryCooked(
  db: Executor,
  householdId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .updateTable("meal_plan_entries")
    .set({ cooked_at: new Date(), updated_at: new Date() })
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .where("cooked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every allergy the members wrote in their preferences (spec §3 profiles.preferences). */
export async function listHouseholdAllergies(db: Executor, householdId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("profiles")
    .select("preferences")
    .where("household_id", "=", householdId)
    .execute();
  const allergies = rows.flatMap((row) => {
    const preferences = parseJson<{ allergies?: unknown } | null>(row.preferences);
    return Array.isArray(preferences?.allergies)
      ? preferences.allergies.filter((item): item is string => typeof item === "string")
      : [];
  });
  return [...new Set(allergies.map((allergy) => allergy.trim()).filter(Boolean))];
}
