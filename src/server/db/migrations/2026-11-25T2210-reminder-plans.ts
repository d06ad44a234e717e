import type { Kysely } from "kysely";
import { columnTypes } from "#server/db/column-types.ts";

/**
 * Issue 18: the reminder scheduler plans a household only when it has to (docs/decisions/025).
 * One row per household: `next_at`, the moment its next reminder comes due (or the end of its
 * day, or a claim's lease), and `change_seq`, raised by every change announced for it. A pass
 * plans the households whose `next_at` has come, read off the index; a plan records its
 * `next_at` only if no change was announced while it ran. Absent row: never planned.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("reminder_plans")
    .addColumn("household_id", "text", (c) =>
      c.notNull().references("households.id").onDelete("cascade"),
    )
    .addColumn("next_at", t.timestamp, (c) => c.notNull())
    .addColumn("change_seq", "integer", (c) => c.notNull().defaultTo(0))
    // A table constraint, so the key reads as an index starting with household_id on both engines.
    .addPrimaryKeyConstraint("reminder_plans_pkey", ["household_id"])
    .execute();
  await db.schema
    .createIndex("reminder_plans_next_at_idx")
    .on("reminder_plans")
    .columns(["next_at", "household_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("reminder_plans").execute();
}
