import { describe, expect, it } from "vitest";
import { toldForTheCalendar } from "#server/ai/understanding/calendar-closings.ts";
import { understandingOn } from "#tests/server/harness/understanding.ts";

const understand = understandingOn("2026-11-25");

describe("a closing that asks for the calendar makes the event told once", () => {
  it.each([
    [
      "the plumber is coming monday at 8am, put it in the calendar",
      "the plumber is coming monday at 8am",
    ],
    ["dentist friday at 3, add it to the calendar", "dentist friday at 3"],
    [
      "el plomero viene el lunes a las 8, ponlo en el calendario",
      "el plomero viene el lunes a las 8",
    ],
    ["reunião sexta às 10, coloca na agenda", "reunião sexta às 10"],
    ["agrega leche a la lista", null],
  ])("%s", (message, told) => {
    expect(toldForTheCalendar(message)).toBe(told);
  });

  it.each([
    [
      "the plumber is coming monday at 8am, put it in the calendar",
      "Plumber",
      "2026-11-30",
      "08:00",
    ],
    ["dentist friday at 3, add it to the calendar", "Dentist", "2026-11-27", "15:00"],
  ])("%s", (message, title, date, time) => {
    const understood = understand(message);
    expect(understood.outcome).toBe("act");
    expect(understood.calls).toEqual([
      { toolName: "createEvent", input: expect.objectContaining({ title, date, time }) },
    ]);
  });
});
