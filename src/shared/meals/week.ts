import { isCalendarDate } from "#shared/pantry/expiry.ts";

/** Calendar-day arithmetic on "YYYY-MM-DD" strings, in UTC so no time zone shifts a day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Monday of the week a day is in (spec §9: weeks start on Monday). */
export function weekStartOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Monday to Sunday of the week starting on `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

export function isMonday(day: string): boolean {
  return isCalendarDate(day) && weekStartOf(day) === day;
}
