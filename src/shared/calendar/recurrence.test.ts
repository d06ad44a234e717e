import { describe, expect, it } from "vitest";
import { isoWeekday, occurrenceDates } from "#shared/calendar/recurrence.ts";

describe("occurrenceDates", () => {
  it("numbers weekdays from Monday (1) to Sunday (7)", () => {
    expect(isoWeekday("2026-11-23")).toBe(1);
    expect(isoWeekday("2026-11-29")).toBe(7);
  });

  it("gives the chosen days of each week, never before the series starts", () => {
    const tueThu = { frequency: "weekly" as const, days: [2, 4], until: null };
    // Started on Wednesday 25 November: that week only has its Thursday.
    expect(occurrenceDates("2026-11-25", tueThu, "2026-11-23", "2026-12-06")).toEqual([
      "2026-11-26",
      "2026-12-01",
      "2026-12-03",
    ]);
    // A Monday-to-Sunday week holds the Sunday too.
    const sunday = { frequency: "weekly" as const, days: [7], until: null };
    expect(occurrenceDates("2026-11-01", sunday, "2026-11-23", "2026-11-29")).toEqual([
      "2026-11-29",
    ]);
  });

  it("stops at the last day it may repeat", () => {
    const rule = { frequency: "weekly" as const, days: [1, 3, 5], until: "2026-12-02" };
    expect(occurrenceDates("2026-11-23", rule, "2026-11-01", "2026-12-31")).toEqual([
      "2026-11-23",
      "2026-11-25",
      "2026-11-27",
      "2026-11-30",
      "2026-12-02",
    ]);
  });

  it("puts a monthly 31st on the last day of shorter months, and back on the 31st after", () => {
    const monthly = { frequency: "monthly" as const, days: [], until: null };
    expect(occurrenceDates("2026-01-31", monthly, "2026-01-01", "2026-05-31")).toEqual([
      "2026-01-31",
      "2026-02-28",
      "2026-03-31",
      "2026-04-30",
      "2026-05-31",
    ]);
    expect(occurrenceDates("2028-01-30", monthly, "2028-02-01", "2028-03-31")).toEqual([
      "2028-02-29",
      "2028-03-30",
    ]);
    // A range far from the start still finds its month.
    expect(occurrenceDates("2020-05-15", monthly, "2026-11-01", "2026-11-30")).toEqual([
      "2026-11-15",
    ]);
  });
});
