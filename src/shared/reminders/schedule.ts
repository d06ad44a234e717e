/**
 * When reminders happen, as pure functions of the household's time zone (issue 10). Local times
 * are turned into instants with the zone's rules of that very day, so a 07:30 brief stays at
 * 07:30 on both sides of a daylight-saving change.
 */
import {
  addDays,
  dateInZone,
  type IsoDate,
  parseIsoDate,
  timeInZone,
  zonedParts,
  zonedTimeToUtc,
} from "#shared/calendar/zoned-time.ts";
import type { RecurringPattern } from "#shared/domain/tasks.ts";
import { dayReminderTime, taskDueTime } from "#shared/reminders/kinds.ts";
import { occurrenceAfter } from "#shared/tasks/recurrence.ts";

const minute = 60_000;

/** The instant a local wall-clock time ("HH:mm") happens on a calendar day in a zone. */
export function atLocalTime(date: IsoDate, time: string, timeZone: string): Date {
  // Read without splitting: the scheduler asks this thousands of times a plan (issue 18).
  const colon = time.indexOf(":");
  const end = colon < 0 ? -1 : time.indexOf(":", colon + 1);
  const hour = Number(colon < 0 ? time : time.slice(0, colon));
  const min = colon < 0 ? 0 : Number(end < 0 ? time.slice(colon + 1) : time.slice(colon + 1, end));
  const { year, month, day } = parseIsoDate(date);
  return zonedTimeToUtc({ year, month, day, hour, minute: min, second: 0 }, timeZone);
}

const dayMinutes = 24 * 60;

/** Leads of whole days count calendar days on the wall clock ("1 day before" at 09:00 stays
 * 09:00 across a daylight-saving change); the rest counts real minutes. */
function beforeWallTime(date: IsoDate, time: string, leadMinutes: number, timeZone: string): Date {
  const days = Math.floor(leadMinutes / dayMinutes);
  const rest = leadMinutes - days * dayMinutes;
  return new Date(atLocalTime(addDays(date, -days), time, timeZone).getTime() - rest * minute);
}

/** A task due on `dueDate` reminds `leadMinutes` before its due time ("HH:mm" local), or
 * before 09:00 local that day when it has none. */
export function taskReminderAt(
  dueDate: IsoDate,
  leadMinutes: number,
  timeZone: string,
  dueTime: string | null = null,
): Date {
  return beforeWallTime(dueDate, dueTime ?? taskDueTime, leadMinutes, timeZone);
}

/**
 * The due dates of a task's occurrences that fall in [from, to]. A recurring task that is not
 * completed keeps its rhythm: a weekly Monday task reminds every Monday until it is done (when
 * it is done, the next occurrence is a task of its own and reminds for itself).
 */
export function taskOccurrences(
  dueDate: IsoDate,
  pattern: RecurringPattern,
  from: IsoDate,
  to: IsoDate,
): IsoDate[] {
  if (pattern === "none") return dueDate >= from && dueDate <= to ? [dueDate] : [];
  const dates: IsoDate[] = [];
  // The k-th occurrence is k periods after the due date (counted from the due date each time,
  // so the 31st comes back after a short month). Start a little before `from` rather than
  // stepping there from a due date long past (issue 18: the scheduler did so for every task on
  // every plan). Bounded: a daily task many years overdue must not spin; 400 steps is more
  // than a year, and no occurrence past them is reminded.
  for (let step = stepsBefore(dueDate, pattern, from); step < 400; step++) {
    const date = occurrenceAfter(dueDate, pattern, step);
    if (date > to) break;
    if (date >= from) dates.push(date);
  }
  return dates;
}

/** How many whole periods of the pattern fit between the due date and `from` (at least 0):
 * every occurrence before that step falls before `from`. */
function stepsBefore(
  dueDate: IsoDate,
  pattern: Exclude<RecurringPattern, "none">,
  from: IsoDate,
): number {
  if (from <= dueDate) return 0;
  const a = parseIsoDate(dueDate);
  const b = parseIsoDate(from);
  if (pattern === "monthly") return Math.max(0, (b.year - a.year) * 12 + (b.month - a.month) - 1);
  const days = Math.floor(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000,
  );
  return pattern === "daily" ? days : Math.floor(days / 7);
}

/** A timed event reminds `leadMinutes` before it starts; an all-day one counts back from 08:00. */
export function eventReminderAt(
  event: { start: string; allDay: boolean },
  leadMinutes: number,
  timeZone: string,
): Date {
  if (event.allDay) {
    return beforeWallTime(event.start.slice(0, 10), dayReminderTime, leadMinutes, timeZone);
  }
  // The start's wall clock, the lead's days counted back on it (`beforeWallTime`), read as
  // numbers: the scheduler asks this for every event and member (issue 18).
  const wall = zonedParts(new Date(event.start), timeZone);
  const days = Math.floor(leadMinutes / dayMinutes);
  const rest = leadMinutes - days * dayMinutes;
  const day = new Date(Date.UTC(wall.year, wall.month - 1, wall.day - days));
  const at = zonedTimeToUtc(
    {
      year: day.getUTCFullYear(),
      month: day.getUTCMonth() + 1,
      day: day.getUTCDate(),
      hour: wall.hour,
      minute: wall.minute,
      second: 0,
    },
    timeZone,
  );
  return new Date(at.getTime() - rest * minute);
}

/** Day reminders (pantry, service visits) and the morning brief: a local time on a day. */
export function dayReminderAt(date: IsoDate, timeZone: string, time = dayReminderTime): Date {
  return atLocalTime(date, time, timeZone);
}

export interface QuietHours {
  quietStart: string | null;
  quietEnd: string | null;
}

/** Whether a local time ("HH:mm") is inside quiet hours; they may wrap midnight (22:00–07:00). */
export function isQuietTime(time: string, quiet: QuietHours): boolean {
  const { quietStart: start, quietEnd: end } = quiet;
  if (!start || !end || start === end) return false;
  return start < end ? time >= start && time < end : time >= start || time < end;
}

/** When an interrupting message due at `instant` may go out: at once, or when quiet hours end. */
export function releaseAfterQuietHours(instant: Date, quiet: QuietHours, timeZone: string): Date {
  const local = timeInZone(instant, timeZone);
  if (!quiet.quietEnd || !isQuietTime(local, quiet)) return instant;
  const today = dateInZone(instant, timeZone);
  const endDay = local < quiet.quietEnd ? today : addDays(today, 1);
  return atLocalTime(endDay, quiet.quietEnd, timeZone);
}
