import type { Kysely } from "kysely";
import { columnTypes } from "#server/db/column-types.ts";

/** One row per run of a scheduled job and time slot: the instance that inserts it runs the job,
 * every other instance sees the conflict and skips (src/server/jobs/scheduler.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("scheduled_runs")
    .addColumn("job", "text", (c) => c.notNull())
    .addColumn("slot", "bigint", (c) => c.notNull())
    .addColumn("instance_id", "text", (c) => c.notNull())
    .addColumn("started_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addPrimaryKeyConstraint("scheduled_runs_pk", ["job", "slot"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("scheduled_runs").execute();
}
