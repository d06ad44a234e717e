import { startOfWeek } from "date-fns";
import { beforeAll, describe, expect, it } from "vitest";
import { loadDateLocale } from "#web/lib/date-locales.ts";
import {
  dateLocale,
  formatDayRange,
  formatLongDate,
  formatWeekdayDate,
  weekStartsOn,
} from "#web/lib/dates.ts";

describe("dates", () => {
  // The app fetches Portuguese's date words with its strings (i18n.ts); here, by hand.
  beforeAll(() => loadDateLocale("pt-BR"));

  it("writes long dates in Spanish by default", () => {
    expect(formatLongDate(new Date(2026, 10, 22, 12), "es")).toBe(
      "domingo, 22 de noviembre de 2026",
    );
    expect(formatLongDate(new Date(2026, 10, 22, 12), "pt-BR")).toBe(
      "domingo, 22 de novembro de 2026",
    );
  });

  it("starts weeks on Monday, even in English", () => {
    const sunday = new Date(2026, 10, 22, 12);
    const monday = startOfWeek(sunday, { locale: dateLocale("en"), weekStartsOn });
    expect(monday.getDay()).toBe(1);
    expect(monday.getDate()).toBe(16);
  });

  it("writes a calendar day in each language's own order, never «Tuesday 1 de December»", () => {
    expect(formatWeekdayDate("2026-12-01", "es")).toBe("martes 1 de diciembre");
    expect(formatWeekdayDate("2026-12-01", "en")).toBe("Tuesday, December 1");
    expect(formatWeekdayDate("2026-12-01", "pt-BR")).toBe("terça-feira, 1 de dezembro");
  });

  it("writes a week as one range in the reader's language", () => {
    // Intl puts thin spaces around the dash.
    const range = (from: string, to: string, language: string) =>
      formatDayRange(from, to, language).replace(/\s/g, " ");
    expect(range("2026-11-30", "2026-12-06", "en")).toBe("Nov 30 – Dec 6, 2026");
    expect(range("2026-12-01", "2026-12-07", "en")).toBe("Dec 1 – 7, 2026");
    expect(range("2026-12-01", "2026-12-07", "pt-BR")).toBe("1 – 7 de dez. de 2026");
    expect(range("2026-11-30", "2026-12-06", "es")).toBe("30 nov – 6 dic 2026");
  });
});
