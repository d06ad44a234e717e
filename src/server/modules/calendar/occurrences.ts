import type { EventWindow } from "#server/modules/calendar/calendar.repository.ts";
import { occurrenceDates } from "#shared/calendar/recurrence.ts";
import {
  addDays,
  dateInZone,
  type IsoDate,
  parseIsoDate,
  zonedParts,
  zonedTimeToUtc,
} from "#shared/calendar/zoned-time.ts";
import type { CalendarEvent } from "#shared/schemas/calendar.ts";

const dayMs = 86_400_000;

function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
}

/** What a series' occurrences are computed from (the reminder planner reads no more of it). */
type Occurring = Pick<
  CalendarEvent,
  "allDay" | "start" | "end" | "recurrence" | "seriesStart" | "seriesEnd"
>;

/**
 * The occurrences of an event that overlap a window: the event itself for a one-off, and for
 * a repeating series each occurrence, with the series' length. A timed series keeps its wall
 * time in the household's zone across daylight-saving changes (a class at 17:00 stays at 17:00).
 */
export function expandOccurrences<Event extends Occurring>(
  event: Event,
  window: EventWindow,
  timeZone: string,
): Event[] {
  const rule = event.recurrence;
  if (!rule) return [event];
  if (event.allDay) {
    const length = event.seriesEnd ? daysBetween(event.seriesStart, event.seriesEnd) : 0;
    return occurrenceDates(
      event.seriesStart,
      rule,
      addDays(window.fromDate, -length),
      window.toDate,
    ).map((day) => ({ ...event, start: day, end: event.seriesEnd ? addDays(day, length) : null }));
  }
  const seriesStart = new Date(event.seriesStart);
  const length = event.seriesEnd ? new Date(event.seriesEnd).getTime() - seriesStart.getTime() : 0;
  const wall = zonedParts(seriesStart, timeZone);
  const firstDay = dateInZone(seriesStart, timeZone);
  const from = dateInZone(new Date(window.timedFrom.getTime() - length), timeZone);
  const to = dateInZone(window.timedTo, timeZone);
  const occurrences: Event[] = [];
  for (const day of occurrenceDates(firstDay, rule, addDays(from, -1), to)) {
    const start = zonedTimeToUtc({ ...wall, ...parseIsoDate(day) }, timeZone);
    const end = event.seriesEnd ? new Date(start.getTime() + length) : null;
    const startsBeforeEnd = start < window.timedTo;
    const endsAfterStart = end ? end > window.timedFrom : start >= window.timedFrom;
    if (!startsBeforeEnd || !endsAfterStart) continue;
    occurrences.push({ ...event, start: start.toISOString(), end: end?.toISOString() ?? null });
  }
  return occurrences;
}

/** Occurrences in order of start, the way the calendar lists them. */
export function byStart(a: CalendarEvent, b: CalendarEvent): number {
  const key = (event: CalendarEvent) =>
    event.allDay ? `${event.start}T00:00:00.000Z` : event.start;
  return key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
