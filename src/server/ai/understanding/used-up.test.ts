import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

const understand = understandingOn("2026-11-25");

describe("all of a thing used up, said every way, leaves none in the pantry", () => {
  it.each([
    ["gastamos todo el arroz", "Arroz"],
    ["ocupamos todo el atún", "Atún"],
    ["nos morfamos todo el queso", "Queso"],
    ["se ha acabado el pollo", "Pollo"],
    ["nos hemos quedado sin leche", "Leche"],
    ["no quedó nada de pasta", "Pasta"],
    ["ya valió el café, no queda nada", "Café"],
    ["o café já era", "Café"],
    ["the cheese is all gone", "Cheese"],
  ])("«%s» empties %s", (message, name) => {
    expect(understand(message).calls).toEqual([
      { toolName: "adjustPantryItem", input: { name, quantity: 0 } },
    ]);
  });

  it("spending all of what is no grocery changes nothing without asking", () => {
    const understood = understand("gastamos todo el dinero");
    expect(understood.outcome).not.toBe("act");
  });
});
