import { addDays, format, parseISO, startOfWeek } from "date-fns";
import { beforeAll, describe, expect, it } from "vitest";
import { loadDateLocale } from "#web/lib/date-locales.ts";
import {
  dateLocale,
  dayDate,
  formatDay,
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

  it("reads a calendar day as date-fns's parseISO did, in every zone and language", () => {
    expect(formatDay("2026-11-25", "es")).toBe("25 nov");
    expect(formatDay("2026-12-01", "en", "EEE d MMM")).toBe("Tue 1 Dec");
    expect(formatDay("2026-12-01", "pt-BR", "PPPP")).toBe("terça-feira, 1 de dezembro de 2026");
    const zone = process.env.TZ;
    try {
      // São Paulo's clocks skipped midnight on 2018-11-04; Mexico City kept daylight time then.
      for (const tz of ["UTC", "America/Mexico_City", "America/Sao_Paulo", "Pacific/Kiritimati"]) {
        process.env.TZ = tz;
        // The zone is in force: São Paulo's 2018-11-04 began at one in the morning.
        expect(new Date(2018, 10, 4).getHours()).toBe(tz === "America/Sao_Paulo" ? 1 : 0);
        for (let day = new Date(2017, 11, 25); day < new Date(2029, 0, 5); day = addDays(day, 1)) {
          const written = format(day, "yyyy-MM-dd");
          expect(dayDate(written).getTime(), `${written} in ${tz}`).toBe(
            parseISO(written).getTime(),
          );
        }
        for (const language of ["es", "en", "pt-BR"]) {
          for (const pattern of ["d MMM", "EEE d MMM yyyy", "PPPP", "LLLL yyyy", "EEE"]) {
            expect(formatDay("2018-11-04", language, pattern)).toBe(
              format(parseISO("2018-11-04"), pattern, { locale: dateLocale(language) }),
            );
          }
        }
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
