import { compiledOnce } from "#server/db/compiled-query.ts";
import type { Db, Executor } from "#server/db/executor.ts";
import { toBoolean, toIso as toIsoText } from "#server/db/normalize.ts";
import { recurrenceOf } from "#server/modules/calendar/calendar.repository.ts";
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

/** Rows of a batch of households, each household's in the order read. */
function byHousehold<Row extends { household_id: string }, T>(
  rows: Row[],
  toItem: (row: Row) => T,
): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) {
    const items = grouped.get(row.household_id);
    if (items) items.push(toItem(row));
    else grouped.set(row.household_id, [toItem(row)]);
  }
  return grouped;
}

/*
 * Each read below takes up to `householdsPerRead` households and answers by household: one
 * statement for them instead of one per household (issue 18: Kysely building and running each
 * statement allocated 7–15 KB, ~10 statements a household). The bounds are the same for every
 * household of a call: the planner groups households by them. The IN list always has
 * `householdsPerRead` ids (the last repeated, which selects nothing more), so each statement is
 * built by Kysely once (`compiledOnce`).
 */

/** Households one read takes (the planner reads, plans and records this many together). */
export const householdsPerRead = 5;

export type HouseholdList = [string, string, string, string, string];

/** The households of a read as its compiled IN list: padded with the last one. */
export function householdList(householdIds: readonly string[]): HouseholdList {
  const last = householdIds.at(-1);
  if (last === undefined || householdIds.length > householdsPerRead) {
    throw new Error(`a reminder read takes 1 to ${householdsPerRead} households`);
  }
  return [0, 1, 2, 3, 4].map((index) => householdIds[index] ?? last) as HouseholdList;
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

const membersQuery = compiledOnce((db: Executor, ...households: HouseholdList) =>
  db
    .selectFrom("profiles")
    .leftJoin("user", "user.id", "profiles.user_id")
    .select([
      "profiles.household_id",
      "profiles.user_id as userId",
      "profiles.id as profileId",
      "profiles.name",
      "profiles.email",
      "profiles.phone",
      "user.language",
    ])
    .where("profiles.household_id", "in", households)
    .orderBy("profiles.created_at"),
);

export async function listReminderMembers(
  db: Db,
  householdIds: readonly string[],
): Promise<Map<string, ReminderMember[]>> {
  const rows = await membersQuery(db, ...householdList(householdIds));
  return byHousehold(rows, (row) => ({
    userId: row.userId,
    profileId: row.profileId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    language: row.language,
  }));
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

/** Open tasks that may have a due date in [windowStart, dueUntil]: the one-off tasks due in it,
 * and repeating tasks due by its end (their occurrences may fall in it). */
const openDatedTasksQuery = compiledOnce(
  (db: Executor, windowStart: Date, dueUntil: Date, ...households: HouseholdList) =>
    db
      .selectFrom("tasks")
      .select([
        "household_id",
        "id",
        "title",
        "due_date",
        "due_time",
        "recurring_pattern",
        "assigned_to",
      ])
      .where("household_id", "in", households)
      .where("status", "!=", "done")
      .where("due_date", "is not", null)
      .where("due_date", "<=", dueUntil)
      // A one-off task due before the window has no date in it (most open tasks of a busy
      // household are long overdue: reading them was a third of the rows, issue 18).
      .where((eb) =>
        eb.or([eb("recurring_pattern", "!=", "none"), eb("due_date", ">=", windowStart)]),
      ),
);

export async function listOpenDatedTasks(
  db: Db,
  householdIds: readonly string[],
  windowStart: IsoDate,
  dueUntil: IsoDate,
): Promise<Map<string, ReminderTask[]>> {
  const rows = await openDatedTasksQuery(
    db,
    dateToStoredInstant(windowStart),
    dateToStoredInstant(dueUntil),
    ...householdList(householdIds),
  );
  return byHousehold(rows, (row) => ({
    id: row.id,
    title: row.title,
    dueDate: storedInstantToDate(row.due_date as Date | string),
    dueTime: row.due_time,
    pattern: row.recurring_pattern,
    assignedTo: row.assigned_to,
  }));
}

const taskReminderKeysQuery = compiledOnce(
  (db: Executor, since: string, ...households: HouseholdList) =>
    db
      .selectFrom("reminder_deliveries")
      .select(["household_id", "user_id", "reminder_key"])
      .where("household_id", "in", households)
      .where("kind", "=", "task_due")
      .where("created_at", ">=", since),
);

/** The task reminders recorded since a moment, by household, then by member and occurrence
 * (`<user>|task_due:<task>:<date>` → the keys, each with or without `@<time>`). */
export async function listTaskReminderKeys(
  db: Db,
  householdIds: readonly string[],
  since: Date,
): Promise<Map<string, Map<string, Set<string>>>> {
  const rows = await taskReminderKeysQuery(db, since.toISOString(), ...householdList(householdIds));
  const byHouseholdAndOccurrence = new Map<string, Map<string, Set<string>>>();
  for (const row of rows) {
    let byOccurrence = byHouseholdAndOccurrence.get(row.household_id);
    if (!byOccurrence) {
      byOccurrence = new Map();
      byHouseholdAndOccurrence.set(row.household_id, byOccurrence);
    }
    const occurrence = `${row.user_id}|${row.reminder_key.split("@")[0]}`;
    const keys = byOccurrence.get(occurrence) ?? new Set<string>();
    keys.add(row.reminder_key);
    byOccurrence.set(occurrence, keys);
  }
  return byHouseholdAndOccurrence;
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

const eventsQuery = compiledOnce(
  (db: Executor, from: Date, to: Date, fromDate: IsoDate, ...households: HouseholdList) =>
    db
      .selectFrom("calendar_events")
      .select([
        "household_id",
        "id",
        "title",
        "all_day",
        "event_date",
        "recurrence",
        "recurrence_days",
        "recurrence_until",
        "reminder_minutes",
      ])
      .where("household_id", "in", households)
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
            eb.or([eb("recurrence_until", "is", null), eb("recurrence_until", ">=", fromDate)]),
          ]),
        ]),
      ),
);

/** Events, and occurrences of repeating ones, that start between two instants, in each
 * household's zone (`fromDate`: the day `from` falls on there, the same for the whole batch). */
export async function listEventsBetween(
  db: Db,
  households: readonly { id: string; timeZone: string }[],
  from: Date,
  to: Date,
  fromDate: IsoDate,
): Promise<Map<string, ReminderEvent[]>> {
  const rows = await eventsQuery(
    db,
    from,
    to,
    fromDate,
    ...householdList(households.map((household) => household.id)),
  );
  const fromIso = from.toISOString();
  const toIso = to.toISOString();
  const zones = new Map(households.map((household) => [household.id, household.timeZone]));
  const events = new Map<string, ReminderEvent[]>();
  for (const row of rows) {
    const timeZone = zones.get(row.household_id) ?? "UTC";
    const allDay = toBoolean(row.all_day);
    const start = allDay ? storedInstantToDate(row.event_date) : toIsoText(row.event_date);
    const reminderMinutes = row.reminder_minutes === null ? null : Number(row.reminder_minutes);
    const recurrence = recurrenceOf(row);
    const event = { id: row.id, title: row.title, allDay, start, reminderMinutes };
    const occurrences = recurrence
      ? expandOccurrences(
          { ...event, end: null, seriesStart: start, seriesEnd: null, recurrence },
          {
            fromDate: dateInZone(from, timeZone),
            toDate: dateInZone(to, timeZone),
            timedFrom: from,
            timedTo: to,
          },
          timeZone,
        )
      : [event];
    for (const occurrence of occurrences) {
      if (!occurrence.allDay && (occurrence.start < fromIso || occurrence.start > toIso)) continue;
      const item: ReminderEvent = {
        id: occurrence.id,
        title: occurrence.title,
        start: occurrence.start,
        allDay: occurrence.allDay,
        reminderMinutes: occurrence.reminderMinutes,
      };
      const list = events.get(row.household_id);
      if (list) list.push(item);
      else events.set(row.household_id, [item]);
    }
  }
  return events;
}

export interface ReminderPantryItem {
  id: string;
  name: string;
  qtyOnHand: number;
  reorderThreshold: number;
  unit: string;
  expiryDate: IsoDate | null;
}

const pantryAlertsQuery = compiledOnce(
  (db: Executor, expiringUntil: IsoDate, ...households: HouseholdList) =>
    db
      .selectFrom("inventory_items")
      .select([
        "household_id",
        "id",
        "name",
        "qty_on_hand",
        "reorder_threshold",
        "unit",
        "expiry_date",
      ])
      .where("household_id", "in", households)
      .where((eb) =>
        eb.or([
          eb("qty_on_hand", "<", eb.ref("reorder_threshold")),
          eb.and([eb("expiry_date", "is not", null), eb("expiry_date", "<=", expiringUntil)]),
        ]),
      ),
);

/** Items low on stock or with an expiry date up to `expiringUntil`. */
export async function listPantryAlerts(
  db: Db,
  householdIds: readonly string[],
  expiringUntil: IsoDate,
): Promise<Map<string, ReminderPantryItem[]>> {
  const rows = await pantryAlertsQuery(db, expiringUntil, ...householdList(householdIds));
  return byHousehold(rows, (row) => ({
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

const serviceVisitsQuery = compiledOnce(
  (db: Executor, dayStart: Date, dayEnd: Date, ...households: HouseholdList) =>
    db
      .selectFrom("service_requests")
      .select(["household_id", "id", "service_type", "scheduled_date"])
      .where("household_id", "in", households)
      .where("status", "in", ["pending", "in_progress"])
      .where("scheduled_date", ">=", dayStart)
      .where("scheduled_date", "<", dayEnd),
);

/** Open service requests whose visit is scheduled on `date` (kept at noon UTC of the day). */
export async function listServiceVisitsOn(
  db: Db,
  householdIds: readonly string[],
  date: IsoDate,
): Promise<Map<string, ReminderServiceVisit[]>> {
  const rows = await serviceVisitsQuery(
    db,
    new Date(`${date}T00:00:00.000Z`),
    new Date(`${date}T23:59:59.999Z`),
    ...householdList(householdIds),
  );
  return byHousehold(rows, (row) => ({
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

const mealPrepsQuery = compiledOnce((db: Executor, day: IsoDate, ...households: HouseholdList) =>
  db
    .selectFrom("meal_plan_entries")
    .innerJoin("recipes", "recipes.id", "meal_plan_entries.recipe_id")
    .select([
      "meal_plan_entries.household_id",
      "meal_plan_entries.id",
      "meal_plan_entries.day",
      "meal_plan_entries.slot",
      "meal_plan_entries.title",
      "recipes.id as recipeId",
      "recipes.prep_kind",
      "recipes.prep_what",
    ])
    .where("meal_plan_entries.household_id", "in", households)
    .whereRef("recipes.household_id", "=", "meal_plan_entries.household_id")
    .where("meal_plan_entries.day", "=", day)
    .where("meal_plan_entries.cooked_at", "is", null)
    .where("recipes.prep_kind", "is not", null)
    .where("recipes.prep_what", "is not", null),
);

/** The meals planned on `day`, not yet cooked, whose recipe asks to thaw or soak something. */
export async function listMealPrepsOn(
  db: Db,
  householdIds: readonly string[],
  day: IsoDate,
): Promise<Map<string, ReminderMealPrep[]>> {
  const rows = await mealPrepsQuery(db, day, ...householdList(householdIds));
  return byHousehold(rows, (row) => ({
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
