import { describe, expect, it } from "vitest";
import { onlyCall, understandingOn } from "#tests/server/harness/understanding.ts";

/** Families found by our own probing before the twenty-second round: groceries of several words
 * said without commas, ranges of days that end on a numbered day, and a count said as "down to". */
const understand = understandingOn("2026-11-25");
const namesAdded = (message: string) => {
  const call = onlyCall(understand(message));
  expect(call.toolName).toBe("addShoppingItems");
  return (call.input.items as { name: string }[]).map((item) => item.name);
};

describe("groceries of several words said one after another", () => {
  it.each([
    ["put trash bags paper towels on the list", ["Trash bags", "Paper towels"]],
    ["add dish soap toilet paper", ["Dish soap", "Toilet paper"]],
    ["add apples paper towels and milk", ["Apples", "Paper towels", "Milk"]],
    ["add paper towels orange juice please", ["Paper towels", "Orange juice"]],
    ["anota na lista cheiro verde alho e tomate", ["Cheiro verde", "Alho", "Tomate"]],
  ])("«%s» adds %j", (message, names) => {
    expect(namesAdded(message)).toEqual(names);
  });

  it.each([
    ["add lemon dish soap to the list", "Lemon dish soap"],
    ["add peanut butter to the list", "Peanut butter"],
  ])("«%s» stays one thing: %s", (message, name) => {
    expect(namesAdded(message)).toEqual([name]);
  });
});

describe("a range of days that ends on a numbered day", () => {
  it.each([
    ["¿qué tenemos de hoy hasta el sábado 5?", "2026-11-25", "2026-12-05"],
    ["¿qué hay hasta el lunes 7?", "2026-11-25", "2026-12-07"],
    ["what's on from today through dec 4", "2026-11-25", "2026-12-04"],
    ["anything on the calendar until saturday the 5th?", "2026-11-25", "2026-12-05"],
    ["o que temos de amanhã até sábado dia 5?", "2026-11-26", "2026-12-05"],
    ["¿qué eventos hay del viernes al 4 de diciembre?", "2026-11-27", "2026-12-04"],
  ])("«%s» lists the calendar from %s to %s", (message, from, to) => {
    expect(onlyCall(understand(message))).toEqual({ toolName: "listEvents", input: { from, to } });
  });

  it("'from tomorrow till saturday' starts tomorrow, not today", () => {
    expect(onlyCall(understand("what do we have from tomorrow till saturday?"))).toEqual({
      toolName: "listEvents",
      input: { from: "2026-11-26", to: "2026-11-28" },
    });
  });
});

describe("a count said as 'down to'", () => {
  it.each([
    ["we're down to 2 avocados", "Avocados", 2],
    ["i'm down to one roll of paper towels", "Paper towels", 1],
  ])("«%s» leaves %s at %d", (message, name, quantity) => {
    expect(onlyCall(understand(message))).toEqual({
      toolName: "adjustPantryItem",
      input: { name, quantity },
    });
  });
});
