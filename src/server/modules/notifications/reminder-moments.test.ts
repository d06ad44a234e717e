import { describe, expect, it } from "vitest";
import { ReminderMoments } from "#server/modules/notifications/reminder-moments.ts";
import {
  atLocalTime,
  releaseAfterQuietHours,
  taskOccurrences,
  taskReminderAt,
} from "#shared/reminders/schedule.ts";

const iso = (date: Date) => date.toISOString();

describe("the calendar arithmetic a planning pass keeps", () => {
  it("answers what the schedule's functions answer, and shares each answer within the pass", () => {
    const moments = new ReminderMoments();
    const zone = "America/Mexico_City";
    const eight = moments.at("2026-11-27", "08:00", zone);
    expect(iso(eight)).toBe(iso(atLocalTime("2026-11-27", "08:00", zone)));
    expect(moments.at("2026-11-27", "08:00", zone)).toBe(eight);
    expect(iso(moments.endOfDay("2026-11-27", zone))).toBe("2026-11-28T06:00:00.000Z");
    expect(moments.dayOf(new Date("2026-11-28T05:59:00Z"), zone)).toBe("2026-11-27");
    expect(moments.dayOf(new Date("2026-11-28T06:00:00Z"), zone)).toBe("2026-11-28");
    const dates = moments.taskDates("2026-11-20", "weekly", "2026-11-19", "2026-12-05");
    expect(dates).toEqual(taskOccurrences("2026-11-20", "weekly", "2026-11-19", "2026-12-05"));
    expect(moments.taskDates("2026-11-20", "weekly", "2026-11-19", "2026-12-05")).toBe(dates);
    // Another window (the next day's plan) is its own.
    expect(moments.taskDates("2026-11-20", "weekly", "2026-11-20", "2026-12-06")).not.toBe(dates);
  });

  it("tells a zone, a day, a due time and a lead apart: a household that changes zone reads its own", () => {
    const moments = new ReminderMoments();
    const day = "2026-03-09";
    // Due on New York's first day of daylight saving: a day's lead stays at 09:00 on the wall.
    for (const [zone, dueTime, lead] of [
      ["America/New_York", null, 1440],
      ["America/New_York", null, 60],
      ["America/New_York", "18:30", 60],
      ["America/Mexico_City", null, 1440],
      ["America/Mexico_City", "18:30", 60],
    ] as const) {
      expect(
        iso(moments.taskReminder(day, dueTime, lead, zone)),
        `${zone} ${dueTime} ${lead}`,
      ).toBe(iso(taskReminderAt(day, lead, zone, dueTime)));
    }
    expect(iso(moments.taskReminder(day, null, 1440, "America/New_York"))).toBe(
      "2026-03-08T13:00:00.000Z",
    );
    expect(iso(moments.taskReminder(day, null, 1440, "America/Mexico_City"))).toBe(
      "2026-03-08T15:00:00.000Z",
    );
    expect(iso(moments.endOfDay("2026-03-08", "America/New_York"))).toBe(
      "2026-03-09T04:00:00.000Z",
    );
    expect(iso(moments.endOfDay("2026-03-07", "America/New_York"))).toBe(
      "2026-03-08T05:00:00.000Z",
    );
  });

  it("keeps when quiet hours let a moment go, per zone and quiet hours", () => {
    const moments = new ReminderMoments();
    const late = new Date("2026-11-28T05:00:00Z"); // 23:00 in Mexico City, 02:00 in Buenos Aires
    const night = { quietStart: "22:00", quietEnd: "07:00" };
    const evening = { quietStart: "21:00", quietEnd: "06:30" };
    for (const [quiet, zone] of [
      [night, "America/Mexico_City"],
      [evening, "America/Mexico_City"],
      [night, "America/Argentina/Buenos_Aires"],
      [{ quietStart: "23:30", quietEnd: "06:00" }, "America/Mexico_City"],
    ] as const) {
      expect(iso(moments.release(late, quiet, zone))).toBe(
        iso(releaseAfterQuietHours(late, quiet, zone)),
      );
    }
    expect(iso(moments.release(late, night, "America/Mexico_City"))).toBe(
      "2026-11-28T13:00:00.000Z",
    );
    expect(iso(moments.release(late, evening, "America/Mexico_City"))).toBe(
      "2026-11-28T12:30:00.000Z",
    );
  });

  it("starts afresh once it holds more than its bound, and still answers right", () => {
    const moments = new ReminderMoments(3);
    const zone = "America/Bogota";
    const first = moments.at("2026-11-01", "08:00", zone);
    expect(moments.at("2026-11-01", "08:00", zone)).toBe(first);
    moments.at("2026-11-02", "08:00", zone);
    moments.at("2026-11-03", "08:00", zone);
    moments.at("2026-11-04", "08:00", zone); // the fourth: what was kept is dropped
    const again = moments.at("2026-11-01", "08:00", zone);
    expect(again).not.toBe(first);
    expect(iso(again)).toBe("2026-11-01T13:00:00.000Z");
  });
});
