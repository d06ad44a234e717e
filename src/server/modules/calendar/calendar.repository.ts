import type { ExpressionBuilder, Selectable } from "kysely";
import { compiledOnce } from "#server/db/compiled-query.ts";
import type { Executor } from "#server/db/executor.ts";
import { toBoolean, toIso } from "#server/db/normalize.ts";
import type { CalendarEventTable, DatabaseSchema } from "#server/db/schema.ts";
import { parseWeekdays, type Recurrence } from "#shared/calendar/recurrence.ts";
import {
  dateToStoredInstant,
  type IsoDate,
  storedInstantToDate,
} from "#shared/calendar/zoned-time.ts";
import type { CalendarEvent, CalendarTask } from "#shared/schemas/calendar.ts";

export type EventRow = Selectable<CalendarEventTable> & { author_name: string | null };

/**
 * A stretch of the calendar: whole days for all-day events (floating dates), and the instants
 * those days span in the household's time zone for timed events.
 */
export interface EventWindow {
  fromDate: IsoDate;
  toDate: IsoDate;
  timedFrom: Date;
  timedTo: Date;
}

export function recurrenceOf(
  row: Pick<Selectable<CalendarEventTable>, "recurrence" | "recurrence_days" | "recurrence_until">,
): Recurrence | null {
  if (row.recurrence !== "weekly" && row.recurrence !== "monthly") return null;
  const days = row.recurrence === "weekly" ? parseWeekdays(row.recurrence_days) : [];
  if (row.recurrence === "weekly" && days.length === 0) return null;
  return { frequency: row.recurrence, days, until: row.recurrence_until };
}

/** The event as stored: for a repeating one, its first occurrence (see expandOccurrences). */
export function toCalendarEvent(row: EventRow): CalendarEvent {
  const allDay = toBoolean(row.all_day);
  const start = allDay ? storedInstantToDate(row.event_date) : toIso(row.event_date);
  const end =
    row.end_date === null ? null : allDay ? storedInstantToDate(row.end_date) : toIso(row.end_date);
  return {
    id: row.id,
    title: row.title,
    eventType: row.event_type,
    notes: row.notes,
    allDay,
    start,
    end,
    authorId: row.author_id,
    authorName: row.author_name,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    recurrence: recurrenceOf(row),
    seriesStart: start,
    seriesEnd: end,
    reminderMinutes: row.reminder_minutes === null ? null : Number(row.reminder_minutes),
  };
}

function eventQuery(db: Executor, householdId: string) {
  return db
    .selectFrom("calendar_events")
    .leftJoin("profiles", "profiles.id", "calendar_events.author_id")
    .selectAll("calendar_events")
    .select("profiles.name as author_name")
    .where("calendar_events.household_id", "=", householdId);
}

/** Events that overlap the window, whatever their length; its bounds as plain values (all-day:
 * the days' stored instants), so that the query is compiled once. */
function overlapsBetween(fromDay: Date, toDay: Date, timedFrom: Date, timedTo: Date) {
  return (eb: ExpressionBuilder<DatabaseSchema, "calendar_events" | "profiles">) =>
    eb.or([
      eb.and([
        eb("calendar_events.all_day", "=", true),
        eb("calendar_events.event_date", "<=", toDay),
        eb(eb.fn.coalesce("calendar_events.end_date", "calendar_events.event_date"), ">=", fromDay),
      ]),
      eb.and([
        eb("calendar_events.all_day", "=", false),
        eb("calendar_events.event_date", "<", timedTo),
        eb.or([
          eb.and([
            eb("calendar_events.end_date", "is", null),
            eb("calendar_events.event_date", ">=", timedFrom),
          ]),
          eb("calendar_events.end_date", ">", timedFrom),
        ]),
      ]),
    ]);
}

/** One-off events in order of start (all-day events of a day come before its timed ones). */
export async function selectEventsInWindow(
  db: Executor,
  householdId: string,
  window: EventWindow,
  limit: number,
): Promise<EventRow[]> {
  return eventsInWindowQuery(
    db,
    householdId,
    dateToStoredInstant(window.fromDate),
    dateToStoredInstant(window.toDate),
    window.timedFrom,
    window.timedTo,
    limit,
  );
}

// The daily brief runs this and the series' query on every visit: compiled once (ADR 021).
const eventsInWindowQuery = compiledOnce(
  (
    db: Executor,
    householdId: string,
    fromDay: Date,
    toDay: Date,
    timedFrom: Date,
    timedTo: Date,
    limit: number,
  ) =>
    eventQuery(db, householdId)
      .where("calendar_events.recurrence", "=", "none")
      .where(overlapsBetween(fromDay, toDay, timedFrom, timedTo))
      .orderBy("calendar_events.event_date")
      .orderBy("calendar_events.id")
      .limit(limit),
);

/** Repeating series that may have an occurrence in the window: started before its end, and
 * not over before its start (a series' occurrences last at most a few weeks). */
export async function selectSeriesInWindow(
  db: Executor,
  householdId: string,
  window: EventWindow,
  limit: number,
): Promise<EventRow[]> {
  const untilAtLeast = new Date(dateToStoredInstant(window.fromDate).getTime() - 62 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return seriesInWindowQuery(db, householdId, window.timedTo, untilAtLeast, limit);
}

const seriesInWindowQuery = compiledOnce(
  (db: Executor, householdId: string, timedTo: Date, untilAtLeast: string, limit: number) =>
    eventQuery(db, householdId)
      .where("calendar_events.recurrence", "!=", "none")
      .where("calendar_events.event_date", "<", timedTo)
      .where((eb) =>
        eb.or([
          eb("calendar_events.recurrence_until", "is", null),
          eb("calendar_events.recurrence_until", ">=", untilAtLeast),
        ]),
      )
      .orderBy("calendar_events.event_date")
      .orderBy("calendar_events.id")
      .limit(limit),
);

export async function findEvent(db: Executor, householdId: string, id: string) {
  return (
    (await eventQuery(db, householdId).where("calendar_events.id", "=", id).executeTakeFirst()) ??
    null
  );
}

export interface EventValues {
  title: string;
  eventType: string;
  notes: string | null;
  allDay: boolean;
  start: string;
  end: string | null;
  /** Absent: left as it is (an .ics re-import); null: a one-off. */
  recurrence?: Recurrence | null;
  /** Absent: left as it is; null: each member's own lead time. */
  reminderMinutes?: number | null;
}

function recurrenceColumns(values: EventValues) {
  const rule = values.recurrence;
  return {
    ...(rule !== undefined && {
      recurrence: rule?.frequency ?? "none",
      recurrence_days: rule?.frequency === "weekly" ? rule.days.join(",") : null,
      recurrence_until: rule?.until ?? null,
    }),
    ...(values.reminderMinutes !== undefined && { reminder_minutes: values.reminderMinutes }),
  };
}

/** All-day days are stored as that day's UTC midnight; timed events as their instants. */
function storedTimes(values: EventValues) {
  const toStored = (value: string) =>
    values.allDay ? dateToStoredInstant(value) : new Date(value);
  return {
    event_date: toStored(values.start),
    end_date: values.end === null ? null : toStored(values.end),
  };
}

export async function insertEvents(
  db: Executor,
  rows: (EventValues & {
    id: string;
    householdId: string;
    authorId: string | null;
    externalUid: string | null;
  })[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto("calendar_events")
    .values(
      rows.map((row) => ({
        id: row.id,
        household_id: row.householdId,
        title: row.title,
        event_type: row.eventType,
        notes: row.notes,
        all_day: row.allDay,
        ...storedTimes(row),
        ...recurrenceColumns(row),
        author_id: row.authorId,
        external_uid: row.externalUid,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

export async function updateEventRow(
  db: Executor,
  householdId: string,
  id: string,
  values: EventValues,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable("calendar_events")
    .set({
      title: values.title,
      event_type: values.eventType,
      notes: values.notes,
      all_day: values.allDay,
      ...storedTimes(values),
      ...recurrenceColumns(values),
      updated_at: now,
    })
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteEventRow(
  db: Executor,
  householdId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom("calendar_events")
    .where("household_id", "=", householdId)
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Which of these .ics UIDs the household already imported, and as which event. */
export async function selectImportedUids(
  db: Executor,
  householdId: string,
  uids: string[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  // Chunked: SQLite allows a limited number of bound parameters per statement.
  for (let index = 0; index < uids.length; index += 500) {
    const rows = await db
      .selectFrom("calendar_events")
      .select(["id", "external_uid"])
      .where("household_id", "=", householdId)
      .where("external_uid", "in", uids.slice(index, index + 500))
      .execute();
    for (const row of rows) if (row.external_uid) found.set(row.external_uid, row.id);
  }
  return found;
}

/** Tasks due within the days of the window, shown on their day. */
export async function selectTasksDueBetween(
  db: Executor,
  householdId: string,
  fromDate: IsoDate,
  toDate: IsoDate,
  limit: number,
): Promise<CalendarTask[]> {
  const rows = await db
    .selectFrom("tasks")
    .select(["id", "title", "status", "priority", "due_date"])
    .where("household_id", "=", householdId)
    .where("due_date", ">=", dateToStoredInstant(fromDate))
    .where("due_date", "<=", dateToStoredInstant(toDate))
    .orderBy("due_date")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    priority: row.priority,
    dueDate: storedInstantToDate(row.due_date as Date | string),
  }));
}

export interface FeedHousehold {
  id: string;
  name: string;
  timeZone: string;
}

export async function findHouseholdByFeedToken(
  db: Executor,
  token: string,
): Promise<FeedHousehold | null> {
  const row = await db
    .selectFrom("households")
    .select(["id", "name", "time_zone"])
    .where("calendar_feed_token", "=", token)
    .executeTakeFirst();
  return row ? { id: row.id, name: row.name, timeZone: row.time_zone } : null;
}

export async function selectFeedToken(db: Executor, householdId: string): Promise<string | null> {
  const row = await db
    .selectFrom("households")
    .select("calendar_feed_token")
    .where("id", "=", householdId)
    .executeTakeFirstOrThrow();
  return row.calendar_feed_token;
}

/** Sets the token; with `onlyIfMissing`, leaves one that a concurrent request already set. */
export async function writeFeedToken(
  db: Executor,
  householdId: string,
  token: string,
  onlyIfMissing: boolean,
): Promise<void> {
  let query = db
    .updateTable("households")
    .set({ calendar_feed_token: token })
    .where("id", "=", householdId);
  if (onlyIfMissing) query = query.where("calendar_feed_token", "is", null);
  await query.execute();
}

/** What a subscription feed publishes: events from a while back on, newest last. */
export async function selectFeedEvents(
  db: Executor,
  householdId: string,
  since: Date,
  limit: number,
): Promise<EventRow[]> {
  return eventQuery(db, householdId)
    .where((eb) =>
      eb.or([
        eb("calendar_events.event_date", ">=", since),
        eb("calendar_events.end_date", ">=", since),
      ]),
    )
    .orderBy("calendar_events.event_date")
    .orderBy("calendar_events.id")
    .limit(limit)
    .execute();
}

export async function selectOpenTasksWithDueDate(
  db: Executor,
  householdId: string,
  since: IsoDate,
  limit: number,
) {
  const rows = await db
    .selectFrom("tasks")
    .select(["id", "title", "description", "due_date", "updated_at"])
    .where("household_id", "=", householdId)
    .where("status", "!=", "done")
    .where("due_date", ">=", dateToStoredInstant(since))
    .orderBy("due_date")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    dueDate: storedInstantToDate(row.due_date as Date | string),
    updatedAt: toIso(row.updated_at),
  }));
}
