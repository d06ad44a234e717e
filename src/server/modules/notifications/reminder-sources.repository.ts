import { sql } from "kysely";
import type { Db } from "#server/db/executor.ts";
import { toCalendarEvent } from "#server/modules/calendar/calendar.repository.ts";
import { expandOccurrences } from "#server/modules/calendar/occurrences.ts";
import {
  dateInZone,
  dateToStoredInstant,
  type IsoDate,
  storedInstantToDate,
} from "#shared/calendar/zoned-time.ts";
import type { RecurringPattern } from "#shared/domain/tasks.ts";

/** What the planner reads: the few columns reminders need, in windows around "now". */

export interface ReminderHousehold {
  id: string;
  name: string;
  timeZone: string;
  language: string;
}

export async function listHouseholds(db: Db): Promise<ReminderHousehold[]> {
  return db
    .selectFrom("households")
    .select(["id", "name", "time_zone as timeZone", "language"])
    .orderBy("id")
    .execute();
}

export interface ReminderMember {
  userId: string;
  profileId: string;
  name: string;
  email: string;
  phone: string | null;
  /** The account's language: each member's reminders are written in it. */
  language: string | null;
}

export async function listReminderMembers(db: Db, householdId: string): Promise<ReminderMember[]> {
  return db
    .selectFrom("profiles")
    .leftJoin("user", "user.id", "profiles.user_id")
    .select([
      "profiles.user_id as userId",
      "profiles.id as profileId",
      "profiles.name",
      "profiles.email",
      "profiles.phone",
      "user.language",
    ])
    .where("profiles.household_id", "=", householdId)
    .orderBy("profiles.created_at")
    .execute();
}

export interface ReminderTask {
  id: string;
  title: string;
  dueDate: IsoDate;
  /** "HH:mm" local on each due day; null: the day's 09:00 reminder. */
  dueTime: string | null;
  pattern: RecurringPattern;
  assignedTo: string | null;
}

export async function listOpenDatedTasks(
  db: Db,
  householdId: string,
  dueUntil: IsoDate,
): Promise<ReminderTask[]> {
  const rows = await db
    .selectFrom("tasks")
    .select(["id", "title", "due_date", "due_time", "recurring_pattern", "assigned_to"])
    .where("household_id", "=", householdId)
    .where("status", "!=", "done")
    .where("due_date", "is not", null)
    .where("due_date", "<=", dateToStoredInstant(dueUntil))
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    dueDate: storedInstantToDate(row.due_date as Date | string),
    dueTime: row.due_time,
    pattern: row.recurring_pattern,
    assignedTo: row.assigned_to,
  }));
}

/** The task reminders recorded since a moment, by member and occurrence
 * (`<user>|task_due:<task>:<date>` → the keys, each with or without `@<time>`). */
export async function listTaskReminderKeys(
  db: Db,
  householdId: string,
  since: Date,
): Promise<Map<string, Set<string>>> {
  const rows = await db
    .selectFrom("reminder_deliveries")
    .select(["user_id", "reminder_key"])
    .where("household_id", "=", householdId)
    .where("kind", "=", "task_due")
    .where("created_at", ">=", since.toISOString())
    .execute();
  const byOccurrence = new Map<string, Set<string>>();
  for (const row of rows) {
    const occurrence = `${row.user_id}|${row.reminder_key.split("@")[0]}`;
    const keys = byOccurrence.get(occurrence) ?? new Set<string>();
    keys.add(row.reminder_key);
    byOccurrence.set(occurrence, keys);
  }
  return byOccurrence;
}

export interface ReminderEvent {
  id: string;
  title: string;
  /** ISO instant, or "YYYY-MM-DD" for an all-day event: this occurrence's start. */
  start: string;
  allDay: boolean;
  /** The event's own reminder lead; null: each member's. */
  reminderMinutes: number | null;
}

/** Events, and occurrences of repeating ones, that start between two instants. */
export async function listEventsBetween(
  db: Db,
  householdId: string,
  from: Date,
  to: Date,
  timeZone: string,
): Promise<ReminderEvent[]> {
  const rows = await db
    .selectFrom("calendar_events")
    .selectAll()
    .select(sql<null>`null`.as("author_name"))
    .where("household_id", "=", householdId)
    .where((eb) =>
      eb.or([
        eb.and([
          eb("recurrence", "=", "none"),
          eb("event_date", ">=", from),
          eb("event_date", "<=", to),
        ]),
        eb.and([
          eb("recurrence", "!=", "none"),
          eb("event_date", "<=", to),
          eb.or([
            eb("recurrence_until", "is", null),
            eb("recurrence_until", ">=", dateInZone(from, timeZone)),
          ]),
        ]),
      ]),
    )
    .execute();
  const window = {
    fromDate: dateInZone(from, timeZone),
    toDate: dateInZone(to, timeZone),
    timedFrom: from,
    timedTo: to,
  };
  return rows
    .map(toCalendarEvent)
    .flatMap((event) =>
      event.recurrence
        ? expandOccurrences({ ...event, end: null, seriesEnd: null }, window, timeZone)
        : [event],
    )
    .filter(
      (event) =>
        event.allDay || (event.start >= from.toISOString() && event.start <= to.toISOString()),
    )
    .map((event) => ({
      id: event.id,
      title: event.title,
      start: event.start,
      allDay: event.allDay,
      reminderMinutes: event.reminderMinutes,
    }));
}

export interface ReminderPantryItem {
  id: string;
  name: string;
  qtyOnHand: number;
  reorderThreshold: number;
  unit: string;
  expiryDate: IsoDate | null;
}

/** Items low on stock or with an expiry date up to `expiringUntil`. */
export async function listPantryAlerts(
  db: Db,
  householdId: string,
  expiringUntil: IsoDate,
): Promise<ReminderPantryItem[]> {
  const rows = await db
    .selectFrom("inventory_items")
    .select(["id", "name", "qty_on_hand", "reorder_threshold", "unit", "expiry_date"])
    .where("household_id", "=", householdId)
    .where((eb) =>
      eb.or([
        eb("qty_on_hand", "<", eb.ref("reorder_threshold")),
        eb.and([eb("expiry_date", "is not", null), eb("expiry_date", "<=", expiringUntil)]),
      ]),
    )
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    qtyOnHand: Number(row.qty_on_hand),
    reorderThreshold: Number(row.reorder_threshold),
    unit: row.unit,
    expiryDate: row.expiry_date,
  }));
}

export interface ReminderServiceVisit {
  id: string;
  serviceType: string;
  date: IsoDate;
}

/** Open service requests whose visit is scheduled on `date` (kept at noon UTC of the day). */
export async function listServiceVisitsOn(
  db: Db,
  householdId: string,
  date: IsoDate,
): Promise<ReminderServiceVisit[]> {
  const rows = await db
    .selectFrom("service_requests")
    .select(["id", "service_type", "scheduled_date"])
    .where("household_id", "=", householdId)
    .where("status", "in", ["pending", "in_progress"])
    .where("scheduled_date", ">=", new Date(`${date}T00:00:00.000Z`))
    .where("scheduled_date", "<", new Date(`${date}T23:59:59.999Z`))
    .execute();
  return rows.map((row) => ({
    id: row.id,
    serviceType: row.service_type,
    date: storedInstantToDate(row.scheduled_date as Date | string),
  }));
}

export interface ReminderMealPrep {
  id: string;
  day: IsoDate;
  slot: "breakfast" | "lunch" | "dinner";
  title: string;
  recipeId: string;
  prepKind: "thaw" | "soak";
  prepWhat: string;
}

/** The meals planned on `day`, not yet cooked, whose recipe asks to thaw or soak something. */
export async function listMealPrepsOn(
  db: Db,
  householdId: string,
  day: IsoDate,
): Promise<ReminderMealPrep[]> {
  const rows = await db
    .selectFrom("meal_plan_entries")
    .innerJoin("recipes", "recipes.id", "meal_plan_entries.recipe_id")
    .select([
      "meal_plan_entries.id",
      "meal_plan_entries.day",
      "meal_plan_entries.slot",
      "meal_plan_entries.title",
      "recipes.id as recipeId",
      "recipes.prep_kind",
      "recipes.prep_what",
    ])
    .where("meal_plan_entries.household_id", "=", householdId)
    .where("recipes.household_id", "=", householdId)
    .where("meal_plan_entries.day", "=", day)
    .where("meal_plan_entries.cooked_at", "is", null)
    .where("recipes.prep_kind", "is not", null)
    .where("recipes.prep_what", "is not", null)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    day: row.day,
    slot: row.slot,
    title: row.title,
    recipeId: row.recipeId,
    prepKind: row.prep_kind as "thaw" | "soak",
    prepWhat: row.prep_what as string,
  }));
}

export interface BriefCounts {
  tasksDueToday: number;
  eventsToday: number;
  itemsToBuy: number;
}

export async function countBrief(
  db: Db,
  householdId: string,
  today: IsoDate,
  dayStart: Date,
  dayEnd: Date,
): Promise<BriefCounts> {
  const [tasks, events, items] = await Promise.all([
    db
      .selectFrom("tasks")
      .select((eb) => eb.fn.countAll<string | number>().as("count"))
      .where("household_id", "=", householdId)
      .where("status", "!=", "done")
      .where("due_date", "=", dateToStoredInstant(today))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("calendar_events")
      .select((eb) => eb.fn.countAll<string | number>().as("count"))
      .where("household_id", "=", householdId)
      .where((eb) =>
        eb.or([
          eb.and([eb("all_day", "=", true), eb("event_date", "=", dateToStoredInstant(today))]),
          eb.and([
            eb("all_day", "=", false),
            eb("event_date", ">=", dayStart),
            eb("event_date", "<", dayEnd),
          ]),
        ]),
      )
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("shopping_items")
      .select((eb) => eb.fn.countAll<string | number>().as("count"))
      .where("household_id", "=", householdId)
      .where("is_checked", "=", false)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    tasksDueToday: Number(tasks.count),
    eventsToday: Number(events.count),
    itemsToBuy: Number(items.count),
  };
}
