import { type LocalDay, type LocalTime, localDateTime } from "#shared/demo/schedule.ts";

/** "lunes, 30 de noviembre": the reader's language, on their own calendar. */
export function formatDay(day: LocalDay, language: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: "long",
    day: "numeric",
    month: "long",
  }).format(localDateTime(day, "12:00"));
}

/** "18:00" in Spanish, "6:00 PM" in English. */
export function formatTime(day: LocalDay, time: LocalTime, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: "numeric", minute: "2-digit" }).format(
    localDateTime(day, time),
  );
}

/** "6,9" in Spanish: always one decimal, so the countdown never jumps in width. */
export function formatTenths(value: number, language: string): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}

/** "67 %" in Spanish, "67%" in English. */
export function formatPercent(percentage: number, language: string): string {
  return new Intl.NumberFormat(language, { style: "percent" }).format(percentage / 100);
}
