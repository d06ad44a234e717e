/** One calendar event, as RFC 5545 iCalendar text that every calendar app imports. */
export interface IcsEvent {
  /** Globally unique, e.g. "<random>@hogaria.app". */
  uid: string;
  /** When the file was made (DTSTAMP). */
  createdAt: Date;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  /** Adds a reminder this many minutes before the start. */
  alarmMinutesBefore?: number;
}

/** 20261201T000000Z: instants are written in UTC, which needs no VTIMEZONE block. */
export function formatIcsUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** TEXT values escape backslashes, semicolons, commas and line breaks (RFC 5545 §3.3.11). */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r?\n/g, "\\n");
}

const maxLineOctets = 75;
const encoder = new TextEncoder();

/**
 * Folds a content line into lines of at most 75 octets, each continuation starting with a space
 * (RFC 5545 §3.1). Counts UTF-8 bytes and never splits a character: 'Práctica' must survive.
 */
export function foldIcsLine(line: string): string[] {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = lines.length === 0 ? maxLineOctets : maxLineOctets - 1;
    if (octets + size > limit) {
      lines.push(lines.length === 0 ? current : ` ${current}`);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  lines.push(lines.length === 0 ? current : ` ${current}`);
  return lines;
}

export function buildIcsEvent(event: IcsEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Hogaria//Demo//ES",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${formatIcsUtc(event.createdAt)}`,
    `DTSTART:${formatIcsUtc(event.start)}`,
    `DTEND:${formatIcsUtc(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.alarmMinutesBefore === undefined
      ? []
      : [
          "BEGIN:VALARM",
          "ACTION:DISPLAY",
          `DESCRIPTION:${escapeIcsText(event.summary)}`,
          `TRIGGER:-PT${event.alarmMinutesBefore}M`,
          "END:VALARM",
        ]),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  // Every line, the last one included, ends in CRLF.
  return `${lines.flatMap(foldIcsLine).join("\r\n")}\r\n`;
}
