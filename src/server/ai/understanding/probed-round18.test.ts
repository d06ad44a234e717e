import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/** Families found by our own probing before the eighteenth round: asked to be told what there is,
 * a chore forgotten then moved, a gathering noted, a chore taken off the to-do list, "all out
 * of", and «cuando puedas» after the things to buy. */
const understand = understandingOn("2026-11-25");
const callsOf = (message: string) => understand(message).calls;

describe("asked, not reminded", () => {
  it("«¿me recuerdas qué tengo el viernes?» reads the day as «¿qué tengo el viernes?» does", () => {
    const asked = callsOf("oye, ¿me recuerdas qué tengo el viernes?");
    expect(asked).toEqual(callsOf("¿qué tengo el viernes?"));
    expect(asked.map((call) => call.toolName)).not.toContain("createTask");
  });
});

describe("a chore forgotten, then moved", () => {
  it("«se me olvidó regar las plantas, pásalo para mañana» moves the one pending", () => {
    expect(callsOf("se me olvidó regar las plantas, pásalo para mañana")).toEqual([
      { toolName: "updateTask", input: { title: "Regar las plantas", dueDate: "2026-11-26" } },
    ]);
  });
});

describe("a gathering noted", () => {
  it("«apunta que el viernes hay kermés en el colegio a las 5» is the calendar's", () => {
    expect(callsOf("apunta que el viernes hay kermés en el colegio a las 5")).toEqual([
      {
        toolName: "createEvent",
        input: {
          title: "Kermés en el colegio",
          date: "2026-11-27",
          time: "17:00",
          eventType: "school",
        },
      },
    ]);
  });

  it("«anota que mañana hay que pagar el agua» is still a chore", () => {
    expect(callsOf("anota que mañana hay que pagar el agua")).toEqual([
      {
        toolName: "createTask",
        input: { title: "Pagar el agua", dueDate: "2026-11-26", priority: "medium" },
      },
    ]);
  });
});

describe("a chore taken off the to-do list", () => {
  it('"…, sofia did it" marks it done', () => {
    expect(callsOf("take the dishes task off my list, sofia did it")).toEqual([
      { toolName: "completeTask", input: { title: "Dishes" } },
    ]);
  });

  it("taken off alone, it is deleted", () => {
    expect(callsOf("take the dishes task off my list")).toEqual([
      { toolName: "deleteTask", input: { title: "Dishes" } },
    ]);
  });
});

describe("the things to buy, said around", () => {
  it('"we\'re completely out of rice" empties it', () => {
    expect(callsOf("we're completely out of rice")).toEqual([
      { toolName: "adjustPantryItem", input: { name: "Rice", quantity: 0 } },
    ]);
  });

  it.each([
    ["compra limones cuando puedas", "Limones"],
    ["coloca laranja quando puder", "Laranja"],
    ["pick up lemons when you get a chance", "Lemons"],
  ])("«%s» adds %s only", (message, name) => {
    expect(callsOf(message)).toEqual([
      { toolName: "addShoppingItems", input: { items: [{ name }] } },
    ]);
  });
});
