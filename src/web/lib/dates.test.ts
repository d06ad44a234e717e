import { startOfWeek } from "date-fns";
import { describe, expect, it } from "vitest";
import { dateLocale, formatLongDate, weekStartsOn } from "#web/lib/dates.ts";

describe("dates", () => {
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
});
