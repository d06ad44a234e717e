import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toE164 } from "#shared/reminders/phone.ts";
import {
  atLocalTime,
  eventReminderAt,
  isQuietTime,
  releaseAfterQuietHours,
  taskOccurrences,
  taskReminderAt,
} from "#shared/reminders/schedule.ts";

const iso = (date: Date) => date.toISOString();

describe("local times in a household's time zone", () => {
  it("keeps a 07:30 brief at 07:30 on both sides of New York's spring-forward", () => {
    // 8 March 2026: 02:00 EST becomes 03:00 EDT.
    expect(iso(atLocalTime("2026-03-07", "07:30", "America/New_York"))).toBe(
      "2026-03-07T12:30:00.000Z",
    );
    expect(iso(atLocalTime("2026-03-08", "07:30", "America/New_York"))).toBe(
      "2026-03-08T11:30:00.000Z",
    );
  });

  it("keeps it at 07:30 when Santiago turns the clock back (and a skipped time moves on)", () => {
    // 5 April 2026 00:00 (-03) becomes 4 April 23:00 (-04); 6 September 00:00 becomes 01:00.
    expect(iso(atLocalTime("2026-04-04", "07:30", "America/Santiago"))).toBe(
      "2026-04-04T10:30:00.000Z",
    );
    expect(iso(atLocalTime("2026-04-05", "07:30", "America/Santiago"))).toBe(
      "2026-04-05T11:30:00.000Z",
    );
    expect(iso(atLocalTime("2026-09-06", "00:30", "America/Santiago"))).toBe(
      "2026-09-06T04:30:00.000Z",
    );
  });

  it("treats the same wall time differently in different zones", () => {
    expect(iso(atLocalTime("2026-11-22", "08:00", "America/Mexico_City"))).toBe(
      "2026-11-22T14:00:00.000Z",
    );
    expect(iso(atLocalTime("2026-11-22", "08:00", "America/Sao_Paulo"))).toBe(
      "2026-11-22T11:00:00.000Z",
    );
  });
});

describe("task and event reminders", () => {
  it("reminds a task at 09:00 minus the member's lead; whole days stay at 09:00 across DST", () => {
    expect(iso(taskReminderAt("2026-11-25", 60, "America/Mexico_City"))).toBe(
      "2026-11-25T14:00:00.000Z",
    );
    // Due Monday 9 March (EDT); "1 day before" is Sunday 8 March 09:00 EDT, not 08:00.
    expect(iso(taskReminderAt("2026-03-09", 1440, "America/New_York"))).toBe(
      "2026-03-08T13:00:00.000Z",
    );
    expect(iso(taskReminderAt("2026-03-09", 2880, "America/New_York"))).toBe(
      "2026-03-07T14:00:00.000Z",
    );
  });

  it("reminds a task with a due time before that time instead of 09:00", () => {
    // 10:00 in Mexico City is 16:00 UTC; an hour before is 15:00.
    expect(iso(taskReminderAt("2026-11-27", 60, "America/Mexico_City", "10:00"))).toBe(
      "2026-11-27T15:00:00.000Z",
    );
    expect(iso(taskReminderAt("2026-11-27", 1440, "America/Mexico_City", "19:30"))).toBe(
      "2026-11-27T01:30:00.000Z",
    );
  });

  it("reminds a timed event before it starts and an all-day one from 08:00", () => {
    const start = "2026-03-08T18:00:00.000Z"; // 14:00 EDT
    expect(iso(eventReminderAt({ start, allDay: false }, 30, "America/New_York"))).toBe(
      "2026-03-08T17:30:00.000Z",
    );
    // A day before: 14:00 EST on the 7th, the same wall time.
    expect(iso(eventReminderAt({ start, allDay: false }, 1440, "America/New_York"))).toBe(
      "2026-03-07T19:00:00.000Z",
    );
    expect(iso(eventReminderAt({ start: "2026-11-30", allDay: true }, 0, "America/Santiago"))).toBe(
      "2026-11-30T11:00:00.000Z",
    );
  });

  it("lists each occurrence of a recurring task that is not done yet", () => {
    expect(taskOccurrences("2026-11-02", "weekly", "2026-11-10", "2026-11-30")).toEqual([
      "2026-11-16",
      "2026-11-23",
      "2026-11-30",
    ]);
    expect(taskOccurrences("2026-01-31", "monthly", "2026-02-01", "2026-04-30")).toEqual([
      "2026-02-28",
      "2026-03-31",
      "2026-04-30",
    ]);
    expect(taskOccurrences("2026-11-20", "daily", "2026-11-22", "2026-11-23")).toEqual([
      "2026-11-22",
      "2026-11-23",
    ]);
    expect(taskOccurrences("2026-11-20", "none", "2026-11-10", "2026-11-30")).toEqual([
      "2026-11-20",
    ]);
    expect(taskOccurrences("2026-11-20", "none", "2026-11-21", "2026-11-30")).toEqual([]);
  });
});

describe("quiet hours", () => {
  const night = { quietStart: "22:00", quietEnd: "07:00" };

  it("wrap midnight", () => {
    expect(isQuietTime("23:30", night)).toBe(true);
    expect(isQuietTime("06:59", night)).toBe(true);
    expect(isQuietTime("07:00", night)).toBe(false);
    expect(isQuietTime("12:00", { quietStart: "13:00", quietEnd: "15:00" })).toBe(false);
    expect(isQuietTime("14:00", { quietStart: "13:00", quietEnd: "15:00" })).toBe(true);
    expect(isQuietTime("14:00", { quietStart: null, quietEnd: null })).toBe(false);
  });

  it("hold a message until they end, the same night or the next morning", () => {
    const tz = "America/Mexico_City";
    expect(iso(releaseAfterQuietHours(new Date("2026-11-23T05:15:00Z"), night, tz))).toBe(
      "2026-11-23T13:00:00.000Z",
    );
    expect(iso(releaseAfterQuietHours(new Date("2026-11-23T12:00:00Z"), night, tz))).toBe(
      "2026-11-23T13:00:00.000Z",
    );
    expect(iso(releaseAfterQuietHours(new Date("2026-11-23T18:00:00Z"), night, tz))).toBe(
      "2026-11-23T18:00:00.000Z",
    );
  });

  it("end at 07:00 local on the morning the clocks change", () => {
    // 23:00 EST on 7 March; the quiet night ends at 07:00 EDT on the 8th.
    const held = releaseAfterQuietHours(
      new Date("2026-03-08T04:00:00Z"),
      night,
      "America/New_York",
    );
    expect(iso(held)).toBe("2026-03-08T11:00:00.000Z");
  });
});

describe("with fake timers", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("a reminder is due once the clock passes it, whatever the machine's zone", () => {
    vi.setSystemTime(new Date("2026-03-08T12:59:00Z"));
    const fireAt = taskReminderAt("2026-03-09", 1440, "America/New_York");
    expect(fireAt.getTime() <= Date.now()).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(fireAt.getTime() <= Date.now()).toBe(true);
  });
});

describe("phones for WhatsApp and SMS", () => {
  it("accept E.164 after dropping spaces and punctuation, and nothing else", () => {
    expect(toE164("+52 55 1234 5678")).toBe("+525512345678");
    expect(toE164("+55 (11) 91234-5678")).toBe("+5511912345678");
    expect(toE164("55 1234 5678")).toBeNull();
    expect(toE164("+0 123456789")).toBeNull();
    expect(toE164("llámame")).toBeNull();
    expect(toE164(null)).toBeNull();
  });
});
