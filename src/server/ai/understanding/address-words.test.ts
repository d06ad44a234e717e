import { describe, expect, it } from "vitest";
import { withoutAddress } from "#server/ai/understanding/address-words.ts";
import { understandingOn } from "#tests/server/harness/understanding.ts";

const understand = understandingOn("2026-11-25");

describe("whom a family addresses is no part of the request", () => {
  it.each([
    ["oe causa, agrega chela a la lista", "agrega chela a la lista"],
    ["weón, se acabó el confort", "se acabó el confort"],
    ["mano, põe arroz na lista", "põe arroz na lista"],
    ["ya compré el pan, amor", "ya compré el pan"],
    ["hey dude, add milk", "add milk"],
    // Groceries, names and requests are no address.
    ["mate, azúcar y pan", null],
    ["Carlos, saca la basura", null],
    ["leche, pan y huevos", null],
    ["oe causa", null],
  ])("%s", (message, rest) => {
    expect(withoutAddress(message)).toBe(rest);
  });

  it("«oe causa, agrega chela a la lista» adds the beer, not «Causa»", () => {
    const understood = understand("oe causa, agrega chela a la lista");
    expect(understood.outcome).toBe("act");
    expect(understood.calls).toEqual([
      { toolName: "addShoppingItems", input: { items: [{ name: "Chela" }] } },
    ]);
  });

  it("«weón, se acabó el confort» empties the toilet paper, not «Weon»", () => {
    const understood = understand("weón, se acabó el confort");
    expect(understood.calls).toEqual([
      { toolName: "adjustPantryItem", input: { name: "Confort", quantity: 0 } },
    ]);
  });
});
