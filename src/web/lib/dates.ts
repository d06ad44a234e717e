import { format, type Locale } from "date-fns";
import { enUS } from "date-fns/locale/en-US";
import { es } from "date-fns/locale/es";

import { fetchedDateLocales } from "#web/lib/date-locales.ts";

/** Spanish (most readers, and the fallback) and English (date-fns's `format` carries it anyway)
 * come with this module; Portuguese arrives with its strings (`date-locales.ts`). */
const locales: Record<string, Locale> = { es, en: enUS };

/** Weeks start on Monday everywhere in Hogaria, whatever the locale's own habit. */
export const weekStartsOn = 1 as const;

export function dateLocale(language: string): Locale {
  return locales[language] ?? fetchedDateLocales[language] ?? es;
}

/** "domingo, 22 de noviembre de 2026" in Spanish; the reader's language otherwise. */
export function formatLongDate(date: Date | string, language: string): string {
  const value = typeof date === "string" ? new Date(date) : date;
  return format(value, "PPPP", { locale: dateLocale(language), weekStartsOn });
}

/** A floating calendar day ("2026-11-25", a due date or an all-day event) in the reader's
 * language: "25 nov" by default. It is read as a local date, never shifted by time zones. */
export function formatDay(day: string, language: string, pattern = "d MMM"): string {
  return format(dayDate(day), pattern, { locale: dateLocale(language), weekStartsOn });
}

/** "2026-11-25" as that day's local midnight, which is what date-fns's `parseISO` reads it as,
 * without its 1 KB gzip on every first visit (issue 18); anything else as `Date` reads it. */
export function dayDate(day: string): Date {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return parts ? new Date(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])) : new Date(day);
}

/** A floating calendar day with its weekday, as the reader's language writes it: «martes 1 de
 * diciembre», "Tuesday, December 1", «terça-feira, 1 de dezembro» (the locale's own order and
 * words, never a Spanish pattern filled with English names). */
export function formatWeekdayDate(
  day: string,
  language: string,
  options: Intl.DateTimeFormatOptions = { weekday: "long", day: "numeric", month: "long" },
): string {
  // Spanish keeps the calendar's own wording («viernes 15 de marzo», no comma inside a sentence).
  if (
    dateLocaleTag(language) === "es-MX" &&
    options.weekday === "long" &&
    options.month === "long"
  ) {
    return formatDay(day, "es", "EEEE d 'de' MMMM");
  }
  // Noon UTC read in UTC: the same calendar day on every device.
  return new Intl.DateTimeFormat(dateLocaleTag(language), { ...options, timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** Two calendar days as one range, as the reader's language writes it: «1 dic – 7 dic 2026»,
 * "Dec 1 – 7, 2026", «1 – 7 de dez. de 2026». */
export function formatDayRange(from: string, to: string, language: string): string {
  if (dateLocaleTag(language) === "es-MX") {
    return `${formatDay(from, "es", "d MMM")} – ${formatDay(to, "es", "d MMM yyyy")}`;
  }
  const format = new Intl.DateTimeFormat(dateLocaleTag(language), {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  return format.formatRange(new Date(`${from}T12:00:00Z`), new Date(`${to}T12:00:00Z`));
}

/** The regional format of each interface language (Spanish as written in Mexico). */
function dateLocaleTag(language: string): string {
  return language === "en" ? "en-US" : language === "pt-BR" ? "pt-BR" : "es-MX";
}

/** The day an instant falls on for this device, "YYYY-MM-DD" (today by default). */
export function localDate(instant: Date | string = new Date()): string {
  return format(typeof instant === "string" ? new Date(instant) : instant, "yyyy-MM-dd");
}
