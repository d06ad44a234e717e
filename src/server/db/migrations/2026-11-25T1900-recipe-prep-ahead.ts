import type { Kysely } from "kysely";
import { oneOf } from "#server/db/column-types.ts";

/** A recipe may ask to thaw or soak something the evening before (issue 22 §6): what kind and
 * what («el pollo»). Both null when nothing. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("recipes")
    .addColumn("prep_kind", "text", (c) => c.check(oneOf("prep_kind", ["thaw", "soak"])))
    .execute();
  await db.schema.alterTable("recipes").addColumn("prep_what", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("recipes").dropColumn("prep_what").execute();
  await db.schema.alterTable("recipes").dropColumn("prep_kind").execute();
}
