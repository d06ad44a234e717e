import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addWeekdays,
  demoExam,
  freeSlots,
  localDateTime,
  localDayOf,
  nextPracticeAfter,
  weekdayOf,
} from "#shared/demo/schedule.ts";

// Calendar rules must hold wherever the visitor is; Mexico City is where most of them are.
const originalZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "America/Mexico_City";
});
afterAll(() => {
  process.env.TZ = originalZone;
});

describe("addWeekdays (Monday–Friday cycle)", () => {
  it.each([
    ["2026-11-23", "2026-11-25"], // Monday → Wednesday
    ["2026-11-24", "2026-11-26"], // Tuesday → Thursday
    ["2026-11-25", "2026-11-27"], // Wednesday → Friday
    ["2026-11-26", "2026-11-30"], // Thursday → Monday
    ["2026-11-27", "2026-12-01"], // Friday → Tuesday, across the month
    ["2026-12-31", "2027-01-04"], // Thursday → Monday, across the year
  ])("two weekdays after %s is %s", (day, expected) => {
    expect(addWeekdays(day, 2)).toBe(expected);
  });

  it("from a weekend day counts Monday as the first weekday", () => {
    expect(addWeekdays("2026-11-28", 1)).toBe("2026-11-30");
    expect(addWeekdays("2026-11-29", 2)).toBe("2026-12-01");
  });
});

describe("nextPracticeAfter", () => {
  it("is two weekdays after the chosen day, 18:00–19:00", () => {
    expect(nextPracticeAfter({ day: "2026-11-26", start: "16:00", end: "17:00" })).toEqual({
      day: "2026-11-30",
      start: "18:00",
      end: "19:00",
    });
  });

  it("always lands on a weekday", () => {
    for (let offset = 0; offset < 14; offset++) {
      const day = addWeekdays("2026-11-20", offset);
      const weekday = weekdayOf(
        nextPracticeAfter({ day, start: "16:00", end: "17:00" })?.day ?? "",
      );
      expect(weekday).toBeGreaterThanOrEqual(1);
      expect(weekday).toBeLessThanOrEqual(5);
    }
  });
});

describe("nextPracticeAfter, with the exam", () => {
  it("moves a practice that would fall on the exam day to the last weekday before it", () => {
    // Monday 23 Nov: exam Monday 30; Thursday 26 plus two weekdays would be the exam day.
    expect(
      nextPracticeAfter({ day: "2026-11-26", start: "16:00", end: "17:00" }, "2026-11-30"),
    ).toEqual({ day: "2026-11-27", start: "18:00", end: "19:00" });
    expect(
      nextPracticeAfter({ day: "2026-11-24", start: "16:00", end: "17:00" }, "2026-11-30"),
    ).toEqual({ day: "2026-11-26", start: "18:00", end: "19:00" });
    expect(
      nextPracticeAfter({ day: "2026-11-27", start: "16:00", end: "17:00" }, "2026-11-30"),
    ).toBe(null);
  });

  it("whatever the day the demo is opened and the slot chosen, falls after the slot and before the exam", () => {
    for (let offset = 0; offset < 14; offset++) {
      const now = new Date(2026, 10, 20 + offset, 10, 0);
      const exam = demoExam(now);
      for (const slot of freeSlots(now)) {
        const next = nextPracticeAfter(slot, exam.day);
        expect(next, `${slot.day} → exam ${exam.day}`).not.toBeNull();
        expect(next?.day && next.day > slot.day && next.day < exam.day).toBe(true);
        expect(weekdayOf(next?.day ?? "")).toBeGreaterThanOrEqual(1);
        expect(weekdayOf(next?.day ?? "")).toBeLessThanOrEqual(5);
      }
    }
  });
});

describe("demoExam", () => {
  it("is Matemáticas, seven days from today", () => {
    expect(demoExam(new Date(2026, 10, 23, 10, 0))).toEqual({
      subject: "math",
      day: "2026-11-30",
      daysLeft: 7,
    });
  });

  it("counts from the visitor's own calendar day, late at night too", () => {
    // 23:30 in Mexico City is already the next day in UTC.
    const lateEvening = new Date("2026-11-24T05:30:00Z");
    expect(localDayOf(lateEvening)).toBe("2026-11-23");
    expect(demoExam(lateEvening).day).toBe("2026-11-30");
  });
});

describe("freeSlots", () => {
  it("offers three slots on the next weekdays, at their hours", () => {
    expect(freeSlots(new Date(2026, 10, 23, 10, 0))).toEqual([
      { id: "2026-11-24T16:00", day: "2026-11-24", start: "16:00", end: "17:00" },
      { id: "2026-11-25T17:30", day: "2026-11-25", start: "17:30", end: "18:30" },
      { id: "2026-11-26T16:30", day: "2026-11-26", start: "16:30", end: "17:30" },
    ]);
  });

  it("skips the weekend on a Friday", () => {
    expect(freeSlots(new Date(2026, 10, 27, 10, 0)).map((slot) => slot.day)).toEqual([
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
    ]);
  });

  it("always falls before the exam, whatever the day of the week", () => {
    for (let date = 23; date < 30; date++) {
      const now = new Date(2026, 10, date, 12, 0);
      const exam = demoExam(now).day;
      for (const slot of freeSlots(now)) expect(slot.day < exam).toBe(true);
    }
  });
});

describe("localDateTime", () => {
  it("is the wall-clock time in the visitor's zone", () => {
    expect(localDateTime("2026-11-30", "18:00").toISOString()).toBe("2026-12-01T00:00:00.000Z");
  });
});
