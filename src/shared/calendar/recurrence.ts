import { addDays, addMonths, type IsoDate, parseIsoDate } from "#shared/calendar/zoned-time.ts";

/**
 * Repeating events (issue 20). Weekly on some days of the week (ISO numbers: 1 = lunes …
 * 7 = domingo, weeks start on Monday), or monthly on the day of the month the series started.
 * A monthly series started on the 29th, 30th or 31st falls on the last day of shorter months
 * (31 January → 28 February → 31 March), the way people pay rent "at the end of the month".
 */
export const recurrenceFrequencies = ["weekly", "monthly"] as const;
export type RecurrenceFrequency = (typeof recurrenceFrequencies)[number];

export interface Recurrence {
  frequency: RecurrenceFrequency;
  /** ISO weekdays, ascending, for a weekly series; empty for a monthly one. */
  days: number[];
  /** The last day an occurrence may start (inclusive); null for ever. */
  until: IsoDate | null;
}

/** 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: IsoDate): number {
  const { year, month, day } = parseIsoDate(date);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** Most occurrences one series gives one view: a year of every day is 366. */
const maxOccurrences = 400;

/**
 * The days, from `from` to `to` inclusive, on which occurrences of a series that started on
 * `seriesStart` begin. Never before the series' start nor after its `until`.
 */
export function occurrenceDates(
  seriesStart: IsoDate,
  rule: Recurrence,
  from: IsoDate,
  to: IsoDate,
): IsoDate[] {
  const first = from > seriesStart ? from : seriesStart;
  const last = rule.until !== null && rule.until < to ? rule.until : to;
  const dates: IsoDate[] = [];
  if (first > last) return dates;
  if (rule.frequency === "weekly") {
    const days = new Set(rule.days);
    for (let date = first; date <= last && dates.length < maxOccurrences; date = addDays(date, 1)) {
      if (days.has(isoWeekday(date))) dates.push(date);
    }
    return dates;
  }
  // Counted from the series' start each time, so a 31st stays a 31st after a short month.
  const start = parseIsoDate(seriesStart);
  const target = parseIsoDate(first);
  let months = (target.year - start.year) * 12 + (target.month - start.month) - 1;
  for (months = Math.max(0, months); dates.length < maxOccurrences; months++) {
    const date = addMonths(seriesStart, months);
    if (date > last) break;
    if (date >= first) dates.push(date);
  }
  return dates;
}

/** "2,4" as stored, to [2, 4]; anything else to none. */
export function parseWeekdays(stored: string | null): number[] {
  if (!stored) return [];
  return [...new Set(stored.split(",").map(Number))]
    .filter((day) => Number.isInteger(day) && day >= 1 && day <= 7)
    .sort((a, b) => a - b);
}
