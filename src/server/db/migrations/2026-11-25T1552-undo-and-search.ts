import { type Kysely, sql } from "kysely";
import { columnTypes } from "#server/db/column-types.ts";
import { foldedLetters, plainLetters } from "#shared/search/fold.ts";

/**
 * Issue 20, conveniences. `deleted_items` keeps, for a few minutes, the whole row of a task,
 * shopping item, pantry item or event a member deleted, so that «Deshacer» puts back the same row
 * (same id, same fields, same author) and every other member's screen sees it come back. Rows
 * older than the undo window are pruned as new ones are written.
 *
 * `hogaria_fold(text)` is the search's accent- and case-folding ('Plátano' → 'platano'). On
 * PostgreSQL it is this SQL function; SQLite gets the same function from the connection
 * (src/server/db/database.ts), written with the same letter table (#shared/search/fold.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("deleted_items")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("household_id", "text", (c) =>
      c.notNull().references("households.id").onDelete("cascade"),
    )
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("item_id", "text", (c) => c.notNull())
    .addColumn("row_data", t.json, (c) => c.notNull())
    .addColumn("deleted_by", "text", (c) => c.notNull())
    .addColumn("deleted_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("deleted_items_household_kind_item_idx")
    .on("deleted_items")
    .columns(["household_id", "kind", "item_id"])
    .execute();
  await db.schema
    .createIndex("deleted_items_household_deleted_at_idx")
    .on("deleted_items")
    .columns(["household_id", "deleted_at"])
    .execute();
  if (t.postgres) {
    await sql`
      create or replace function hogaria_fold(value text) returns text
      language sql immutable strict parallel safe
      as $$ select lower(translate(value, ${sql.lit(foldedLetters)}, ${sql.lit(plainLetters)})) $$
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("deleted_items").execute();
  if (columnTypes(db).postgres) await sql`drop function if exists hogaria_fold(text)`.execute(db);
}
