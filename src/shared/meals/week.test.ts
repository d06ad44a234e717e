import { describe, expect, it } from "vitest";
import { linkedWeekStart, mealsWeekLink } from "#shared/meals/week.ts";

describe("the week a /meals link opens", () => {
  const today = "2026-11-25"; // a Wednesday

  it("opens the named week, on its Monday whatever day of it is named", () => {
    expect(linkedWeekStart("2026-11-30", today)).toBe("2026-11-30");
    expect(linkedWeekStart("2026-12-03", today)).toBe("2026-11-30");
    expect(linkedWeekStart("2027-01-03", today)).toBe("2026-12-28"); // a Sunday: its Monday
  });

  it("falls back to this week for a missing or bad value", () => {
    for (const bad of [null, undefined, "", "mañana", "2026-02-30", "2026-1-5", "30/11/2026"]) {
      expect(linkedWeekStart(bad, today)).toBe("2026-11-23");
    }
  });

  it("links a meal's day to its week", () => {
    expect(mealsWeekLink("2026-12-02")).toBe("/meals?semana=2026-11-30");
    expect(mealsWeekLink("2026-11-30")).toBe("/meals?semana=2026-11-30");
  });
});
