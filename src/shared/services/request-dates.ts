import { isCalendarDate } from "#shared/pantry/expiry.ts";

/** A preferred date is a calendar day ("2026-11-28"). It is kept in a timestamp column at noon UTC,
 * which is the same calendar day in every time zone from UTC-11 to UTC+11 (all of Latin America),
 * so the day never shifts when read back. */
export function preferredDateToTimestamp(date: string): string {
  if (!isCalendarDate(date)) throw new RangeError(`fecha inválida: ${date}`);
  return `${date}T12:00:00.000Z`;
}

export function timestampToPreferredDate(timestamp: string | null): string | null {
  return timestamp ? timestamp.slice(0, 10) : null;
}
