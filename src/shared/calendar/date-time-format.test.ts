import { describe, expect, it } from "vitest";
import { dateTimeFormat } from "#shared/calendar/date-time-format.ts";

describe("dateTimeFormat", () => {
  it("builds one formatter per locale and options, and formats in its time zone", () => {
    const mexico = dateTimeFormat("es", { weekday: "long", timeZone: "America/Mexico_City" });
    expect(dateTimeFormat("es", { weekday: "long", timeZone: "America/Mexico_City" })).toBe(mexico);
    const tokyo = dateTimeFormat("es", { weekday: "long", timeZone: "Asia/Tokyo" });
    expect(tokyo).not.toBe(mexico);
    // 03:00 UTC on Wednesday is still Tuesday evening in Mexico City, already Wednesday in Tokyo.
    const instant = new Date("2026-11-25T03:00:00Z");
    expect(mexico.format(instant)).toBe("martes");
    expect(tokyo.format(instant)).toBe("miércoles");
  });
});
