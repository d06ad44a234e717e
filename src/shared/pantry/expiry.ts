/** Spec §9: an item is expiring when its expiry date is within 7 days. */
export const expiringWithinDays = 7;

/** The calendar date ("2026-11-22") it is now in a time zone: "today" for a household. */
export function localDate(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

const dayMs = 24 * 60 * 60 * 1000;

/** Whole days from one calendar date to another (negative when `to` is before `from`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
}

export type ExpiryState = "expired" | "expiring" | "fresh" | "none";

/** expired: the date has passed; expiring: today up to 7 days ahead; fresh: later; none: no date. */
export function expiryState(expiryDate: string | null, today: string): ExpiryState {
  if (!expiryDate) return "none";
  const days = daysBetween(today, expiryDate);
  if (days < 0) return "expired";
  return days <= expiringWithinDays ? "expiring" : "fresh";
}

export const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date in YYYY-MM-DD form (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  if (!isoDatePattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
