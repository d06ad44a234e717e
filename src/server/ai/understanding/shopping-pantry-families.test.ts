import { describe, expect, it } from "vitest";
import { readItems } from "#server/ai/understanding/items.ts";
import { tokenize } from "#server/ai/understanding/text.ts";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/** Wednesday 25 November 2026. */
const understand = understandingOn("2026-11-25");

type Call = { toolName: string; input: Record<string, unknown> };

const out = (name: string): Call => ({
  toolName: "adjustPantryItem",
  input: { name, quantity: 0 },
});
const listed = (...names: string[]): Call => ({
  toolName: "addShoppingItems",
  input: { items: names.map((name) => ({ name })) },
});

/** Issue 16, fourth round: shopping and pantry families (each example stands for its family). */
describe("shopping and pantry families", () => {
  it.each<[string, Call[]]>([
    // A use with "nothing left" after it, and the meal it went into, uses all of the thing.
    [
      "usé la leche de la cena, no quedó nada, apúntala en la lista",
      [out("Leche"), listed("Leche")],
    ],
    ["usamos o arroz do jantar, não sobrou nada", [out("Arroz")]],
    ["used up the rice at dinner, put it on the list", [out("Rice"), listed("Rice")]],
    ["we used up all the coffee", [out("Coffee")]],
    // A second thing that ran out borrows the first one's verb: "ni", "igual", "también", "too".
    ["ya no queda azúcar ni aceite", [out("Azúcar"), out("Aceite")]],
    ["se terminó el café y el arroz igual", [out("Café"), out("Arroz")]],
    ["out of sugar, coffee too", [out("Sugar"), out("Coffee")]],
    // "ran out of …" with no subject, as typed in a chat.
    ["ran out of sugar", [out("Sugar")]],
    // The closing "note it" glued to the name, with no comma.
    ["se acabó el azúcar apúntala", [out("Azúcar"), listed("Azúcar")]],
    // Put in the pantry, it is stocked, not listed.
    [
      "mete 2 latas de frijoles a la despensa",
      [{ toolName: "adjustPantryItem", input: { name: "Frijoles", delta: 2 } }],
    ],
    // A thing, then "que ya lo compré": ticked, never a task done.
    [
      "tacha las tortillas que ya las compré",
      [{ toolName: "checkShoppingItems", input: { names: ["Tortillas"] } }],
    ],
  ])("%s", (message, calls) => {
    const understood = understand(message);
    expect(understood.outcome).toBe("act");
    expect(understood.calls).toEqual(calls);
  });

  it("«ya no queda nada» names no thing to empty", () => {
    expect(understand("ya no queda nada").calls).toEqual([]);
  });

  it.each<[string, "es" | "pt" | "en", { name: string; quantity: string | null }[]]>([
    // So many packs of a known size; a pack the list keeps as a unit stays one.
    ["3 six de refresco", "es", [{ name: "Refresco", quantity: "18" }]],
    ["2 six packs of soda", "en", [{ name: "Soda", quantity: "12" }]],
    ["3 fardos de água", "pt", [{ name: "Água", quantity: "3 fardos" }]],
    // A brand said alone before a grocery is a thing of its own.
    [
      "kellogs leche deslactosada",
      "es",
      [
        { name: "Kellogs", quantity: null },
        { name: "Leche deslactosada", quantity: null },
      ],
    ],
    [
      "doritos almond milk",
      "en",
      [
        { name: "Doritos", quantity: null },
        { name: "Almond milk", quantity: null },
      ],
    ],
    // The meal it is for is no part of the name.
    ["pollo del almuerzo", "es", [{ name: "Pollo", quantity: null }]],
  ])("reads «%s» as its items", (text, language, items) => {
    expect(
      readItems(tokenize(text), language).map(({ name, quantity }) => ({ name, quantity })),
    ).toEqual(items);
  });
});
