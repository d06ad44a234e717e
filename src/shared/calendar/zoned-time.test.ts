import { describe, expect, it, vi } from "vitest";
import {
  addDays,
  addMonths,
  dateInZone,
  isIsoDate,
  isValidTimeZone,
  startOfDayInZone,
  timeInZone,
  zonedParts,
  zonedTimeToUtc,
} from "#shared/calendar/zoned-time.ts";

describe("zoned time", () => {
  it("reads the household's calendar day, not the server's", () => {
    const lateEvening = new Date("2026-11-26T04:30:00Z"); // 22:30 on the 25th in Mexico City
    expect(dateInZone(lateEvening, "America/Mexico_City")).toBe("2026-11-25");
    expect(dateInZone(lateEvening, "Europe/Madrid")).toBe("2026-11-26");
    expect(timeInZone(lateEvening, "America/Mexico_City")).toBe("22:30");
  });

  it("finds the instant of a wall-clock time, across daylight saving changes", () => {
    const parts = { year: 2026, month: 11, day: 25, hour: 10, minute: 0, second: 0 };
    expect(zonedTimeToUtc(parts, "America/Mexico_City").toISOString()).toBe(
      "2026-11-25T16:00:00.000Z",
    );
    expect(zonedTimeToUtc(parts, "America/Sao_Paulo").toISOString()).toBe(
      "2026-11-25T13:00:00.000Z",
    );
    // Summer and winter in New York differ by an hour.
    const july = { ...parts, month: 7 };
    expect(zonedTimeToUtc(july, "America/New_York").toISOString()).toBe("2026-07-25T14:00:00.000Z");
    expect(zonedTimeToUtc(parts, "America/New_York").toISOString()).toBe(
      "2026-11-25T15:00:00.000Z",
    );
    // 02:30 does not exist on 8 March 2026 in New York: it moves forward to 03:30 EDT.
    const gap = { year: 2026, month: 3, day: 8, hour: 2, minute: 30, second: 0 };
    expect(zonedTimeToUtc(gap, "America/New_York").toISOString()).toBe("2026-03-08T07:30:00.000Z");
    // 01:30 happens twice on 1 November 2026: the first one (EDT) is meant.
    const overlap = { year: 2026, month: 11, day: 1, hour: 1, minute: 30, second: 0 };
    expect(zonedTimeToUtc(overlap, "America/New_York").toISOString()).toBe(
      "2026-11-01T05:30:00.000Z",
    );
  });

  it("reads the same wall clock as Intl every minute around a change of offset", () => {
    // Offsets are kept per day, and per quarter hour on a day the offset changes: these days hold
    // jumps of an hour, of half an hour (Lord Howe) and a zone a quarter hour off the hour
    // (Kathmandu).
    const days: [string, string][] = [
      ["America/Santiago", "2026-04-05T00:00:00Z"],
      ["America/Santiago", "2026-09-06T00:00:00Z"],
      ["America/New_York", "2026-03-08T00:00:00Z"],
      ["Australia/Lord_Howe", "2026-04-04T12:00:00Z"],
      ["Asia/Kathmandu", "2026-01-01T00:00:00Z"],
      ["Europe/Lisbon", "2026-10-25T00:00:00Z"],
    ];
    for (const [timeZone, start] of days) {
      const intl = new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
      });
      for (let minute = 0; minute < 24 * 60; minute += 7) {
        const instant = new Date(Date.parse(start) + minute * 60_000 + 59_000);
        const expected = Object.fromEntries(
          intl
            .formatToParts(instant)
            .filter((part) => part.type !== "literal")
            .map((part) => [part.type, Number(part.value)]),
        );
        const { second: _, ...parts } = zonedParts(instant, timeZone);
        expect(parts, `${timeZone} ${instant.toISOString()}`).toEqual(expected);
      }
    }
  });

  it("asks Intl for a zone's offset twice a day, and per quarter hour only on a day it changes", () => {
    // Zones no other test here reads, so that nothing is kept for them yet.
    const readings = vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts");
    try {
      const quietDay = Date.parse("2026-06-10T00:00:00Z");
      for (let minute = 0; minute < 24 * 60; minute += 5) {
        dateInZone(new Date(quietDay + minute * 60_000), "America/Lima");
      }
      expect(readings).toHaveBeenCalledTimes(2);
      // The next day is measured on its own; the one already read is not measured again.
      timeInZone(new Date(quietDay + 30 * 3_600_000), "America/Lima");
      timeInZone(new Date(quietDay + 3_600_000), "America/Lima");
      expect(readings).toHaveBeenCalledTimes(4);

      // 1 November 2026 (UTC) holds Chicago's end of daylight saving, at 07:00 UTC.
      readings.mockClear();
      const changeDay = Date.parse("2026-11-01T00:00:00Z");
      const wallTimes: string[] = [];
      for (let minute = 0; minute < 24 * 60; minute += 5) {
        wallTimes.push(timeInZone(new Date(changeDay + minute * 60_000), "America/Chicago"));
      }
      expect(readings.mock.calls.length).toBeLessThanOrEqual(2 + 96);
      expect(wallTimes[(6 * 60 + 55) / 5]).toBe("01:55"); // 06:55 UTC, CDT
      expect(wallTimes[(7 * 60) / 5]).toBe("01:00"); // 07:00 UTC, CST
      expect(
        zonedTimeToUtc(
          { year: 2026, month: 11, day: 1, hour: 12, minute: 0, second: 0 },
          "America/Chicago",
        ).toISOString(),
      ).toBe("2026-11-01T18:00:00.000Z");
    } finally {
      readings.mockRestore();
    }
  });

  it("starts a day at the zone's midnight", () => {
    expect(startOfDayInZone("2026-11-25", "America/Mexico_City").toISOString()).toBe(
      "2026-11-25T06:00:00.000Z",
    );
    expect(startOfDayInZone("2026-11-25", "Asia/Tokyo").toISOString()).toBe(
      "2026-11-24T15:00:00.000Z",
    );
  });

  it("adds days and months on the calendar, clamping to the month's end", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-11-15", 2)).toBe("2027-01-15");
    expect(addMonths("2026-03-31", -1)).toBe("2026-02-28");
  });

  it("tells real dates and zones from impostors", () => {
    expect(isIsoDate("2026-02-28")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-13-01")).toBe(false);
    expect(isIsoDate("25/11/2026")).toBe(false);
    expect(isValidTimeZone("America/Bogota")).toBe(true);
    expect(isValidTimeZone("Pacific Standard Time")).toBe(false);
  });
});
