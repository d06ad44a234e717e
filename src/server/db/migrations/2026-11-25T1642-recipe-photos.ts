import type { Kysely } from "kysely";

/** A recipe's photo (issue 22), stored through the storage module; null without one. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("recipes").addColumn("photo_url", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("recipes").dropColumn("photo_url").execute();
}
