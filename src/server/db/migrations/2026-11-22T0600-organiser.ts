import type { Kysely } from "kysely";

/** Tasks, calendar and the private calendar feed (issue 6). */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The private ICS subscription: an unguessable token in the feed's URL, regenerable. Kept as is
  // (not hashed) because members need to see and copy the URL again, like Google Calendar's
  // "secret address"; it only reads the calendar.
  await db.schema.alterTable("households").addColumn("calendar_feed_token", "text").execute();
  await db.schema
    .createIndex("households_calendar_feed_token_idx")
    .on("households")
    .column("calendar_feed_token")
    .unique()
    .execute();

  // Completing a recurring task creates its next occurrence once, however often it is reopened
  // and completed again.
  await db.schema
    .alterTable("tasks")
    .addColumn("next_occurrence_id", "text", (c) => c.references("tasks.id").onDelete("set null"))
    .execute();
  // The calendar shows tasks on their due day.
  await db.schema
    .createIndex("tasks_household_id_due_date_idx")
    .on("tasks")
    .columns(["household_id", "due_date"])
    .execute();

  // Importing the same .ics file twice updates its events instead of duplicating them.
  await db.schema.alterTable("calendar_events").addColumn("external_uid", "text").execute();
  await db.schema
    .createIndex("calendar_events_household_id_external_uid_idx")
    .on("calendar_events")
    .columns(["household_id", "external_uid"])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("calendar_events_household_id_external_uid_idx").execute();
  await db.schema.alterTable("calendar_events").dropColumn("external_uid").execute();
  await db.schema.dropIndex("tasks_household_id_due_date_idx").execute();
  await db.schema.alterTable("tasks").dropColumn("next_occurrence_id").execute();
  await db.schema.dropIndex("households_calendar_feed_token_idx").execute();
  await db.schema.alterTable("households").dropColumn("calendar_feed_token").execute();
}
