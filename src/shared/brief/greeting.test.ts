import { describe, expect, it } from "vitest";
import { timeOfDay } from "#shared/brief/greeting.ts";

const mexicoCity = "America/Mexico_City"; // UTC-6 all year

describe("greeting by the hour (spec §9)", () => {
  it.each([
    ["2026-11-25T06:00:00Z", "morning"], // 00:00
    ["2026-11-25T17:59:59Z", "morning"], // 11:59:59
    ["2026-11-25T18:00:00Z", "afternoon"], // 12:00
    ["2026-11-26T00:59:00Z", "afternoon"], // 18:59
    ["2026-11-26T01:00:00Z", "evening"], // 19:00
    ["2026-11-26T05:59:00Z", "evening"], // 23:59
  ])("%s in Mexico City is %s", (instant, expected) => {
    expect(timeOfDay(new Date(instant), mexicoCity)).toBe(expected);
  });

  it("follows the household's clock, not the server's", () => {
    const instant = new Date("2026-11-25T10:00:00Z");
    expect(timeOfDay(instant, mexicoCity)).toBe("morning"); // 04:00
    expect(timeOfDay(instant, "Asia/Tokyo")).toBe("evening"); // 19:00
    expect(timeOfDay(instant, "Europe/Madrid")).toBe("morning"); // 11:00
  });
});
