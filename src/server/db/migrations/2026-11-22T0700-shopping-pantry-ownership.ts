import type { Kysely } from "kysely";
import { columnTypes } from "#server/db/column-types.ts";

/** Who created a pantry item or a shopping list (so members may edit their own, spec §6 matrix),
 * and when a bought item was added to the pantry (so a double tap cannot restock it twice). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable("inventory_items")
    .addColumn("created_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .execute();
  await db.schema
    .alterTable("shopping_lists")
    .addColumn("created_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .execute();
  await db.schema.alterTable("shopping_items").addColumn("restocked_at", t.timestamp).execute();
  // Each list screen reads one list's items; the daily brief and the assistant read a household's.
  await db.schema
    .createIndex("shopping_items_household_id_shopping_list_id_idx")
    .on("shopping_items")
    .columns(["household_id", "shopping_list_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("shopping_items_household_id_shopping_list_id_idx").execute();
  await db.schema.alterTable("shopping_items").dropColumn("restocked_at").execute();
  await db.schema.alterTable("shopping_lists").dropColumn("created_by").execute();
  await db.schema.alterTable("inventory_items").dropColumn("created_by").execute();
}
