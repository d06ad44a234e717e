import { sql } from "kysely";
import { compiledOnce } from "#server/db/compiled-query.ts";
import type { Db, Executor } from "#server/db/executor.ts";
import { toCount, toIso } from "#server/db/normalize.ts";
import type { BriefItem, BriefTask, SummaryCounts } from "#shared/brief/daily-brief.ts";
import {
  dateToStoredInstant,
  type IsoDate,
  storedInstantToDate,
} from "#shared/calendar/zoned-time.ts";

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
  const [row] = await briefContextQuery(db, householdId, profileId);
  if (!row) throw new Error("The member's household was not found");
  return row;
}

// The brief's statements are built and compiled once per engine (ADR 021): building them with
// Kysely cost more CPU than running them.
const briefContextQuery = compiledOnce((db: Executor, householdId: string, profileId: string) =>
  db
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
    .where("profiles.id", "=", profileId),
);

/** Spec §7: todo or in progress, priority high or urgent, by due date (undated last), urgent
 * before high on the same date, oldest first. The dated and the undated are each read off the
 * partial index `tasks_open_urgent_due_idx` in that order, stopping at the limit (migration
 * 2026-11-25T1950); only the at most 2 × `limit` rows they give are put in order. */
export async function selectUrgentTasks(
  db: Db,
  householdId: string,
  limit: number,
): Promise<BriefTask[]> {
  const rows = await urgentTasksQuery(db, householdId, limit);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    priority: row.priority,
    status: row.status,
    dueDate: row.due_date === null ? null : storedInstantToDate(row.due_date),
    assigneeName: row.assignee_name,
  }));
}

const urgentTasksQuery = compiledOnce((db: Executor, householdId: string, limit: number) => {
  const first = (undated: 0 | 1) =>
    db.selectFrom(urgentTasks(db, householdId, undated, limit).as("part")).selectAll();
  return first(0)
    .unionAll(first(1))
    .orderBy("undated")
    .orderBy("due_date")
    .orderBy("priority", "desc")
    .orderBy("created_at")
    .limit(limit);
});

/** The partial index's own condition, written as literals: SQLite and PostgreSQL use a partial
 * index only when the query's condition visibly implies it, which bound parameters do not. */
const openUrgent = sql<boolean>`${sql.ref("tasks.status")} in ('todo', 'in_progress') and ${sql.ref("tasks.priority")} in ('high', 'urgent')`;

function urgentTasks(db: Executor, householdId: string, undated: 0 | 1, limit: number) {
  return (
    db
      .selectFrom("tasks")
      // Joined within the household: PostgreSQL then never scans other households' profiles.
      .leftJoin("profiles", (join) =>
        join
          .onRef("profiles.id", "=", "tasks.assigned_to")
          .onRef("profiles.household_id", "=", "tasks.household_id"),
      )
      .select([
        "tasks.id",
        "tasks.title",
        "tasks.priority",
        "tasks.status",
        "tasks.due_date",
        "tasks.created_at",
        "profiles.name as assignee_name",
        sql.lit(undated).as("undated"),
      ])
      .where("tasks.household_id", "=", householdId)
      .where(openUrgent)
      .where("tasks.due_date", undated ? "is" : "is not", null)
      .orderBy("tasks.due_date")
      // 'urgent' sorts after 'high': descending puts urgent first, in the index's own order.
      .orderBy("tasks.priority", "desc")
      .orderBy("tasks.created_at")
      .limit(limit)
  );
}

/** Spec §7: unchecked items of active lists, oldest first (they have waited longest). */
export async function selectItemsToBuy(
  db: Db,
  householdId: string,
  limit: number,
): Promise<BriefItem[]> {
  return itemsToBuyQuery(db, householdId, limit);
}

const itemsToBuyQuery = compiledOnce((db: Executor, householdId: string, limit: number) =>
  db
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
    .where("shopping_items.shopping_list_id", "in", activeLists(db, householdId))
    .orderBy("shopping_items.created_at")
    .orderBy("shopping_items.id")
    .limit(limit),
);

/** The household's active lists, as a filter: items are then read off their own index in the
 * order wanted (oldest first) and the read stops at the limit, instead of every list's unchecked
 * items being gathered and sorted. */
function activeLists(db: Executor, householdId: string) {
  return db
    .selectFrom("shopping_lists")
    .select("id")
    .where("household_id", "=", householdId)
    .where("is_active", "=", true);
}

/** The four counts in one query, whatever the size of the household's data, and when the next
 * timed event starts: from then on it no longer counts as upcoming, so the counts change with the
 * clock alone (the brief kept between opens is made again then). */
export async function selectSummaryCounts(
  db: Db,
  householdId: string,
  now: Date,
  today: IsoDate,
): Promise<{ counts: SummaryCounts; nextEventStart: Date | null }> {
  const todayStart = dateToStoredInstant(today);
  // A range on the index first (the earlier of the two bounds), then the rule.
  const [row] = await summaryCountsQuery(
    db,
    householdId,
    now,
    todayStart,
    earlierOf(now, todayStart),
  );
  if (!row) throw new Error("The counts query answered no row");
  return {
    counts: {
      pendingTasks: toCount(row.pendingTasks as string | number),
      itemsToBuy: toCount(row.itemsToBuy as string | number),
      upcomingEvents: toCount(row.upcomingEvents as string | number),
      members: toCount(row.members as string | number),
    },
    nextEventStart: row.nextEventStart === null ? null : new Date(toIso(row.nextEventStart)),
  };
}

const summaryCountsQuery = compiledOnce(
  (db: Executor, householdId: string, now: Date, todayStart: Date, rangeStart: Date) =>
    db.selectNoFrom((eb) => [
      eb
        .selectFrom("tasks")
        .select(eb.fn.countAll().as("count"))
        .where("household_id", "=", householdId)
        .where("status", "=", "todo")
        .as("pendingTasks"),
      eb
        .selectFrom("shopping_items")
        .select(eb.fn.countAll().as("count"))
        .where("shopping_items.household_id", "=", householdId)
        .where("shopping_items.is_checked", "=", false)
        .where("shopping_items.shopping_list_id", "in", activeLists(db, householdId))
        .as("itemsToBuy"),
      eb
        .selectFrom("calendar_events")
        .select(eb.fn.countAll().as("count"))
        .where("household_id", "=", householdId)
        .where("event_date", ">=", rangeStart)
        .where((inner) =>
          inner.or([
            inner.and([inner("all_day", "=", false), inner("event_date", ">=", now)]),
            // All-day events are stored at their day's UTC midnight: today's still count.
            inner.and([inner("all_day", "=", true), inner("event_date", ">=", todayStart)]),
          ]),
        )
        .as("upcomingEvents"),
      eb
        .selectFrom("profiles")
        .select(eb.fn.countAll().as("count"))
        .where("household_id", "=", householdId)
        .as("members"),
      // In index order, stopping at the first (`min()` with a filter reads the whole range).
      eb
        .selectFrom("calendar_events")
        .select("event_date")
        .where("household_id", "=", householdId)
        .where("event_date", ">=", now)
        .where("all_day", "=", false)
        .orderBy("event_date")
        .limit(1)
        .as("nextEventStart"),
    ]),
);

function earlierOf(first: Date, second: Date): Date {
  return first.getTime() <= second.getTime() ? first : second;
}
