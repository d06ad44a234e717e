import { describe, expect, it } from "vitest";
import { endFollowingStart } from "#shared/calendar/event-duration.ts";

const span = (startDate: string, startTime: string, endDate: string, endTime: string) => ({
  startDate,
  startTime,
  endDate,
  endTime,
});

describe("endFollowingStart", () => {
  it("keeps an hour-long event an hour long when its start moves to 17:00", () => {
    const before = span("2026-12-01", "09:00", "", "10:00");
    expect(
      endFollowingStart(before, { startDate: "2026-12-01", startTime: "17:00" }, false),
    ).toEqual({ endDate: "", endTime: "18:00" });
  });

  it("crosses midnight onto the next day and comes back to the start's day", () => {
    const before = span("2026-12-01", "21:00", "", "23:30");
    const late = endFollowingStart(before, { startDate: "2026-12-01", startTime: "23:00" }, false);
    expect(late).toEqual({ endDate: "2026-12-02", endTime: "01:30" });
    const moved = span("2026-12-01", "23:00", late.endDate, late.endTime);
    expect(
      endFollowingStart(moved, { startDate: "2026-12-01", startTime: "08:00" }, false),
    ).toEqual({ endDate: "", endTime: "10:30" });
  });

  it("moves the end with the start's day and keeps an all-day event's length", () => {
    const timed = span("2026-12-01", "09:00", "", "10:00");
    expect(
      endFollowingStart(timed, { startDate: "2026-12-05", startTime: "09:00" }, false),
    ).toEqual({
      endDate: "",
      endTime: "10:00",
    });
    const trip = span("2026-12-01", "", "2026-12-03", "");
    expect(endFollowingStart(trip, { startDate: "2026-12-30", startTime: "" }, true)).toEqual({
      endDate: "2027-01-01",
      endTime: "",
    });
  });

  it("leaves an event without an end without one, and mends an end before the start", () => {
    const open = span("2026-12-01", "09:00", "", "");
    expect(endFollowingStart(open, { startDate: "2026-12-01", startTime: "17:00" }, false)).toEqual(
      {
        endDate: "",
        endTime: "",
      },
    );
    const broken = span("2026-12-01", "11:00", "", "10:00");
    expect(
      endFollowingStart(broken, { startDate: "2026-12-01", startTime: "12:00" }, false),
    ).toEqual({ endDate: "", endTime: "13:00" });
  });
});
