import type { Kysely } from "kysely";
import { oneOf } from "#server/db/column-types.ts";

/**
 * Repeating events (issue 20): "none", "weekly" on some days of the week (ISO numbers 1 = lunes
 * … 7 = domingo, as text "2,4"), or "monthly" on the start's day of the month. `recurrence_until`
 * is the last day occurrences may start (a calendar day, inclusive); null repeats for ever.
 * `reminder_minutes` is how long before each occurrence its reminder goes out; null leaves it
 * to each member's own lead time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("calendar_events")
    .addColumn("recurrence", "text", (c) =>
      c
        .notNull()
        .defaultTo("none")
        .check(oneOf("recurrence", ["none", "weekly", "monthly"])),
    )
    .execute();
  await db.schema.alterTable("calendar_events").addColumn("recurrence_days", "text").execute();
  await db.schema.alterTable("calendar_events").addColumn("recurrence_until", "text").execute();
  await db.schema.alterTable("calendar_events").addColumn("reminder_minutes", "integer").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("calendar_events").dropColumn("reminder_minutes").execute();
  await db.schema.alterTable("calendar_events").dropColumn("recurrence_until").execute();
  await db.schema.alterTable("calendar_events").dropColumn("recurrence_days").execute();
  await db.schema.alterTable("calendar_events").dropColumn("recurrence").execute();
}
