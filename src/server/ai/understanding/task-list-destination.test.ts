import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

const understand = understandingOn("2026-11-25");

/** The tool a message calls, or proposes. */
function toolOf(message: string): { tool: unknown; args: unknown } {
  const [call] = understand(message).calls;
  return call?.toolName === "proposeAction"
    ? { tool: call.input.tool, args: call.input.args }
    : { tool: call?.toolName, args: call?.input };
}

describe("the to-do list holds tasks, not groceries", () => {
  it("«put the fridge cleaning back on the to do list» reopens it", () => {
    expect(understand("put the fridge cleaning back on the to do list").calls).toEqual([
      { toolName: "reopenTask", input: { title: "Fridge cleaning" } },
    ]);
  });

  it.each([
    ["put the patio sweeping on the to do list", "Patio sweeping"],
    ["add the car wash to my to-do list", "Car wash"],
    ["pon la limpieza del patio en la lista de pendientes", "Limpieza del patio"],
    ["coloca a faxina do quintal na lista de tarefas", "Faxina do quintal"],
  ])("«%s» is a new task «%s», never a grocery", (message, title) => {
    expect(toolOf(message)).toEqual({ tool: "createTask", args: { title } });
  });

  it("the shopping list is still the shopping list", () => {
    expect(understand("pon leche en la lista").calls).toEqual([
      { toolName: "addShoppingItems", input: { items: [{ name: "Leche" }] } },
    ]);
  });
});
