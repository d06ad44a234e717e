import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/** The families of the sixth fresh set's false successes, in phrasings of our own. */
const understand = understandingOn("2026-11-25");

describe("how a thing comes is no part of its name", () => {
  it.each([
    ["agrega un brik de jugo", [{ name: "Jugo", quantity: "1 brik" }]],
    ["añade aceite de un litro", [{ name: "Aceite" }]],
    ["agrega leche de almendras", [{ name: "Leche de almendras" }]],
  ])("«%s»", (message, items) => {
    expect(understand(message).calls).toEqual([{ toolName: "addShoppingItems", input: { items } }]);
  });
});

describe("music on a speaker is not the household's", () => {
  it.each([
    "ponme reggaeton en el parlante",
    "toca um forró na caixinha",
    "play some jazz on the speaker",
  ])("«%s» changes nothing", (message) => {
    expect(understand(message)).toMatchObject({ outcome: "outOfScope", calls: [] });
  });
});

describe("«anótalo para comprar» after a run-out puts it on the list", () => {
  it("«no hay más azúcar, anótalo para comprar»", () => {
    expect(understand("no hay más azúcar, anótalo para comprar").calls).toEqual([
      { toolName: "adjustPantryItem", input: { name: "Azúcar", quantity: 0 } },
      { toolName: "addShoppingItems", input: { items: [{ name: "Azúcar" }] } },
    ]);
  });
});
