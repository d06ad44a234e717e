import { type Kysely, sql } from "kysely";
import { toCount } from "#server/db/normalize.ts";
import type { DatabaseSchema } from "#server/db/schema.ts";
import type { BriefItem, BriefTask, SummaryCounts } from "#shared/brief/daily-brief.ts";
import {
  dateToStoredInstant,
  type IsoDate,
  storedInstantToDate,
} from "#shared/calendar/zoned-time.ts";

type Db = Kysely<DatabaseSchema>;

export interface BriefContext {
  householdName: string;
  timeZone: string;
  language: string;
  memberName: string;
  /** The reader's own language (the account's), which the tip is written in. */
  readerLanguage: string | null;
}

export async function selectBriefContext(
  db: Db,
  householdId: string,
  profileId: string,
): Promise<BriefContext> {
  const row = await db
    .selectFrom("households")
    .innerJoin("profiles", "profiles.household_id", "households.id")
    .leftJoin("user", "user.id", "profiles.user_id")
    .select([
      "households.name as householdName",
      "households.time_zone as timeZone",
      "households.language as language",
      "profiles.name as memberName",
      "user.language as readerLanguage",
    ])
    .where("households.id", "=", householdId)
    .where("profiles.id", "=", profileId)
    .executeTakeFirstOrThrow();
  return row;
}

/** Spec §7: todo or in progress, priority high or urgent, by due date (undated last). */
export async function selectUrgentTasks(
  db: Db,
  householdId: string,
  limit: number,
): Promise<BriefTask[]> {
  const rows = await db
    .selectFrom("tasks")
    .leftJoin("profiles", "profiles.id", "tasks.assigned_to")
    .select([
      "tasks.id",
      "tasks.title",
      "tasks.priority",
      "tasks.status",
      "tasks.due_date",
      "profiles.name as assignee_name",
    ])
    .where("tasks.household_id", "=", householdId)
    .where("tasks.status", "in", ["todo", "in_progress"])
    .where("tasks.priority", "in", ["high", "urgent"])
    .orderBy(sql`case when ${sql.ref("tasks.due_date")} is null then 1 else 0 end`)
    .orderBy("tasks.due_date")
    .orderBy(sql`case when ${sql.ref("tasks.priority")} = 'urgent' then 0 else 1 end`)
    .orderBy("tasks.created_at")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    priority: row.priority,
    status: row.status,
    dueDate: row.due_date === null ? null : storedInstantToDate(row.due_date),
    assigneeName: row.assignee_name,
  }));
}

/** Spec §7: unchecked items of active lists, oldest first (they have waited longest). */
export async function selectItemsToBuy(
  db: Db,
  householdId: string,
  limit: number,
): Promise<BriefItem[]> {
  return db
    .selectFrom("shopping_items")
    .innerJoin("shopping_lists", "shopping_lists.id", "shopping_items.shopping_list_id")
    .select([
      "shopping_items.id",
      "shopping_items.name",
      "shopping_items.quantity",
      "shopping_items.category",
      "shopping_lists.name as listName",
    ])
    .where("shopping_items.household_id", "=", householdId)
    .where("shopping_items.is_checked", "=", false)
    .where("shopping_lists.is_active", "=", true)
    .orderBy("shopping_items.created_at")
    .orderBy("shopping_items.id")
    .limit(limit)
    .execute();
}

/** The four counts in one query, whatever the size of the household's data. */
export async function selectSummaryCounts(
  db: Db,
  householdId: string,
  now: Date,
  today: IsoDate,
): Promise<SummaryCounts> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom("tasks")
        .select(eb.fn.countAll().as("count"))
        .where("household_id", "=", householdId)
        .where("status", "=", "todo")
        .as("pendingTasks"),
      eb
        .selectFrom("shopping_items")
        .innerJoin("shopping_lists", "shopping_lists.id", "shopping_items.shopping_list_id")
        .select(eb.fn.countAll().as("count"))
        .where("shopping_items.household_id", "=", householdId)
        .where("shopping_items.is_checked", "=", false)
        .where("shopping_lists.is_active", "=", true)
        .as("itemsToBuy"),
      eb
        .selectFrom("calendar_events")
        .select(eb.fn.countAll().as("count"))
        .where("household_id", "=", householdId)
        .where((inner) =>
          inner.or([
            inner.and([inner("all_day", "=", false), inner("event_date", ">=", now)]),
            // All-day events are stored at their day's UTC midnight: today's still count.
            inner.and([
              inner("all_day", "=", true),
              inner("event_date", ">=", dateToStoredInstant(today)),
            ]),
          ]),
        )
        .as("upcomingEvents"),
      eb
        .selectFrom("profiles")
        .select(eb.fn.countAll().as("count"))
        .where("household_id", "=", householdId)
        .as("members"),
    ])
    .executeTakeFirstOrThrow();
  return {
    pendingTasks: toCount(row.pendingTasks as string | number),
    itemsToBuy: toCount(row.itemsToBuy as string | number),
    upcomingEvents: toCount(row.upcomingEvents as string | number),
    members: toCount(row.members as string | number),
  };
}
