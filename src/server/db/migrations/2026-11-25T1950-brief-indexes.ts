import { type Kysely, sql } from "kysely";

/**
 * Issue 18: the daily brief reads what it shows off indexes and stops at its limit, whatever the
 * household's size, and counts from indexes alone.
 * - Open high and urgent tasks in the brief's order (by due date, urgent before high, oldest
 *   first): a partial index holds only those, so the brief reads its five and stops.
 * - Unchecked shopping items oldest first, with their list, for the items to buy and their count.
 * - Events by date with `all_day`, so that the upcoming count never reads the rows themselves.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("tasks_open_urgent_due_idx")
    .on("tasks")
    .columns(["household_id", "due_date", "priority desc", "created_at"])
    .where(sql.raw<boolean>("status in ('todo', 'in_progress') and priority in ('high', 'urgent')"))
    .execute();
  await db.schema
    .createIndex("shopping_items_household_checked_created_idx")
    .on("shopping_items")
    .columns(["household_id", "is_checked", "created_at", "id", "shopping_list_id"])
    .execute();
  await db.schema
    .createIndex("calendar_events_household_date_all_day_idx")
    .on("calendar_events")
    .columns(["household_id", "event_date", "all_day"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("calendar_events_household_date_all_day_idx").execute();
  await db.schema.dropIndex("shopping_items_household_checked_created_idx").execute();
  await db.schema.dropIndex("tasks_open_urgent_due_idx").execute();
}
