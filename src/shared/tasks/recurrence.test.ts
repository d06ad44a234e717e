import { describe, expect, it } from "vitest";
import { nextOccurrenceDate } from "#shared/tasks/recurrence.ts";

describe("next occurrence of a recurring task", () => {
  it("is none for a task that does not repeat", () => {
    expect(nextOccurrenceDate("none", "2026-11-25", "2026-11-25")).toBeNull();
  });

  it("follows the due date by a day, a week or a month", () => {
    expect(nextOccurrenceDate("daily", "2026-11-25", "2026-11-25")).toBe("2026-11-26");
    expect(nextOccurrenceDate("weekly", "2026-11-25", "2026-11-24")).toBe("2026-12-02");
    expect(nextOccurrenceDate("monthly", "2026-11-25", "2026-11-20")).toBe("2026-12-25");
    expect(nextOccurrenceDate("monthly", "2026-12-31", "2026-12-31")).toBe("2027-01-31");
  });

  it("clamps to the end of shorter months without drifting afterwards", () => {
    expect(nextOccurrenceDate("monthly", "2027-01-31", "2027-01-31")).toBe("2027-02-28");
    // Completed late, in March: the rhythm of the 31st is kept.
    expect(nextOccurrenceDate("monthly", "2027-01-31", "2027-03-05")).toBe("2027-03-31");
  });

  it("skips periods already gone when an overdue task is completed", () => {
    // A Monday chore completed on Thursday comes back next Monday, not last Monday.
    expect(nextOccurrenceDate("weekly", "2026-11-23", "2026-11-26")).toBe("2026-11-30");
    expect(nextOccurrenceDate("daily", "2026-11-20", "2026-11-26")).toBe("2026-11-27");
  });

  it("counts from the day of completion when the task had no due date", () => {
    expect(nextOccurrenceDate("daily", null, "2026-11-25")).toBe("2026-11-26");
    expect(nextOccurrenceDate("weekly", null, "2026-11-25")).toBe("2026-12-02");
    expect(nextOccurrenceDate("monthly", null, "2026-01-31")).toBe("2026-02-28");
  });
});
