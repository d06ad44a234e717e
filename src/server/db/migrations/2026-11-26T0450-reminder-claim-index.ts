import { type Kysely, sql } from "kysely";

/**
 * Issue 18 (docs/decisions/025): the scheduler claims the deliveries that are due, oldest first,
 * 25 at a time. `status IN ('pending', 'retry') … ORDER BY next_attempt_at` could not be read in
 * order off `(status, next_attempt_at)` (two statuses), so after a first pass of ~100,000 rows
 * every claim sorted them all: 33–36 ms of blocked event loop on SQLite per batch. This partial
 * index holds only the rows waiting to be sent, in the order they are claimed: on PostgreSQL a
 * claim reads its 25 off it and stops, and rows already sent take no room in it. (SQLite, never
 * analysed, keeps the status index; without the OR it stops early there too.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("reminder_deliveries_claimable_idx")
    .on("reminder_deliveries")
    .column("next_attempt_at")
    .where(sql.raw<boolean>("status in ('pending', 'retry')"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("reminder_deliveries_claimable_idx").execute();
}
