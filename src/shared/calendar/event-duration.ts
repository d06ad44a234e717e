/** What an event form holds: days as "yyyy-MM-dd", times as "HH:mm"; an empty end date means the
 * start's day, an empty end time means no end. */
export interface EventSpan {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

const minute = 60_000;
const day = 24 * 60 * minute;
const defaultDuration = 60 * minute;

/** Wall-clock arithmetic: the form's fields read as if in UTC, so no daylight-saving jump. */
function wallClock(date: string, time: string): number | null {
  const value = Date.parse(`${date}T${time || "00:00"}:00Z`);
  return Number.isNaN(value) ? null : value;
}

const dayOf = (instant: number) => new Date(instant).toISOString().slice(0, 10);
const timeOf = (instant: number) => new Date(instant).toISOString().slice(11, 16);

/**
 * Where the end goes when the start moves: it keeps the event's duration (9:00–10:00 moved to
 * 17:00 becomes 17:00–18:00; an all-day event of three days stays three days). An end that was
 * not after the start becomes an hour after it; an event without an end keeps none.
 */
export function endFollowingStart(
  before: EventSpan,
  start: Pick<EventSpan, "startDate" | "startTime">,
  allDay: boolean,
): Pick<EventSpan, "endDate" | "endTime"> {
  const unchanged = { endDate: before.endDate, endTime: before.endTime };
  if (allDay) {
    if (!before.endDate) return unchanged;
    const oldStart = wallClock(before.startDate, "");
    const oldEnd = wallClock(before.endDate, "");
    const newStart = wallClock(start.startDate, "");
    if (oldStart === null || oldEnd === null || newStart === null) return unchanged;
    const length = Math.max(0, oldEnd - oldStart);
    return { endDate: dayOf(newStart + length), endTime: before.endTime };
  }
  if (!before.endTime) return unchanged;
  const oldStart = wallClock(before.startDate, before.startTime);
  const oldEnd = wallClock(before.endDate || before.startDate, before.endTime);
  const newStart = wallClock(start.startDate, start.startTime);
  if (oldStart === null || oldEnd === null || newStart === null || !start.startTime) {
    return unchanged;
  }
  const length = oldEnd > oldStart ? oldEnd - oldStart : defaultDuration;
  const newEnd = newStart + Math.min(length, 366 * day);
  const endDate = dayOf(newEnd);
  return { endDate: endDate === start.startDate ? "" : endDate, endTime: timeOf(newEnd) };
}
