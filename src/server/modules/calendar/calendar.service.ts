import { randomBytes } from "node:crypto";
import { v7 as uuidv7 } from "uuid";
import type { ServiceContext } from "#server/app-context.ts";
import type { Executor } from "#server/db/executor.ts";
import { notFound } from "#server/http/errors.ts";
import {
  deleteEventRow,
  type EventWindow,
  findEvent,
  findHouseholdByFeedToken,
  insertEvents,
  selectEventsInWindow,
  selectFeedEvents,
  selectFeedToken,
  selectImportedUids,
  selectOpenTasksWithDueDate,
  selectSeriesInWindow,
  selectTasksDueBetween,
  toCalendarEvent,
  updateEventRow,
  writeFeedToken,
} from "#server/modules/calendar/calendar.repository.ts";
import { byStart, expandOccurrences } from "#server/modules/calendar/occurrences.ts";
import { findHouseholdTimeZone } from "#server/modules/households/households.repository.ts";
import {
  ensureAllowed,
  ensureOwnerOrManager,
  type Membership,
} from "#server/modules/households/membership.ts";
import { keepForUndo } from "#server/modules/undo/undo.service.ts";
import { buildCalendarFeed, type FeedEvent } from "#shared/calendar/ics.ts";
import {
  addDays,
  dateInZone,
  type IsoDate,
  startOfDayInZone,
} from "#shared/calendar/zoned-time.ts";
import { can } from "#shared/domain/permissions.ts";
import calendarTexts from "#shared/i18n/locales/es/calendar.json" with { type: "json" };
import type {
  CalendarEvent,
  CalendarRange,
  CalendarSubscription,
  CalendarView,
  IcsImportResult,
  NewEvent,
} from "#shared/schemas/calendar.ts";

/**
 * The household calendar. Like the task services, each function takes the service context, the
 * acting member's membership and input parsed with #shared/schemas/calendar.ts, so the
 * assistant's tools can call them too; each write announces itself, so that open calendars
 * refresh whoever made it.
 */

/** Most events one view or one import handles; beyond that a view is cut, an import skips. */
const maxEventsPerView = 1000;
const maxTasksPerView = 1000;
export const maxImportedEvents = 2000;
/** A subscription publishes a year of history and everything ahead. */
const feedHistoryDays = 365;
/** How far ahead a subscription publishes the occurrences of repeating events. */
const feedFutureDays = 365;
const maxFeedEvents = 5000;
/** RFC 5545 wants globally unique UIDs: our ids, at our domain. */
const uidDomain = "hogaria.app";

/** Feeds are read by calendar apps, not by our web app: they speak the household's Spanish. */
function eventTypeLabel(type: string): string {
  return (calendarTexts.types as Record<string, string>)[type] ?? type;
}

function announce(
  ctx: ServiceContext,
  membership: Membership,
  action: "created" | "updated" | "deleted" | "imported",
  id?: string,
): void {
  ctx.live.publish(membership.householdId, {
    topic: "calendar",
    action,
    ...(id && { id }),
    actorId: membership.userId,
  });
}

/** The days of a range, and the instants they span in the household's zone. Timed events are
 * looked for a day beyond each end, because browsers show them in their own time zone. */
export function eventWindow(from: IsoDate, to: IsoDate, timeZone: string, pad = 0): EventWindow {
  return {
    fromDate: from,
    toDate: to,
    timedFrom: startOfDayInZone(addDays(from, -pad), timeZone),
    timedTo: startOfDayInZone(addDays(to, 1 + pad), timeZone),
  };
}

export async function listEvents(
  { db }: ServiceContext,
  membership: Membership,
  range: CalendarRange,
): Promise<CalendarEvent[]> {
  const timeZone = await findHouseholdTimeZone(db, membership.householdId);
  const window = eventWindow(range.from, range.to, timeZone, 1);
  const [once, series] = await Promise.all([
    selectEventsInWindow(db, membership.householdId, window, maxEventsPerView),
    selectSeriesInWindow(db, membership.householdId, window, maxEventsPerView),
  ]);
  // Every occurrence of a repeating event in the range; edits and deletes act on its series.
  const occurrences = series
    .map(toCalendarEvent)
    .flatMap((event) => expandOccurrences(event, window, timeZone));
  return [...once.map(toCalendarEvent), ...occurrences].sort(byStart).slice(0, maxEventsPerView);
}

/** A calendar view in one request: the events of the days and the tasks due on them. */
export async function getCalendarView(
  ctx: ServiceContext,
  membership: Membership,
  range: CalendarRange,
): Promise<CalendarView> {
  const [events, tasks] = await Promise.all([
    listEvents(ctx, membership, range),
    selectTasksDueBetween(ctx.db, membership.householdId, range.from, range.to, maxTasksPerView),
  ]);
  return { events, tasks };
}

export async function createEvent(
  ctx: ServiceContext,
  membership: Membership,
  input: NewEvent,
): Promise<CalendarEvent> {
  const { db } = ctx;
  ensureAllowed(membership, "content.create");
  const id = uuidv7();
  await insertEvents(
    db,
    [
      {
        ...input,
        id,
        householdId: membership.householdId,
        authorId: membership.profileId,
        externalUid: null,
      },
    ],
    new Date(),
  );
  const event = await mustFind(db, membership, id);
  announce(ctx, membership, "created", id);
  return event;
}

async function mustFind(db: Executor, membership: Membership, id: string): Promise<CalendarEvent> {
  const row = await findEvent(db, membership.householdId, id);
  if (!row) throw notFound();
  return toCalendarEvent(row);
}

/** Replaces an event's details (its author, or an owner or admin). */
export async function updateEvent(
  ctx: ServiceContext,
  membership: Membership,
  id: string,
  input: NewEvent,
): Promise<CalendarEvent> {
  const { db } = ctx;
  const current = await mustFind(db, membership, id);
  ensureOwnerOrManager(membership, current.authorId);
  if (!(await updateEventRow(db, membership.householdId, id, input, new Date()))) throw notFound();
  const event = await mustFind(db, membership, id);
  announce(ctx, membership, "updated", id);
  return event;
}

export async function deleteEvent(
  ctx: ServiceContext,
  membership: Membership,
  id: string,
): Promise<void> {
  const { db } = ctx;
  const current = await mustFind(db, membership, id);
  ensureOwnerOrManager(membership, current.authorId);
  await db.transaction().execute(async (trx) => {
    await keepForUndo(trx, membership, "events", id);
    if (!(await deleteEventRow(trx, membership.householdId, id))) throw notFound();
  });
  announce(ctx, membership, "deleted", id);
}

/**
 * Adds the events of an .ics file. Events already imported (same UID) are updated rather than
 * duplicated, so importing a newer export of the same calendar is safe.
 */
export async function importIcs(
  ctx: ServiceContext,
  membership: Membership,
  ics: string,
): Promise<IcsImportResult> {
  const { db } = ctx;
  ensureAllowed(membership, "content.create");
  const timeZone = await findHouseholdTimeZone(db, membership.householdId);
  const now = new Date();
  // The .ics reader (ical.js) loads with the first import, not at start (ADR 021: memory).
  const { parseIcsEvents } = await import("#server/modules/calendar/ics-import.ts");
  const parsed = parseIcsEvents(ics, {
    fallbackTimeZone: timeZone,
    now,
    maxEvents: maxImportedEvents,
  });
  // A file may repeat a UID (one event exported twice): the last one wins.
  const byUid = new Map(parsed.events.map((event) => [event.uid, event]));
  const result = await db.transaction().execute(async (trx) => {
    const existing = await selectImportedUids(trx, membership.householdId, [...byUid.keys()]);
    const fresh = [...byUid.values()].filter((event) => !existing.has(event.uid));
    await insertEvents(
      trx,
      fresh.map((event) => ({
        ...event,
        eventType: "general",
        id: uuidv7(),
        householdId: membership.householdId,
        authorId: membership.profileId,
        externalUid: event.uid,
      })),
      now,
    );
    let updated = 0;
    for (const event of byUid.values()) {
      const id = existing.get(event.uid);
      if (!id) continue;
      const values = { ...event, eventType: "general" };
      if (await updateEventRow(trx, membership.householdId, id, values, now)) updated++;
    }
    return {
      imported: fresh.length,
      updated,
      skipped: parsed.skipped + (parsed.events.length - byUid.size),
    };
  });
  if (result.imported + result.updated > 0) announce(ctx, membership, "imported");
  return result;
}

/** 32 random bytes: as hard to guess as a session token. */
function newFeedToken(): string {
  return randomBytes(32).toString("base64url");
}

function subscriptionFor(token: string, publicUrl: string, membership: Membership) {
  const url = new URL(`/api/calendar/feed/${token}.ics`, publicUrl).toString();
  return {
    url,
    webcalUrl: url.replace(/^https?:/, "webcal:"),
    canRegenerate: can(membership.role, "household.manage"),
  } satisfies CalendarSubscription;
}

/** The household's private subscription URL, created the first time a member asks for it. */
export async function getSubscription(
  { db }: ServiceContext,
  membership: Membership,
  publicUrl: string,
): Promise<CalendarSubscription> {
  let token = await selectFeedToken(db, membership.householdId);
  if (!token) {
    await writeFeedToken(db, membership.householdId, newFeedToken(), true);
    token = await selectFeedToken(db, membership.householdId);
  }
  return subscriptionFor(token as string, publicUrl, membership);
}

/** A new URL; calendars subscribed to the old one stop receiving the household's events. */
export async function regenerateSubscription(
  { db }: ServiceContext,
  membership: Membership,
  publicUrl: string,
): Promise<CalendarSubscription> {
  ensureAllowed(membership, "household.manage");
  const token = newFeedToken();
  await writeFeedToken(db, membership.householdId, token, false);
  return subscriptionFor(token, publicUrl, membership);
}

/**
 * The iCalendar feed behind a subscription URL (no session: the token is the key), or null for
 * an unknown token. Open tasks with a due date appear as all-day events on their day.
 */
export async function renderCalendarFeed(
  { db }: ServiceContext,
  token: string,
): Promise<string | null> {
  const household = await findHouseholdByFeedToken(db, token);
  if (!household) return null;
  const now = new Date();
  const today = dateInZone(now, household.timeZone);
  // Repeating events are published as their occurrences, from a year back to a year ahead.
  const feedWindow = eventWindow(
    addDays(today, -feedHistoryDays),
    addDays(today, feedFutureDays),
    household.timeZone,
  );
  const [events, series, tasks] = await Promise.all([
    selectFeedEvents(
      db,
      household.id,
      new Date(now.getTime() - feedHistoryDays * 86_400_000),
      maxFeedEvents,
    ),
    selectSeriesInWindow(db, household.id, feedWindow, maxFeedEvents),
    selectOpenTasksWithDueDate(db, household.id, addDays(today, -feedHistoryDays), maxFeedEvents),
  ]);
  const occurrences = series
    .map(toCalendarEvent)
    .flatMap((event) => expandOccurrences(event, feedWindow, household.timeZone));
  const oneOffs = events.map(toCalendarEvent).filter((event) => !event.recurrence);
  const feedEvents: FeedEvent[] = [
    ...[...oneOffs, ...occurrences].slice(0, maxFeedEvents).map((event) => ({
      uid: event.recurrence
        ? `${event.id}-${event.start.replace(/[^0-9]/g, "").slice(0, 12)}@${uidDomain}`
        : `${event.id}@${uidDomain}`,
      title: event.title,
      description: event.notes,
      category: eventTypeLabel(event.eventType),
      allDay: event.allDay,
      start: event.start,
      end: event.end,
      updatedAt: event.updatedAt,
    })),
    ...tasks.map((task) => ({
      uid: `task-${task.id}@${uidDomain}`,
      title: `${calendarTexts.feed.taskPrefix} ${task.title}`,
      description: task.description,
      category: calendarTexts.feed.taskCategory,
      allDay: true,
      start: task.dueDate,
      end: null,
      updatedAt: task.updatedAt,
    })),
  ];
  return buildCalendarFeed({
    name: `Hogaria · ${household.name}`,
    timeZone: household.timeZone,
    events: feedEvents,
    now,
  });
}
