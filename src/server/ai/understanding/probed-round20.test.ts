import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/** Families found by our own probing before the twentieth round: the last of a thing used, and
 * a bill marked paid. */
const understand = understandingOn("2026-11-25");
const callsOf = (message: string) => understand(message).calls;

describe("the last of it used", () => {
  it.each([
    ["we used up the last of the rice this morning", "Rice"],
    ["usamos lo último del azúcar", "Azúcar"],
    ["gastamos o resto do café", "Café"],
  ])("«%s» leaves no %s", (message, name) => {
    expect(callsOf(message)).toEqual([
      { toolName: "adjustPantryItem", input: { name, quantity: 0 } },
    ]);
  });

  it("'we used up the last of the milk' is never a chore done", () => {
    expect(callsOf("we used up the last of the milk").map((call) => call.toolName)).not.toContain(
      "completeTask",
    );
  });
});

describe("a bill marked paid", () => {
  it.each([
    ["mark the water bill paid", "Water"],
    ["marca la cuenta del gas como pagada", "Gas"],
    ["marca a conta de água como paga", "Água"],
  ])("«%s» marks the paying done, without asking", (message, word) => {
    const calls = callsOf(message);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.toolName).toBe("completeTask");
    expect(String(calls[0]?.input.title)).toContain(word.toLowerCase());
  });
});
