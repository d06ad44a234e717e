import { describe, expect, it } from "vitest";
import { understandingOn } from "#tests/server/harness/understanding.ts";

const understand = understandingOn("2026-11-25");

/** A need said before a count names nothing; "como 4" is about four of the thing before it;
 * "one more kilo" is a kilo. */
describe("needs and hedged counts", () => {
  it.each([
    [
      "necesito 2 litros de leche y 1 kilo de arroz en la lista",
      [
        { name: "Leche", quantity: "2 l" },
        { name: "Arroz", quantity: "1 kg" },
      ],
    ],
    [
      "apunta unos aguacates, como 4, y un kilo de limones",
      [
        { name: "Aguacates", quantity: "4" },
        { name: "Limones", quantity: "1 kg" },
      ],
    ],
    ["compra como 2 kilos de papa", [{ name: "Papa", quantity: "2 kg" }]],
    ["put one more kilo of tortillas on the list", [{ name: "Tortillas", quantity: "1 kg" }]],
    ["add 2 more bags of rice", [{ name: "Rice", quantity: "2 bags" }]],
  ])("%s", (message, items) => {
    expect(understand(message).calls).toEqual([{ toolName: "addShoppingItems", input: { items } }]);
  });
});

describe("what is said of the things names nothing", () => {
  it("«eran seis, táchelas y súmelas a la despensa» ticks the apples alone", () => {
    const understood = understand(
      "ya compré las manzanas, eran seis, táchelas y súmelas a la despensa",
    );
    expect(understood.calls[0]).toEqual({
      toolName: "checkShoppingItems",
      input: { names: ["Manzanas"] },
    });
  });

  it("«put tacos on the menu for dinner next monday» plans «Tacos»", () => {
    expect(understand("put tacos on the menu for dinner next monday").calls).toEqual([
      { toolName: "planMeal", input: { date: "2026-11-30", slot: "dinner", meal: "Tacos" } },
    ]);
  });
});
