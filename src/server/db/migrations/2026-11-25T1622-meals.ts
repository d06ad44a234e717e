import { type Kysely, sql } from "kysely";
import { columnTypes, oneOf } from "#server/db/column-types.ts";

/**
 * Comidas (issue 22):
 * - `recipes`: a household's recipes. Ingredients, steps and tags are JSON (always read and
 *   written whole with their recipe). `starter_key` marks a recipe of the starter collection,
 *   so offering it twice adds nothing twice. Listed by name.
 * - `meal_plan_entries`: what is planned for one slot (breakfast, lunch, dinner) of one day:
 *   a recipe (its name copied, so deleting the recipe leaves the meal readable) or free text.
 *   One meal per slot; a week is read by day range.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("recipes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("household_id", "text", (c) =>
      c.notNull().references("households.id").onDelete("cascade"),
    )
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_en", "text")
    .addColumn("name_pt", "text")
    .addColumn("servings", "integer", (c) => c.notNull().check(sql`servings > 0`))
    .addColumn("minutes", "integer")
    .addColumn("tags", t.json, (c) => c.notNull())
    .addColumn("ingredients", t.json, (c) => c.notNull())
    .addColumn("steps", t.json, (c) => c.notNull())
    .addColumn("notes", "text")
    .addColumn("starter_key", "text")
    .addColumn("created_by", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("recipes_household_name")
    .on("recipes")
    .columns(["household_id", "name"])
    .execute();
  await db.schema
    .createIndex("recipes_household_starter")
    .on("recipes")
    .columns(["household_id", "starter_key"])
    .unique()
    .where(sql.ref("starter_key"), "is not", null)
    .execute();

  await db.schema
    .createTable("meal_plan_entries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("household_id", "text", (c) =>
      c.notNull().references("households.id").onDelete("cascade"),
    )
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("slot", "text", (c) =>
      c.notNull().check(oneOf("slot", ["breakfast", "lunch", "dinner"])),
    )
    .addColumn("recipe_id", "text", (c) => c.references("recipes.id").onDelete("set null"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("servings", "integer", (c) => c.notNull().check(sql`servings > 0`))
    .addColumn("cooked_at", t.timestamp)
    .addColumn("created_by", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("meal_plan_entries_household_day_slot")
    .on("meal_plan_entries")
    .columns(["household_id", "day", "slot"])
    .unique()
    .execute();
  await db.schema
    .createIndex("meal_plan_entries_recipe")
    .on("meal_plan_entries")
    .column("recipe_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("meal_plan_entries").execute();
  await db.schema.dropTable("recipes").execute();
}
