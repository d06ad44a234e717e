import type { Kysely } from "kysely";

const tables = [
  "community_post_attachments",
  "community_post_reactions",
  "community_post_comments",
] as const;

/** Every household table gets an index that starts with household_id: a household's rows are
 * found (and, on a distributed PostgreSQL, routed) by it, like every other household table's. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) {
    await db.schema
      .createIndex(`${table}_household_id_post_id_idx`)
      .on(table)
      .columns(["household_id", "post_id"])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) {
    await db.schema.dropIndex(`${table}_household_id_post_id_idx`).execute();
  }
}
