import { format, type Locale, parseISO } from "date-fns";
import { enUS, es, ptBR } from "date-fns/locale";

const locales: Record<string, Locale> = { es, en: enUS, "pt-BR": ptBR };

/** Weeks start on Monday everywhere in Hogaria, whatever the locale's own habit. */
export const weekStartsOn = 1 as const;

export function dateLocale(language: string): Locale {
  return locales[language] ?? es;
}

/** "domingo, 22 de noviembre de 2026" in Spanish; the reader's language otherwise. */
export function formatLongDate(date: Date | string, language: string): string {
  const value = typeof date === "string" ? new Date(date) : date;
  return format(value, "PPPP", { locale: dateLocale(language), weekStartsOn });
}

/** A floating calendar day ("2026-11-25", a due date or an all-day event) in the reader's
 * language: "25 nov" by default. It is read as a local date, never shifted by time zones. */
export function formatDay(day: string, language: string, pattern = "d MMM"): string {
  return format(parseISO(day), pattern, { locale: dateLocale(language), weekStartsOn });
}

/** The day an instant falls on for this device, "YYYY-MM-DD" (today by default). */
export function localDate(instant: Date | string = new Date()): string {
  return format(typeof instant === "string" ? new Date(instant) : instant, "yyyy-MM-dd");
}
