import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

/** Wednesday 25 November 2026. */
const understand = understandingOn("2026-11-25");

/** Something ticked off the list that was not bought after all goes back on it, whoever says
 * it and in whichever order; the closing "put it back" only repeats the request. */
const unbought: [message: string, names: string[]][] = [
  ["al final no compré la mantequilla", ["Mantequilla"]],
  ["la leche no la trajeron, volvé a ponerla", ["Leche"]],
  // The closing "put it back" with its pronoun glued, voseo or tú: "volvelo", "vuélvelas".
  ["el queso no lo traje, volvelo a poner", ["Queso"]],
  ["desmarca el arroz que no lo compramos", ["Arroz"]],
  ["no compramos los plátanos, regrésalos a la lista", ["Plátanos"]],
  ["we didn't actually get the butter", ["Butter"]],
  ["the bananas weren't bought, put them back on the list", ["Bananas"]],
  ["não compramos a manteiga, volta ela pra lista", ["Manteiga"]],
  // The thing said first ends where a pronoun or who ticked it points back to it.
  ["la leche la taché pero al final no la compramos, ponela de nuevo", ["Leche"]],
  ["o sabão eu risquei mas não comprei, volta pra lista", ["Sabão"]],
  ["the napkins I checked off but we didn't get them, put them back", ["Napkins"]],
];

describe("a thing not bought after all goes back on the list", () => {
  it.each(unbought)("%s", (message, names) => {
    const understood = understand(message);
    expect(understood.outcome).toBe("act");
    expect(understood.calls).toEqual([{ toolName: "uncheckShoppingItems", input: { names } }]);
  });
});

/** Not this: a change of mind about buying, a task unticked, a purchase said plainly. */
const others: [message: string, tool: string | null][] = [
  ["ya no compres manzanas", "removeShoppingItems"],
  ["never mind the cheese", "removeShoppingItems"],
  ["forget about the onions", "removeShoppingItems"],
  ["don't buy apples", "removeShoppingItems"],
  ["desmarca la tarea de lavar el carro", "reopenTask"],
  ["ya compré la leche", "checkShoppingItems"],
  ["ya tengo los plátanos", "checkShoppingItems"],
  ["sácame el queso de la lista", "removeShoppingItems"],
  ["se pudrieron las fresas", "adjustPantryItem"],
];

describe("other requests about buying are not read as «not bought»", () => {
  it.each(others)("%s", (message, tool) => {
    const understood = understand(message);
    expect(understood.calls.map((call) => call.toolName)).not.toContain("uncheckShoppingItems");
    if (tool) expect(understood.calls.map((call) => call.toolName)).toContain(tool);
  });
});

/** Two kinds of request in one sentence, the second led in by "now" or "then". */
const twoKinds: [message: string, tools: string[]][] = [
  ["ya compré el pan y ahora anota queso", ["checkShoppingItems", "addShoppingItems"]],
  ["got the eggs, then add butter to the list", ["checkShoppingItems", "addShoppingItems"]],
  ["comprei o arroz, agora põe feijão na lista", ["checkShoppingItems", "addShoppingItems"]],
];

describe("a purchase, then a thing for the list, in one sentence: both run", () => {
  it.each(twoKinds)("%s", (message, tools) => {
    expect(understand(message).calls.map((call) => call.toolName)).toEqual(tools);
  });
});
