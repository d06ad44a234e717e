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

/** The query parameter of /meals that names the week shown (?semana=2026-11-30). */
export const weekParam = "semana";

/** The Monday of the week a /meals link asks for (any day of it names its week); this week's
 * Monday when the link names none or something that is not a calendar day. */
export function linkedWeekStart(value: string | null | undefined, today: string): string {
  return weekStartOf(value && isCalendarDate(value) ? value : today);
}

/** The link to the meals page open on the week of `day` (a reminder's, a search result's). */
export function mealsWeekLink(day: string): string {
  return `/meals?${weekParam}=${weekStartOf(day)}`;
}
