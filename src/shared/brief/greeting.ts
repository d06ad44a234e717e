import { zonedParts } from "#shared/calendar/zoned-time.ts";

export const timesOfDay = ["morning", "afternoon", "evening"] as const;
export type TimeOfDay = (typeof timesOfDay)[number];

/** Spec §9: before 12 'Buenos días', before 19 'Buenas tardes', else 'Buenas noches' — by the
 * clock of the household's time zone, not the server's. */
export function timeOfDay(now: Date, timeZone: string): TimeOfDay {
  const { hour } = zonedParts(now, timeZone);
  if (hour < 12) return "morning";
  if (hour < 19) return "afternoon";
  return "evening";
}
