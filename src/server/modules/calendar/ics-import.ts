import ICAL from "ical.js";
import { ApiError } from "#server/http/errors.ts";
import {
  addDays,
  formatIsoDate,
  type IsoDate,
  isValidTimeZone,
  zonedTimeToUtc,
} from "#shared/calendar/zoned-time.ts";

/** An event read from an .ics file, in the shape of the calendar's input. */
export interface ImportedEvent {
  uid: string;
  title: string;
  notes: string | null;
  allDay: boolean;
  /** "YYYY-MM-DD" (all-day) or an ISO instant. */
  start: string;
  /** Last day, inclusive (all-day), or an ISO instant; null: one day / no end. */
  end: string | null;
}

export interface IcsParseOptions {
  /** Used for floating times and for time zones the file names but we can't resolve. */
  fallbackTimeZone: string;
  now: Date;
  /** Most events one file may bring; the rest are counted as skipped. */
  maxEvents: number;
}

/** Recurring events become their occurrences from a month ago to a year ahead. */
const pastDays = 31;
const futureDays = 366;
/** Guards against rules like FREQ=SECONDLY: the most occurrences looked at per series. */
const maxIterations = 20_000;

type Zones = Map<string, ICAL.Timezone>;

function toIsoDate(time: ICAL.Time): IsoDate {
  return formatIsoDate(time.year, time.month, time.day);
}

/** The instant a DATE-TIME of the file means: UTC, an IANA zone, a VTIMEZONE of the file, or —
 * for floating times and names we don't know (Outlook's "Pacific Standard Time" without its
 * VTIMEZONE) — the household's own zone. */
function toInstant(time: ICAL.Time, tzid: string | null, zones: Zones, fallback: string): Date {
  const parts = {
    year: time.year,
    month: time.month,
    day: time.day,
    hour: time.hour,
    minute: time.minute,
    second: time.second,
  };
  if (time.zone === ICAL.Timezone.utcTimezone || tzid?.toUpperCase() === "UTC") {
    return new Date(
      Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second),
    );
  }
  if (tzid && isValidTimeZone(tzid)) return zonedTimeToUtc(parts, tzid);
  const zone = tzid ? zones.get(tzid) : undefined;
  if (zone) return new Date(new ICAL.Time({ ...parts, isDate: false }, zone).toUnixTime() * 1000);
  return zonedTimeToUtc(parts, fallback);
}

function tzidOf(component: ICAL.Component, property: string): string | null {
  const value = component.getFirstProperty(property)?.getParameter("tzid");
  return typeof value === "string" ? value : null;
}

function textOf(component: ICAL.Component, property: string): string | null {
  const value = component.getFirstPropertyValue(property);
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

function readCalendars(ics: string): ICAL.Component[] {
  try {
    const parsed = ICAL.parse(ics.replace(/^\uFEFF/, ""));
    // ICAL.parse answers one component, or a list when the file holds several calendars.
    const list = (Array.isArray(parsed[0]) ? parsed : [parsed]) as unknown[];
    const calendars = list.map((jcal) => new ICAL.Component(jcal as unknown[]));
    if (!calendars.some((calendar) => calendar.name === "vcalendar"))
      throw new Error("no VCALENDAR");
    return calendars;
  } catch {
    throw new ApiError(400, "ICS_INVALID");
  }
}

/**
 * Reads the VEVENTs of an .ics file (Google Calendar, Outlook and Apple Calendar exports):
 * all-day and timed, TZID with or without its VTIMEZONE, DTEND or DURATION, recurring events
 * expanded with their exceptions, cancelled ones left out.
 */
export function parseIcsEvents(
  ics: string,
  options: IcsParseOptions,
): { events: ImportedEvent[]; skipped: number } {
  const calendars = readCalendars(ics);
  const zones: Zones = new Map();
  for (const calendar of calendars) {
    for (const component of calendar.getAllSubcomponents("vtimezone")) {
      const tzid = component.getFirstPropertyValue("tzid");
      if (typeof tzid === "string") zones.set(tzid, new ICAL.Timezone(component));
    }
  }
  const vevents = calendars.flatMap((calendar) => calendar.getAllSubcomponents("vevent"));
  const exceptions = vevents.filter((component) => component.hasProperty("recurrence-id"));
  const masters = vevents.filter((component) => !component.hasProperty("recurrence-id"));

  const events: ImportedEvent[] = [];
  let skipped = 0;
  const windowStart = new Date(options.now.getTime() - pastDays * 86_400_000);
  const windowEnd = new Date(options.now.getTime() + futureDays * 86_400_000);

  const push = (event: ImportedEvent) => {
    if (events.length < options.maxEvents) events.push(event);
    else skipped++;
  };

  for (const component of masters) {
    const dtstart = component.getFirstPropertyValue("dtstart");
    if (!(dtstart instanceof ICAL.Time)) {
      skipped++;
      continue;
    }
    const status = textOf(component, "status");
    if (status?.toUpperCase() === "CANCELLED") continue;

    const event = new ICAL.Event(component);
    const uid = event.uid || `${event.summary}-${dtstart.toString()}`;
    for (const exception of exceptions) {
      if (exception.getFirstPropertyValue("uid") === event.uid) event.relateException(exception);
    }
    const convert = (
      item: ICAL.Event,
      start: ICAL.Time,
      end: ICAL.Time | null,
      occurrenceUid: string,
    ) => {
      // An exception (RECURRENCE-ID) may rename one occurrence.
      const base = {
        title: (item.summary || "").trim().slice(0, 200) || "Evento sin título",
        notes: (item.description || "").trim().slice(0, 2000) || null,
      };
      if (start.isDate) {
        // DTEND of an all-day event is the day after its last day.
        const lastDay = end ? addDays(toIsoDate(end), -1) : null;
        const startDay = toIsoDate(start);
        return {
          ...base,
          uid: occurrenceUid,
          allDay: true,
          start: startDay,
          end: lastDay && lastDay > startDay ? lastDay : null,
        };
      }
      const tzid = tzidOf(item.component, "dtstart");
      const endTzid = tzidOf(item.component, "dtend") ?? tzid;
      const startsAt = toInstant(start, tzid, zones, options.fallbackTimeZone);
      const endsAt = end ? toInstant(end, endTzid, zones, options.fallbackTimeZone) : null;
      return {
        ...base,
        uid: occurrenceUid,
        allDay: false,
        start: startsAt.toISOString(),
        end: endsAt && endsAt > startsAt ? endsAt.toISOString() : null,
      };
    };

    if (!event.isRecurring()) {
      const hasEnd = component.hasProperty("dtend") || component.hasProperty("duration");
      push(convert(event, event.startDate, hasEnd ? event.endDate : null, uid));
      continue;
    }
    const iterator = event.iterator();
    for (let step = 0; step < maxIterations; step++) {
      const next = iterator.next();
      if (!next) break;
      const details = event.getOccurrenceDetails(next);
      const occurrence = convert(
        details.item,
        details.startDate,
        details.endDate,
        `${uid}/${next.toString()}`,
      );
      const startsAt = new Date(
        occurrence.allDay ? `${occurrence.start}T00:00:00Z` : occurrence.start,
      );
      if (startsAt > windowEnd) break;
      if (startsAt < windowStart) continue;
      if (textOf(details.item.component, "status")?.toUpperCase() === "CANCELLED") continue;
      push(occurrence);
    }
  }
  return { events, skipped };
}
