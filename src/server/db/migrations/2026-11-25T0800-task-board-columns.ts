import type { Kysely } from "kysely";

/** The task board reads each column's first tasks straight off an index: open columns newest
 * created first, 'Completadas' most recently completed first. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("tasks_household_id_status_created_at_idx")
    .on("tasks")
    .columns(["household_id", "status", "created_at"])
    .execute();
  await db.schema
    .createIndex("tasks_household_id_status_completed_at_idx")
    .on("tasks")
    .columns(["household_id", "status", "completed_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("tasks_household_id_status_completed_at_idx").execute();
  await db.schema.dropIndex("tasks_household_id_status_created_at_idx").execute();
}
