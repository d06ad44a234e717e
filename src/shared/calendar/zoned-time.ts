/**
 * Calendar arithmetic in a household's IANA time zone, with Intl only (runs in Node and the
 * browser). "Dates" are floating calendar days written "YYYY-MM-DD": a task due on the 25th is
 * due on the 25th wherever the member is, so dates are never shifted between zones.
 */

export type IsoDate = string;

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock reading of an instant in a time zone. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const wall = new Date(instant.getTime() + offsetMs(instant.getTime(), timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** What Intl reads on the wall clock: slow (it allocates every part), so asked twice per zone and
 * day (see `offsetMs`). */
function readWallClock(instant: Date, timeZone: string): ZonedParts {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

export function formatIsoDate(year: number, month: number, day: number): IsoDate {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The calendar day an instant falls on in a time zone. */
export function dateInZone(instant: Date, timeZone: string): IsoDate {
  const { year, month, day } = zonedParts(instant, timeZone);
  return formatIsoDate(year, month, day);
}

/** "HH:mm" of an instant in a time zone. */
export function timeInZone(instant: Date, timeZone: string): string {
  const { hour, minute } = zonedParts(instant, timeZone);
  return `${pad(hour)}:${pad(minute)}`;
}

const quarterHour = 15 * 60_000;
const dayMs = 86_400_000;
/**
 * Zone offsets, measured once per zone and UTC day (issue 18: the reminder scheduler asks for
 * them hundreds of thousands of times a pass). Since 1980 every zone's offset is a whole number
 * of quarter hours and changes at most once in a UTC day, at a quarter-hour boundary: a day whose
 * first and last quarter hours have the same offset has it throughout; a day with a change keeps
 * its offset per quarter hour. Keyed by number, so a call that finds its day allocates nothing.
 */
const cachedSince = Date.UTC(1980, 0, 1);
interface ZoneOffsets {
  /** UTC day → the offset the whole day, or NaN: it changes that day (see `quarters`). */
  days: Map<number, number>;
  /** UTC quarter hour → its offset, on the days the offset changes. */
  quarters: Map<number, number>;
}
const zoneOffsets = new Map<string, ZoneOffsets>();
let offsetsKept = 0;
/** Days and quarter hours kept across all zones; past it the cache starts afresh. */
const maxOffsets = 20_000;

function offsetsOf(timeZone: string): ZoneOffsets {
  if (offsetsKept >= maxOffsets) {
    zoneOffsets.clear();
    offsetsKept = 0;
  }
  let zone = zoneOffsets.get(timeZone);
  if (!zone) {
    zone = { days: new Map(), quarters: new Map() };
    zoneOffsets.set(timeZone, zone);
  }
  return zone;
}

function offsetMs(instant: number, timeZone: string): number {
  if (instant < cachedSince) return measuredOffsetMs(instant, timeZone);
  const zone = offsetsOf(timeZone);
  const day = Math.floor(instant / dayMs);
  let offset = zone.days.get(day);
  if (offset === undefined) {
    const first = measuredOffsetMs(day * dayMs, timeZone);
    const last = measuredOffsetMs((day + 1) * dayMs - quarterHour, timeZone);
    offset = first === last ? first : Number.NaN;
    zone.days.set(day, offset);
    offsetsKept++;
  }
  if (!Number.isNaN(offset)) return offset;
  const quarter = Math.floor(instant / quarterHour);
  let exact = zone.quarters.get(quarter);
  if (exact === undefined) {
    exact = measuredOffsetMs(quarter * quarterHour, timeZone);
    zone.quarters.set(quarter, exact);
    offsetsKept++;
  }
  return exact;
}

function measuredOffsetMs(instant: number, timeZone: string): number {
  const p = readWallClock(new Date(instant), timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant at which a wall-clock time happens in a time zone. A time skipped by a DST jump
 * moves forward by the jump (02:30 becomes 03:30); a repeated time is its first occurrence. */
export function zonedTimeToUtc(parts: ZonedParts, timeZone: string): Date {
  const wall = Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  );
  const first = wall - offsetMs(wall, timeZone);
  const second = wall - offsetMs(first, timeZone);
  if (first === second) return new Date(first);
  // Two candidate offsets around a transition: keep the earliest that reads back as `wall`.
  const candidates = [Math.min(first, second), Math.max(first, second)];
  const exact = candidates.find((candidate) => candidate + offsetMs(candidate, timeZone) === wall);
  return new Date(exact ?? Math.max(first, second));
}

export function parseIsoDate(date: IsoDate): { year: number; month: number; day: number } {
  // Read in place rather than split: planning reminders parses dates thousands of times a pass.
  const first = date.indexOf("-");
  if (first < 0) return { year: Number(date), month: 1, day: 1 };
  const second = date.indexOf("-", first + 1);
  const year = Number(date.slice(0, first));
  if (second < 0) return { year, month: Number(date.slice(first + 1)), day: 1 };
  const third = date.indexOf("-", second + 1);
  const day = Number(third < 0 ? date.slice(second + 1) : date.slice(second + 1, third));
  return { year, month: Number(date.slice(first + 1, second)), day };
}

/** Midnight at the start of a calendar day in a time zone. */
export function startOfDayInZone(date: IsoDate, timeZone: string): Date {
  return zonedTimeToUtc({ ...parseIsoDate(date), hour: 0, minute: 0, second: 0 }, timeZone);
}

/** A floating date stored in a timestamp column: that day's midnight in UTC. */
export function dateToStoredInstant(date: IsoDate): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

export function storedInstantToDate(value: Date | string): IsoDate {
  return (value instanceof Date ? value : new Date(value)).toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const { year, month, day } = parseIsoDate(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Same day `months` later, clamped to the month's last day (31 January + 1 = 28/29 February). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = parseIsoDate(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return formatIsoDate(
    targetYear,
    targetMonth,
    Math.min(day, daysInMonth(targetYear, targetMonth)),
  );
}

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const { year, month, day } = parseIsoDate(value);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}
