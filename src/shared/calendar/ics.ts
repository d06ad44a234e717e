import { addDays, type IsoDate } from "#shared/calendar/zoned-time.ts";

/** One VEVENT of a subscription feed. All-day events carry floating dates (inclusive `end`);
 * timed events carry instants. */
export interface FeedEvent {
  uid: string;
  title: string;
  description?: string | null;
  category?: string | null;
  allDay: boolean;
  /** "YYYY-MM-DD" when all-day, otherwise an ISO instant. */
  start: string;
  /** Last day (inclusive) when all-day, otherwise an ISO instant; null: one day / one hour. */
  end: string | null;
  updatedAt: string;
}

export interface FeedCalendar {
  name: string;
  timeZone: string;
  events: FeedEvent[];
  /** When the feed was produced (DTSTAMP). */
  now: Date;
}

const defaultTimedLengthMs = 60 * 60 * 1000;

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT values. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after a space, never
 * splitting a UTF-8 character. */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const pieces: string[] = [];
  let current = "";
  let currentBytes = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = pieces.length === 0 ? 75 : 74; // continuation lines start with a space
    if (currentBytes + size > limit) {
      pieces.push(current);
      current = "";
      currentBytes = 0;
    }
    current += character;
    currentBytes += size;
  }
  pieces.push(current);
  return pieces.join("\r\n ");
}

function utcStamp(instant: Date | string): string {
  const iso = (instant instanceof Date ? instant : new Date(instant)).toISOString();
  return `${iso.slice(0, 19).replace(/[-:]/g, "")}Z`;
}

const dateValue = (date: IsoDate) => date.replace(/-/g, "");

function eventLines(event: FeedEvent, now: Date): string[] {
  const lines = ["BEGIN:VEVENT", `UID:${event.uid}`, `DTSTAMP:${utcStamp(now)}`];
  if (event.allDay) {
    // DTEND of an all-day event is exclusive: the day after the last one.
    const lastDay = event.end ?? event.start;
    lines.push(`DTSTART;VALUE=DATE:${dateValue(event.start)}`);
    lines.push(`DTEND;VALUE=DATE:${dateValue(addDays(lastDay, 1))}`);
  } else {
    const start = new Date(event.start);
    const end = event.end ? new Date(event.end) : new Date(start.getTime() + defaultTimedLengthMs);
    lines.push(`DTSTART:${utcStamp(start)}`, `DTEND:${utcStamp(end)}`);
  }
  lines.push(`SUMMARY:${escapeText(event.title)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.category) lines.push(`CATEGORIES:${escapeText(event.category)}`);
  lines.push(`LAST-MODIFIED:${utcStamp(event.updatedAt)}`, "END:VEVENT");
  return lines;
}

/** A complete iCalendar document for calendar apps that subscribe to a URL (Google Calendar,
 * Outlook, Apple Calendar): CRLF line ends, folded lines, escaped text. */
export function buildCalendarFeed(calendar: FeedCalendar): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Hogaria//Calendario del hogar//ES",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-TIMEZONE:${calendar.timeZone}`,
    // How often subscribers should refresh (Apple and Outlook read these; Google has its own).
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
    ...calendar.events.flatMap((event) => eventLines(event, calendar.now)),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
